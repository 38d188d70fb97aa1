import { formatQuantity } from '../../pricing/format';
import { defineCalculator } from '../definition';
import { positive, yesNo } from '../fields';
import { bathroomMeta } from './meta';
import { bathroomCatalogue, bathroomLines } from './pricing';
import { bathroomDefaults, bathroomFieldLabels, type BathroomInput, bathroomInputSchema, tileStandardLabels } from './schema';

function summaryRows(i: BathroomInput): string[] {
  const fixtures = [
    ...(i.toilet ? ['toalett'] : []),
    ...(i.sink ? ['servant'] : []),
    ...(i.shower ? ['dusj'] : []),
    ...(i.bathtub ? ['badekar'] : []),
  ];
  return [
    `Areal: ${formatQuantity(i.area)} m²`,
    `Fliser: ${tileStandardLabels[i.tile]}`,
    `Sanitærutstyr: ${fixtures.length > 0 ? fixtures.join(', ') : 'ingen'}`,
    `Varmekabler i gulvet: ${yesNo(i.heatedFloor)}`,
    `Ventilasjon: ${yesNo(i.ventilation)}`,
  ];
}

const example: BathroomInput = { area: 6, tile: 'standard', toilet: true, sink: true, shower: true, bathtub: true, heatedFloor: true, ventilation: true };

export const bathroom = defineCalculator<BathroomInput>({
  meta: bathroomMeta,
  get schema() {
    return bathroomInputSchema();
  },
  defaults: bathroomDefaults,
  hiddenFields: () => [],
  canCalculate: (input) => positive(input.area),
  lines: bathroomLines,
  summaryRows,
  fieldLabels: bathroomFieldLabels,
  optionLabels: { tile: tileStandardLabels },
  catalogue: bathroomCatalogue,
  inspectionProjectType: 'renovation',
  examples: [example, { ...example, tile: 'premium' }],
});
