import { z } from 'zod';
import './zod-config';
import { isCalendarDate } from '../dates';
import { calendarDay, clockTime, dayFormat, idSchema } from './common';
import { enquirySchema } from './enquiry';

const isoDay = z.string().max(10, 'Skriv datoen som ÅÅÅÅ-MM-DD').regex(/^\d{4}-\d{2}-\d{2}$/, 'Skriv datoen som ÅÅÅÅ-MM-DD').meta(dayFormat);
const time = clockTime;

/** A slot's start as ISO 8601 with an offset (as the slot list gives it). */
export const slotStartSchema = z.iso.datetime({ offset: true, error: 'Velg et gyldig tidspunkt for befaringen.' }).max(40, 'Velg et gyldig tidspunkt for befaringen.');

/** One bookable (or booked) time: ISO 8601 with the Oslo offset. */
export const slotSchema = z.object({
  start: z.string().meta({ description: 'ISO 8601 med norsk tidssone, f.eks. 2026-12-01T08:00:00+01:00' }),
  end: z.string(),
});
export type SlotDto = z.infer<typeof slotSchema>;

const slotDaysMessage = 'Antall dager (days) må være et helt tall fra 1 til 62.';

export const slotQuerySchema = z.object({
  from: isoDay
    .refine(isCalendarDate, 'Datoen (from) finnes ikke. Skriv en gyldig dato som ÅÅÅÅ-MM-DD.')
    .optional()
    .meta({ ...dayFormat, description: 'Første dag (ÅÅÅÅ-MM-DD); standard: i dag' }),
  // A query string carries text: any number-like text becomes a number, so the range decides.
  days: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
      z.number({ error: slotDaysMessage }).int(slotDaysMessage).min(1, slotDaysMessage).max(62, slotDaysMessage),
    )
    .optional()
    .meta({ type: 'integer', minimum: 1, maximum: 62, description: 'Antall dager, 1–62 (standard: tidsrommet som kan bestilles)' }),
});

/** What POST /api/inspection answers: the enquiry, with the booked time beside it when a slot was chosen. */
export const inspectionCreatedSchema = enquirySchema.extend({ booking: slotSchema.nullable() });

/** The 409 body's extra field: the next free times, so the visitor can pick another one at once. */
export const slotConflictSchema = z.object({ message: z.string(), nextSlots: z.array(slotSchema) });

/** A booking as its manage page and the back office see it. */
export const bookingSchema = z.object({
  id: z.number().int(),
  enquiryId: z.number().int(),
  reference: z.string(),
  start: z.string(),
  end: z.string(),
  address: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  pastItsCase: z.boolean().meta({ description: 'Saken har gått forbi befaringen (tilbudet er akseptert) mens den fortsatt er booket fram i tid: eieren beholder eller avlyser den' }),
  keptAt: z.string().nullable().meta({ description: 'Når eieren valgte å beholde befaringen etter at saken gikk forbi den' }),
});
export type BookingDto = z.infer<typeof bookingSchema>;

export const bookingTokenSchema = z.object({ token: z.string().max(64, 'Ukjent lenke.').regex(/^[A-Za-z0-9_-]{22,64}$/, 'Ukjent lenke.') });
export const bookingMoveSchema = bookingTokenSchema.extend({ slotStart: slotStartSchema });
export const adminBookingMoveSchema = z.object({ id: idSchema, slotStart: slotStartSchema });

export const bookingWindowSchema = z
  .object({ closed: z.boolean(), opens: time, closes: time })
  .refine((w) => w.closed || w.opens < w.closes, { path: ['closes'], message: 'Slutt må være etter start' });

/** A whole number in a range, with one message that names the field and the range («Reisetiden må være et helt tall fra 0 til 240 minutter.»). */
const wholeNumber = (what: string, min: number, max: number, unit: string) => {
  const message = `${what} må være et helt tall fra ${min} til ${max} ${unit}.`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

export const bookingSettingsInputSchema = z.object({
  /** Seven windows, Monday first; null follows the opening hours under Firma. */
  windows: z.array(bookingWindowSchema).length(7, 'Vinduene må gjelde alle sju ukedager').nullable(),
  slotMinutes: wholeNumber('Varigheten', 15, 480, 'minutter'),
  bufferMinutes: wholeNumber('Reisetiden', 0, 240, 'minutter'),
  minNoticeDays: wholeNumber('Varselet', 0, 30, 'dager'),
  daysAhead: wholeNumber('Hvor langt frem', 1, 365, 'dager'),
  blockedDays: z.array(isoDay).max(366, 'Høyst 366 dager'),
});
export type BookingSettingsInput = z.infer<typeof bookingSettingsInputSchema>;

export const bookingSettingsSchema = bookingSettingsInputSchema.extend({
  /** The windows in force (the opening hours when `windows` is null). */
  effectiveWindows: z.array(z.object({ closed: z.boolean(), opens: z.string(), closes: z.string() })),
  calendarUrl: z.string(),
});
export type BookingSettingsDto = z.infer<typeof bookingSettingsSchema>;

export const upcomingBookingSchema = bookingSchema.extend({ name: z.string() });

/** A coming day blocked by a job (or another source), as the availability screen lists it. */
export const busyDaySchema = z.object({
  day: calendarDay,
  /** What blocks it, e.g. «Oppdrag SK-2026-0001 – Kari Nordmann». */
  titles: z.array(z.string()),
  /** The owner opened the day for befaringer after all. */
  open: z.boolean(),
});
export type BusyDayDto = z.infer<typeof busyDaySchema>;

/** «Åpne for befaring» (open: true) or «Steng igjen» (open: false) for one blocked day. */
export const busyDayOpenSchema = z.object({
  day: isoDay.refine(isCalendarDate, 'Datoen finnes ikke. Skriv en gyldig dato som ÅÅÅÅ-MM-DD.'),
  open: z.boolean({ error: 'Velg om dagen skal være åpen for befaring.' }),
});
