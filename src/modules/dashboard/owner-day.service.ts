import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { formatLongDay } from '../../shared/dates';
import { wonStatuses } from '../../shared/domain';
import { invoiceKindLabels, mailLabel } from '../../shared/labels';
import type { DayItem, OwnerDay, WaitingItem } from '../../shared/schemas/dashboard';
import { formatBookingTime } from '../booking/booking-mail.render';
import { InspectionBooking } from '../booking/booking.entity';
import { publicHolidays, ZONE } from '../booking/slots';
import { Enquiry } from '../enquiry/enquiry.entity';
import { ChangeOrder, Job } from '../job/job.entity';
import { failedMails } from '../outbox/outbox.service';
import { Invoice } from '../billing/invoice.entity';
import { Quote } from '../quote/quote.entity';
import { Review } from '../review/review.entity';

// The owner's day (the back office's first screen): what is on today and the next working day, in Oslo
// time, and what waits for an answer from the owner, the oldest first. Read only.

/** A quote that runs out within this many days (its last day included) waits for a reminder call. */
export const EXPIRING_WITHIN_DAYS = 3;
/** The waiting list shows this many, the oldest first; the total says how many there are. */
export const WAITING_SHOWN = 30;

/** The first weekday after `day` that is not a Norwegian public holiday. */
export function nextWorkingDay(day: string): string {
  let d = DateTime.fromISO(day, { zone: ZONE }).plus({ days: 1 });
  while (d.weekday > 5 || publicHolidays(d.year).has(d.toISODate()!)) d = d.plus({ days: 1 });
  return d.toISODate()!;
}

const person = (e: Enquiry) => ({ caseId: e.id, reference: e.reference, name: e.name || e.reference, address: e.address, phone: e.phone });

/** The befaringer and job days of one Oslo day: befaringer by their time, then the jobs. */
async function dayItems(em: EntityManager, day: string): Promise<DayItem[]> {
  const start = DateTime.fromISO(day, { zone: ZONE }).startOf('day');
  const [bookings, jobs] = await Promise.all([
    em.fork().find(
      InspectionBooking,
      { cancelledAt: null, startAt: { $gte: start.toJSDate(), $lt: start.plus({ days: 1 }).toJSDate() } },
      { populate: ['enquiry'], orderBy: { startAt: 'asc' } },
    ),
    em.fork().find(
      Job,
      { cancelledAt: null, startDate: { $lte: day }, endDate: { $gte: day }, enquiry: { status: { $in: ['planned', 'in_progress'] } } },
      { populate: ['enquiry'], orderBy: { startDate: 'asc', id: 'asc' } },
    ),
  ]);
  return [
    ...bookings.map((b): DayItem => ({ kind: 'befaring', ...person(b.enquiry), startAt: b.startAt.toISOString(), endAt: b.endAt.toISOString() })),
    ...jobs.map((j): DayItem => ({ kind: 'job', ...person(j.enquiry), startDate: j.startDate!, endDate: j.endDate! })),
  ];
}

