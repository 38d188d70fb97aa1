import { calculators, calculatorTypes } from '@shared/calculators';
import { formatNok, formatQuantity } from '@shared/pricing/format';
import { savedEstimateLabel } from '@shared/labels';
import type { StoredEstimate } from '@shared/schemas/enquiry';

/** The choice labels of every calculator's select fields, from the registry. */
const optionLabels: Readonly<Record<string, Readonly<Record<string, string>>>> = Object.assign(
  {},
  ...calculatorTypes.map((t) => calculators[t].optionLabels),
);

type InputValue = StoredEstimate['input'][string] | null | undefined;

/** An input value of an attached estimate as the visitor saw it. */
export function formatInputValue(key: string, value: InputValue): string {
  if (value === null || value === undefined || value === '') return 'Ikke oppgitt';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nei';
  if (typeof value === 'number') return formatQuantity(value);
  return optionLabels[key]?.[value] ?? value;
}

/**
 * The inputs of an attached estimate as label/value rows, in the order and with the labels of the
 * calculator form; fields the visitor left empty are left out.
 */
export function estimateInputRows(estimate: Pick<StoredEstimate, 'type' | 'input'>): Array<{ key: string; label: string; value: string }> {
  const labels: Readonly<Record<string, string>> = calculators[estimate.type]?.fieldLabels ?? {};
  const known = Object.keys(labels);
  const input: Readonly<Record<string, InputValue>> = estimate.input;
  const keys = [...known.filter((k) => k in input), ...Object.keys(input).filter((k) => !known.includes(k))];
  return keys
    .filter((key) => {
      const value = input[key];
      return value !== null && value !== undefined && value !== '';
    })
    .map((key) => ({ key, label: labels[key] ?? key, value: formatInputValue(key, input[key]) }));
}

/**
 * A note when the total the visitor saw differs from the server's: the calculator caches prices for
 * up to a minute, so a price changed in between shows up here. The server's figures are the ones
 * that count.
 */
export function shownTotalNote(estimate: Pick<StoredEstimate, 'total' | 'shownTotal'>): string | null {
  if (estimate.shownTotal === undefined || estimate.shownTotal === estimate.total) return null;
  return `Kunden fikk vist ${formatNok(estimate.shownTotal)} kr i kalkulatoren. Beløpene her er regnet ut av serveren med prisene som gjaldt da forespørselen kom inn.`;
}

/** The heading of an attached estimate: an uforpliktende estimat, never a prisoverslag (§ 32 binds only a quote). */
export const estimateHeading = (estimate: Pick<StoredEstimate, 'type'>): string =>
  `${savedEstimateLabel}: ${calculators[estimate.type]?.meta.label ?? estimate.type}`;
