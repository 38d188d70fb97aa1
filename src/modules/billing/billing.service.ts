import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { carryDeposits, shareAmount, sumKr, vatIn } from '../../shared/billing';
import { isHandedOver, type InvoiceKind } from '../../shared/domain';
import { invoiceKindLabels } from '../../shared/labels';
import { formatKr, lineAmount, quoteTotals } from '../../shared/pricing/vat';
import {
  billingErrors,
  type BillingDto,
  type InvoiceDto,
  type InvoiceLine,
  type InvoiceShare,
  type LineChoice,
  type ProgressShare,
  type invoiceCreditSchema,
  type invoiceIssueSchema,
  type invoiceMarkSchema,
  type invoicePaymentSchema,
  type invoicePlanSchema,
  type invoiceUpdateSchema,
} from '../../shared/schemas/billing';
import { addDays, formatLongDay, osloDate, todayInOslo } from '../../shared/dates';
import { addTask } from '../../tasks/queue';
import { logActivity, type Actor } from '../activity/activity.service';
import { getCompany, getCompanyRecord } from '../company/company.service';
import { transitionFrom } from '../enquiry/case';
import { ChangeOrder, Job } from '../job/job.entity';
import { jobTotals, priceLimitOf } from '../job/job.view';
import { fakturagrunnlagName, fakturagrunnlagPdf } from './billing.pdf';
import { Invoice } from './invoice.entity';

// A job's billing plan and invoices (fakturaer), without an accounting connection: the owner plans a
// deposit (stated on the quote), progress invoices and the final invoice for the rest; marks each
// invoiced from the company's own system, and the payments that came in. The sum never passes what
// was agreed (for a prisoverslag: nor its price limit), and a job paid in full ends the case
// («Betalt»); a credit note that opens an amount again takes it back to «Overlevert».

/** The accounting system's name when connected (Fiken), else null: invoices are then made by hand. */
export type Connection = string | null;

/** The job of a case with its contract; 404 when the case has none. Locked for a change, so two answers wait in turn. */
export async function jobToBill(em: EntityManager, enquiryId: number, lock = false): Promise<Job> {
  const job = await em.findOne(Job, { enquiry: enquiryId }, { populate: ['enquiry', 'quote'], ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) });
  if (!job) throw new TRPCError({ code: 'NOT_FOUND', message: billingErrors.noJob });
  return job;
}

const invoicesOf = (em: EntityManager, job: Job) => em.find(Invoice, { job }, { orderBy: { id: 'asc' } });
const acceptedOrders = (em: EntityManager, job: Job) => em.find(ChangeOrder, { job, status: 'accepted' }, { orderBy: { number: 'asc' } });

/** What is credited on an invoice (a positive amount): the sum of its credit notes. */
const creditedOn = (inv: Invoice, all: Invoice[]) => -sumKr(all.filter((c) => c.creditOf?.id === inv.id).map((c) => c.total));
/** What is still to be paid on an invoice: its total less what came in and what was credited. */
const outstandingOn = (inv: Invoice, all: Invoice[]) =>
  inv.kind === 'credit' || inv.state !== 'invoiced' ? 0 : Math.max(0, sumKr([inv.total, -inv.paidAmount, -creditedOn(inv, all)]));

/** The job's money in one place: what was agreed, the most that may be invoiced, and where it stands. */
export function billingSums(job: Job, orders: ChangeOrder[], invoices: Invoice[]) {
  const { agreed, contract } = jobTotals(job, orders);
  // For a prisoverslag the agreed price is also held to the limit in force (§ 32).
  const ceiling = job.quote.priceType === 'estimate' ? Math.min(agreed, priceLimitOf(job, contract)) : agreed;
  const invoiced = sumKr(invoices.filter((i) => i.state === 'invoiced').map((i) => i.total));
  // Being made in the accounting system, or refused there: no longer in the plan, and still counted against the ceiling.
  const underway = sumKr(invoices.filter((i) => i.state === 'pending' || i.state === 'failed').map((i) => i.total));
  const planned = sumKr(invoices.filter((i) => i.state === 'planned').map((i) => i.total));
  const paid = sumKr(invoices.filter((i) => i.kind !== 'credit').map((i) => i.paidAmount));
  const outstanding = sumKr(invoices.map((i) => outstandingOn(i, invoices)));
  return { agreed, ceiling, invoiced, underway, planned, paid, outstanding, left: sumKr([ceiling, -invoiced, -underway, -planned]) };
}

