import type { PricingCategory } from '@shared/pricing/categories';
import type { PublicPricingParameter } from '@shared/pricing';
import type { PricingParameterDto } from '@shared/schemas/pricing';

/** The active parameters of one calculator in display order, as the public calculator receives them. */
export function activeOf(all: readonly PricingParameterDto[], type: PricingCategory): PublicPricingParameter[] {
  return all
    .filter((p) => p.category === type && p.isActive)
    .sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id)
    .map(({ parameterKey, parameterValue }) => ({ parameterKey, parameterValue }));
}
