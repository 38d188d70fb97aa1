/**
 * The one list of calculator types. Everything keyed by calculator (the registry in ./index.ts, the
 * page texts in ./meta.ts, the price categories in the database) is typed against it, so a type added
 * here without its folder does not compile.
 */
export const calculatorTypes = ['terrace', 'trim', 'kitchen', 'door', 'bathroom'] as const;
export type CalculatorType = (typeof calculatorTypes)[number];

/** Short Norwegian name, heading, intro and search text of one calculator page. */
export interface CalculatorMeta {
  /** Short name for tabs and selectors. */
  label: string;
  /** Heading above the calculator. */
  title: string;
  /** One or two sentences under the heading. */
  description: string;
  /** A longer paragraph for search engines and readers who want more context. */
  seoText: string;
}
