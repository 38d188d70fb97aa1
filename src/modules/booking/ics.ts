import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import type { CompanyPublic } from '../../shared/schemas/company';
import type { InspectionBooking } from './booking.entity';
import { ZONE } from './slots';

/** The invite's UID: fixed per booking, so a move or a cancel updates the same calendar entry. */
export const bookingUid = (bookingId: number, origin: string) => `befaring-${bookingId}@${new URL(origin).hostname}`;

const calendar = (method: ICalCalendarMethod | null, name?: string) =>
  ical({
    prodId: { company: 'Skarpjern Snekker AS', product: 'Befaring', language: 'NB' },
    method,
    name,
    // Times are written in Oslo time with the zone's VTIMEZONE, so calendars show them right across DST.
    timezone: { name: ZONE, generator: getVtimezoneComponent },
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
    id: bookingUid(b.id, origin),
    sequence: b.sequence,
    start: at(b.startAt),
    end: at(b.endAt),
    stamp: DateTime.now().setZone(ZONE),
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

/** The owner's subscribed calendar: every live booking, with the customer's name and address. */
export function bookingFeed(bookings: InspectionBooking[], origin: string, adminUrl: (enquiryId: number) => string): string {
  const cal = calendar(null, 'Befaringer');
  for (const b of bookings) {
    cal.createEvent({
      id: bookingUid(b.id, origin),
      sequence: b.sequence,
      start: at(b.startAt),
      end: at(b.endAt),
      stamp: at(b.createdAt),
      timezone: ZONE,
      summary: `Befaring: ${b.enquiry.name}`,
      location: b.enquiry.address ?? undefined,
      description: `${b.enquiry.reference}\n${b.enquiry.phone ?? ''}\n${adminUrl(b.enquiry.id)}`,
      url: adminUrl(b.enquiry.id),
    });
  }
  return cal.toString();
}
