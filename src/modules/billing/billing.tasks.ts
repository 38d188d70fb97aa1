import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { todayInOslo } from '../../shared/dates';
import { invoiceKindLabels } from '../../shared/labels';
import { logActivity } from '../activity/activity.service';
import { getCompanyRecord } from '../company/company.service';
import { Job } from '../job/job.entity';
import { AccountingRejected, type AccountingCustomer, type AccountingSystem, type InvoiceOrder } from './accounting';
import { deliveryDays, label as invoiceLabel, settle } from './billing.service';
import { Invoice } from './invoice.entity';

// The accounting system's side of the invoices, run by the task queue (queue `accounting`: one task at
// a time across every instance, as Fiken asks). Making an invoice is idempotent: the order carries a
// key of ours, and a retry after a timeout finds what the first attempt made instead of making a
// second. A refusal keeps its reason on the invoice («Prøv igjen» on the case); 429, 5xx and timeouts
// are thrown, and the queue tries again with backoff.

export const ACCOUNTING_SYNC_TASK = 'accounting_sync';

/** Our key of an invoice row in the accounting system: the case's reference and the row. */
export const accountingKey = (reference: string, invoiceId: number) => `${reference}-F${invoiceId}`;

const retryText = 'Regnskapssystemet svarte ikke. Prøver igjen automatisk.';
const gaveUpText = 'Regnskapssystemet svarte ikke. Prøv igjen senere.';

/** «Storgata 1, 7011 Trondheim» as street, postal code and city; what does not fit stays the street. */
function splitAddress(address: string | null): Pick<AccountingCustomer, 'street' | 'postalCode' | 'city'> {
  const m = address?.match(/^(.*?),?\s*(\d{4})\s+(.+)$/);
  return m ? { street: m[1]!.trim() || null, postalCode: m[2]!, city: m[3]!.trim() } : { street: address, postalCode: null, city: null };
}

function orderOf(inv: Invoice, job: Job, dueDate: string): InvoiceOrder {
  const e = job.enquiry;
  const days = deliveryDays(job);
  return {
    key: accountingKey(e.reference, inv.id),
    customer: { name: e.name, email: e.email, phone: e.phone, ...splitAddress(e.address) },
    issueDate: inv.issueDate ?? todayInOslo(),
    dueDate,
    lines: inv.lines,
    reference: e.reference,
    text: `${invoiceKindLabels[inv.kind]} for oppdrag ${e.reference}${e.address ? `, ${e.address}` : ''}${days ? `, utført ${days}` : ''}.`,
  };
}

/** Changes an invoice under its job's lock, in one transaction, then settles the case from its money. */
async function update(em: EntityManager, invoiceId: number, change: (inv: Invoice, tx: EntityManager, job: Job) => void): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const inv = await tx.findOneOrFail(Invoice, invoiceId, { populate: ['job'] });
    const job = await tx.findOneOrFail(Job, inv.job.id, { populate: ['enquiry', 'quote'], lockMode: LockMode.PESSIMISTIC_WRITE });
    await tx.refresh(inv);
    change(inv, tx, job);
    await tx.flush();
    await settle(tx, job, null);
  });
}


/**
 * Makes one invoice (or credit note) in the accounting system. `lastAttempt`: the queue will not try
 * again, so a failure is kept as a refusal the owner can retry.
 */
