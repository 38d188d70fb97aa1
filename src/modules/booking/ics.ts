import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import { createHash } from 'node:crypto';
import type { CompanyPublic } from '../../shared/schemas/company';
import type { InspectionBooking } from './booking.entity';
import type { CalendarBlock } from './calendar-block.entity';
import { ZONE } from './slots';

/**
 * The invite's UID: fixed per booking, so a move or a cancel updates the same calendar entry, and
 * globally unique (RFC 5545 3.8.4.7): a digest of the booking's random token at the site's domain. A
 * digest, so the manage link's secret never travels in calendars; a row id would repeat across sites
 * and databases.
 */
export function bookingUid(b: Pick<InspectionBooking, 'id' | 'token' | 'createdAt'>, origin: string): string {
  // The token is only gone once the enquiry is anonymised; its mails have stopped by then.
  const seed = b.token ?? `${b.id}:${b.createdAt.toISOString()}`;
  return `${createHash('sha256').update(seed).digest('base64url').slice(0, 32)}@${new URL(origin).hostname}`;
}

const calendar = (method: ICalCalendarMethod | null, name?: string) =>
  ical({
    prodId: { company: 'Skarpjern Snekker AS', product: 'Befaring', language: 'NB' },
    method,
    name,
    // Events are written in Oslo time (each event's TZID) with the zone's VTIMEZONE, so calendars show
    // them right across DST. The calendar itself names no zone: ical-generator writes DTSTAMP in the
    // calendar's zone, and RFC 5545 wants it in UTC; the generator still adds the events' VTIMEZONE.
    timezone: { name: null, generator: getVtimezoneComponent },
  });

const at = (d: Date) => DateTime.fromJSDate(d, { zone: ZONE });

/**
 * The customer's invite (METHOD:REQUEST, or METHOD:CANCEL once cancelled), with the booking's
 * SEQUENCE so a calendar replaces the entry it already has.
 */
export function bookingInvite(b: InspectionBooking, company: Pick<CompanyPublic, 'name' | 'email'>, origin: string, attendee?: string): { method: 'REQUEST' | 'CANCEL'; content: string } {
  const cancelled = !!b.cancelledAt;
  const cal = calendar(cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  cal.createEvent({
    id: bookingUid(b, origin),
    sequence: b.sequence,
    start: at(b.startAt),
    end: at(b.endAt),
    stamp: new Date(),
    timezone: ZONE,
    summary: `Befaring – ${company.name}`,
    location: b.enquiry.address ?? undefined,
    description: `Befaring ${b.enquiry.reference}`,
    organizer: { name: company.name, email: company.email },
    attendees: attendee ? [{ email: attendee, rsvp: false }] : [],
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return { method: cancelled ? 'CANCEL' : 'REQUEST', content: cal.toString() };
}

/** A calendar block's UID: fixed per source key (`job:12`), so a moved job updates its one entry. */
export const blockUid = (sourceKey: string, origin: string) =>
  `${createHash('sha256').update(`calendar-block:${sourceKey}`).digest('base64url').slice(0, 32)}@${new URL(origin).hostname}`;

/**
 * The owner's subscribed calendar: every live booking, with the customer's name and address, and
 * every blocked stretch of days (a job's) as one all-day event (DTEND is the day after the last day).
 */
export function bookingFeed(bookings: InspectionBooking[], origin: string, adminUrl: (enquiryId: number) => string, blocks: CalendarBlock[] = []): string {
  const cal = calendar(null, 'Befaringer');
  for (const b of blocks) {
    const enquiryId = b.enquiry?.id;
    cal.createEvent({
      id: blockUid(b.sourceKey, origin),
      sequence: b.sequence,
      allDay: true,
      start: DateTime.fromISO(b.startDate, { zone: ZONE }),
      end: DateTime.fromISO(b.endDate, { zone: ZONE }).plus({ days: 1 }),
      stamp: b.updatedAt,
      summary: b.title,
      location: b.location ?? undefined,
      url: enquiryId ? adminUrl(enquiryId) : undefined,
    });
  }
  for (const b of bookings) {
    cal.createEvent({
      id: bookingUid(b, origin),
      sequence: b.sequence,
      start: at(b.startAt),
      end: at(b.endAt),
      stamp: b.createdAt,
      timezone: ZONE,
      summary: `Befaring: ${b.enquiry.name}`,
      location: b.enquiry.address ?? undefined,
      description: `${b.enquiry.reference}\n${b.enquiry.phone ?? ''}\n${adminUrl(b.enquiry.id)}`,
      url: adminUrl(b.enquiry.id),
    });
  }
  return cal.toString();
}
