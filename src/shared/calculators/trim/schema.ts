import { z } from 'zod';
import { calculatorLimits, count, flag, measure, lazySchema } from '../fields';

export const trimInputSchema = lazySchema(() =>
  z.object({
    length: measure(calculatorLimits.maxLength),
    corners: count(),
    removeOld: flag(false),
    painting: flag(false),
  }),
);
export type TrimInput = z.infer<ReturnType<typeof trimInputSchema>>;

export const trimDefaults: TrimInput = { length: undefined, corners: 0, removeOld: false, painting: false };

export const trimFieldLabels = {
  length: 'Total lengde (meter)',
  corners: 'Antall hjørner',
  removeOld: 'Fjerning av gamle lister',
  painting: 'Maling av lister',
} as const;
