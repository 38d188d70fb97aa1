import { EntitySchema, type Opt } from '@mikro-orm/core';
import { changeOrderKinds, changeOrderStatuses, type ChangeOrderKind, type ChangeOrderStatus } from '../../shared/domain';
import type { QuoteLineInput } from '../../shared/schemas/quote';
import { Enquiry } from '../enquiry/enquiry.entity';
import { Quote } from '../quote/quote.entity';

/**
 * The job (oppdrag): the work an accepted quote agreed to, planned in whole days (Europe/Oslo). Its
 * state is the case's (planned → in progress → done → handed over, enquiry/case.ts owns it); the row
 * holds what the case does not: the contract, the planned days and the customer's calendar invite.
 */
export class Job {
  id!: number;
  enquiry!: Enquiry;
  /** The accepted quote: the contract. */
  quote!: Quote;
  /** yyyy-MM-dd, first and last planned day (inclusive); null until the owner plans the job. */
  startDate: string | null = null;
  endDate: string | null = null;
  /** The invite's SEQUENCE: raised by every change of dates and by a cancel. */
  sequence: Opt<number> = 0;
  /** The planned dates were cancelled (the invite was withdrawn); planning again clears it. */
  cancelledAt: Date | null = null;
  /** When the customer agreed to a new price limit above the prisoverslag's 15 % (§ 32): by accepting a change order past it, or as the owner recorded. */
  newLimitAgreedAt: Date | null = null;
  /** That new limit (NOK incl. mva): the total with the change order that went past the limit before it. */
  newLimit: number | null = null;
  /** The change order whose acceptance was the customer's agreement to `newLimit`; null when the owner recorded an agreement made outside the site. */
  newLimitChangeOrder: number | null = null;
  startedAt: Date | null = null;
  doneAt: Date | null = null;
  handedOverAt: Date | null = null;
  createdAt: Opt<Date> = new Date();
  updatedAt: Opt<Date> = new Date();
}

export const JobSchema = new EntitySchema<Job>({
  class: Job,
  tableName: 'job',
  indexes: [{ properties: ['startDate'] }],
  checks: [{ name: 'job_dates', expression: '(start_date is null) = (end_date is null) and (end_date is null or end_date >= start_date)' }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    enquiry: { kind: 'm:1', entity: () => Enquiry, deleteRule: 'cascade', unique: true },
    quote: { kind: 'm:1', entity: () => Quote, deleteRule: 'cascade', unique: true },
    startDate: { type: 'date', nullable: true },
    endDate: { type: 'date', nullable: true },
    sequence: { type: 'integer', default: 0 },
    cancelledAt: { type: 'datetime', nullable: true },
    newLimitAgreedAt: { type: 'datetime', nullable: true },
    newLimit: { type: 'integer', nullable: true },
    newLimitChangeOrder: { type: 'integer', nullable: true },
    startedAt: { type: 'datetime', nullable: true },
    doneAt: { type: 'datetime', nullable: true },
    handedOverAt: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});

/**
 * A change order (tillegg eller endring) to a job: lines like a quote's, a reason and a kind. Editable
 * as a draft; once sent the customer accepts or declines it on their page, and an accepted one is
 * frozen with the SHA-256 of what was accepted, like the quote.
 */
export class ChangeOrder {
  id!: number;
  job!: Job;
  /** 1, 2, … per job. */
  number!: number;
  kind!: ChangeOrderKind;
  reason!: string;
  lines!: QuoteLineInput[];
  status: Opt<ChangeOrderStatus> = 'draft';
  createdAt: Opt<Date> = new Date();
  sentAt: Date | null = null;
  acceptedAt: Date | null = null;
  acceptedName: string | null = null;
  contentHash: string | null = null;
  declinedAt: Date | null = null;
  declineReason: string | null = null;
  /** Its PDF as it was made when the customer accepted or declined it, served ever after (loaded only when asked for). */
  recordPdf: Buffer | null = null;
}

export const ChangeOrderSchema = new EntitySchema<ChangeOrder>({
  class: ChangeOrder,
  tableName: 'change_order',
  uniques: [{ properties: ['job', 'number'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    job: { kind: 'm:1', entity: () => Job, deleteRule: 'cascade' },
    number: { type: 'integer' },
    kind: { enum: true, items: () => [...changeOrderKinds], type: 'string' },
    reason: { type: 'text' },
    lines: { type: 'json' },
    status: { enum: true, items: () => [...changeOrderStatuses], type: 'string', default: 'draft' },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    sentAt: { type: 'datetime', nullable: true },
    acceptedAt: { type: 'datetime', nullable: true },
    acceptedName: { type: 'string', length: 200, nullable: true },
    contentHash: { type: 'string', length: 64, nullable: true },
    declinedAt: { type: 'datetime', nullable: true },
    declineReason: { type: 'text', nullable: true },
    recordPdf: { type: 'blob', nullable: true, lazy: true },
  },
});
