import { z } from 'zod';
import { calculatorTypeSchema } from '../calculators';
import { isoDateTime } from './common';
import { storedEstimateSchema } from './enquiry';

/* ---------- Estimates the customer keeps ---------- */

export const estimateCreateSchema = z.object({
  type: calculatorTypeSchema,
  input: z.record(z.string().max(60), z.unknown()).default({}),
});

export const estimateCreatedSchema = z.object({ token: z.string(), url: z.string(), pdfUrl: z.string() });

/** A token from a link: base64url of 16 random bytes (22 characters). */
export const linkTokenSchema = z
  .string()
  .max(22, 'Ugyldig lenke.')
  .regex(/^[A-Za-z0-9_-]{22}$/, 'Ugyldig lenke.')
  .meta({ description: 'Tokenet fra lenken (22 tegn base64url)' });

export const savedEstimateSchema = storedEstimateSchema.extend({
  token: z.string(),
  computedAt: isoDateTime,
});
export type SavedEstimateDto = z.infer<typeof savedEstimateSchema>;

/** A path parameter that is a link token. */
export const linkTokenParam = z.object({ token: linkTokenSchema });
