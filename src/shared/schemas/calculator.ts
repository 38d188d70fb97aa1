import { z } from 'zod';
import './common';

/**
 * Inputs of the five public price calculators (SPEC section 3), shared by the form and the server.
 *
 * Numeric fields a visitor may leave empty are optional: `undefined` means "empty" and counts as 0
 * in the price engine. Bathroom area is the exception: an empty field becomes 0 in the form, and the
 * schema only accepts 1–30 m² (default 6). Switches and choices have defaults, so a client may omit
 * them; the parsed (output) types below always carry them.
 */

export const calculatorTypes = ['terrace', 'trim', 'kitchen', 'door', 'bathroom'] as const;
export type CalculatorType = (typeof calculatorTypes)[number];

export const terraceMaterials = [
  'IMPREGNATED_28X120_KL1',
  'IMPREGNATED_28X120_KL2',
  'ROYAL_GREY',
  'ROYAL_BROWN',
  'IMPREGNATED_28X145',
  'IMPREGNATED_21X095',
  'OTHER',
] as const;
export type TerraceMaterial = (typeof terraceMaterials)[number];

export const fasteningTypes = ['VISIBLE', 'HIDDEN'] as const;
export type FasteningType = (typeof fasteningTypes)[number];

/** The form offers all six; ELEVATED and MULTI_LEVEL charge the complex-design addition instead of a foundation price. */
export const foundationTypes = ['GROUND', 'POSTS', 'SCREW_PILES', 'CONCRETE', 'ELEVATED', 'MULTI_LEVEL'] as const;
export type FoundationType = (typeof foundationTypes)[number];

export const doorTypes = ['INTERIOR', 'EXTERIOR'] as const;
export type DoorType = (typeof doorTypes)[number];

export const interiorDoorTypes = ['STANDARD', 'SLIDING', 'DOUBLE'] as const;
export type InteriorDoorType = (typeof interiorDoorTypes)[number];

export const tileStandards = ['standard', 'premium'] as const;
export type TileStandard = (typeof tileStandards)[number];

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

/** A non-negative measure (m² or m), empty allowed. */
const measure = (max: number) =>
  z.number({ error: m.notANumber }).min(0, m.negative).max(max, m.tooLarge(max)).optional();

/** A non-negative whole count, empty allowed. */
const count = () =>
  z
    .number({ error: m.notANumber })
    .int(m.notInteger)
    .min(0, m.negative)
    .max(calculatorLimits.maxCount, m.tooLarge(calculatorLimits.maxCount))
    .optional();

const flag = (value: boolean) => z.boolean({ error: m.switch }).default(value);

export const terraceInputSchema = z.object({
  area: measure(calculatorLimits.maxArea),
  material: z.enum(terraceMaterials, { error: m.material }).default('IMPREGNATED_28X120_KL1'),
  /** Free-text description, only meaningful with material OTHER. */
  otherMaterial: z
    .string({ error: m.otherMaterial })
    .trim()
    .max(calculatorLimits.maxOtherMaterialLength, m.otherMaterial)
    .optional(),
  fastening: z.enum(fasteningTypes, { error: m.fastening }).default('VISIBLE'),
  foundation: z.enum(foundationTypes, { error: m.foundation }).default('GROUND'),
  demolish: flag(false),
  stairs: flag(false),
  stairWidth: measure(calculatorLimits.maxStairWidth),
  stairSteps: z
    .number({ error: m.notANumber })
    .int(m.steps)
    .min(calculatorLimits.minSteps, m.steps)
    .max(calculatorLimits.maxSteps, m.steps)
    .optional(),
  fence: flag(false),
  fenceLength: measure(calculatorLimits.maxLength),
});

export const trimInputSchema = z.object({
  length: measure(calculatorLimits.maxLength),
  corners: count(),
  removeOld: flag(false),
  painting: flag(false),
});

export const kitchenInputSchema = z.object({
  baseCabinets: count(),
  wallCabinets: count(),
  drawers: count(),
  countertop: flag(false),
  sinkCutouts: count(),
  hobCutouts: count(),
  appliances: count(),
  removeOld: flag(false),
});

export const doorInputSchema = z.object({
  doorType: z.enum(doorTypes, { error: m.doorType }).default('INTERIOR'),
  /** Used only when doorType is INTERIOR. */
  interiorType: z.enum(interiorDoorTypes, { error: m.interiorType }).default('STANDARD'),
  count: count(),
  newFrame: flag(false),
});

export const bathroomInputSchema = z.object({
  area: z
    .number({ error: m.notANumber })
    .min(calculatorLimits.minBathroomArea, m.bathroomArea)
    .max(calculatorLimits.maxBathroomArea, m.bathroomArea)
    .default(6),
  tile: z.enum(tileStandards, { error: m.tile }).default('standard'),
  toilet: flag(false),
  sink: flag(false),
  shower: flag(true),
  bathtub: flag(false),
  heatedFloor: flag(false),
  ventilation: flag(true),
});

