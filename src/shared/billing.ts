import type { InvoiceShare } from './schemas/billing';

// The billing plan's arithmetic, in one place: the server's limits, the quote's deposit line and the
// back office's previews all read these. Amounts are NOK incl. mva, to the øre.

const toOre = (kr: number) => Math.round(kr * 100);
/** A sum of amounts in kroner, to the øre, without a float's drift. */
export const sumKr = (xs: readonly number[]): number => xs.reduce((s, x) => s + toOre(x), 0) / 100;

/** What a share comes to: a whole percent of `base` (to the øre), or the amount itself. */
export function shareAmount(share: InvoiceShare, base: number): number {
  return share.measure === 'percent' ? Math.round(toOre(base) * share.value / 100) / 100 : share.value;
}

/**
 * Which deposits a progress invoice of `amount` carries, in order: each open deposit smaller than what is
 * still left of the invoice after the ones before it (the rest wait for a later invoice, or the final one).
 * The server makes the invoice's lines with it; the owner's preview shows what the customer will pay.
 */
export function carryDeposits<D extends { amount: number }>(amount: number, deposits: readonly D[]): D[] {
  const carried: D[] = [];
  let left = amount;
  for (const deposit of deposits) {
    if (deposit.amount >= left) continue;
    carried.push(deposit);
    left = sumKr([left, -deposit.amount]);
  }
  return carried;
}

/** The mva in an amount that includes 25 % mva: 20 % of it, to the øre. */
export const vatIn = (amount: number): number => Math.round(toOre(amount) * 0.2) / 100;

/** The quote's deposit as the customer reads it before accepting (page, PDF, mail): one text. */
export function depositText(d: { measure: 'percent' | 'amount'; value: number; amount: number }, formatKr: (n: number) => string): string {
  const what = d.measure === 'percent' ? `${d.value} % av totalen, ${formatKr(d.amount)} inkl. mva` : `${formatKr(d.amount)} inkl. mva`;
  return `Forskudd: ${what}, faktureres når tilbudet er akseptert. Forskuddet trekkes fra på neste faktura.`;
}

export const invoiceStandings = ['planned', 'pending', 'draft', 'failed', 'invoiced', 'overdue', 'paid', 'credited', 'credit'] as const;
export type InvoiceStanding = (typeof invoiceStandings)[number];

/**
 * Where an invoice stands as the owner and the customer read it: planned; being made in the accounting
 * system (or a draft there, or refused); invoiced, overdue (past its due date with money outstanding),
 * paid, wholly credited; or a credit note itself.
 */
export function invoiceStanding(
  inv: { kind: string; state: string; total: number; outstanding: number; credited?: number; dueDate: string | null; draft?: boolean },
  today: string,
): InvoiceStanding {
  if (inv.state === 'failed') return 'failed';
  if (inv.state === 'pending') return inv.draft ? 'draft' : 'pending';
  if (inv.kind === 'credit') return 'credit';
  if (inv.state === 'planned') return 'planned';
  if (inv.credited !== undefined && inv.credited >= inv.total) return 'credited';
  if (inv.outstanding <= 0) return 'paid';
  return inv.dueDate && inv.dueDate < today ? 'overdue' : 'invoiced';
}
