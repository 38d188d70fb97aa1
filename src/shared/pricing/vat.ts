import type { QuoteLineInput, QuoteTotals } from '../schemas/quote';

/** 25 % mva: a price including it holds 20 % mva. */
const VAT_SHARE = 0.2;

/** Kroner to whole øre and back, so sums of many lines do not drift. */
const toOre = (kr: number) => Math.round(kr * 100);

/** A line's amount in kroner (incl. mva), to the øre. */
export function lineAmount(line: Pick<QuoteLineInput, 'quantity' | 'unitPrice'>): number {
  return toOre(line.quantity * line.unitPrice) / 100;
}

/** Total incl. mva, the mva in it and the total without, as the quote shows them. */
export function quoteTotals(lines: ReadonlyArray<Pick<QuoteLineInput, 'quantity' | 'unitPrice'>>): QuoteTotals {
  const totalOre = lines.reduce((sum, l) => sum + toOre(l.quantity * l.unitPrice), 0);
  const vatOre = Math.round(totalOre * VAT_SHARE);
  return { total: totalOre / 100, vat: vatOre / 100, totalExVat: (totalOre - vatOre) / 100 };
}

let krFormat: Intl.NumberFormat | undefined;

/** An amount in kroner for a quote: nb-NO grouping, øre only when there are any («12 500,50 kr»). */
export function formatKr(n: number): string {
  krFormat ??= new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
  const text = krFormat.format(n);
  return `${Number.isInteger(n) ? text : new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)} kr`;
}
