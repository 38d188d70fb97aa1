import { z } from 'zod';
import { no } from 'zod/v4/locales';

// Norwegian texts for every zod message a schema does not word itself (browser and server alike).
z.config(no());

export const idParam = z.object({ id: z.coerce.number().int().positive() });

/** Trims, and turns an empty string into null: for optional free-text fields. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Maks ${max} tegn`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Today's date (yyyy-MM-dd) in Trondheim, wherever the code runs. */
export function todayInOslo(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export const isoDateTime = z.string().meta({ description: 'ISO 8601 time stamp' });
export const okSchema = z.object({ success: z.literal(true) });
