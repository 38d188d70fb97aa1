import type { z } from 'zod';
import type { InspectionProjectType } from '../domain';
import type { CalculatorMeta } from '.';
import type { EstimateLine } from '../pricing/format';
import type { PricingParams } from '../pricing/params';

/** How a price is counted; shown next to its value on the price screen. */
export const priceUnits = {
  sqm: 'kr per m²',
  meter: 'kr per meter',
  piece: 'kr per stk',
  step: 'kr per trinn',
  hour: 'kr per time',
  fixed: 'kr (fast pris)',
  factor: 'faktor',
} as const;
export type PriceUnit = keyof typeof priceUnits;

/** One price a calculator reads, as seeded and as the owner edits it. */
export interface CatalogueEntry {
  key: string;
  /** Norwegian name, the first thing the owner sees. */
  label: string;
  unit: PriceUnit;
  /** What a fixed amount is counted per, where it is not once per job (the price list says it). */
  per?: 'workday';
  /** Default value as seeded (NOK including 25 % mva, or a factor). */
  value: string;
  description: string;
  /**
   * Required: without a usable value above 0 some estimate line is priced at 0 kr. Optional prices
   * either have a fallback (`fallback`) or may sensibly be 0.
   */
  required: boolean;
  /** What the engine uses while this price is missing: other keys in order, or a fixed value. */
  fallback?: { keys?: readonly string[]; value?: number };
}

/**
 * Everything one calculator is: its form (schema, defaults, hidden-field rule, when it can
 * calculate, labels), its formula and price catalogue, its summary and its page texts.
 */
export interface CalculatorDefinition<I extends object> {
  meta: CalculatorMeta;
  /** Validates the form and the API input; the output carries every switch and choice. */
  schema: z.ZodType<I, object>;
  /** The initial form state. */
  defaults: I;
  /**
   * Fields that only matter while another choice is made. Works on raw (unparsed) input too: a
   * missing switch counts as its default.
   */
  hiddenFields(input: Readonly<Partial<Record<string, unknown>>>): string[];
  /** Whether 'Beregn pris' is enabled. */
  canCalculate(input: I): boolean;
  /** The estimate lines, each in whole NOK including mva. */
  lines(input: I, params: PricingParams): EstimateLine[];
  /** 'Label: value' rows describing the chosen inputs, for summaries. */
  summaryRows(input: I): string[];
  /** Field labels as shown next to the inputs, in form order. */
  fieldLabels: { readonly [K in keyof I & string]: string };
  /** Labels of the choices of each select field. */
  optionLabels: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Every price the formula reads, in display order. */
  catalogue: readonly CatalogueEntry[];
  /** Which kind of inspection request an estimate of this calculator belongs to. */
  inspectionProjectType: InspectionProjectType;
  /**
   * Valid example inputs that together produce every line and read every price: the first is the
   * price screen's example estimate.
   */
  examples: readonly [I, ...I[]];
}

/** Identity function that checks a definition and keeps its input type. */
export function defineCalculator<I extends object>(definition: CalculatorDefinition<I>): CalculatorDefinition<I> {
  return definition;
}
