import type { InvoiceLine } from '../../shared/schemas/billing';

// The company's accounting system, behind one interface (decision 0036): the invoices are made, sent,
// credited and paid there, and this product reads their state back. Fiken first; a Tripletex adapter
// implements the same methods (its orders invoiced with `:invoice`, a session from the consumer and
// employee tokens) without a change to the case.

/** The customer as the accounting system's contact: found again by e-mail, made when new. */
export type AccountingCustomer = { name: string; email: string | null; phone: string | null; street: string | null; postalCode: string | null; city: string | null };

export type InvoiceOrder = {
  /** Ours, unique per invoice row: how a retry finds what an earlier attempt made instead of making a second. */
  key: string;
  customer: AccountingCustomer;
  issueDate: string;
  dueDate: string;
  /** NOK incl. 25 % mva; a deduction is a negative line. */
  lines: InvoiceLine[];
  /** The case's reference, printed as the customer's («Deres ref.»). */
  reference: string;
  /** The text above the lines: the work, where and when it was delivered. */
  text: string;
};

/** An invoice as the accounting system made it. */
export type MadeInvoice = { externalId: string; invoiceNumber: string; issueDate: string; dueDate: string; kid: string | null; total: number };
/** A draft the owner finishes in the accounting system; it becomes a MadeInvoice once they do. */
export type MadeDraft = { draftId: string };
/** What has come in for an invoice. */
export type InvoicePayments = { paid: number; settled: boolean; paidOn: string | null };

export interface AccountingSystem {
  /** The name the owner reads («Fiken»). */
  readonly name: string;
  /** Makes the invoice (or finds the one an earlier attempt with the same key made) and, with `send`, sends it by the system's own channels. */
  makeInvoice(order: InvoiceOrder, send: boolean): Promise<MadeInvoice>;
  /** Makes a draft (or finds the earlier attempt's) for the owner to check and finish there. */
  makeDraft(order: InvoiceOrder, dueDays: number): Promise<MadeDraft>;
  /** The invoice the owner made from a draft, or null while it is still a draft. */
  invoiceFromDraft(key: string): Promise<MadeInvoice | null>;
  /** What has been paid on an invoice. */
  payments(externalId: string): Promise<InvoicePayments>;
  /** The invoice's PDF as the system made it, or null where it offers none. */
  invoicePdf(externalId: string): Promise<Buffer | null>;
  /** A credit note for `amount` (NOK incl. mva) of an invoice, found again by its key. */
  creditNote(note: { key: string; invoiceExternalId: string; amount: number; issueDate: string; text: string }): Promise<{ externalId: string; number: string }>;
}

/** The system refused the request (bad data, a missing setting): retrying won't help; the reason is kept on the invoice. */
export class AccountingRejected extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}
