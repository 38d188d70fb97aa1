import { EntitySchema, type Opt } from '@mikro-orm/core';
import { quotePriceTypes, quoteStatuses, type QuotePriceType, type QuoteStatus } from '../../shared/domain';
import type { InvoiceShare } from '../../shared/schemas/billing';
import type { QuoteLineInput } from '../../shared/schemas/quote';
import { Enquiry } from '../enquiry/enquiry.entity';

/**
 * A quote (tilbud) the owner makes from an enquiry and sends as a link. Editable only as a draft;
 * the customer's acceptance freezes it with a hash of its content. A newer version of the same
 * enquiry, once sent, replaces it and closes its link.
 */
export class Quote {
  id!: number;
  enquiry!: Enquiry;
  /** 1, 2, … per enquiry. */
  version!: number;
  /** base64url of 16 random bytes; given when the quote is made, valid from when it is sent. */
  token!: string;
  /** Stored states; «expired» is shown for a sent or seen quote past its validUntil (effectiveStatus). */
  status: Opt<QuoteStatus> = 'draft';
  priceType!: QuotePriceType;
  lines!: QuoteLineInput[];
  /** yyyy-MM-dd, the last day it can be accepted. */
  validUntil!: string;
  terms: string | null = null;
  note: string | null = null;
  createdAt: Opt<Date> = new Date();
  sentAt: Date | null = null;
  viewedAt: Date | null = null;
  reminderSentAt: Date | null = null;
  acceptedAt: Date | null = null;
  acceptedName: string | null = null;
  /** The customer asked for work to start inside the angrefrist. */
  startEarly: boolean | null = null;
  /** SHA-256 (hex) of the content the customer accepted. */
  contentHash: string | null = null;
  /** The accepted quote's PDF as it was made at the acceptance, served ever after (loaded only when asked for). */
  recordPdf: Buffer | null = null;
  declinedAt: Date | null = null;
  declineReason: string | null = null;
  changeRequest: string | null = null;
  changeRequestedAt: Date | null = null;
  /** When the company was last mailed about a wish for changes (change-requests.ts: at most hourly). */
  changeMailedAt?: Date | null = null;
  /** When a newer version was sent: the link is closed from then on. */
  replacedAt: Date | null = null;
  /** The owner withdrew the customer's acceptance (an explicit, logged act) so a new version can be made. */
  withdrawnAt: Date | null = null;
  withdrawReason: string | null = null;
  /** The deposit (forskudd) the quote states, invoiced at acceptance: a share of its total, or none. */
  deposit: InvoiceShare | null = null;
}

export const QuoteSchema = new EntitySchema<Quote>({
  class: Quote,
  tableName: 'quote',
  uniques: [{ properties: ['enquiry', 'version'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    enquiry: { kind: 'm:1', entity: () => Enquiry, deleteRule: 'cascade' },
    version: { type: 'integer' },
    token: { type: 'string', length: 32, unique: true },
    status: { enum: true, items: () => [...quoteStatuses], type: 'string', default: 'draft' },
    priceType: { enum: true, items: () => [...quotePriceTypes], type: 'string' },
    lines: { type: 'json' },
    validUntil: { type: 'date' },
    terms: { type: 'text', nullable: true },
    note: { type: 'text', nullable: true },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    sentAt: { type: 'datetime', nullable: true, index: true },
    viewedAt: { type: 'datetime', nullable: true },
    reminderSentAt: { type: 'datetime', nullable: true },
    acceptedAt: { type: 'datetime', nullable: true, index: true },
    acceptedName: { type: 'string', length: 200, nullable: true },
    startEarly: { type: 'boolean', nullable: true },
    contentHash: { type: 'string', length: 64, nullable: true },
    recordPdf: { type: 'blob', nullable: true, lazy: true },
    declinedAt: { type: 'datetime', nullable: true },
    declineReason: { type: 'text', nullable: true },
    changeRequest: { type: 'text', nullable: true },
    changeRequestedAt: { type: 'datetime', nullable: true },
    changeMailedAt: { type: 'datetime', nullable: true },
    replacedAt: { type: 'datetime', nullable: true },
    withdrawnAt: { type: 'datetime', nullable: true },
    deposit: { type: 'json', nullable: true },
    withdrawReason: { type: 'text', nullable: true },
  },
});
