import { z } from 'zod';
import { calculatorLimits, calculatorMessages as m, flag, measure, positive, lazySchema } from '../fields';

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

export const terraceInputSchema = lazySchema(() =>
  z.object({
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
  }),
);
export type TerraceInput = z.infer<ReturnType<typeof terraceInputSchema>>;

export const terraceDefaults: TerraceInput = {
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
};

/** The material description only with OTHER, the stair inputs with stairs, the fence length with a fence. */
export function terraceHiddenFields(i: Readonly<Partial<Record<string, unknown>>>): string[] {
  return [
    ...(i.material === 'OTHER' ? [] : ['otherMaterial']),
    ...(i.stairs === true ? [] : ['stairWidth', 'stairSteps']),
    ...(i.fence === true ? [] : ['fenceLength']),
  ];
}

export const terraceCanCalculate = (input: TerraceInput): boolean => positive(input.area);
