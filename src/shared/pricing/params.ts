import type { TerraceMaterial } from '../schemas/calculator';

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

/** Board price keys per material, most specific first (DECISIONS.md, "Pricing parameters"). */
export const boardPriceKeys: { readonly [K in TerraceMaterial]: readonly string[] } = {
  IMPREGNATED_28X120_KL1: ['impregnated_28x120_kl1_price_per_sqm', 'base_price_per_sqm'],
  IMPREGNATED_28X120_KL2: ['impregnated_28x120_kl2_price_per_sqm', 'base_price_per_sqm'],
  IMPREGNATED_28X145: ['impregnated_28x145_price_per_sqm', 'base_price_per_sqm'],
  IMPREGNATED_21X095: ['impregnated_21x095_price_per_sqm', 'base_price_per_sqm'],
  ROYAL_GREY: ['royal_grey_price_per_sqm', 'royal_price_per_sqm', 'base_price_per_sqm'],
  ROYAL_BROWN: ['royal_brown_price_per_sqm', 'royal_price_per_sqm', 'base_price_per_sqm'],
  OTHER: ['base_price_per_sqm'],
};

/** Board price per m² for a material, following its fallback chain. */
export function boardPricePerSqm(params: PricingParams, material: TerraceMaterial): number {
  return params.first(...boardPriceKeys[material]);
}

/** Multiplier on the step price for Royal boards when `royal_stairs_multiplier` is missing. */
export const DEFAULT_ROYAL_STAIRS_MULTIPLIER = 1.5;

export const royalMaterials: readonly TerraceMaterial[] = ['ROYAL_GREY', 'ROYAL_BROWN'];

/**
 * Step price multiplier: the parameter for Royal boards, else 1. An explicit 0 is kept; a missing,
 * non-numeric or negative one gives the default 1.5.
 */
export function stairsMultiplier(params: PricingParams, material: TerraceMaterial): number {
  if (!royalMaterials.includes(material)) return 1;
  return params.lookup('royal_stairs_multiplier') ?? DEFAULT_ROYAL_STAIRS_MULTIPLIER;
}
