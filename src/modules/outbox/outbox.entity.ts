import { EntitySchema } from '@mikro-orm/core';
import { mailAudiences, mailKinds, mailStatuses, type MailAudience, type MailKind, type MailStatus } from '../../shared/domain';

/** What a renderer needs beyond the case: the booking, quote, job or change order it is about, and a move's earlier time (or days). */
export type MailData = { bookingId?: number; quoteId?: number; jobId?: number; changeOrderId?: number; previous?: { start: string; end: string } };

/**
 * One automatic mail of a customer's case, to the customer or to the company. Written in the same
 * transaction as the change that causes it; the worker sends it after commit and records the outcome
 * here. The body is rendered when it is sent (from the case as it is then), so the row keeps no copy
 * of the customer's message. The case is a plain id here: the outbox is a base service and knows no
 * feature's entities (the foreign key to enquiry is in the migration).
 */
export class OutboxMail {
  id!: number;
  caseId!: number;
  kind!: MailKind;
  audience!: MailAudience;
  recipient!: string;
  /** The subject as last sent or tried; null until the first attempt. */
  subject: string | null = null;
  status: MailStatus = 'queued';
  /** Delivery attempts in the current round (a manual «send again» starts a new round). */
  attempts = 0;
  lastError: string | null = null;
  lastAttemptAt: Date | null = null;
  messageId: string | null = null;
  sentAt: Date | null = null;
  /** A mail that must exist once (per booking change, per quote answer): a second queueing finds it. */
  dedupeKey: string | null = null;
  data: MailData | null = null;
  createdAt: Date = new Date();
}

export const OutboxMailSchema = new EntitySchema<OutboxMail>({
  class: OutboxMail,
  tableName: 'outbox_mail',
  indexes: [{ properties: ['status'] }, { properties: ['caseId'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    caseId: { type: 'integer', fieldName: 'case_id' },
    kind: { enum: true, items: () => [...mailKinds], type: 'string' },
    audience: { enum: true, items: () => [...mailAudiences], type: 'string' },
    recipient: { type: 'string', length: 320 },
    subject: { type: 'text', nullable: true },
    status: { enum: true, items: () => [...mailStatuses], type: 'string', default: 'queued' },
    attempts: { type: 'integer', default: 0 },
    lastError: { type: 'text', nullable: true },
    lastAttemptAt: { type: 'datetime', nullable: true },
    messageId: { type: 'string', length: 400, nullable: true },
    sentAt: { type: 'datetime', nullable: true },
    dedupeKey: { type: 'string', length: 200, nullable: true, unique: true },
    data: { type: 'json', nullable: true },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
  },
});
