import { formatQuantity } from '../../pricing/format';
import { defineCalculator } from '../definition';
import { positive, yesNo } from '../fields';
import { doorMeta } from './meta';
import { doorCatalogue, doorLines } from './pricing';
import { doorDefaults, doorFieldLabels, type DoorInput, doorInputSchema, doorTypeLabels, interiorDoorTypeLabels } from './schema';

function summaryRows(i: DoorInput): string[] {
  const kind = i.doorType === 'INTERIOR' ? interiorDoorTypeLabels[i.interiorType] : doorTypeLabels.EXTERIOR;
  return [`Dørtype: ${kind}`, `Antall dører: ${formatQuantity(i.count ?? 0)}`, `Ny karm: ${yesNo(i.newFrame)}`];
}

const example: DoorInput = { doorType: 'INTERIOR', interiorType: 'STANDARD', count: 4, newFrame: true };

export const door = defineCalculator<DoorInput>({
  meta: doorMeta,
  get schema() {
    return doorInputSchema();
  },
  defaults: doorDefaults,
  // The interior subtype means nothing for an exterior door (a missing door type is INTERIOR).
  hiddenFields: (i) => (i.doorType === 'EXTERIOR' ? ['interiorType'] : []),
  canCalculate: (input) => positive(input.count),
  lines: doorLines,
  summaryRows,
  fieldLabels: doorFieldLabels,
  optionLabels: { doorType: doorTypeLabels, interiorType: interiorDoorTypeLabels },
  catalogue: doorCatalogue,
  inspectionProjectType: 'interior',
  examples: [
    example,
    { ...example, interiorType: 'SLIDING' },
    { ...example, interiorType: 'DOUBLE' },
    { ...example, doorType: 'EXTERIOR', count: 1 },
  ],
});