export function toInvoiceDto(inv: Invoice, all: Invoice[]): InvoiceDto {
  return {
    id: inv.id,
    kind: inv.kind,
    state: inv.state,
    lines: inv.lines,
    total: inv.total,
    vat: vatIn(inv.total),
    invoiceNumber: inv.invoiceNumber,
    issueDate: inv.issueDate,
    dueDate: inv.dueDate,
    kid: inv.kid,
    invoicedAt: inv.invoicedAt?.toISOString() ?? null,
    paidAmount: inv.paidAmount,
    paidOn: inv.paidOn,
    credited: inv.kind === 'credit' ? 0 : creditedOn(inv, all),
    outstanding: outstandingOn(inv, all),
    creditOf: inv.creditOf?.id ?? null,
    share: inv.state === 'planned' ? inv.share : null,
    send: inv.send,
    draft: inv.state === 'pending' && inv.draftId !== null,
    inAccounting: inv.externalId !== null || inv.draftId !== null || inv.state === 'pending' || inv.state === 'failed',
    error: inv.error,
  };
}

async function toBillingDto(em: EntityManager, job: Job, connection: Connection): Promise<BillingDto> {
  const [orders, invoices, company] = await Promise.all([acceptedOrders(em, job), invoicesOf(em, job), getCompanyRecord(em)]);
  const s = billingSums(job, orders, invoices);
  return {
    enquiryId: job.enquiry.id,
    jobId: job.id,
    reference: job.enquiry.reference,
    status: job.enquiry.status,
    priceType: job.quote.priceType,
    agreedTotal: s.agreed,
    contractTotal: quoteTotals(job.quote.lines).total,
    ceiling: s.ceiling,
    invoiced: s.invoiced,
    planned: s.planned,
    paid: s.paid,
    outstanding: s.outstanding,
    left: s.left,
    deposit: job.quote.deposit,
    lineChoices: lineChoices(job, orders, invoices),
    depositsToDeduct: depositToDeduct(invoices).map(({ deposit, amount }) => ({ invoiceId: deposit.id, amount })),
    finalBlocked: finalBlocker(job, invoices, s),
    dueDays: company.invoiceDueDays,
    connection: connection ? 'fiken' : 'none',
    invoices: invoices.map((i) => toInvoiceDto(i, invoices)),
  };
}

export async function getBilling(em: EntityManager, enquiryId: number, connection: Connection): Promise<BillingDto> {
  return toBillingDto(em, await jobToBill(em, enquiryId), connection);
}

/** An invoice's row in the activity log: the case's reference and the kind. */
export const label = (job: Job, kind: InvoiceKind) => `${job.enquiry.reference}: ${invoiceKindLabels[kind]}`;

/** The days the work was delivered: from «I gang» to «Ferdig» as they happened, the plan where a step has not; null before planning. */
export function deliveryDays(job: Job): string | null {
  const first = job.startedAt ? osloDate(job.startedAt) : job.startDate;
  const last = job.doneAt ? osloDate(job.doneAt) : job.endDate;
  if (!first || !last) return null;
  return first === last ? formatLongDay(first) : `${formatLongDay(first)} – ${formatLongDay(last)}`;
}

/** Refuses an amount past what is left to invoice, with what is left in kroner. */
function assertWithin(amount: number, left: number): void {
  if (left <= 0) throw new TRPCError({ code: 'CONFLICT', message: billingErrors.nothingLeft });
  if (amount > left + 0.004) throw new TRPCError({ code: 'BAD_REQUEST', message: billingErrors.overCeiling(formatKr(left)) });
}

const shareText = (share: InvoiceShare) => (share.measure === 'percent' ? `${share.value} % av avtalt pris` : formatKr(share.value));
/**
 * The deposit not yet carried onto a later invoice: each deposit that has been invoiced (or is being
 * made), less its credit notes, that no progress invoice (but `except`) deducts yet.
 */
