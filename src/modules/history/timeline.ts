import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { messages } from '../../shared/messages';
import type { TimelineActor, TimelineDto, TimelineEntry, TimelineEvent } from '../../shared/schemas/timeline';
import { ActivityLog, type ActivityDetails } from '../activity/activity-log.entity';
import { AdminUser } from '../auth/admin-user.entity';
import { isoOslo } from '../booking/slots';
import { InspectionBooking } from '../booking/booking.entity';
import { Enquiry, EnquiryNote } from '../enquiry/enquiry.entity';
import { OutboxMail } from '../outbox/outbox.entity';
import { toOutboxMailDto } from '../outbox/outbox.service';
import { ChangeOrder, Job } from '../job/job.entity';
import { QuoteChangeRequest } from '../quote/change-request.entity';
import { Quote } from '../quote/quote.entity';
import { Review } from '../review/review.entity';
import { Invoice } from '../billing/invoice.entity';
import { invoiceKindLabels } from '../../shared/labels';
import { formatKr } from '../../shared/pricing/vat';

// One history per enquiry (the customer's timeline), read side: it reads what the case's parts wrote
// (the case's, its quotes', its job's and change orders' activity rows, the outbox's rows, the notes, the booking and the quotes)
// and writes nothing. Each part keeps logging in its own way; the timeline only names the rows.

type Draft = Omit<TimelineEntry, 'by' | 'byName' | 'from' | 'to' | 'text' | 'quoteVersion' | 'changeOrder' | 'mail'> & Partial<TimelineEntry> & { userId?: number | null };

const str = (v: unknown): string | null => (typeof v === 'string' ? v : v == null ? null : String(v));
const has = (d: ActivityDetails | null, key: string) => !!d && Object.prototype.hasOwnProperty.call(d, key);

/** The timeline's entries from one row of the case's activity log (none for a row it does not tell). */
function fromCaseRow(a: ActivityLog): Draft[] {
  const d = a.details;
  const base = { at: a.createdAt.toISOString(), userId: a.userId };
  if (a.action === 'create') return [{ ...base, key: `a${a.id}`, event: 'received' }];
  if (a.action !== 'update' || !d) return [];
  const out: Draft[] = [];
  if (has(d, 'status') && d.status?.from !== undefined) {
    out.push({ ...base, key: `a${a.id}:status`, event: 'status', from: str(d.status.from), to: str(d.status.to), text: str(d.reason?.to) });
  }
  if (has(d, 'booking')) {
    const from = str(d.booking?.from);
    const to = str(d.booking?.to);
    const event: TimelineEvent = !from ? 'booking_booked' : !to ? 'booking_cancelled' : 'booking_moved';
    out.push({ ...base, key: `a${a.id}:booking`, event, from, to });
  }
  for (const key of Object.keys(d).filter((k) => k.startsWith('mail_'))) {
    out.push({ ...base, key: `a${a.id}:${key}`, event: 'mail_resent', to: key.slice('mail_'.length) });
  }
  if (has(d, 'befaringKept')) out.push({ ...base, key: `a${a.id}:kept`, event: 'booking_kept' });
  return out;
}

/** The timeline's entries from one row of a quote's activity log. */
function fromQuoteRow(a: ActivityLog, q: Quote, wishes: Map<string, string>): Draft[] {
  const d = a.details;
  const base = { at: a.createdAt.toISOString(), userId: a.userId, quoteVersion: q.version };
  if (a.action === 'create') return [{ ...base, key: `a${a.id}`, event: 'quote_created' }];
  if (a.action !== 'update' || !d) return [];
  const to = str(d.status?.to);
  const out: Draft[] = [];
  if (to === 'sent') out.push({ ...base, key: `a${a.id}`, event: 'quote_sent' });
  if (to === 'viewed') out.push({ ...base, key: `a${a.id}`, event: 'quote_viewed' });
  if (to === 'accepted') out.push({ ...base, key: `a${a.id}`, event: 'quote_accepted', text: q.acceptedName, to: q.acceptedAt?.toISOString() ?? null });
  if (to === 'declined') out.push({ ...base, key: `a${a.id}`, event: 'quote_declined', text: q.declineReason });
  if (has(d, 'changeRequestedAt')) {
    // Each wish is kept with its time (change-requests.ts): the row names the time, the wish its text.
    const at = str(d.changeRequestedAt?.to);
    out.push({ ...base, key: `a${a.id}:changes`, event: 'quote_changes', text: (at && wishes.get(`${q.id}:${at}`)) ?? (at === q.changeRequestedAt?.toISOString() ? q.changeRequest : null) });
  }
  if (has(d, 'withdrawnAt')) out.push({ ...base, key: `a${a.id}:withdrawn`, event: 'quote_withdrawn', text: str(d.withdrawReason?.to) });
  if (has(d, 'replacedAt')) out.push({ ...base, key: `a${a.id}:replaced`, event: 'quote_replaced' });
  return out;
}

const span = (start: unknown, end: unknown) => (start ? `${str(start)}/${str(end)}` : null);

