import { type CalculatorInputs, calculators, type CalculatorType } from '../calculators';
import type { EstimateResult } from './format';
import { type PublicPricingParameter, readParams } from './params';

export { formatNok, formatQuantity, roundKr, type EstimateLine, type EstimateResult } from './format';
export { parseDecimal, readParams, usableValue, type PricingParams, type PublicPricingParameter } from './params';
export { summarizeEstimate } from './summary';

/**
 * Computes a price estimate. `params` is the public parameter list of the type's category
 * (missing data counts as 0). Every line is in whole NOK incl. mva; `total` is their exact sum.
 */
export function estimate<T extends CalculatorType>(
  type: T,
  input: CalculatorInputs[T],
  params: ReadonlyArray<PublicPricingParameter> | null | undefined,
): EstimateResult<T> {
  const lines = calculators[type].lines(input, readParams(params ?? []));
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  return { type, total, lines };
}
