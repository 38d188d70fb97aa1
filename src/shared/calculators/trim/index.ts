import { formatQuantity } from '../../pricing/format';
import { defineCalculator } from '../definition';
import { positive, yesNo } from '../fields';
import { trimMeta } from './meta';
import { trimCatalogue, trimLines } from './pricing';
import { trimDefaults, trimFieldLabels, type TrimInput, trimInputSchema } from './schema';

export const trim = defineCalculator<TrimInput>({
  meta: trimMeta,
  get schema() {
    return trimInputSchema();
  },
  defaults: trimDefaults,
  hiddenFields: () => [],
  canCalculate: (input) => positive(input.length),
  lines: trimLines,
  summaryRows: (i) => [
    `Total lengde: ${i.length === undefined ? 'ikke oppgitt' : `${formatQuantity(i.length)} m`}`,
    `Antall hjørner: ${formatQuantity(i.corners ?? 0)}`,
    `Fjerning av gamle lister: ${yesNo(i.removeOld)}`,
    `Maling av lister: ${yesNo(i.painting)}`,
  ],
  fieldLabels: trimFieldLabels,
  optionLabels: {},
  catalogue: trimCatalogue,
  inspectionProjectType: 'interior',
  examples: [{ length: 20, corners: 4, removeOld: true, painting: true }],
});
