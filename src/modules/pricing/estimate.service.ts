import type { EntityManager } from '@mikro-orm/postgresql';
import { estimate, type EstimateResult } from '../../shared/pricing';
import { plainInput, type CalculatorType, type EstimateRequest } from '../../shared/schemas/calculator';
import type { StoredEstimate } from '../../shared/schemas/enquiry';
import { publicParameters } from './pricing.service';

/** Prices parsed calculator input with the category's active parameters right now. */
export async function serverEstimate(em: EntityManager, request: EstimateRequest): Promise<EstimateResult<CalculatorType>> {
  const params = await publicParameters(em, request.type);
  return estimate<CalculatorType>(request.type, request.input, params);
}

/**
 * The estimate to store with an inspection request. Only the visitor's choices come from the
 * client; total and lines are always the server's own, so nobody can plant a price the company
 * would take for the customer's. The total the visitor saw is kept beside it for comparison:
 * parameters can change in between (the calculator caches them for up to 60 s).
 */
export async function estimateToStore(
  em: EntityManager,
  attached: EstimateRequest & { shownTotal?: number | undefined },
  now: Date = new Date(),
): Promise<StoredEstimate> {
  const result = await serverEstimate(em, attached);
  return {
    type: attached.type,
    input: plainInput(attached.input),
    total: result.total,
    lines: result.lines,
    computedAt: now.toISOString(),
    ...(attached.shownTotal === undefined ? {} : { shownTotal: attached.shownTotal }),
  };
}