export async function makeInAccounting(em: EntityManager, accounting: AccountingSystem, invoiceId: number, lastAttempt: boolean): Promise<void> {
  const inv = await em.fork().findOne(Invoice, invoiceId, { populate: ['job', 'job.enquiry', 'job.quote', 'creditOf'] });
  if (!inv || inv.state !== 'pending') return;
  const job = inv.job;
  try {
    if (inv.kind === 'credit') {
      const of = inv.creditOf;
      if (!of?.externalId) throw new AccountingRejected('Fakturaen som krediteres, finnes ikke i regnskapssystemet.', 409);
      const note = await accounting.creditNote({ key: accountingKey(job.enquiry.reference, inv.id), invoiceExternalId: of.externalId, amount: -inv.total, issueDate: inv.issueDate ?? todayInOslo(), text: inv.lines[0]?.text ?? 'Kreditnota' });
      await update(em, invoiceId, (row, tx, j) => {
        Object.assign(row, { state: 'invoiced', externalId: note.externalId, invoiceNumber: note.number, invoicedAt: new Date(), error: null });
        logActivity(tx, null, { action: 'update', entityType: 'invoice', entityId: row.id, label: invoiceLabel(j, row.kind), details: { state: { from: 'pending', to: 'invoiced' }, invoiceNumber: { from: null, to: note.number } } });
      });
      return;
    }
    const order = orderOf(inv, job, inv.dueDate ?? todayInOslo());
    if (inv.send === false) {
      if (inv.draftId) return;
      const { invoiceDueDays } = await getCompanyRecord(em.fork());
      const draft = await accounting.makeDraft(order, invoiceDueDays);
      await update(em, invoiceId, (row) => Object.assign(row, { draftId: draft.draftId, error: null }));
      return;
    }
    const made = await accounting.makeInvoice(order, inv.send ?? true);
    await update(em, invoiceId, (row, tx, j) => {
      Object.assign(row, { state: 'invoiced', externalId: made.externalId, invoiceNumber: made.invoiceNumber, issueDate: made.issueDate || row.issueDate, dueDate: made.dueDate || row.dueDate, kid: made.kid, invoicedAt: new Date(), error: null });
      logActivity(tx, null, { action: 'update', entityType: 'invoice', entityId: row.id, label: invoiceLabel(j, row.kind), details: { state: { from: 'pending', to: 'invoiced' }, invoiceNumber: { from: null, to: made.invoiceNumber } } });
    });
  } catch (error) {
    if (error instanceof AccountingRejected || lastAttempt) {
      const reason = error instanceof AccountingRejected ? error.message : gaveUpText;
      await update(em, invoiceId, (row, tx, j) => {
        if (row.state !== 'pending') return;
        Object.assign(row, { state: 'failed', error: reason });
        logActivity(tx, null, { action: 'update', entityType: 'invoice', entityId: row.id, label: invoiceLabel(j, row.kind), details: { state: { from: 'pending', to: 'failed' }, reason: { from: null, to: reason } } });
      });
      return;
    }
    await update(em, invoiceId, (row) => Object.assign(row, { error: retryText }));
    throw error;
  }
}

/**
 * Reads back from the accounting system what the owner did there and what the customers paid: drafts
 * made into invoices, and the payments of every open invoice; a job paid in full ends its case.
 * Returns how many invoices changed.
 */
export async function syncFromAccounting(em: EntityManager, accounting: AccountingSystem): Promise<number> {
  let changed = 0;
  const drafts = await em.fork().find(Invoice, { state: 'pending', draftId: { $ne: null } }, { populate: ['job', 'job.enquiry'] });
  for (const d of drafts) {
    const made = await accounting.invoiceFromDraft(accountingKey(d.job.enquiry.reference, d.id));
    if (!made) continue;
    await update(em, d.id, (row, tx, j) => {
      Object.assign(row, { state: 'invoiced', externalId: made.externalId, invoiceNumber: made.invoiceNumber, issueDate: made.issueDate, dueDate: made.dueDate, kid: made.kid, invoicedAt: new Date(), error: null });
      logActivity(tx, null, { action: 'update', entityType: 'invoice', entityId: row.id, label: invoiceLabel(j, row.kind), details: { state: { from: 'pending', to: 'invoiced' }, invoiceNumber: { from: null, to: made.invoiceNumber } } });
    });
    changed++;
  }
  const open = await em.fork().find(Invoice, { state: 'invoiced', externalId: { $ne: null }, kind: { $ne: 'credit' } }, { orderBy: { id: 'asc' } });
  for (const inv of open) {
    if (inv.paidAmount >= inv.total) continue;
    const p = await accounting.payments(inv.externalId!);
    const paid = Math.min(p.paid, inv.total);
    if (paid <= inv.paidAmount) continue;
    await update(em, inv.id, (row, tx, j) => {
      const from = row.paidAmount;
      Object.assign(row, { paidAmount: paid, paidOn: p.paidOn ?? todayInOslo() });
      logActivity(tx, null, { action: 'update', entityType: 'invoice', entityId: row.id, label: invoiceLabel(j, row.kind), details: { paidAmount: { from, to: paid }, paidOn: { from: null, to: row.paidOn } } });
    });
    changed++;
  }
  return changed;
}
