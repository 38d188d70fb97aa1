import { formatQuantity } from '../../pricing/format';
import { defineCalculator } from '../definition';
import { positive, yesNo } from '../fields';
import { kitchenMeta } from './meta';
import { kitchenCatalogue, kitchenLines } from './pricing';
import { kitchenDefaults, kitchenFieldLabels, type KitchenInput, kitchenInputSchema } from './schema';

const count = (value: number | undefined): string => formatQuantity(value ?? 0);

function summaryRows(i: KitchenInput): string[] {
  const cutouts = `utsparinger for vask: ${count(i.sinkCutouts)}, for platetopp: ${count(i.hobCutouts)}`;
  return [
    `Underskap: ${count(i.baseCabinets)}`,
    `Overskap: ${count(i.wallCabinets)}`,
    `Skuffer: ${count(i.drawers)}`,
    `Montering av benkeplate: ${i.countertop ? `Ja (${cutouts})` : 'Nei'}`,
    `Hvitevarer som skal monteres: ${count(i.appliances)}`,
    `Riving av gammelt kjøkken: ${yesNo(i.removeOld)}`,
  ];
}

export const kitchen = defineCalculator<KitchenInput>({
  meta: kitchenMeta,
  get schema() {
    return kitchenInputSchema();
  },
  defaults: kitchenDefaults,
  // The cutouts are made in the countertop, so they only count with it.
  hiddenFields: (i) => (i.countertop === true ? [] : ['sinkCutouts', 'hobCutouts']),
  canCalculate: (input) => positive(input.baseCabinets) || positive(input.wallCabinets),
  lines: kitchenLines,
  summaryRows,
  fieldLabels: kitchenFieldLabels,
  optionLabels: {},
  catalogue: kitchenCatalogue,
  inspectionProjectType: 'renovation',
  examples: [
    { baseCabinets: 6, wallCabinets: 4, drawers: 3, countertop: true, sinkCutouts: 1, hobCutouts: 1, appliances: 3, removeOld: true },
  ],
});
