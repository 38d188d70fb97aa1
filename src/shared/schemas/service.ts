import { z } from 'zod';
import { serviceCategories } from '../domain';
import { idNumber, isoDateTime, optionalText } from './common';
import { imageMetaSchema } from './image';
import { sitePath } from './site-path';

const fields = {
  title: z.string().trim().min(2, 'Tittel må være minst 2 tegn').max(200, 'Maks 200 tegn'),
  description: optionalText(5000),
  category: z.enum(serviceCategories, { error: 'Velg kategori' }),
  parentId: idNumber.nullable(),
  price: optionalText(100),
  priceUnit: optionalText(50),
  imageUrl: optionalText(500).pipe(sitePath.nullable()),
  displayOrder: z.number().int('Visningsrekkefølge må være et heltall').min(0, 'Visningsrekkefølge kan ikke være negativ').max(100000),
  isActive: z.boolean(),
};

/** Create: every field, with the defaults of docs/PRODUCT.md §2 (main service, order 0, active). */
export const serviceInputSchema = z.object({
  ...fields,
  parentId: fields.parentId.default(null),
  displayOrder: fields.displayOrder.default(0),
  isActive: fields.isActive.default(true),
});

/** PATCH: only the fields sent are changed; no defaults, so an omitted field keeps its value. */
export const serviceUpdateSchema = z.object(fields).partial();
export type ServiceUpdate = z.output<typeof serviceUpdateSchema>;

export const serviceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(serviceCategories),
  parentId: z.number().int().nullable(),
  price: z.string().nullable(),
  priceUnit: z.string().nullable(),
  imageUrl: z.string().nullable(),
  image: imageMetaSchema.nullable().meta({ description: 'imageUrl with size, alt text and variants of an uploaded photo' }),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ServiceDto = z.infer<typeof serviceSchema>;
