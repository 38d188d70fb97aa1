import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { messages } from '../../shared/messages';
import type { ChangeRequestDto } from '../../shared/schemas/quote';
import { QuoteChangeRequest } from './change-request.entity';
import type { Quote } from './quote.entity';

/** The company hears of a quote's wishes for changes at most this often: 15 requests in a row were 15 mails. */
export const CHANGE_MAIL_INTERVAL_MS = 60 * 60 * 1000;
/** A quote holds at most this many wishes; the owner answers long before (a new version closes the link). */
export const MAX_CHANGE_REQUESTS = 50;
/** How many of them the company's mail lists, newest first. */
export const CHANGE_REQUESTS_IN_MAIL = 10;

/**
 * Keeps one wish for changes on the locked quote and says whether the company is mailed now: the first
 * wish is, and the next one an hour after the last mail; those in between are kept and shown by the next
 * mail and in the back office. The caller holds the quote's row lock, so two instances take turns.
 */
export async function keepChangeRequest(tx: EntityManager, q: Quote, message: string, now = new Date()): Promise<{ mail: boolean }> {
  const count = await tx.count(QuoteChangeRequest, { quote: q.id });
  if (count >= MAX_CHANGE_REQUESTS) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: messages.tooManyChangeRequests });
  const last = q.changeMailedAt;
  tx.create(QuoteChangeRequest, { quote: q, message, createdAt: now });
  q.changeRequest = message;
  q.changeRequestedAt = now;
  const mail = !last || now.getTime() - last.getTime() >= CHANGE_MAIL_INTERVAL_MS;
  if (mail) q.changeMailedAt = now;
  return { mail };
}

/** The wishes a change mail lists (newest first) and how many older ones it leaves out. */
export async function changeRequestsForMail(em: EntityManager, quoteId: number): Promise<{ shown: QuoteChangeRequest[]; more: number }> {
  const [shown, total] = await em.findAndCount(QuoteChangeRequest, { quote: quoteId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: CHANGE_REQUESTS_IN_MAIL });
  return { shown, more: total - shown.length };
}

/** Every wish for changes to a quote, newest first, with its time. */
export async function changeRequestsOf(em: EntityManager, quoteId: number): Promise<ChangeRequestDto[]> {
  const rows = await em.find(QuoteChangeRequest, { quote: quoteId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  return rows.map((r) => ({ message: r.message, at: r.createdAt.toISOString() }));
}
