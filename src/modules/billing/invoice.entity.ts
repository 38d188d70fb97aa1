import { DecimalType, EntitySchema, type Opt } from '@mikro-orm/core';
import { invoiceKinds, invoiceStates, type InvoiceKind, type InvoiceState } from '../../shared/domain';
import type { InvoiceLine, ProgressShare } from '../../shared/schemas/billing';
import { Job } from '../job/job.entity';

/**
 * An invoice of a job (faktura): planned in the job's billing plan, then invoiced, in the company's
 * accounting system or marked by hand. The product never numbers invoices: `invoiceNumber` is the
 * accounting system's (or what the owner typed from it). A credit note is an invoice of kind `credit`
 * with a negative total that names the invoice it credits; nothing invoiced is ever deleted.
 */
export class Invoice {
  id!: number;
  job!: Job;
  kind!: InvoiceKind;
  state: Opt<InvoiceState> = 'planned';
  /** The lines as invoiced, NOK incl. 25 % mva; a deduction of what was invoiced before is a negative line. */
  lines!: InvoiceLine[];
  /** The sum of the lines (NOK incl. mva), kept so limits and sums are read without the lines. */
  total!: number;
  /** The number the accounting system gave it. */
  invoiceNumber: string | null = null;
  /** yyyy-MM-dd. */
  issueDate: string | null = null;
  dueDate: string | null = null;
  kid: string | null = null;
  invoicedAt: Date | null = null;
  /** What has come in for it (NOK). */
  paidAmount: Opt<number> = 0;
  /** yyyy-MM-dd of the last payment. */
  paidOn: string | null = null;
  /** The share a deposit or a progress invoice was made of, while it can still change (planned). */
  share: ProgressShare | null = null;
  /** For a credit note: the invoice it credits. */
  creditOf: Invoice | null = null;
  /** With an accounting connection: whether the system sends it (true) or keeps it as a draft for the owner (false). */
  send: boolean | null = null;
  /** The accounting system's id of the invoice (or credit note), once made there. */
  externalId: string | null = null;
  /** The accounting system's id of the draft, while the owner has not made the invoice from it. */
  draftId: string | null = null;
  /** Why the accounting system refused it, or why the last attempt failed. */
  error: string | null = null;
  createdAt: Opt<Date> = new Date();
  updatedAt: Opt<Date> = new Date();
}

export const InvoiceSchema = new EntitySchema<Invoice>({
  class: Invoice,
  tableName: 'invoice',
  checks: [
    { name: 'invoice_credit', expression: "(kind = 'credit') = (credit_of_id is not null) and (kind <> 'credit' or total < 0) and (kind = 'credit' or total > 0)" },
    { name: 'invoice_invoiced', expression: "state <> 'invoiced' or (invoiced_at is not null and issue_date is not null)" },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    job: { kind: 'm:1', entity: () => Job, deleteRule: 'cascade', index: true },
    kind: { enum: true, items: () => [...invoiceKinds], type: 'string' },
    state: { enum: true, items: () => [...invoiceStates], type: 'string', default: 'planned' },
    lines: { type: 'json' },
    total: { type: new DecimalType('number'), precision: 12, scale: 2 },
    invoiceNumber: { type: 'string', length: 40, nullable: true },
    issueDate: { type: 'date', nullable: true },
    dueDate: { type: 'date', nullable: true },
    kid: { type: 'string', length: 25, nullable: true },
    invoicedAt: { type: 'datetime', nullable: true },
    paidAmount: { type: new DecimalType('number'), precision: 12, scale: 2, default: 0 },
    paidOn: { type: 'date', nullable: true },
    share: { type: 'json', nullable: true },
    creditOf: { kind: 'm:1', entity: () => Invoice, nullable: true, deleteRule: 'cascade' },
    send: { type: 'boolean', nullable: true },
    externalId: { type: 'string', length: 40, nullable: true },
    draftId: { type: 'string', length: 40, nullable: true },
    error: { type: 'text', nullable: true },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
