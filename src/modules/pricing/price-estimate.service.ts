import type { EntityManager } from '@mikro-orm/postgresql';
import { plainInput, type CalculatorInputs, type CalculatorType } from '../../shared/calculators';
import { estimate } from '../../shared/pricing';
import type { EstimateResult } from '../../shared/pricing/format';
import type { StoredEstimate } from '../../shared/schemas/enquiry';
import { publicParameters } from './pricing.service';

/** Prices parsed calculator input with the category's active parameters right now. */
export async function serverEstimate<T extends CalculatorType>(em: EntityManager, type: T, input: CalculatorInputs[T]): Promise<EstimateResult<T>> {
  return estimate(type, input, await publicParameters(em, type));
}

/**
 * The estimate to store with an inspection request. Only the visitor's choices come from the
 * client; total and lines are always the server's own, so nobody can plant a price the company
 * would take for the customer's. The total the visitor saw is kept beside it for comparison:
 * parameters can change in between (the calculator caches them for up to 60 s).
 */
export async function estimateToStore(
  em: EntityManager,
  attached: { type: CalculatorType; input: CalculatorInputs[CalculatorType]; shownTotal?: number | undefined },
  now: Date = new Date(),
): Promise<StoredEstimate> {
  const result = await serverEstimate(em, attached.type, attached.input);
  return {
    type: attached.type,
    input: plainInput(attached.input),
    total: result.total,
    lines: result.lines,
    computedAt: now.toISOString(),
    ...(attached.shownTotal === undefined ? {} : { shownTotal: attached.shownTotal }),
  };
}
