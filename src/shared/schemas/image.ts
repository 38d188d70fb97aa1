import { z } from 'zod';
import { isoDateTime } from './common';
import { oneLine } from './plain-text';
import { IMAGE_FORMATS, type ImageMeta, type ImageVariant } from '../image-variants';

export * from '../image-variants';

export const imageVariantSchema = z.object({
  format: z.enum(IMAGE_FORMATS),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
}) satisfies z.ZodType<ImageVariant>;

/** One image of a project or service as pages get it (the plain types are in image-variants.ts). */
export const imageMetaSchema = z.object({
  url: z.string(),
  id: z.number().int().nullable(),
  alt: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  variants: z.array(imageVariantSchema),
}) satisfies z.ZodType<ImageMeta>;

export const altText = oneLine(z.string().trim().min(1, 'Skriv en alternativ tekst som beskriver hva bildet viser').max(300, 'Maks 300 tegn'));

export const imageSchema = z.object({
  id: z.number().int(),
  url: z.string().meta({ description: 'The largest JPEG variant; store it in a project or service' }),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string().nullable(),
  variants: z.array(imageVariantSchema),
  bytes: z.number().int().meta({ description: 'Size of the uploaded file' }),
  ready: z.boolean().meta({ description: 'False while WebP/AVIF variants are still being made' }),
  createdAt: isoDateTime,
});
export type ImageDto = z.infer<typeof imageSchema>;

export const imageUsageSchema = z.object({
  type: z.enum(['project', 'service', 'teammember']),
  id: z.number().int(),
  title: z.string(),
});
export type ImageUsage = z.infer<typeof imageUsageSchema>;

export const imageListItemSchema = imageSchema.extend({ usage: z.array(imageUsageSchema) });
export type ImageListItem = z.infer<typeof imageListItemSchema>;

export const imageUpdateSchema = z.object({ alt: altText });

