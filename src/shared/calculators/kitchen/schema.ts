import { z } from 'zod';
import { count, flag, lazySchema } from '../fields';

export const kitchenInputSchema = lazySchema(() =>
  z.object({
    baseCabinets: count(),
    wallCabinets: count(),
    drawers: count(),
    countertop: flag(false),
    sinkCutouts: count(),
    hobCutouts: count(),
    appliances: count(),
    removeOld: flag(false),
  }),
);
export type KitchenInput = z.infer<ReturnType<typeof kitchenInputSchema>>;

export const kitchenDefaults: KitchenInput = {
  baseCabinets: 0,
  wallCabinets: 0,
  drawers: 0,
  countertop: false,
  sinkCutouts: 0,
  hobCutouts: 0,
  appliances: 0,
  removeOld: false,
};

export const kitchenFieldLabels = {
  baseCabinets: 'Antall underskap',
  wallCabinets: 'Antall overskap',
  drawers: 'Antall skuffer',
  countertop: 'Montering av benkeplate',
  sinkCutouts: 'Utsparinger for vask',
  hobCutouts: 'Utsparinger for platetopp',
  appliances: 'Antall hvitevarer som skal monteres',
  removeOld: 'Riving av gammelt kjøkken',
} as const;
