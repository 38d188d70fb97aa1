import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import { createHash } from 'node:crypto';
import type { CompanyPublic } from '../../shared/schemas/company';
import type { Job } from './job.entity';

const ZONE = 'Europe/Oslo';

/** The job invite's UID: fixed per job so a move or a cancel updates the same entry; a digest, never the link's token. */
export function jobUid(job: Pick<Job, 'id' | 'createdAt'> & { quote: { token: string } }, origin: string): string {
  return `${createHash('sha256').update(`job:${job.quote.token}`).digest('base64url').slice(0, 32)}@${new URL(origin).hostname}`;
}

const day = (d: string) => DateTime.fromISO(d, { zone: ZONE });

/**
 * The customer's invite for the planned days: one all-day event over the span (DATE values; DTEND is
 * the day after the last day, RFC 5545 3.6.1), METHOD:REQUEST with the job's SEQUENCE, or METHOD:CANCEL
 * for dates that were called off (`dates` are then the cancelled ones).
 */
export function jobInvite(
  job: Job,
  dates: { startDate: string; endDate: string },
  company: Pick<CompanyPublic, 'name' | 'email'>,
  origin: string,
  attendee: string,
  cancelled: boolean,
): { method: 'REQUEST' | 'CANCEL'; content: string } {
  const cal = ical({ prodId: { company: company.name, product: 'Oppdrag', language: 'NB' }, method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST });
  cal.createEvent({
    id: jobUid(job, origin),
    sequence: job.sequence,
    allDay: true,
    start: day(dates.startDate),
    end: day(dates.endDate).plus({ days: 1 }),
    stamp: new Date(),
    summary: `Oppdrag – ${company.name}`,
    location: job.enquiry.address ?? undefined,
    description: `Oppdrag ${job.enquiry.reference}`,
    organizer: { name: company.name, email: company.email },
    attendees: [{ email: attendee, rsvp: false }],
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return { method: cancelled ? 'CANCEL' : 'REQUEST', content: cal.toString() };
}