/** Everything that waits for the owner: sent change orders, unseen reviews, failed mails, quotes about to run out, new enquiries. */
async function waitingItems(em: EntityManager, today: string): Promise<WaitingItem[]> {
  const lastDay = DateTime.fromISO(today, { zone: ZONE }).plus({ days: EXPIRING_WITHIN_DAYS }).toISODate()!;
  const [orders, reviews, mails, quotes, fresh] = await Promise.all([
    em.fork().find(ChangeOrder, { status: 'sent' }, { populate: ['job.enquiry'] }),
    em.fork().find(Review, { status: 'unseen' }, { populate: ['enquiry'] }),
    failedMails(em.fork(), 100),
    em.fork().find(
      Quote,
      { status: { $in: ['sent', 'viewed'] }, replacedAt: null, withdrawnAt: null, validUntil: { $gte: today, $lte: lastDay } },
      { populate: ['enquiry'] },
    ),
    em.fork().find(Enquiry, { status: 'new' }),
  ]);
  // Befaringer still ahead for cases that moved past them (quote accepted): keep or cancel.
  const pastCase = await em.fork().find(
    InspectionBooking,
    { cancelledAt: null, keptAt: null, startAt: { $gt: new Date() }, enquiry: { status: { $in: [...wonStatuses] }, anonymisedAt: null } },
    { populate: ['enquiry'] },
  );
  // Invoices the accounting system refused: the reason is on the case, with «Prøv igjen».
  const refused = await em.fork().find(Invoice, { state: 'failed' }, { populate: ['job.enquiry'] });
  const cases = await em.fork().find(Enquiry, { id: { $in: [...new Set(mails.map((m) => m.caseId))] } }, { fields: ['id', 'name', 'reference'] });
  const of = (e: Pick<Enquiry, 'id' | 'reference' | 'name'>) => ({ caseId: e.id, reference: e.reference, name: e.name || e.reference });
  const items: WaitingItem[] = [
    ...orders.map((o) => ({ kind: 'change_order' as const, since: (o.sentAt ?? o.createdAt).toISOString(), ...of(o.job.enquiry), what: `Endring ${o.number} venter på kundens svar`, mailId: null })),
    ...reviews.map((r) => ({ kind: 'review' as const, since: (r.submittedAt ?? r.createdAt).toISOString(), ...of(r.enquiry), what: `Ny omtale, ${r.rating ?? 0} av 5 stjerner`, mailId: null })),
    ...mails.flatMap((m) => {
      const e = cases.find((c) => c.id === m.caseId);
      return e ? [{ kind: 'failed_mail' as const, since: (m.lastAttemptAt ?? m.createdAt).toISOString(), ...of(e), what: `${mailLabel(m.kind, m.audience)} kom ikke frem`, mailId: m.id }] : [];
    }),
    ...quotes.map((q) => ({ kind: 'quote_expiring' as const, since: (q.sentAt ?? q.createdAt).toISOString(), ...of(q.enquiry), what: `Tilbud versjon ${q.version} gjelder til ${formatLongDay(q.validUntil)}`, mailId: null })),
    ...pastCase.map((b) => ({
      kind: 'befaring_past_case' as const,
      since: b.createdAt.toISOString(),
      ...of(b.enquiry),
      what: `Befaringen ${formatBookingTime(b.startAt, b.endAt)} er fortsatt booket, men tilbudet er akseptert: behold eller avlys den`,
      mailId: null,
    })),
    ...refused.map((i) => ({ kind: 'invoice_failed' as const, since: i.updatedAt.toISOString(), ...of(i.job.enquiry), what: `${invoiceKindLabels[i.kind]} ble ikke laget i regnskapssystemet: ${i.error ?? 'ukjent grunn'}`, mailId: null })),
    ...fresh.map((e) => ({ kind: 'new_enquiry' as const, since: e.createdAt.toISOString(), ...of(e), what: e.type === 'inspection' ? 'Ny befaringsforespørsel' : 'Ny melding', mailId: null })),
  ];
  return items.sort((a, b) => a.since.localeCompare(b.since) || a.caseId - b.caseId);
}

/** Today and the next working day (Oslo), each with its befaringer and job days, and what waits, oldest first. */
export async function ownerDay(em: EntityManager, now = new Date()): Promise<OwnerDay> {
  const today = DateTime.fromJSDate(now, { zone: ZONE }).toISODate()!;
  const next = nextWorkingDay(today);
  const [todayItems, nextItems, waiting] = await Promise.all([dayItems(em, today), dayItems(em, next), waitingItems(em, today)]);
  return {
    today,
    nextWorkingDay: next,
    days: [
      { date: today, items: todayItems },
      { date: next, items: nextItems },
    ],
    waiting: waiting.slice(0, WAITING_SHOWN),
    waitingTotal: waiting.length,
  };
}
