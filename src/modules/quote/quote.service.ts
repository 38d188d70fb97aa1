import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { Env } from '../../env';
import { todayInOslo } from '../../shared/dates';
import { isWon } from '../../shared/domain';
import { messages } from '../../shared/messages';
import { shareAmount } from '../../shared/billing';
import { quoteTotals } from '../../shared/pricing/vat';
import { billingErrors, type InvoiceShare } from '../../shared/schemas/billing';
import { linesFromEstimate, type QuoteDto, type quoteCreateSchema, type QuoteLineInput, type QuoteUpdate } from '../../shared/schemas/quote';
import { addTask } from '../../tasks/queue';
import { changes, logActivity, presentFields, type Actor } from '../activity/activity.service';
import { transition } from '../enquiry/case';
import { Enquiry } from '../enquiry/enquiry.entity';
import { newLinkToken } from '../tokens/link-token';
import type { MailSettings } from '../outbox/outbox.service';
import { Quote } from './quote.entity';
import { quoteDefaults } from './quote.defaults';
import { queueQuoteMail } from './quote.mail';
import { toQuoteDto } from './quote.view';

export const QUOTE_REMINDER_TASK = 'quote_reminder';

type Settings = MailSettings & Pick<Env, 'QUOTE_REMINDER_DAYS'>;


async function lockedQuote(tx: EntityManager, id: number): Promise<Quote> {
  const q = await tx.findOne(Quote, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!q) throw new TRPCError({ code: 'NOT_FOUND', message: messages.quoteNotFound });
  await tx.populate(q, ['enquiry']);
  return q;
}

/** A deposit is part of the price, never more than it. */
function assertDeposit(deposit: InvoiceShare | null, lines: QuoteLineInput[]): void {
  if (deposit && shareAmount(deposit, quoteTotals(lines).total) > quoteTotals(lines).total) throw new TRPCError({ code: 'BAD_REQUEST', message: billingErrors.depositOverTotal });
}

const label = (q: Quote) => `${q.enquiry.reference} v${q.version}`;

export async function createQuote(em: EntityManager, input: z.output<typeof quoteCreateSchema>, actor: Actor, origin: string): Promise<QuoteDto> {
  return em.transactional(async (tx) => {
    // Locked so two versions made at once get different numbers.
    const enquiry = await tx.findOne(Enquiry, input.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!enquiry) throw new TRPCError({ code: 'NOT_FOUND', message: messages.enquiryNotFound });
    if (enquiry.anonymisedAt) throw new TRPCError({ code: 'CONFLICT', message: messages.enquiryAnonymised });
    // An accepted quote is final: a new version would un-win the job behind the customer's back.
    if (isWon(enquiry.status)) throw new TRPCError({ code: 'CONFLICT', message: messages.caseWon });
    const lines = input.lines ?? linesFromEstimate(enquiry.estimate);
    if (!lines.length) throw new TRPCError({ code: 'BAD_REQUEST', message: messages.quoteNoLines });
    const last = await tx.findOne(Quote, { enquiry }, { orderBy: { version: 'desc' } });
    const { validUntil, terms, deposit } = await quoteDefaults(tx, input);
    assertDeposit(deposit, lines);
    const q = tx.create(Quote, {
      enquiry,
      version: (last?.version ?? 0) + 1,
      token: newLinkToken(),
      priceType: input.priceType,
      lines,
      validUntil,
      terms,
      note: input.note,
      deposit,
    });
    await tx.flush();
    logActivity(tx, actor, { action: 'create', entityType: 'quote', entityId: q.id, label: label(q), details: { status: { to: 'draft' }, priceType: { to: q.priceType } } });
    return toQuoteDto(q, origin);
  });
}

export async function updateQuote(em: EntityManager, input: QuoteUpdate, actor: Actor, origin: string): Promise<QuoteDto> {
  return em.transactional(async (tx) => {
    const q = await lockedQuote(tx, input.id);
    // Anything sent is what the customer has seen (and may have accepted): a change is a new version.
    if (q.status !== 'draft') throw new TRPCError({ code: 'CONFLICT', message: messages.quoteNotDraft });
    const { id: _id, ...fields } = input;
    const patch = presentFields(fields);
    const before = Object.fromEntries(Object.keys(patch).map((k) => [k, q[k as keyof typeof patch]]));
    const diff = changes(before, patch);
    tx.assign(q, patch);
    assertDeposit(q.deposit, q.lines);
    if (Object.keys(diff).length) logActivity(tx, actor, { action: 'update', entityType: 'quote', entityId: q.id, label: label(q), details: diff });
    await tx.flush();
    return toQuoteDto(q, origin);
  });
}

/**
 * Sends a draft: the customer is mailed the link, the enquiry becomes «Tilbud sendt», and earlier
 * versions of the enquiry lose their link. One reminder is queued for QUOTE_REMINDER_DAYS later.
 */
export async function sendQuote(em: EntityManager, id: number, actor: Actor, settings: Settings, origin: string): Promise<QuoteDto> {
  return em.transactional(async (tx) => {
    const q = await lockedQuote(tx, id);
    if (q.status !== 'draft') throw new TRPCError({ code: 'CONFLICT', message: messages.quoteNotDraft });
    if (q.enquiry.anonymisedAt) throw new TRPCError({ code: 'CONFLICT', message: messages.enquiryAnonymised });
    if (isWon(q.enquiry.status)) throw new TRPCError({ code: 'CONFLICT', message: messages.caseWon });
    // A draft made yesterday can have run out: the customer must never be mailed an expired offer.
    if (q.validUntil < todayInOslo()) throw new TRPCError({ code: 'CONFLICT', message: messages.quoteSendExpired });
    const now = new Date();
    q.status = 'sent';
    q.sentAt = now;
    const older = await tx.find(Quote, { enquiry: q.enquiry, id: { $ne: q.id }, replacedAt: null, status: { $in: ['draft', 'sent', 'viewed'] } });
    for (const o of older) {
      o.replacedAt = now;
      logActivity(tx, actor, { action: 'update', entityType: 'quote', entityId: o.id, label: label(o), details: { replacedAt: { to: now.toISOString() } } });
    }
    logActivity(tx, actor, { action: 'update', entityType: 'quote', entityId: q.id, label: label(q), details: { status: { from: 'draft', to: 'sent' } } });
    transition(tx, q.enquiry, 'quote_sent', actor);
    await tx.flush();
    await queueQuoteMail(tx, q, 'quote', settings);
    const runAt = new Date(now.getTime() + settings.QUOTE_REMINDER_DAYS * 86_400_000);
    await addTask(tx, QUOTE_REMINDER_TASK, { quoteId: q.id }, { runAt, jobKey: `quote_reminder:${q.id}`, maxAttempts: 5 });
    return toQuoteDto(q, origin);
  });
}

export async function quotesOf(em: EntityManager, enquiryId: number, origin: string): Promise<QuoteDto[]> {
  const rows = await em.find(Quote, { enquiry: enquiryId }, { orderBy: { version: 'desc' }, populate: ['enquiry'] });
  return rows.map((q) => toQuoteDto(q, origin));
}

export async function quoteById(em: EntityManager, id: number, origin: string): Promise<QuoteDto> {
  const q = await em.findOne(Quote, id, { populate: ['enquiry'] });
  if (!q) throw new TRPCError({ code: 'NOT_FOUND', message: messages.quoteNotFound });
  return toQuoteDto(q, origin);
}