function depositToDeduct(invoices: Invoice[], except?: Invoice): Array<{ deposit: Invoice; amount: number }> {
  const deducted = new Set(invoices.filter((i) => i !== except && i.kind === 'progress').flatMap((i) => i.lines.map((l) => l.depositOf).filter((d): d is number => d !== undefined)));
  return invoices
    .filter((d) => d.kind === 'deposit' && d.state !== 'planned' && !deducted.has(d.id))
    .map((deposit) => ({ deposit, amount: sumKr([deposit.total, -creditedOn(deposit, invoices)]) }))
    .filter((d) => d.amount > 0);
}

/**
 * The lines of the contract and of each accepted change order, each invoiceable on its own; `taken`
 * when a progress invoice (not `except`, not wholly credited) already has it.
 */
export function lineChoices(job: Job, orders: ChangeOrder[], invoices: Invoice[], except?: Invoice): LineChoice[] {
  const taken = new Set(
    invoices
      .filter((i) => i !== except && i.kind === 'progress' && i.share?.measure === 'lines' && creditedOn(i, invoices) < i.total)
      .flatMap((i) => (i.share?.measure === 'lines' ? i.share.lines : [])),
  );
  const of = (key: string, text: string, amount: number): LineChoice => ({ key, text, amount, taken: taken.has(key) });
  return [
    ...job.quote.lines.map((l, i) => of(`q:${i}`, l.text, lineAmount(l))),
    ...orders.flatMap((o) => o.lines.map((l, i) => of(`c:${o.id}:${i}`, `Endring ${o.number}: ${l.text}`, lineAmount(l)))),
  ];
}

/** What a progress share comes to, as lines: a share of the agreed price, or each chosen line (refused when unknown or already invoiced). */
function shareLines(share: ProgressShare, agreed: number, choices: LineChoice[], text: string | undefined): InvoiceLine[] {
  if (share.measure !== 'lines') return [{ text: text ?? `Delfaktura: ${shareText(share)}`, amount: shareAmount(share, agreed) }];
  return [...new Set(share.lines)].map((key) => {
    const choice = choices.find((c) => c.key === key);
    if (!choice) throw new TRPCError({ code: 'BAD_REQUEST', message: billingErrors.lineUnknown });
    if (choice.taken) throw new TRPCError({ code: 'CONFLICT', message: billingErrors.lineTaken(choice.text) });
    return { text: choice.text, amount: choice.amount };
  });
}

/**
 * A progress invoice's lines: its share (or chosen lines) and, carried onto it, the deposit paid in
 * advance (once, on the first progress invoice it fits in; else the final invoice deducts it).
 */
function progressLines(work: InvoiceLine[], invoices: Invoice[], except?: Invoice): InvoiceLine[] {
  const carried = carryDeposits(sumKr(work.map((l) => l.amount)), depositToDeduct(invoices, except));
  return [
    ...work,
    ...carried.map(({ deposit, amount }) => ({ text: `Fradrag: forskudd${deposit.invoiceNumber ? ` (faktura ${deposit.invoiceNumber})` : ''}`, amount: -amount, depositOf: deposit.id })),
  ];
}

/**
 * The deposit a quote states, put in the job's plan when the customer accepts it (case-event
 * listener): a share of the quote's total, to be invoiced first.
 */
export async function planDeposit(tx: EntityManager, job: Job, actor: Actor): Promise<void> {
  const share = job.quote.deposit;
  if (!share || (await tx.count(Invoice, { job, kind: 'deposit' }))) return;
  const total = shareAmount(share, quoteTotals(job.quote.lines).total);
  if (total <= 0) return;
  const inv = tx.create(Invoice, { job, kind: 'deposit', lines: [{ text: `Forskudd: ${share.measure === 'percent' ? `${share.value} % av tilbudet` : 'som avtalt i tilbudet'} (${job.enquiry.reference} v${job.quote.version})`, amount: total }], total, share });
  await tx.flush();
  logActivity(tx, actor, { action: 'create', entityType: 'invoice', entityId: inv.id, label: label(job, 'deposit'), details: { kind: { to: 'deposit' }, total: { to: total } } });
}