/** The timeline's entries from one row of the job's log: its days, and a new price limit agreed. */
function fromJobRow(a: ActivityLog): Draft[] {
  const d = a.details;
  if (a.action !== 'update' || !d) return [];
  const base = { at: a.createdAt.toISOString(), userId: a.userId };
  const out: Draft[] = [];
  if (has(d, 'startDate')) {
    const from = span(d.startDate?.from, d.endDate?.from);
    const to = span(d.startDate?.to, d.endDate?.to);
    out.push({ ...base, key: `a${a.id}:days`, event: !from ? 'job_planned' : !to ? 'job_cancelled' : 'job_moved', from, to });
  }
  if (has(d, 'newLimit')) out.push({ ...base, key: `a${a.id}:limit`, event: 'job_limit', from: str(d.newLimit?.from), to: str(d.newLimit?.to) });
  if (has(d, 'handedOverAt') && d.handedOverAt?.to) out.push({ ...base, key: `a${a.id}:handover`, event: 'handed_over' });
  if (has(d, 'invoiceRemoved')) out.push({ ...base, key: `a${a.id}:invoice`, event: 'invoice_removed', text: str(d.invoiceRemoved?.from) });
  return out;
}

/** The timeline's entries from one row of an invoice's log: planned, invoiced, paid, credited; the text names the invoice and its amount. */
function fromInvoiceRow(a: ActivityLog, inv: Invoice | undefined): Draft[] {
  const d = a.details;
  if (!inv || !d) return [];
  const base = { at: a.createdAt.toISOString(), userId: a.userId };
  const name = `${invoiceKindLabels[inv.kind]}${inv.invoiceNumber ? ` ${inv.invoiceNumber}` : ''}`;
  if (a.action === 'create') {
    if (inv.kind === 'credit') return [{ ...base, key: `a${a.id}`, event: 'invoice_credited', text: `${formatKr(-inv.total)}: ${str(d.reason?.to) ?? ''}` }];
    return [{ ...base, key: `a${a.id}`, event: 'invoice_planned', text: `${invoiceKindLabels[inv.kind]} ${formatKr(Number(d.total?.to ?? inv.total))}` }];
  }
  const out: Draft[] = [];
  if (str(d.state?.to) === 'pending') out.push({ ...base, key: `a${a.id}:issued`, event: 'invoice_issued', text: `${name}: ${formatKr(inv.total)}` });
  if (str(d.state?.to) === 'failed') out.push({ ...base, key: `a${a.id}:failed`, event: 'invoice_failed', text: str(d.reason?.to) });
  if (str(d.state?.to) === 'invoiced') out.push({ ...base, key: `a${a.id}:invoiced`, event: 'invoice_invoiced', text: `${name}: ${formatKr(inv.total)}` });
  if (has(d, 'paidAmount')) out.push({ ...base, key: `a${a.id}:paid`, event: 'invoice_paid', text: `${name}: ${formatKr(Number(d.paidAmount?.to ?? 0) - Number(d.paidAmount?.from ?? 0))}` });
  return out;
}

/** The timeline's entries from one row of a change order's log. */
function fromChangeOrderRow(a: ActivityLog, o: ChangeOrder | undefined): Draft[] {
  const base = { at: a.createdAt.toISOString(), userId: a.userId, changeOrder: o?.number ?? null };
  if (!o) return [];
  if (a.action === 'create') return [{ ...base, key: `a${a.id}`, event: 'change_order_created', text: o.reason }];
  const to = str(a.details?.status?.to);
  if (to === 'sent') return [{ ...base, key: `a${a.id}`, event: 'change_order_sent' }];
  if (to === 'accepted') return [{ ...base, key: `a${a.id}`, event: 'change_order_accepted', text: o.acceptedName, to: o.acceptedAt?.toISOString() ?? null }];
  if (to === 'declined') return [{ ...base, key: `a${a.id}`, event: 'change_order_declined', text: o.declineReason }];
  return [];
}

/** The timeline's entries from one row of the case's review: received (its stars), published, hidden (why), answered. */
function fromReviewRow(a: ActivityLog): Draft[] {
  const d = a.details;
  const base = { at: a.createdAt.toISOString(), userId: a.userId };
  if (a.action === 'create') return [{ ...base, key: `a${a.id}`, event: 'review_received', text: d?.rating?.to != null ? `${str(d.rating.to)} av 5 stjerner` : null }];
  if (a.action !== 'update' || !d) return [];
  const out: Draft[] = [];
  const to = str(d.status?.to);
  if (to === 'published') out.push({ ...base, key: `a${a.id}:published`, event: 'review_published' });
  if (to === 'hidden') out.push({ ...base, key: `a${a.id}:hidden`, event: 'review_hidden', text: str(d.reason?.to) });
  if (has(d, 'answer') && d.answer?.to) out.push({ ...base, key: `a${a.id}:answer`, event: 'review_answered', text: str(d.answer.to) });
  return out;
}

/** Who did it: a row with a user is the owner; one without was written by the customer's own act. */
function actorOf(userId: number | null | undefined, names: Map<number, string>): { by: TimelineActor; byName: string | null } {
  return userId == null ? { by: 'customer', byName: null } : { by: 'owner', byName: names.get(userId) ?? null };
}

