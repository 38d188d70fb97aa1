import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { messages } from '../../shared/messages';
import type { LapsedLink } from '../../shared/schemas/lapsed-link';
import type { PublicQuoteDto, quoteAcceptSchema, quoteChangesSchema, quoteDeclineSchema } from '../../shared/schemas/quote';
import { logActivity } from '../activity/activity.service';
import type { MailSettings } from '../outbox/outbox.service';
import { transition } from '../enquiry/case';
import { announce } from '../enquiry/case-events';
import { Quote } from './quote.entity';
import { keepChangeRequest } from './change-requests';
import { queueQuoteMail } from './quote.mail';
import { quoteRecordPdf, renderQuotePdf } from './quote.record';
import { contentHash, effectiveStatus, toPublicQuoteDto } from './quote.view';

// What the customer does behind the link. The link works once the quote is sent and until a newer
// version replaces it; any other token is unknown (404).

type Settings = MailSettings;
const label = (q: Quote) => `${q.enquiry.reference} v${q.version}`;

async function byToken(em: EntityManager, token: string, lock: boolean): Promise<Quote> {
  const q = await em.findOne(Quote, { token, sentAt: { $ne: null }, replacedAt: null }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!q) throw new TRPCError({ code: 'NOT_FOUND', message: messages.quoteNotFound });
  await em.populate(q, ['enquiry']);
  if (q.enquiry.anonymisedAt) throw new TRPCError({ code: 'NOT_FOUND', message: messages.quoteNotFound });
  return q;
}

/** The quote behind a customer's link (sent, not replaced, its case not anonymised), with its case; 404 otherwise. */
export const quoteByLink = (em: EntityManager, token: string): Promise<Quote> => byToken(em, token, false);

/** The customer's answer needs a quote still open: answered → 409, past its last day → 409 with a way on. */
function assertOpen(q: Quote): void {
  const status = effectiveStatus(q);
  if (status === 'expired') throw new TRPCError({ code: 'CONFLICT', message: messages.quoteExpired });
  if (status !== 'sent' && status !== 'viewed') throw new TRPCError({ code: 'CONFLICT', message: messages.quoteAnswered });
}

/** Shows the quote; the customer's first look marks it «sett» for the owner (`record: false` for the owner's own look). */
export async function viewQuote(em: EntityManager, token: string, { record = true }: { record?: boolean } = {}): Promise<PublicQuoteDto> {
  return em.transactional(async (tx) => {
    const q = await byToken(tx, token, record);
    if (record && q.status === 'sent') {
      q.status = 'viewed';
      q.viewedAt = new Date();
      logActivity(tx, null, { action: 'update', entityType: 'quote', entityId: q.id, label: label(q), details: { status: { from: 'sent', to: 'viewed' } } });
      await tx.flush();
    }
    return toPublicQuoteDto(q);
  });
}

/**
 * Accepts: the name, the time and a hash of the content are recorded and the quote is frozen, its PDF
 * kept as it is made now (quote.record.ts); the
 * enquiry is won and the job is made (announced as `quote.accepted`); both sides are mailed the accepted quote as a PDF. The row lock makes a second
 * acceptance (another tab, another instance) wait and then answer 409.
 */
export async function acceptQuote(em: EntityManager, input: z.output<typeof quoteAcceptSchema>, settings: Settings): Promise<PublicQuoteDto> {
  return em.transactional(async (tx) => {
    const q = await byToken(tx, input.token, true);
    assertOpen(q);
    const from = q.status;
    q.status = 'accepted';
    q.acceptedAt = new Date();
    q.acceptedName = input.name;
    q.startEarly = input.startEarly ?? false;
    q.contentHash = contentHash(q);
    q.recordPdf = await renderQuotePdf(tx, q);
    logActivity(tx, null, { action: 'update', entityType: 'quote', entityId: q.id, label: label(q), details: { status: { from, to: 'accepted' }, startEarly: { to: q.startEarly } } });
    transition(tx, q.enquiry, 'won', null);
    await tx.flush();
    // The job's part makes the job here, in this transaction.
    await announce(tx, { type: 'quote.accepted', enquiry: q.enquiry, actor: null, quoteId: q.id });
    await queueQuoteMail(tx, q, 'accepted_customer', settings);
    await queueQuoteMail(tx, q, 'accepted_company', settings);
    return toPublicQuoteDto(q);
  });
}

export async function declineQuote(em: EntityManager, input: z.output<typeof quoteDeclineSchema>, settings: Settings): Promise<PublicQuoteDto> {
  return em.transactional(async (tx) => {
    const q = await byToken(tx, input.token, true);
    assertOpen(q);
    const from = q.status;
    q.status = 'declined';
    q.declinedAt = new Date();
    q.declineReason = input.reason;
    logActivity(tx, null, { action: 'update', entityType: 'quote', entityId: q.id, label: label(q), details: { status: { from, to: 'declined' } } });
    transition(tx, q.enquiry, 'lost', null);
    await tx.flush();
    await announce(tx, { type: 'quote.declined', enquiry: q.enquiry, actor: null, quoteId: q.id });
    await queueQuoteMail(tx, q, 'declined', settings);
    return toPublicQuoteDto(q);
  });
}

/** A wish for changes leaves the quote open; the owner answers with a new version. */
export async function requestQuoteChanges(em: EntityManager, input: z.output<typeof quoteChangesSchema>, settings: Settings): Promise<PublicQuoteDto> {
  return em.transactional(async (tx) => {
    const q = await byToken(tx, input.token, true);
    assertOpen(q);
    const { mail } = await keepChangeRequest(tx, q, input.message);
    logActivity(tx, null, { action: 'update', entityType: 'quote', entityId: q.id, label: label(q), details: { changeRequestedAt: { to: q.changeRequestedAt!.toISOString() } } });
    await tx.flush();
    // One mail per quote per hour; the wishes in between are kept and listed by the next one.
    if (mail) await queueQuoteMail(tx, q, 'changes', settings);
    return toPublicQuoteDto(q);
  });
}

/** A quote link that a newer version replaced: when the newer one was sent (its own link went to the customer then). */
export async function lapsedQuoteLink(em: EntityManager, token: string): Promise<LapsedLink> {
  const old = await em.findOne(Quote, { token, sentAt: { $ne: null }, replacedAt: { $ne: null } }, { populate: ['enquiry'] });
  if (!old || old.enquiry.anonymisedAt) return null;
  const current = await em.findOne(Quote, { enquiry: old.enquiry, sentAt: { $ne: null }, replacedAt: null }, { orderBy: { version: 'desc' } });
  return { kind: 'quote_replaced', at: (current?.sentAt ?? old.replacedAt!).toISOString() };
}

/** The quote for its PDFs (no «sett» stamp: the page has done that): the accepted one is the record kept at the acceptance. */
export async function quoteForPdf(em: EntityManager, token: string): Promise<{ dto: PublicQuoteDto; pdf: () => Promise<Buffer> }> {
  const q = await byToken(em, token, false);
  return { dto: toPublicQuoteDto(q), pdf: () => quoteRecordPdf(em, q) };
}