/** A progress invoice (delfaktura) in the plan: a share of the agreed price, within what is left. */
export async function planProgress(em: EntityManager, input: z.output<typeof invoicePlanSchema>, actor: Actor, connection: Connection): Promise<BillingDto> {
  return em.transactional(async (tx) => {
    const job = await jobToBill(tx, input.id, true);
    const [orders, invoices] = await Promise.all([acceptedOrders(tx, job), invoicesOf(tx, job)]);
    const s = billingSums(job, orders, invoices);
    const lines = progressLines(shareLines(input.share, s.agreed, lineChoices(job, orders, invoices), input.text), invoices);
    const total = sumKr(lines.map((l) => l.amount));
    assertWithin(total, s.left);
    const inv = tx.create(Invoice, { job, kind: 'progress', lines, total, share: input.share });
    await tx.flush();
    logActivity(tx, actor, { action: 'create', entityType: 'invoice', entityId: inv.id, label: label(job, 'progress'), details: { kind: { to: 'progress' }, total: { to: total } } });
    return toBillingDto(tx, job, connection);
  });
}

async function invoiceOfJob(tx: EntityManager, job: Job, invoiceId: number): Promise<Invoice> {
  const inv = await tx.findOne(Invoice, { id: invoiceId, job });
  if (!inv) throw new TRPCError({ code: 'NOT_FOUND', message: billingErrors.notFound });
  return inv;
}

function assertPlanned(inv: Invoice): void {
  if (inv.state !== 'planned') throw new TRPCError({ code: 'CONFLICT', message: billingErrors.notPlanned });
}

/** A planned deposit or progress invoice, measured again (its share and its text). */
export async function updatePlanned(em: EntityManager, input: z.output<typeof invoiceUpdateSchema>, actor: Actor, connection: Connection): Promise<BillingDto> {
  return em.transactional(async (tx) => {
    const job = await jobToBill(tx, input.id, true);
    const inv = await invoiceOfJob(tx, job, input.invoiceId);
    assertPlanned(inv);
    if (inv.kind === 'final') throw new TRPCError({ code: 'CONFLICT', message: 'Sluttfakturaen regnes ut av det som er avtalt og fakturert. Slett den og lag den på nytt om noe har endret seg.' });
    const [orders, invoices] = await Promise.all([acceptedOrders(tx, job), invoicesOf(tx, job)]);
    const s = billingSums(job, orders, invoices);
    let lines: InvoiceLine[];
    if (inv.kind === 'deposit') {
      if (input.share.measure === 'lines') throw new TRPCError({ code: 'BAD_REQUEST', message: billingErrors.depositLines });
      lines = [{ text: input.text ?? `Forskudd: ${shareText(input.share)}`, amount: shareAmount(input.share, quoteTotals(job.quote.lines).total) }];
    } else lines = progressLines(shareLines(input.share, s.agreed, lineChoices(job, orders, invoices, inv), input.text), invoices, inv);
    const total = sumKr(lines.map((l) => l.amount));
    assertWithin(total, sumKr([s.left, inv.total]));
    const from = inv.total;
    inv.share = input.share;
    inv.total = total;
    inv.lines = lines;
    await tx.flush();
    if (from !== total) logActivity(tx, actor, { action: 'update', entityType: 'invoice', entityId: inv.id, label: label(job, inv.kind), details: { total: { from, to: total } } });
    return toBillingDto(tx, job, connection);
  });
}

/** Takes a planned invoice out of the plan; the job's log keeps that it was there. */
export async function removePlanned(em: EntityManager, input: { id: number; invoiceId: number }, actor: Actor, connection: Connection): Promise<BillingDto> {
  return em.transactional(async (tx) => {
    const job = await jobToBill(tx, input.id, true);
    const inv = await invoiceOfJob(tx, job, input.invoiceId);
    // A planned invoice, or one the accounting system refused (it was never made there).
    if (inv.state !== 'failed') assertPlanned(inv);
    tx.remove(inv);
    await tx.flush();
    logActivity(tx, actor, { action: 'update', entityType: 'job', entityId: job.id, label: job.enquiry.reference, details: { invoiceRemoved: { from: `${invoiceKindLabels[inv.kind]} ${formatKr(inv.total)}`, to: null } } });
    return toBillingDto(tx, job, connection);
  });
}

