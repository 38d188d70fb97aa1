import { z } from 'zod';
import { calculatorLimits, calculatorMessages as m, flag, lazySchema } from '../fields';

export const tileStandards = ['standard', 'premium'] as const;
export type TileStandard = (typeof tileStandards)[number];

/** Area is the one measure that is never empty: an empty field becomes 0 in the form, and 1–30 m² is accepted (default 6). */
export const bathroomInputSchema = lazySchema(() =>
  z.object({
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
  }),
);
export type BathroomInput = z.infer<ReturnType<typeof bathroomInputSchema>>;

export const bathroomDefaults: BathroomInput = {
  area: 6,
  tile: 'standard',
  toilet: false,
  sink: false,
  shower: true,
  bathtub: false,
  heatedFloor: false,
  ventilation: true,
};

export const tileStandardLabels: { readonly [K in TileStandard]: string } = {
  standard: 'Standard fliser',
  premium: 'Premium fliser',
};

export const bathroomFieldLabels = {
  area: 'Areal (m²)',
  tile: 'Flisstandard',
  toilet: 'Toalett',
  sink: 'Servant',
  shower: 'Dusj',
  bathtub: 'Badekar',
  heatedFloor: 'Varmekabler i gulvet',
  ventilation: 'Ventilasjon',
} as const;
