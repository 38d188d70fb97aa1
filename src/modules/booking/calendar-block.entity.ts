import { EntitySchema, type Opt } from '@mikro-orm/core';
import { Enquiry } from '../enquiry/enquiry.entity';

/**
 * Whole days (Europe/Oslo) the owner is busy elsewhere, such as a job's planned days. Booking owns
 * them so that other features can block befaringer without booking knowing those features: each row
 * is keyed by its source (`job:12`). Slots are not offered on these days unless the owner opens one
 * (BookingOpenedDay), and every row is an all-day event in the owner's calendar feed.
 */
export class CalendarBlock {
  id!: number;
  /** Who owns the block, e.g. `job:12`: set and cleared by that key. */
  sourceKey!: string;
  /** yyyy-MM-dd, first and last day (inclusive). */
  startDate!: string;
  endDate!: string;
  /** What the owner's feed shows, e.g. «Oppdrag SK-2026-0001 – Kari Nordmann». */
  title!: string;
  location: string | null = null;
  enquiry: Enquiry | null = null;
  /** The feed event's SEQUENCE: raised by every change. */
  sequence: Opt<number> = 0;
  createdAt: Opt<Date> = new Date();
  updatedAt: Opt<Date> = new Date();
}

export const CalendarBlockSchema = new EntitySchema<CalendarBlock>({
  class: CalendarBlock,
  tableName: 'calendar_block',
  indexes: [{ properties: ['endDate'] }],
  checks: [{ name: 'calendar_block_dates', expression: 'end_date >= start_date' }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    sourceKey: { type: 'string', length: 100, unique: true },
    startDate: { type: 'date' },
    endDate: { type: 'date' },
    title: { type: 'text' },
    location: { type: 'text', nullable: true },
    enquiry: { kind: 'm:1', entity: () => Enquiry, deleteRule: 'cascade', nullable: true },
    sequence: { type: 'integer', default: 0 },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});

/** A blocked day the owner opened for befaringer after all («Åpne for befaring»). */
export class BookingOpenedDay {
  /** yyyy-MM-dd */
  day!: string;
  openedAt: Opt<Date> = new Date();
}

export const BookingOpenedDaySchema = new EntitySchema<BookingOpenedDay>({
  class: BookingOpenedDay,
  tableName: 'booking_opened_day',
  properties: {
    day: { type: 'date', primary: true },
    openedAt: { type: 'datetime', onCreate: () => new Date() },
  },
});