/** Why the final invoice cannot be made now, or null. */
function finalBlocker(job: Job, invoices: Invoice[], s: ReturnType<typeof billingSums>): string | null {
  if (!['done', 'handed_over', 'paid'].includes(job.enquiry.status)) return billingErrors.finalTooEarly;
  if (invoices.some((i) => i.state === 'planned' || i.state === 'failed')) return billingErrors.finalPlannedFirst;
  if (invoices.some((i) => i.state === 'pending')) return billingErrors.underway;
  const finals = invoices.filter((i) => i.kind === 'final');
  if (finals.some((f) => creditedOn(f, invoices) < f.total)) return billingErrors.finalExists;
  if (s.left <= 0) return billingErrors.nothingLeft;
  return null;
}

/**
 * The final invoice (sluttfaktura) for the rest, § 36: the contract and each accepted change order as
 * their own lines, less each invoice sent before (net of its credit notes), so the customer can see
 * how the price was made up.
 */
export async function planFinal(em: EntityManager, enquiryId: number, actor: Actor, connection: Connection): Promise<BillingDto> {
  return em.transactional(async (tx) => {
    const job = await jobToBill(tx, enquiryId, true);
    const [orders, invoices] = await Promise.all([acceptedOrders(tx, job), invoicesOf(tx, job)]);
    const s = billingSums(job, orders, invoices);
    const blocked = finalBlocker(job, invoices, s);
    if (blocked) throw new TRPCError({ code: 'CONFLICT', message: blocked });
    const contract = quoteTotals(job.quote.lines).total;
    const lines: InvoiceLine[] = [
      { text: `Oppdraget etter tilbud ${job.enquiry.reference} v${job.quote.version}${job.quote.priceType === 'estimate' ? ' (prisoverslag)' : ' (fastpris)'}`, amount: contract },
      ...orders.map((o) => ({ text: `Endring ${o.number}: ${o.reason}`, amount: quoteTotals(o.lines).total })),
    ];
    // A prisoverslag held to its limit: what passes it is not invoiced (§ 32).
    const agreedLines = sumKr(lines.map((l) => l.amount));
    if (agreedLines > s.ceiling) lines.push({ text: 'Fradrag: over den avtalte prisrammen', amount: sumKr([s.ceiling, -agreedLines]) });
    for (const i of invoices.filter((x) => x.state === 'invoiced' && x.kind !== 'credit')) {
      const net = sumKr([i.total, -creditedOn(i, invoices)]);
      if (net > 0) lines.push({ text: `Fakturert tidligere: ${invoiceKindLabels[i.kind].toLowerCase()}${i.invoiceNumber ? ` (faktura ${i.invoiceNumber})` : ''}`, amount: -net });
    }
    const total = sumKr(lines.map((l) => l.amount));
    const inv = tx.create(Invoice, { job, kind: 'final', lines, total });
    await tx.flush();
    logActivity(tx, actor, { action: 'create', entityType: 'invoice', entityId: inv.id, label: label(job, 'final'), details: { kind: { to: 'final' }, total: { to: total } } });
    return toBillingDto(tx, job, connection);
  });
}

/** Marked invoiced by hand: the number and the dates from the company's own accounting system. */
export async function markInvoiced(em: EntityManager, input: z.output<typeof invoiceMarkSchema>, actor: Actor, connection: Connection): Promise<BillingDto> {
  return em.transactional(async (tx) => {
    const job = await jobToBill(tx, input.id, true);
    const inv = await invoiceOfJob(tx, job, input.invoiceId);
    if (inv.state !== 'planned') throw new TRPCError({ code: 'CONFLICT', message: 'Fakturaen er allerede fakturert.' });
    Object.assign(inv, { state: 'invoiced', invoiceNumber: input.invoiceNumber, issueDate: input.issueDate, dueDate: input.dueDate, invoicedAt: new Date(), share: null });
    await tx.flush();
    logActivity(tx, actor, { action: 'update', entityType: 'invoice', entityId: inv.id, label: label(job, inv.kind), details: { state: { from: 'planned', to: 'invoiced' }, invoiceNumber: { from: null, to: input.invoiceNumber }, total: { from: inv.total, to: inv.total } } });
    await settle(tx, job, actor);
    return toBillingDto(tx, job, connection);
  });
}

