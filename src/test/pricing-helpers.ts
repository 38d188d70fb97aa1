import type { PublicPricingParameter } from '../shared/pricing/params';

/** Test helper: a public parameter list from a key → value object. */
export function paramList(values: Readonly<Record<string, string>>): PublicPricingParameter[] {
  return Object.entries(values).map(([parameterKey, parameterValue]) => ({ parameterKey, parameterValue }));
}

/** Test helper: the same object without some keys. */
export function without(values: Readonly<Record<string, string>>, ...keys: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !keys.includes(key)));
}

/** Collapses every kind of whitespace (Intl uses U+00A0 and U+202F) to a plain space. */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, ' ');
}
