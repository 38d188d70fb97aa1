import { EntitySchema } from '@mikro-orm/core';
import { pricingCategories, type PricingCategory } from '../../shared/pricing/categories';

export class PricingParameter {
  id!: number;
  category!: PricingCategory;
  parameterKey!: string;
  parameterName!: string;
  parameterValue!: string;
  description: string | null = null;
  displayOrder = 0;
  isActive = true;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const PricingParameterSchema = new EntitySchema<PricingParameter>({
  class: PricingParameter,
  tableName: 'pricing_parameter',
  // A key is unique within its calculator: base_price_per_sqm exists for terrace and bathroom.
  uniques: [{ name: 'pricing_parameter_category_key_unique', properties: ['category', 'parameterKey'] }],
  checks: [
    { name: 'pricing_parameter_key_format', expression: "parameter_key ~ '^[a-z][a-z0-9_]*$'" },
    { name: 'pricing_parameter_display_order_non_negative', expression: 'display_order >= 0' },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    category: { enum: true, items: () => [...pricingCategories], type: 'string' },
    parameterKey: { type: 'string', length: 100 },
    parameterName: { type: 'string', length: 200 },
    parameterValue: { type: 'string', length: 100 },
    description: { type: 'text', nullable: true },
    displayOrder: { type: 'integer', default: 0 },
    isActive: { type: 'boolean', default: true },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
