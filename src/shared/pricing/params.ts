/** The public parameter list shape served by GET /api/pricing/{type}. */
export interface PublicPricingParameter {
  parameterKey: string;
  parameterValue: string;
}

/**
 * Parses a parameter value as a decimal number.
 * Accepts '1500', '1500.5', '-20', Norwegian '1500,5' and digit grouping with spaces ('1 500',
 * including non-breaking spaces). Returns undefined for anything else ('', 'abc', '1e3', '1.500,5').
 */
export function parseDecimal(value: string): number | undefined {
  let text = value.trim().replace(/(\d)[\s\u00a0\u202f]+(?=\d)/g, '$1');
  if (text.includes(',')) {
    if (text.includes('.') || text.indexOf(',') !== text.lastIndexOf(',')) return undefined;
    text = text.replace(',', '.');
  }
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** Read access to one category's parameters. */
export interface PricingParams {
  /** The value of a key, or undefined when the key is missing, non-numeric or negative. */
  lookup(key: string): number | undefined;
  /** The value of a key; missing, non-numeric or negative counts as 0. */
  get(key: string): number;
  /** The first of the keys that has a usable value (a fallback chain), else 0. */
  first(...keys: readonly string[]): number;
}

/**
 * A parameter value as the engine uses it. Every parameter is a price or a multiplier, and none of
 * them can sensibly be negative: a value below 0 (a typo such as '-500') counts as missing, like
 * a non-numeric one, so no line and no total can ever go below 0.
 */
export function usableValue(value: unknown): number | undefined {
  const n = typeof value === 'string' ? parseDecimal(value) : undefined;
  return n === undefined || n < 0 ? undefined : n + 0; // + 0 turns -0 into 0
}

export function readParams(list: ReadonlyArray<PublicPricingParameter>): PricingParams {
  const values = new Map<string, number | undefined>();
  for (const { parameterKey, parameterValue } of list) {
    // Keys are unique per category; should a list repeat one, the first entry wins.
    if (!values.has(parameterKey)) {
      values.set(parameterKey, usableValue(parameterValue));
    }
  }
  const lookup = (key: string): number | undefined => values.get(key);
  return {
    lookup,
    get: (key) => lookup(key) ?? 0,
    first: (...keys) => {
      for (const key of keys) {
        const v = lookup(key);
        if (v !== undefined) return v;
      }
      return 0;
    },
  };
}
