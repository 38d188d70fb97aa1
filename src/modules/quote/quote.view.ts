import { createHash } from 'node:crypto';
import { todayInOslo } from '../../shared/dates';
import type { QuoteStatus } from '../../shared/domain';
import { shareAmount } from '../../shared/billing';
import { lineAmount, quoteTotals } from '../../shared/pricing/vat';
import type { PublicQuoteDto, QuoteDto } from '../../shared/schemas/quote';
import type { Quote } from './quote.entity';

export const quotePath = (token: string) => `/tilbud/${token}`;

/** A sent or seen quote past its last day is expired; the stored states are otherwise what they say. */
export function effectiveStatus(q: Pick<Quote, 'status' | 'validUntil'>, today = todayInOslo()): QuoteStatus {
  return (q.status === 'sent' || q.status === 'viewed') && q.validUntil < today ? 'expired' : q.status;
}

/** Whether the customer can still answer it (accept, decline, ask for changes). */
export const isOpen = (q: Quote) => effectiveStatus(q) === 'sent' || effectiveStatus(q) === 'viewed';

export function toPublicQuoteDto(q: Quote): PublicQuoteDto {
  return {
    reference: q.enquiry.reference,
    version: q.version,
    status: effectiveStatus(q),
    customerName: q.enquiry.name,
    date: todayInOslo(q.sentAt ?? q.createdAt),
    workAddress: q.enquiry.address,
    priceType: q.priceType,
    validUntil: q.validUntil,
    terms: q.terms,
    note: q.note,
    lines: q.lines.map((l) => ({ ...l, amount: lineAmount(l) })),
    totals: quoteTotals(q.lines),
    sentAt: q.sentAt?.toISOString() ?? null,
    acceptedAt: q.acceptedAt?.toISOString() ?? null,
    acceptedName: q.acceptedName,
    declinedAt: q.declinedAt?.toISOString() ?? null,
    withdrawnAt: q.withdrawnAt?.toISOString() ?? null,
    deposit: q.deposit ? { ...q.deposit, amount: shareAmount(q.deposit, quoteTotals(q.lines).total) } : null,
  };
}

export function toQuoteDto(q: Quote, origin: string): QuoteDto {
  return {
    ...toPublicQuoteDto(q),
    id: q.id,
    enquiryId: q.enquiry.id,
    url: q.sentAt && !q.replacedAt ? `${origin}${quotePath(q.token)}` : null,
    createdAt: q.createdAt.toISOString(),
    viewedAt: q.viewedAt?.toISOString() ?? null,
    startEarly: q.startEarly,
    contentHash: q.contentHash,
    declineReason: q.declineReason,
    changeRequest: q.changeRequest,
    changeRequestedAt: q.changeRequestedAt?.toISOString() ?? null,
    reminderSentAt: q.reminderSentAt?.toISOString() ?? null,
    replacedAt: q.replacedAt?.toISOString() ?? null,
    withdrawReason: q.withdrawReason,
  };
}

/** SHA-256 of what the customer accepts: everything the quote says, in a fixed order. */
export function contentHash(q: Quote): string {
  const content = {
    reference: q.enquiry.reference,
    version: q.version,
    priceType: q.priceType,
    lines: q.lines.map((l) => ({ text: l.text, quantity: l.quantity, unit: l.unit, unitPrice: l.unitPrice })),
    validUntil: q.validUntil,
    terms: q.terms,
    note: q.note,
    totals: quoteTotals(q.lines),
    // Only a quote that states a deposit hashes it: the hashes of quotes accepted before stay as they were.
    ...(q.deposit ? { deposit: q.deposit } : {}),
  };
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}
