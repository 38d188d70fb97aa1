import { z } from 'zod';
import { projectCategories } from '../domain';
import { isoDateTime, optionalText } from './common';
import { altText, imageMetaSchema } from './image';
import { sitePath } from './site-path';

const fields = {
  title: z.string().trim().min(2, 'Tittel må være minst 2 tegn').max(200, 'Maks 200 tegn'),
  description: optionalText(10_000),
  location: optionalText(200),
  category: z.enum(projectCategories, { error: 'Velg kategori' }),
  // Empty rows are dropped; an empty list is stored as null.
  imageUrls: z
    .array(z.string().max(500, 'Bildeadressen kan være maks 500 tegn'))
    .max(30, 'Maks 30 bilder')
    .nullish()
    .transform((list) => list?.map((u) => u.trim()).filter(Boolean) ?? [])
    .pipe(z.array(sitePath))
    .transform((list) => (list.length ? list : null)),
  featured: z.boolean(),
  // Place in the public list and on the home page (ascending; equal places show the newest first).
  displayOrder: z
    .number()
    .int('Rekkefølge må være et heltall')
    .min(0, 'Rekkefølge kan ikke være negativ')
    .max(100000)
    .meta({ description: 'Place in the public list and on the home page, ascending; equal places show the newest first. The home page shows the first three featured projects.' }),
  // Alt texts for uploaded images, by URL; saved on the images in the same transaction as the project.
  imageAlts: z.record(z.string().max(500), altText).optional(),
};

/** Create: every field, with the defaults of docs/PRODUCT.md §2. */
export const projectInputSchema = z.object({ ...fields, featured: fields.featured.default(false), displayOrder: fields.displayOrder.default(0) });

/** PATCH: only the fields sent are changed; no defaults, so an omitted field keeps its value. */
export const projectUpdateSchema = z.object(fields).partial();
export type ProjectUpdate = z.output<typeof projectUpdateSchema>;

export const projectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  imageUrls: z.array(z.string()).nullable(),
  category: z.enum(projectCategories),
  featured: z.boolean(),
  displayOrder: z.number().int(),
  images: z.array(imageMetaSchema).meta({ description: 'imageUrls in the same order, with size, alt text and variants of uploaded photos' }),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ProjectDto = z.infer<typeof projectSchema>;

/** Moves a project one place up or down in the owner's order. */
export const projectMoveSchema = z.object({ direction: z.enum(['up', 'down'], { error: 'Velg opp eller ned' }) });