/** The task that makes (or credits) an invoice in the accounting system: one per invoice, one at a time across instances. */
export const ACCOUNTING_TASK = 'accounting_invoice';
export const ACCOUNTING_QUEUE = 'accounting';
export async function queueAccountingTask(tx: EntityManager, inv: Invoice): Promise<void> {
  await addTask(tx, ACCOUNTING_TASK, { invoiceId: inv.id }, { queueName: ACCOUNTING_QUEUE, jobKey: `${ACCOUNTING_TASK}:${inv.id}`, maxAttempts: 12 });
}

/**
 * «Lag i Fiken»: the planned invoice is recorded as to be made (dated today, due after the company's
 * payment days) in this transaction, and the task makes it there, sent by the system's own channels
 * or kept as a draft for the owner to check.
 */
export async function issueInvoice(em: EntityManager, input: z.output<typeof invoiceIssueSchema>, actor: Actor, connection: Connection): Promise<BillingDto> {
  if (!connection) throw new TRPCError({ code: 'CONFLICT', message: billingErrors.noConnection });
  return em.transactional(async (tx) => {
    const job = await jobToBill(tx, input.id, true);
    const inv = await invoiceOfJob(tx, job, input.invoiceId);
    assertPlanned(inv);
    const today = todayInOslo();
    const { invoiceDueDays } = await getCompanyRecord(tx);
    Object.assign(inv, { state: 'pending', send: input.send, issueDate: today, dueDate: addDays(today, invoiceDueDays), share: null, error: null });
    await tx.flush();
    logActivity(tx, actor, { action: 'update', entityType: 'invoice', entityId: inv.id, label: label(job, inv.kind), details: { state: { from: 'planned', to: 'pending' } } });
    await queueAccountingTask(tx, inv);
    return toBillingDto(tx, job, connection);
  });
}

/** «Prøv igjen» on an invoice the accounting system refused: to be made again, by a new task. */
export async function retryInvoice(em: EntityManager, input: { id: number; invoiceId: number }, actor: Actor, connection: Connection): Promise<BillingDto> {
  if (!connection) throw new TRPCError({ code: 'CONFLICT', message: billingErrors.noConnection });
  return em.transactional(async (tx) => {
    const job = await jobToBill(tx, input.id, true);
    const inv = await invoiceOfJob(tx, job, input.invoiceId);
    if (inv.state !== 'failed') throw new TRPCError({ code: 'CONFLICT', message: billingErrors.notFailed });
    inv.state = 'pending';
    await tx.flush();
    logActivity(tx, actor, { action: 'update', entityType: 'invoice', entityId: inv.id, label: label(job, inv.kind), details: { state: { from: 'failed', to: 'pending' } } });
    await queueAccountingTask(tx, inv);
    return toBillingDto(tx, job, connection);
  });
}

/** A payment that came in for an invoice, never more than is left on it. */
export async function registerPayment(em: EntityManager, input: z.output<typeof invoicePaymentSchema>, actor: Actor, connection: Connection): Promise<BillingDto> {
  return em.transactional(async (tx) => {
    const job = await jobToBill(tx, input.id, true);
    const inv = await invoiceOfJob(tx, job, input.invoiceId);
    if (inv.state !== 'invoiced' || inv.kind === 'credit') throw new TRPCError({ code: 'CONFLICT', message: billingErrors.notInvoiced });
    if (inv.externalId) throw new TRPCError({ code: 'CONFLICT', message: billingErrors.paymentsFromAccounting });
    const invoices = await invoicesOf(tx, job);
    const left = outstandingOn(inv, invoices);
    if (input.amount > left + 0.004) throw new TRPCError({ code: 'BAD_REQUEST', message: billingErrors.overpaid(formatKr(left)) });
    const from = inv.paidAmount;
    inv.paidAmount = sumKr([inv.paidAmount, input.amount]);
    inv.paidOn = input.paidOn;
    await tx.flush();
    logActivity(tx, actor, { action: 'update', entityType: 'invoice', entityId: inv.id, label: label(job, inv.kind), details: { paidAmount: { from, to: inv.paidAmount }, paidOn: { from: null, to: input.paidOn } } });
    await settle(tx, job, actor);
    return toBillingDto(tx, job, connection);
  });
}

