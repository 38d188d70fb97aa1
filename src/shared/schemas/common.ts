import { z } from 'zod';
import './zod-config';

/** The largest id PostgreSQL's `integer` column holds. */
export const MAX_ID = 2_147_483_647;
export const invalidIdMessage = 'Ugyldig id. En id er et positivt heltall.';

/**
 * Every record id, in every procedure: a positive 32-bit integer. A JSON number must be a whole
 * number as it is; a string (REST path segments arrive as text) must be plain digits without a
 * leading zero. Nothing else is coerced: `true`, `[2]`, `"0x2"`, `" 2 "`, `"2e0"` and 2^53 are refused.
 */
export const idNumber = z
  .number({ error: invalidIdMessage })
  .int({ error: invalidIdMessage })
  .min(1, { error: invalidIdMessage })
  .max(MAX_ID, { error: invalidIdMessage });

export const idSchema = z
  .preprocess((v) => (typeof v === 'string' && /^[1-9][0-9]{0,9}$/.test(v) ? Number(v) : v), idNumber)
  .meta({ type: 'integer', minimum: 1, maximum: MAX_ID, description: 'Positivt heltall (bare sifre i en sti)' });

export const idParam = z.object({ id: idSchema });

/**
 * A whole number in a query string (limit, offset, page): plain digits and nothing else, so "abc",
 * "", "1.5", " 5", "1e2" and "-1" answer 400 with a Norwegian message instead of being coerced.
 */
export const queryInt = (name: string, min: number, max: number) => {
  const message = `${name} må være et heltall fra ${min} til ${max}.`;
  return z
    .preprocess(
      (v) => (typeof v === 'string' && /^(0|[1-9][0-9]{0,9})$/.test(v) ? Number(v) : v),
      z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
    )
    .meta({ type: 'integer', minimum: min, maximum: max });
};

/** Trims, and turns an empty string into null: for optional free-text fields. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Maks ${max} tegn`)
    .nullish()
    .transform((v) => (v ? v : null));

import { isCalendarDate } from '../dates';

export { isCalendarDate, todayInOslo } from '../dates';

export const isoDateTime = z.string().meta({ description: 'ISO 8601 time stamp', format: 'date-time' });

/** How a calendar day stands in the OpenAPI document, so a client checks it as the server does. */
export const dayFormat = { format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 } as const;
/** A calendar day the API takes, named in its message: YYYY-MM-DD, a day that exists. */
export const dayField = (name: string) => {
  const message = `${name} må være en dato (ÅÅÅÅ-MM-DD).`;
  return z.string({ error: message }).refine(isCalendarDate, message).meta({ ...dayFormat, description: 'YYYY-MM-DD (Europe/Oslo)' });
};

const clockMessage = 'Skriv klokkeslett som TT:MM, f.eks. 08:00';
/** A time of day the API takes: TT:MM, 00:00–23:59 (opening hours, befaring windows). */
export const clockTime = z.string().max(5, clockMessage).regex(/^([01]\d|2[0-3]):[0-5]\d$/, clockMessage);

/** A calendar day in an answer: YYYY-MM-DD (Europe/Oslo). */
export const calendarDay = z.string().meta({ ...dayFormat, description: 'YYYY-MM-DD (Europe/Oslo)' });
export const okSchema = z.object({ success: z.literal(true) });
