/** One line of an estimate breakdown. Amounts are whole NOK including mva. */
export interface EstimateLine {
  label: string;
  amount: number;
  note?: string;
  /** Set on a line counted per unit («20 m² × 2 400 kr»), so a quote made from it keeps the count. */
  quantity?: number;
  unit?: string;
  /** NOK incl. mva per unit, to the øre; quantity × unitPrice rounds to `amount`. */
  unitPrice?: number;
}

/** A computed estimate: `total` is exactly the sum of the line amounts. */
export interface EstimateResult<T extends string = string> {
  type: T;
  total: number;
  lines: EstimateLine[];
}

// Built on first use: loading a locale's number data costs a phone tens of milliseconds, and the
// pages that import this module (the calculator, the contact page) only format after a click.
let nokFormat: Intl.NumberFormat | undefined;
let quantityFormat: Intl.NumberFormat | undefined;

/**
 * Whole kroner with nb-NO digit grouping, e.g. 123456 → '123 456'.
 * The group separator is a non-breaking space (U+00A0), as Intl produces it.
 */
export function formatNok(n: number): string {
  nokFormat ??= new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });
  return nokFormat.format(n);
}

/** A quantity with up to two decimals and a decimal comma, e.g. 12.5 → '12,5'. */
export function formatQuantity(n: number): string {
  quantityFormat ??= new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2 });
  return quantityFormat.format(n);
}

/** Rounds to whole kroner; never returns -0 or NaN. */
export function roundKr(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const rounded = Math.round(amount);
  return rounded === 0 ? 0 : rounded;
}

/** An input value as a usable quantity: empty (undefined), NaN or negative counts as 0. */
export function qty(value: number | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** Builds a line with its amount rounded to whole kroner. */
export function line(label: string, amount: number, note?: string): EstimateLine {
  return note === undefined ? { label, amount: roundKr(amount) } : { label, amount: roundKr(amount), note };
}

/** 'Antall × pris' note, e.g. '3 stk × 1 500 kr'. */
export function unitNote(quantity: number, unit: string, price: number): string {
  return `${formatQuantity(quantity)} ${unit} × ${formatQuantity(price)} kr`;
}

/** A line counted per unit: quantity × price, with the 'antall × pris' note and the count kept. */
export function unitLine(label: string, quantity: number, unit: string, unitPrice: number, note = unitNote(quantity, unit, unitPrice)): EstimateLine {
  return { ...line(label, quantity * unitPrice, note), quantity, unit, unitPrice: Math.round(unitPrice * 100) / 100 };
}