export type TerraceInput = z.infer<typeof terraceInputSchema>;
export type TrimInput = z.infer<typeof trimInputSchema>;
export type KitchenInput = z.infer<typeof kitchenInputSchema>;
export type DoorInput = z.infer<typeof doorInputSchema>;
export type BathroomInput = z.infer<typeof bathroomInputSchema>;

/** Parsed input per calculator type. */
export interface CalculatorInputs {
  terrace: TerraceInput;
  trim: TrimInput;
  kitchen: KitchenInput;
  door: DoorInput;
  bathroom: BathroomInput;
}

export const calculatorInputSchemas = {
  terrace: terraceInputSchema,
  trim: trimInputSchema,
  kitchen: kitchenInputSchema,
  door: doorInputSchema,
  bathroom: bathroomInputSchema,
} as const;

export const calculatorTypeSchema = z.enum(calculatorTypes, { error: m.type });

/**
 * An estimate request: `{ type: 'terrace', input: { area: 20, ... } }`, discriminated by `type`,
 * with `input` validated by that calculator's schema.
 */
export const estimateRequestSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('terrace'), input: terraceInputSchema }),
    z.object({ type: z.literal('trim'), input: trimInputSchema }),
    z.object({ type: z.literal('kitchen'), input: kitchenInputSchema }),
    z.object({ type: z.literal('door'), input: doorInputSchema }),
    z.object({ type: z.literal('bathroom'), input: bathroomInputSchema }),
  ],
  { error: m.type },
);
export type EstimateRequest = z.infer<typeof estimateRequestSchema>;
export type EstimateRequestInput = z.input<typeof estimateRequestSchema>;

/** The initial form state of each calculator. */
export const defaultInputs: { readonly [K in CalculatorType]: CalculatorInputs[K] } = {
  terrace: {
    area: undefined,
    material: 'IMPREGNATED_28X120_KL1',
    otherMaterial: undefined,
    fastening: 'VISIBLE',
    foundation: 'GROUND',
    demolish: false,
    stairs: false,
    stairWidth: undefined,
    stairSteps: 1,
    fence: false,
    fenceLength: undefined,
  },
  trim: { length: undefined, corners: 0, removeOld: false, painting: false },
  kitchen: {
    baseCabinets: 0,
    wallCabinets: 0,
    drawers: 0,
    countertop: false,
    sinkCutouts: 0,
    hobCutouts: 0,
    appliances: 0,
    removeOld: false,
  },
  door: { doorType: 'INTERIOR', interiorType: 'STANDARD', count: 1, newFrame: false },
  bathroom: {
    area: 6,
    tile: 'standard',
    toilet: false,
    sink: false,
    shower: true,
    bathtub: false,
    heatedFloor: false,
    ventilation: true,
  },
};

/**
 * Fields that are only shown (and only matter) while another choice is made: the stair inputs
 * while stairs are on, the fence length with a fence, the material description with material
 * OTHER, the cutouts with the countertop switch, the interior subtype for interior doors.
 * Works on raw (unparsed) input too: a missing switch counts as its default (off), a missing door
 * type as INTERIOR.
 */
export function hiddenFields(type: CalculatorType, input: object): string[] {
  const i = input as Partial<Record<string, unknown>>;
  switch (type) {
    case 'terrace':
      return [
        ...(i.material === 'OTHER' ? [] : ['otherMaterial']),
        ...(i.stairs === true ? [] : ['stairWidth', 'stairSteps']),
        ...(i.fence === true ? [] : ['fenceLength']),
      ];
    case 'kitchen':
      return i.countertop === true ? [] : ['sinkCutouts', 'hobCutouts'];
    case 'door':
      return i.doorType === 'EXTERIOR' ? ['interiorType'] : [];
    default:
      return [];
  }
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
  const parsed = calculatorInputSchemas[type].safeParse(visibleInput(type, raw));
  if (!parsed.success) return { success: false, error: parsed.error };
  return { success: true, data: visibleInput(type, parsed.data as CalculatorInputs[T]) };
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

const positive = (v: number | undefined): boolean => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** Whether 'Beregn pris' is enabled (SPEC section 5). */
export function canCalculate<T extends CalculatorType>(type: T, input: CalculatorInputs[T]): boolean {
  const request = { type, input } as EstimateRequest;
  switch (request.type) {
    case 'terrace':
      return positive(request.input.area);
    case 'trim':
      return positive(request.input.length);
    case 'kitchen':
      return positive(request.input.baseCabinets) || positive(request.input.wallCabinets);
    case 'door':
      return positive(request.input.count);
    case 'bathroom':
      return positive(request.input.area);
    default:
      return false;
  }
}
