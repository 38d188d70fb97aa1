import { EntitySchema } from '@mikro-orm/core';
import { calculatorTypes, type CalculatorType } from '../../shared/calculators/types';
import type { EstimateLine } from '../../shared/pricing/format';
import type { PublicPricingParameter } from '../../shared/pricing/params';

/**
 * An estimate a visitor saved from the calculator, kept behind an unguessable link. Priced by the
 * server when saved, with the parameters of that moment stored beside it: a later price change
 * never changes what the customer was shown.
 */
export class SavedEstimate {
  id!: number;
  /** base64url of 16 random bytes: the only way to the estimate. */
  token!: string;
  type!: CalculatorType;
  input!: Record<string, string | number | boolean>;
  lines!: EstimateLine[];
  total!: number;
  /** The active parameters it was priced with. */
  prices!: PublicPricingParameter[];
  computedAt: Date = new Date();
}

export const SavedEstimateSchema = new EntitySchema<SavedEstimate>({
  class: SavedEstimate,
  tableName: 'saved_estimate',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    token: { type: 'string', length: 32, unique: true },
    type: { enum: true, items: () => [...calculatorTypes], type: 'string' },
    input: { type: 'json' },
    lines: { type: 'json' },
    total: { type: 'integer' },
    prices: { type: 'json' },
    computedAt: { type: 'datetime', index: true },
  },
});
