import { EntitySchema, type Opt } from '@mikro-orm/core';
import { Enquiry } from '../enquiry/enquiry.entity';

/**
 * A befaring booked into a slot, for one inspection request. Two live bookings never overlap: the
 * migration adds an exclusion constraint over [startAt, endAt) for rows that are not cancelled, so
 * the database refuses a double booking whichever instance tries it.
 */
export class InspectionBooking {
  id!: number;
  enquiry!: Enquiry;
  startAt!: Date;
  endAt!: Date;
  /** The customer's manage link (/befaring/{token}); null once the enquiry is anonymised. */
  token!: string | null;
  /** The calendar invite's SEQUENCE: raised by every move and by the cancel, so calendars take the update. */
  sequence: Opt<number> = 0;
  cancelledAt: Date | null = null;
  /** When the reminder went out for the current time; cleared by a move. */
  reminderSentAt: Date | null = null;
  /** The owner chose to keep it although the case moved past the befaring (a quote accepted meanwhile). */
  keptAt: Date | null = null;
  createdAt: Opt<Date> = new Date();
}

export const InspectionBookingSchema = new EntitySchema<InspectionBooking>({
  class: InspectionBooking,
  tableName: 'inspection_booking',
  indexes: [{ properties: ['startAt'] }],
  checks: [{ name: 'inspection_booking_order', expression: 'end_at > start_at' }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    enquiry: { kind: 'm:1', entity: () => Enquiry, deleteRule: 'cascade', unique: true },
    startAt: { type: 'datetime' },
    endAt: { type: 'datetime' },
    token: { type: 'string', length: 64, nullable: true, unique: true },
    sequence: { type: 'integer', default: 0 },
    cancelledAt: { type: 'datetime', nullable: true },
    reminderSentAt: { type: 'datetime', nullable: true },
    keptAt: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
  },
});

/** A weekday's bookable window, Monday first; null windows mean the company's opening hours. */
export type BookingWindow = { closed: boolean; opens: string; closes: string };

/** The owner's availability settings: one row (id 1), created by the migration with the defaults. */
export class BookingSettings {
  id!: number;
  /** Seven windows, Monday first, or null to follow the opening hours under Firma. */
  windows: BookingWindow[] | null = null;
  slotMinutes: Opt<number> = 60;
  /** Travel time kept free between befaringer (DECISIONS: 30 min by default). */
  bufferMinutes: Opt<number> = 30;
  /** Working days before the first bookable day (1 = from the next working day). */
  minNoticeDays: Opt<number> = 1;
  daysAhead: Opt<number> = 21;
  /** yyyy-MM-dd days with no befaringer (vacations); public holidays are closed besides these. */
  blockedDays: Opt<string[]> = [];
  /** The private calendar feed's secret (/api/calendar/{secret}.ics). */
  calendarSecret!: string;
  updatedAt: Opt<Date> = new Date();
}

export const BookingSettingsSchema = new EntitySchema<BookingSettings>({
  class: BookingSettings,
  tableName: 'booking_settings',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: false },
    windows: { type: 'json', nullable: true },
    slotMinutes: { type: 'integer', default: 60 },
    bufferMinutes: { type: 'integer', default: 30 },
    minNoticeDays: { type: 'integer', default: 1 },
    daysAhead: { type: 'integer', default: 21 },
    blockedDays: { type: 'json' },
    calendarSecret: { type: 'string', length: 64 },
    updatedAt: { type: 'datetime', onUpdate: () => new Date() },
  },
});
