import { calculators, type CalculatorType } from '../calculators';
import { catalogueOf, pricingCategories, type PricingCategory } from './categories';

/** A pricing parameter as seeded into the database. */
export interface DefaultPricingParameter {
  category: PricingCategory;
  parameterKey: string;
  parameterName: string;
  parameterValue: string;
  description: string;
  displayOrder: number;
  isActive: true;
}

/** Seed data: every calculator's catalogue and the general prices, display order in steps of 10 so new ones fit between. */
export const defaultPricingParameters: DefaultPricingParameter[] = pricingCategories.flatMap((category) =>
  catalogueOf(category).map((entry, index) => ({
    category,
    parameterKey: entry.key,
    parameterName: entry.label,
    parameterValue: entry.value,
    description: entry.unit === 'factor' || category === 'general' ? entry.description : `${entry.description} Beløp i kroner inkl. mva.`,
    displayOrder: (index + 1) * 10,
    isActive: true as const,
  })),
);

/** The default parameters of one category in the public shape, e.g. for previews and tests. */
export function defaultPublicParameters(category: CalculatorType): Array<{ parameterKey: string; parameterValue: string }> {
  return calculators[category].catalogue.map(({ key, value }) => ({ parameterKey: key, parameterValue: value }));
}
