import type { CatalogueEntry } from '../calculators/definition';
import { calculators } from '../calculators';
import { calculatorMeta } from '../calculators/meta';
import { calculatorTypes, type CalculatorType } from '../calculators/types';

/**
 * The categories of pricing parameters: one per calculator, and `general` for the prices that hold for
 * every job (hour rate, travel surcharge, minimum price). The price list (/priser) shows the general
 * ones; the calculators never read them.
 */
export const pricingCategories = [...calculatorTypes, 'general'] as const;
export type PricingCategory = (typeof pricingCategories)[number];

export const isCalculatorCategory = (c: PricingCategory): c is CalculatorType => c !== 'general';

/**
 * The general prices, seeded like a calculator's catalogue and protected the same way (fixed keys, a
 * number ≥ 0, never deleted). Values are NOK incl. 25 % mva, Trondheim 2026; the owner tunes them.
 */
export const generalCatalogue: readonly CatalogueEntry[] = [
  {
    key: 'hour_rate',
    label: 'Timepris',
    unit: 'hour',
    value: '850',
    description: 'Pris per time for arbeid som ikke har fast pris, per snekker.',
    required: true,
  },
  {
    key: 'travel_surcharge',
    label: 'Reisetillegg utenfor Trondheim',
    unit: 'fixed',
    per: 'workday',
    value: '450',
    description: 'Tillegg per arbeidsdag for oppdrag utenfor Trondheim kommune (kjøring og reisetid). Innenfor Trondheim er kjøring inkludert.',
    required: false,
  },
  {
    key: 'minimum_price',
    label: 'Minstepris per oppdrag',
    unit: 'fixed',
    value: '1500',
    description: 'Det minste et oppdrag koster, også når jobben tar kortere tid.',
    required: false,
  },
];

/** The catalogue of one category: the prices with fixed keys that the site reads. */
export function catalogueOf(category: PricingCategory): readonly CatalogueEntry[] {
  return isCalculatorCategory(category) ? calculators[category].catalogue : generalCatalogue;
}

/** The short Norwegian name of a category, for tabs and selectors. */
export function pricingCategoryLabel(category: PricingCategory): string {
  return isCalculatorCategory(category) ? calculatorMeta[category].label : 'Timepriser og tillegg';
}
