import { readParams, usableValue, type PublicPricingParameter } from '../pricing/params';
import type { EstimateLine } from '../pricing/format';
import type { CatalogueEntry } from './definition';
import { calculators, type CalculatorInputs, type CalculatorType } from './index';
import { catalogueOf, type PricingCategory } from '../pricing/categories';

/**
 * What a price change does to estimates, for the price screen and the dashboard. Works on the
 * active parameter list of one calculator, as the public calculator receives it.
 */

/** The catalogue entry of a key, or undefined for a parameter the owner added. */
export function catalogueEntry(type: PricingCategory, key: string): CatalogueEntry | undefined {
  return catalogueOf(type).find((e) => e.key === key);
}

/** Required prices that have no active value above 0: the calculator prices some line at 0 kr. */
export function missingRequiredPrices(type: CalculatorType, active: ReadonlyArray<PublicPricingParameter>): CatalogueEntry[] {
  const params = readParams(active);
  return calculators[type].catalogue.filter((e) => e.required && !((params.lookup(e.key) ?? 0) > 0));
}

/** The active list with one parameter changed: a new value, or left out (null: switched off). */
export function withChange(
  active: ReadonlyArray<PublicPricingParameter>,
  key: string,
  value: string | null,
): PublicPricingParameter[] {
  const rest = active.filter((p) => p.parameterKey !== key);
  return value === null ? rest : [{ parameterKey: key, parameterValue: value }, ...rest];
}

/**
 * Whether an example's lines read a key under the given prices: priced with two different values for
 * it, the lines differ (the indexes of those that do). A price that only stands in for another one
 * (Royal felles while grå and brun have their own) is read by no example until that one is missing.
 */
function linesUsing<T extends CalculatorType>(type: T, example: CalculatorInputs[T], params: ReadonlyArray<PublicPricingParameter>, key: string): number[] {
  const calculator = calculators[type];
  const a = calculator.lines(example, readParams(withChange(params, key, '1000')));
  const b = calculator.lines(example, readParams(withChange(params, key, '2000')));
  return a.flatMap((line, i) => (line.amount !== b[i]?.amount ? [i] : []));
}

/** The example input of a calculator that uses a key with these prices (the first example when none does). */
function exampleFor<T extends CalculatorType>(type: T, params: ReadonlyArray<PublicPricingParameter>, key?: string): CalculatorInputs[T] {
  const calculator = calculators[type];
  if (key === undefined) return calculator.examples[0];
  return calculator.examples.find((ex) => linesUsing(type, ex, params, key).length > 0) ?? calculator.examples[0];
}

/**
 * The estimate lines that would be priced at 0 kr after a change although they cost something now,
 * over all the calculator's example inputs; labels without duplicates. Empty when nothing drops.
 */
export function linesDroppingToZero<T extends CalculatorType>(
  type: T,
  active: ReadonlyArray<PublicPricingParameter>,
  key: string,
  value: string | null,
): string[] {
  const calculator = calculators[type];
  const before = readParams(active);
  const after = readParams(withChange(active, key, value));
  const labels = new Set<string>();
  for (const example of calculator.examples) {
    const now = calculator.lines(example, before);
    const next = calculator.lines(example, after);
    now.forEach((line, i) => {
      if (line.amount > 0 && next[i]?.amount === 0) labels.add(line.label);
    });
  }
  return [...labels];
}

/** Whether a value can be used as a price at all (a number ≥ 0, '1 500' and '1500,5' included). */
export function isPriceValue(value: string): boolean {
  return usableValue(value) !== undefined;
}

/**
 * An example estimate for the price screen: the example's input rows and its lines with the given
 * prices. With a key, the example is one that reads that price under `choosing` (the prices now, so
 * the example stays the same while a new value is typed), and `using` lists the lines that read it.
 */
export function exampleEstimate<T extends CalculatorType>(
  type: T,
  params: ReadonlyArray<PublicPricingParameter>,
  key?: string,
  choosing: ReadonlyArray<PublicPricingParameter> = params,
): { rows: string[]; lines: EstimateLine[]; total: number; using: number[] } {
  const calculator = calculators[type];
  const input = exampleFor(type, choosing, key);
  const lines = calculator.lines(input, readParams(params));
  const using = key === undefined ? [] : linesUsing(type, input, choosing, key);
  return { rows: calculator.summaryRows(input), lines, total: lines.reduce((s, l) => s + l.amount, 0), using };
}
