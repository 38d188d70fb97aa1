import { z } from 'zod';
// Norwegian messages everywhere, and no generated code in the browser (its CSP forbids eval).
import '../schemas/zod-config';

/**
 * Building blocks of the calculator input schemas: limits, messages and field kinds.
 *
 * Numeric fields a visitor may leave empty are optional: `undefined` means "empty" and counts as 0
 * in the price engine. Switches and choices have defaults, so a client may omit them; the parsed
 * (output) types always carry them.
 */

/** Upper limits that keep absurd values out while leaving room for any real job. */
export const calculatorLimits = {
  maxArea: 10_000,
  maxLength: 10_000,
  maxStairWidth: 100,
  maxCount: 1_000,
  minSteps: 1,
  maxSteps: 10,
  minBathroomArea: 1,
  maxBathroomArea: 30,
  maxOtherMaterialLength: 100,
} as const;

export const calculatorMessages = {
  notANumber: 'Skriv inn et gyldig tall',
  negative: 'Verdien kan ikke være negativ',
  notInteger: 'Antallet må være et helt tall',
  tooLarge: (max: number) => `Verdien kan ikke være større enn ${String(max)}`,
  steps: 'Antall trinn må være mellom 1 og 10',
  bathroomArea: 'Arealet må være mellom 1 og 30 m²',
  switch: 'Ugyldig valg (ja/nei)',
  material: 'Velg materiale',
  fastening: 'Velg innfesting',
  foundation: 'Velg fundament',
  doorType: 'Velg dørtype',
  interiorType: 'Velg type innerdør',
  tile: 'Velg flisstandard',
  otherMaterial: `Beskrivelsen kan ha maks ${String(calculatorLimits.maxOtherMaterialLength)} tegn`,
  type: 'Ukjent kalkulatortype',
} as const;

const m = calculatorMessages;

/**
 * A schema built on its first use. Building a zod schema costs a phone a few milliseconds per
 * field, and the calculator page needs one calculator's schema at start, not all five.
 */
export function lazySchema<S>(build: () => S): () => S {
  let schema: S | undefined;
  return () => (schema ??= build());
}

/** A non-negative measure (m² or m), empty allowed. */
export const measure = (max: number) =>
  z.number({ error: m.notANumber }).min(0, m.negative).max(max, m.tooLarge(max)).optional();

/** A non-negative whole count, empty allowed. */
export const count = () =>
  z
    .number({ error: m.notANumber })
    .int(m.notInteger)
    .min(0, m.negative)
    .max(calculatorLimits.maxCount, m.tooLarge(calculatorLimits.maxCount))
    .optional();

/** A yes/no switch with its default. */
export const flag = (value: boolean) => z.boolean({ error: m.switch }).default(value);

/** A number that is set and above 0 (what 'Beregn pris' needs in the main field). */
export const positive = (v: number | undefined): boolean => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** Summary helpers: 'Ja'/'Nei', a measure with its unit or 'ikke oppgitt', a count (empty is 0). */
export const yesNo = (on: boolean): string => (on ? 'Ja' : 'Nei');
