import { z } from 'zod';
import { serviceCategories } from '../labels';
import { isoDateTime, optionalText } from './common';

export const serviceInputSchema = z.object({
  title: z.string().trim().min(2, 'Tittel må være minst 2 tegn').max(200, 'Maks 200 tegn'),
  description: optionalText(5000),
  category: z.enum(serviceCategories, { error: 'Velg kategori' }),
  parentId: z.number().int().positive().nullable().default(null),
  price: optionalText(100),
  priceUnit: optionalText(50),
  imageUrl: optionalText(500),
  displayOrder: z.number().int('Visningsrekkefølge må være et heltall').min(0, 'Visningsrekkefølge kan ikke være negativ').max(100000).default(0),
  isActive: z.boolean().default(true),
});
export type ServiceInput = z.input<typeof serviceInputSchema>;

export const serviceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(serviceCategories),
  parentId: z.number().int().nullable(),
  price: z.string().nullable(),
  priceUnit: z.string().nullable(),
  imageUrl: z.string().nullable(),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ServiceDto = z.infer<typeof serviceSchema>;
