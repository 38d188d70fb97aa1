import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { formatOsloWeekday, formatOsloTime } from '../../shared/dates';
import type { BefaringClash } from '../../shared/schemas/job';
import { InspectionBooking } from '../booking/booking.entity';
import type { Job } from './job.entity';

// Job days close their days to new befaringer, but a befaring already booked on one of them stays
// booked: planning over it is the owner's choice, made knowing who and when (move that befaring, and
// its customer is told as for any move, or plan anyway).

const ZONE = 'Europe/Oslo';

/** Other customers' befaringer booked (not cancelled) on the days from `startDate` to `endDate`, Oslo time. */
export async function befaringClashes(em: EntityManager, job: Job, startDate: string, endDate: string): Promise<BefaringClash[]> {
  const from = DateTime.fromISO(startDate, { zone: ZONE }).toJSDate();
  const to = DateTime.fromISO(endDate, { zone: ZONE }).plus({ days: 1 }).toJSDate();
  const rows = await em.find(
    InspectionBooking,
    { cancelledAt: null, startAt: { $lt: to }, endAt: { $gt: from }, enquiry: { $ne: job.enquiry.id, anonymisedAt: null } },
    { populate: ['enquiry'], orderBy: { startAt: 'asc' } },
  );
  return rows.map((b) => ({ enquiryId: b.enquiry.id, reference: b.enquiry.reference, name: b.enquiry.name, startAt: b.startAt.toISOString(), endAt: b.endAt.toISOString() }));
}

/** «befaringen hos Kari Nordmann (SK-2026-0003) mandag 7. desember kl. 10:00» for each, joined. */
export const clashText = (clashes: BefaringClash[]) =>
  clashes.map((c) => `befaringen hos ${c.name} (${c.reference}) ${formatOsloWeekday(c.startAt)} kl. ${formatOsloTime(c.startAt)}`).join(', ');