export async function caseTimeline(em: EntityManager, enquiryId: number): Promise<TimelineDto> {
  const enquiry = await em.findOne(Enquiry, enquiryId);
  if (!enquiry) throw new TRPCError({ code: 'NOT_FOUND', message: messages.enquiryNotFound });
  const [quotes, mails, notes, booking, jobs, orders, reviews, invoices] = await Promise.all([
    em.fork().find(Quote, { enquiry: enquiryId }),
    em.fork().find(OutboxMail, { caseId: enquiryId }, { orderBy: { id: 'asc' } }),
    em.fork().find(EnquiryNote, { enquiry: enquiryId }, { orderBy: { id: 'asc' }, populate: ['author'] }),
    em.fork().findOne(InspectionBooking, { enquiry: enquiryId }),
    em.fork().find(Job, { enquiry: enquiryId }),
    em.fork().find(ChangeOrder, { job: { enquiry: enquiryId } }),
    em.fork().find(Review, { enquiry: enquiryId }),
    em.fork().find(Invoice, { job: { enquiry: enquiryId } }),
  ]);
  const invoiceById = new Map(invoices.map((i) => [i.id, i]));
  const orderById = new Map(orders.map((o) => [o.id, o]));
  const quoteById = new Map(quotes.map((q) => [q.id, q]));
  const wishRows = quotes.length ? await em.fork().find(QuoteChangeRequest, { quote: { $in: [...quoteById.keys()] } }) : [];
  const wishes = new Map(wishRows.map((w) => [`${w.quote.id}:${w.createdAt.toISOString()}`, w.message]));
  const rows = await em.find(
    ActivityLog,
    {
      $or: [
        { entityType: 'case', entityId: enquiryId },
        ...(quotes.length ? [{ entityType: 'quote', entityId: { $in: [...quoteById.keys()] } }] : []),
        ...(jobs.length ? [{ entityType: 'job', entityId: { $in: jobs.map((j) => j.id) } }] : []),
        ...(orders.length ? [{ entityType: 'changeorder', entityId: { $in: [...orderById.keys()] } }] : []),
        ...(reviews.length ? [{ entityType: 'review', entityId: { $in: reviews.map((r) => r.id) } }] : []),
        ...(invoices.length ? [{ entityType: 'invoice', entityId: { $in: [...invoiceById.keys()] } }] : []),
      ],
    },
    { orderBy: { id: 'asc' } },
  );
  const userIds = [...new Set(rows.map((r) => r.userId).filter((id): id is number => id != null))];
  const users = userIds.length ? await em.find(AdminUser, { id: { $in: userIds } }) : [];
  const names = new Map(users.map((u) => [u.id, u.username]));

  const drafts: Draft[] = rows.flatMap((a) => {
    if (a.entityType === 'quote') return fromQuoteRow(a, quoteById.get(a.entityId!)!, wishes);
    if (a.entityType === 'job') return fromJobRow(a);
    if (a.entityType === 'changeorder') return fromChangeOrderRow(a, orderById.get(a.entityId!));
    if (a.entityType === 'review') return fromReviewRow(a);
    if (a.entityType === 'invoice') return fromInvoiceRow(a, invoiceById.get(a.entityId!));
    return fromCaseRow(a);
  });
  // Notes by the owner, read from the notes themselves (the log keeps only that one was written).
  drafts.push(...notes.map((n): Draft => ({ key: `n${n.id}`, at: n.createdAt.toISOString(), event: 'note', text: n.text, by: 'owner', byName: n.author?.username ?? null })));
  const entries: TimelineEntry[] = drafts.map(({ userId, ...e }) => ({ from: null, to: null, text: null, quoteVersion: null, changeOrder: null, mail: null, ...actorOf(userId, names), ...e }));
  // Every mail, with its delivery state as it is now; it stands where it was queued.
  entries.push(...mails.map((m): TimelineEntry => ({ key: `m${m.id}`, at: m.createdAt.toISOString(), event: 'mail', by: null, byName: null, from: null, to: null, text: null, quoteVersion: m.data?.quoteId ? (quoteById.get(m.data.quoteId)?.version ?? null) : null, changeOrder: m.data?.changeOrderId ? (orderById.get(m.data.changeOrderId)?.number ?? null) : null, mail: toOutboxMailDto(m) })));

  // Newest first. An act and the mail it queued share a moment: the mail stands above its cause.
  const order = (e: TimelineEntry) => (e.event === 'mail' ? 1 : 0);
  const sorted = entries
    .map((e, i) => ({ e, i }))
    .sort((x, y) => y.e.at.localeCompare(x.e.at) || order(y.e) - order(x.e) || y.i - x.i)
    .map(({ e }) => e);

  let cancelledBy: TimelineActor | null = null;
  if (booking?.cancelledAt) cancelledBy = entries.find((e) => e.event === 'booking_cancelled')?.by ?? null;
  return {
    booking: booking ? { id: booking.id, start: isoOslo(booking.startAt), end: isoOslo(booking.endAt), cancelledAt: booking.cancelledAt?.toISOString() ?? null, cancelledBy } : null,
    entries: sorted,
  };
}