/** A credit note (kreditnota) for a whole invoice or a part of it: never a deletion. */
export async function creditInvoice(em: EntityManager, input: z.output<typeof invoiceCreditSchema>, actor: Actor, connection: Connection): Promise<BillingDto> {
  return em.transactional(async (tx) => {
    const job = await jobToBill(tx, input.id, true);
    const inv = await invoiceOfJob(tx, job, input.invoiceId);
    if (inv.kind === 'credit') throw new TRPCError({ code: 'BAD_REQUEST', message: billingErrors.creditOfCredit });
    if (inv.state !== 'invoiced') throw new TRPCError({ code: 'CONFLICT', message: billingErrors.notInvoiced });
    const invoices = await invoicesOf(tx, job);
    const open = sumKr([inv.total, -creditedOn(inv, invoices)]);
    const amount = input.amount ?? open;
    if (amount <= 0 || amount > open + 0.004) throw new TRPCError({ code: 'BAD_REQUEST', message: billingErrors.creditTooLarge(formatKr(open)) });
    const of = inv.invoiceNumber ? `faktura ${inv.invoiceNumber}` : invoiceKindLabels[inv.kind].toLowerCase();
    // An invoice made in the accounting system is credited there, by the task; one made by hand is recorded as credited.
    const there = connection !== null && inv.externalId !== null;
    const note = tx.create(Invoice, {
      job,
      kind: 'credit',
      state: there ? 'pending' : 'invoiced',
      creditOf: inv,
      lines: [{ text: `Kreditering av ${of}: ${input.reason}`, amount: -amount }],
      total: -amount,
      issueDate: input.issueDate,
      invoicedAt: there ? null : new Date(),
    });
    await tx.flush();
    if (there) await queueAccountingTask(tx, note);
    logActivity(tx, actor, { action: 'create', entityType: 'invoice', entityId: note.id, label: label(job, 'credit'), details: { kind: { to: 'credit' }, total: { to: -amount }, reason: { to: input.reason } } });
    await settle(tx, job, actor);
    return toBillingDto(tx, job, connection);
  });
}

/**
 * The case's state from its money: a handed-over job with everything agreed invoiced and paid is
 * «Betalt»; one that is no longer (a credit note opened an amount again) goes back to «Overlevert».
 * Called after every change of an invoice and when the job is handed over.
 */
export async function settle(tx: EntityManager, job: Job, actor: Actor): Promise<void> {
  if (!isHandedOver(job.enquiry.status)) return;
  const [orders, invoices] = await Promise.all([acceptedOrders(tx, job), invoicesOf(tx, job)]);
  const s = billingSums(job, orders, invoices);
  const paidInFull = s.invoiced > 0 && s.left <= 0 && s.planned === 0 && s.underway === 0 && s.outstanding <= 0;
  if (paidInFull) transitionFrom(tx, job.enquiry, ['handed_over'], 'paid', actor);
  else transitionFrom(tx, job.enquiry, ['paid'], 'handed_over', actor);
  await tx.flush();
}

/** An invoice's fakturagrunnlag (PDF) and its file name. */
export async function fakturagrunnlag(em: EntityManager, enquiryId: number, invoiceId: number): Promise<{ name: string; pdf: Buffer }> {
  const job = await jobToBill(em, enquiryId);
  const inv = await invoiceOfJob(em, job, invoiceId);
  const [invoices, company, record] = await Promise.all([invoicesOf(em, job), getCompany(em), getCompanyRecord(em)]);
  const e = job.enquiry;
  const pdf = await fakturagrunnlagPdf(company, { reference: e.reference, customerName: e.name, email: e.email, address: e.address, days: deliveryDays(job) }, toInvoiceDto(inv, invoices), record.invoiceDueDays);
  return { name: fakturagrunnlagName(e.reference, inv), pdf };
}
