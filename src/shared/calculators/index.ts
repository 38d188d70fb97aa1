import { z } from 'zod';
import { bathroom } from './bathroom';
import { door } from './door';
import type { CalculatorDefinition } from './definition';
import { calculatorMessages, lazySchema } from './fields';
import { kitchen } from './kitchen';
import { terrace } from './terrace';
import { trim } from './trim';
import { calculatorTypes, type CalculatorType } from './types';

/**
 * The calculator registry: one definition per type, each in its own folder. The engine, the
 * summaries, the form, the admin price tabs, the seed and the sitemap all read it; nothing outside
 * this folder switches on the calculator type. A new calculator is a folder and a line here (plus
 * its name in ./types.ts and ./meta.ts, which the compiler asks for).
 */
const registry = { terrace, trim, kitchen, door, bathroom };

/** Parsed input per calculator type. */
export type CalculatorInputs = { [K in CalculatorType]: (typeof registry)[K] extends CalculatorDefinition<infer I> ? I : never };

export const calculators: { readonly [K in CalculatorType]: CalculatorDefinition<CalculatorInputs[K]> } = registry;

export { calculatorTypes, type CalculatorMeta, type CalculatorType } from './types';
export { calculatorLimits, calculatorMessages, lazySchema } from './fields';
export { priceUnits, type CatalogueEntry, type CalculatorDefinition, type PriceUnit } from './definition';

export const calculatorTypeSchema = z.enum(calculatorTypes, { error: calculatorMessages.type });

/** The input schema of one calculator (each is built on its first use). */
export function calculatorInputSchema<T extends CalculatorType>(type: T): z.ZodType<CalculatorInputs[T], object> {
  return calculators[type].schema;
}

/** The initial form state of each calculator. */
export const defaultInputs = Object.fromEntries(calculatorTypes.map((t) => [t, calculators[t].defaults])) as {
  readonly [K in CalculatorType]: CalculatorInputs[K];
};

/** `{ type, input }` with the input of that type. */
export type EstimateRequest = { [K in CalculatorType]: { type: K; input: CalculatorInputs[K] } }[CalculatorType];

/**
 * An estimate request: `{ type: 'terrace', input: { area: 20, ... } }`, discriminated by `type`,
 * with `input` validated by that calculator's schema.
 */
export const estimateRequestSchema = lazySchema(
  () =>
    z.discriminatedUnion(
      'type',
      calculatorTypes.map((type) => z.object({ type: z.literal(type), input: calculators[type].schema })) as unknown as [
        z.ZodObject<{ type: z.ZodLiteral<CalculatorType>; input: z.ZodType<object, object> }>,
      ],
      { error: calculatorMessages.type },
    ) as unknown as z.ZodType<EstimateRequest, { type: CalculatorType; input: object }>,
);

/**
 * Fields that are only shown (and only matter) while another choice is made: the stair inputs
 * while stairs are on, the fence length with a fence, the material description with material
 * OTHER, the cutouts with the countertop switch, the interior subtype for interior doors.
 * Works on raw (unparsed) input too.
 */
export function hiddenFields(type: CalculatorType, input: object): string[] {
  return calculators[type].hiddenFields(input as Partial<Record<string, unknown>>);
}

/**
 * The input without its hidden fields, so a stale value typed before a switch was turned off is
 * neither validated, priced, summarised nor sent. The engine never reads a hidden field, so the
 * result has the input's type even where a defaulted field (interiorType) is left out.
 */
export function visibleInput<I extends object>(type: CalculatorType, input: I): I {
  const hidden = hiddenFields(type, input);
  if (!hidden.some((key) => key in input)) return input;
  return Object.fromEntries(Object.entries(input).filter(([key]) => !hidden.includes(key))) as I;
}

/**
 * Validates raw input for one calculator the way the form does: hidden fields are dropped before
 * the schema sees them (and again after, so no default comes back for them).
 */
export function parseCalculatorInput<T extends CalculatorType>(
  type: T,
  raw: object,
): { success: true; data: CalculatorInputs[T] } | { success: false; error: z.ZodError } {
  const schema: z.ZodType<CalculatorInputs[T], object> = calculators[type].schema;
  const parsed = schema.safeParse(visibleInput(type, raw));
  if (!parsed.success) return { success: false, error: parsed.error };
  return { success: true, data: visibleInput(type, parsed.data) };
}

/** The input as a plain JSON record: empty (undefined) and non-finite values left out. */
export function plainInput(input: object): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) {
      out[key] = value;
    }
  }
  return out;
}

/** Whether 'Beregn pris' is enabled: the calculator's main quantity is above 0. */
export function canCalculate<T extends CalculatorType>(type: T, input: CalculatorInputs[T]): boolean {
  return calculators[type].canCalculate(input);
}
