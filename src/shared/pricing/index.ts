import type { CalculatorInputs, CalculatorType, EstimateRequest } from '../schemas/calculator';
import { bathroomLines } from './bathroom';
import { doorLines } from './door';
import type { EstimateLine, EstimateResult } from './format';
import { kitchenLines } from './kitchen';
import { readParams, type PricingParams, type PublicPricingParameter } from './params';
import { terraceLines } from './terrace';
import { trimLines } from './trim';

export { bathroomLines } from './bathroom';
export { defaultPricingParameters, defaultPublicParameters, type DefaultPricingParameter } from './catalogue';
export { doorLines } from './door';
export { formatNok, formatQuantity, roundKr, type EstimateLine, type EstimateResult } from './format';
export { kitchenLines } from './kitchen';
export * from './labels';
export { bathroomInfo, calculatorMeta, type CalculatorMeta } from './meta';
export * from './params';
export { summarizeEstimate } from './summary';
export { fasteningFactors, foundationPriceKeys, terraceLines, terraceMaterialName } from './terrace';
export { trimLines } from './trim';

function linesFor(request: EstimateRequest, params: PricingParams): EstimateLine[] {
  switch (request.type) {
    case 'terrace':
      return terraceLines(request.input, params);
    case 'trim':
      return trimLines(request.input, params);
    case 'kitchen':
      return kitchenLines(request.input, params);
    case 'door':
      return doorLines(request.input, params);
    case 'bathroom':
      return bathroomLines(request.input, params);
    default:
      return [];
  }
}

/**
 * Computes a price estimate. `params` is the public parameter list of the type's category
 * (missing data counts as 0). Every line is in whole NOK incl. mva; `total` is their exact sum.
 */
export function estimate<T extends CalculatorType>(
  type: T,
  input: CalculatorInputs[T],
  params: ReadonlyArray<PublicPricingParameter> | null | undefined,
): EstimateResult<T> {
  const lines = linesFor({ type, input } as EstimateRequest, readParams(params ?? []));
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  return { type, total, lines };
}

/** Same as `estimate`, for a parsed `estimateRequestSchema` value. */
export function estimateRequest(
  request: EstimateRequest,
  params: ReadonlyArray<PublicPricingParameter> | null | undefined,
): EstimateResult<CalculatorType> {
  return estimate<CalculatorType>(request.type, request.input, params);
}
