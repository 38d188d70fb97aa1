import { z } from 'zod';
import { no } from 'zod/v4/locales';

// Norwegian texts for every zod message a schema does not word itself (browser and server alike).
z.config(no());
// In the browser, no generated code: zod would otherwise probe `new Function`, which the page's
// Content-Security-Policy forbids (and reports as a violation).
if (typeof window !== 'undefined') z.config({ jitless: true });

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

/** Whether `d` (yyyy-MM-dd) names a day that exists: 2030-02-30 parses in JavaScript but not in PostgreSQL. */
export function isCalendarDate(d: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return false;
  const t = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
}

export const isoDateTime = z.string().meta({ description: 'ISO 8601 time stamp' });
export const okSchema = z.object({ success: z.literal(true) });
