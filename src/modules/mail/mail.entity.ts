import { EntitySchema } from '@mikro-orm/core';
import { mailKinds, mailStatuses, type MailKind, type MailStatus } from '../../shared/labels';
import { Enquiry } from '../enquiry/enquiry.entity';

/**
 * One e-mail about an enquiry (to the company, or the receipt to the customer). Written in the same
 * transaction as the enquiry; the job queue delivers it after commit and records the outcome here.
 * The text itself is rendered from the enquiry when it is sent, so no copy of the personal data is kept.
 */
export class EnquiryMail {
  id!: number;
  enquiry!: Enquiry;
  kind!: MailKind;
  recipient!: string;
  status: MailStatus = 'pending';
  /** Delivery attempts so far (the current queue round; a manual resend starts a new round). */
  attempts = 0;
  lastError: string | null = null;
  lastAttemptAt: Date | null = null;
  sentAt: Date | null = null;
  createdAt: Date = new Date();
}

export const EnquiryMailSchema = new EntitySchema<EnquiryMail>({
  class: EnquiryMail,
  tableName: 'enquiry_mail',
  uniques: [{ properties: ['enquiry', 'kind'] }],
  indexes: [{ properties: ['status'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    enquiry: { kind: 'm:1', entity: () => Enquiry, deleteRule: 'cascade' },
    kind: { enum: true, items: () => [...mailKinds], type: 'string' },
    recipient: { type: 'string', length: 320 },
    status: { enum: true, items: () => [...mailStatuses], type: 'string', default: 'pending' },
    attempts: { type: 'integer', default: 0 },
    lastError: { type: 'text', nullable: true },
    lastAttemptAt: { type: 'datetime', nullable: true },
    sentAt: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
  },
});
