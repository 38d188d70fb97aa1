import { formatNok, formatQuantity } from '../pricing/format';
import { readParams, usableValue, type PublicPricingParameter } from '../pricing/params';
import { priceUnits, type CatalogueEntry } from './definition';
import { catalogueOf, type PricingCategory } from '../pricing/categories';

/**
 * The price screen's words for a price: its value as the carpenter reads it («3 300 kr per m²»,
 * whatever spacing was typed) and which prices stand in for one another.
 */

const entryOf = (type: PricingCategory, key: string): CatalogueEntry | undefined => catalogueOf(type).find((e) => e.key === key);

/** Whole kroner with Norwegian grouping, a price with øre with a decimal comma. */
const amount = (n: number) => (Number.isInteger(n) ? formatNok(n) : formatQuantity(n));

/**
 * A parameter's value as shown: «3 300 kr per m²», «4 500 kr (fast pris)», «faktor 1,5». A parameter
 * the owner added has no unit of its own: a number is grouped, any other text shown as typed.
 */
export function priceValueText(type: PricingCategory, key: string, raw: string): string {
  const value = usableValue(raw);
  if (value === undefined) return raw.trim();
  const entry = entryOf(type, key);
  if (!entry) return amount(value);
  return entry.unit === 'factor' ? `faktor ${formatQuantity(value)}` : `${amount(value)} ${priceUnits[entry.unit]}`;
}

/** The prices that fall back on `key` when they have no usable value of their own, directly or further down their chain. */
export function standsInFor(type: PricingCategory, key: string): CatalogueEntry[] {
  return catalogueOf(type).filter((e) => e.fallback?.keys?.includes(key));
}

/**
 * What the screen says about a price's fallbacks, where it is edited and in the table:
 * - `fallsBackTo`: «Mangler den eller er slått av, brukes …» for a price with a fallback chain;
 * - `standsIn`: which prices use this one while they have none of their own, and which do so now.
 * Null where there is nothing to say.
 */
export function fallbackNotes(
  type: PricingCategory,
  key: string,
  active: ReadonlyArray<PublicPricingParameter>,
): { fallsBackTo: string | null; standsIn: string | null } {
  const entry = entryOf(type, key);
  const params = readParams(active);
  const name = (k: string) => `«${entryOf(type, k)?.label ?? k}»`;
  let fallsBackTo: string | null = null;
  if (entry?.fallback?.keys?.length) {
    fallsBackTo = `Mangler prisen eller er den slått av, bruker kalkulatoren ${entry.fallback.keys.map(name).join(', og deretter ')}.`;
  } else if (entry?.fallback?.value !== undefined) {
    fallsBackTo = `Mangler verdien eller er den slått av, bruker kalkulatoren ${formatQuantity(entry.fallback.value)}.`;
  }
  const dependants = standsInFor(type, key);
  let standsIn: string | null = null;
  if (dependants.length) {
    const now = dependants.filter((d) => params.lookup(d.key) === undefined);
    standsIn =
      `Reservepris for ${dependants.map((d) => name(d.key)).join(', ')} når de mangler egen pris.` +
      (now.length ? ` Brukes nå for ${now.map((d) => name(d.key)).join(', ')}.` : ' Alle disse har egen pris nå.');
  }
  return { fallsBackTo, standsIn };
}

/** The table's short form of the same: «Mangler den: Royal … (felles) → Grunnpris …», «Reservepris for 2 priser». */
export function fallbackShortNotes(
  type: PricingCategory,
  key: string,
  active: ReadonlyArray<PublicPricingParameter>,
): { fallsBackTo: string | null; standsIn: string | null } {
  const entry = entryOf(type, key);
  const params = readParams(active);
  const label = (k: string) => entryOf(type, k)?.label ?? k;
  const fallsBackTo = entry?.fallback?.keys?.length
    ? `Mangler den: ${entry.fallback.keys.map(label).join(' → ')}`
    : entry?.fallback?.value !== undefined
      ? `Mangler den: ${formatQuantity(entry.fallback.value)}`
      : null;
  const dependants = standsInFor(type, key);
  const now = dependants.filter((d) => params.lookup(d.key) === undefined);
  const standsIn = dependants.length
    ? `Reservepris for ${dependants.length} ${dependants.length === 1 ? 'annen pris' : 'andre priser'}` + (now.length ? `, brukes nå for ${now.map((d) => label(d.key)).join(', ')}` : '')
    : null;
  return { fallsBackTo, standsIn };
}
