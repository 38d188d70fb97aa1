import { bathroomMeta } from './bathroom/meta';
import { doorMeta } from './door/meta';
import { kitchenMeta } from './kitchen/meta';
import { terraceMeta } from './terrace/meta';
import { trimMeta } from './trim/meta';
import type { CalculatorMeta, CalculatorType } from './types';

/**
 * The page texts alone, for code every public page loads (head tags, the sitemap): importing the
 * registry would pull every schema and formula into it. The registry's `meta` is the same object.
 */
export const calculatorMeta: { readonly [K in CalculatorType]: CalculatorMeta } = {
  terrace: terraceMeta,
  trim: trimMeta,
  kitchen: kitchenMeta,
  door: doorMeta,
  bathroom: bathroomMeta,
};
