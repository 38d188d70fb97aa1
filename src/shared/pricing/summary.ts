import { type CalculatorInputs, calculators, type CalculatorType } from '../calculators';
import { type EstimateResult, formatNok } from './format';
import { savedEstimateLabel } from '../labels';
import { estimateDisclaimer, totalLabel, vatSuffix } from './labels';

/**
 * A readable Norwegian plain-text summary of the chosen inputs and the estimate, for places that
 * show an estimate as text on its own. It never goes into a customer's description: that field is
 * for their own words, with the estimate beside it.
 */
export function summarizeEstimate<T extends CalculatorType>(
  type: T,
  input: CalculatorInputs[T],
  result: EstimateResult,
): string {
  const calculator = calculators[type];
  const rows = result.lines.map((l) => `- ${l.label}: ${l.note === 'Inkludert' ? 'Inkludert' : `${formatNok(l.amount)} kr`}`);
  return [
    `Priskalkulator: ${calculator.meta.label}`,
    ...calculator.summaryRows(input),
    '',
    `${savedEstimateLabel}:`,
    ...rows,
    '',
    `${totalLabel}: ${formatNok(result.total)} kr ${vatSuffix}`,
    estimateDisclaimer,
  ].join('\n');
}
