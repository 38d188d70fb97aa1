import { formatQuantity } from '../../pricing/format';
import { defineCalculator } from '../definition';
import { yesNo } from '../fields';
import { fasteningLabels, foundationLabels, terraceFieldLabels, terraceMaterialLabels } from './labels';
import { terraceMeta } from './meta';
import { terraceCatalogue, terraceLines, terraceMaterialName } from './pricing';
import { terraceCanCalculate, terraceDefaults, terraceHiddenFields, type TerraceInput, terraceInputSchema, type TerraceMaterial } from './schema';

const amount = (value: number | undefined, unit: string): string =>
  value === undefined ? 'ikke oppgitt' : `${formatQuantity(value)} ${unit}`;

function summaryRows(i: TerraceInput): string[] {
  const stairs = [
    i.stairSteps === undefined ? 'antall trinn ikke oppgitt' : `${formatQuantity(i.stairSteps)} trinn`,
    ...(i.stairWidth === undefined ? [] : [`${formatQuantity(i.stairWidth)} m bred`]),
  ];
  return [
    `Areal: ${amount(i.area, 'm²')}`,
    `Materiale: ${terraceMaterialName(i)}`,
    `Innfesting: ${fasteningLabels[i.fastening]}`,
    `Fundament: ${foundationLabels[i.foundation]}`,
    `Riving av gammel terrasse: ${yesNo(i.demolish)}`,
    `Trapp: ${i.stairs ? `Ja, ${stairs.join(', ')}` : 'Nei'}`,
    `Rekkverk: ${i.fence ? `Ja, ${amount(i.fenceLength, 'm')}` : 'Nei'}`,
  ];
}

const example: TerraceInput = {
  ...terraceDefaults,
  area: 20,
  foundation: 'POSTS',
  demolish: true,
  stairs: true,
  stairWidth: 1.2,
  stairSteps: 3,
  fence: true,
  fenceLength: 8,
};
const withMaterial = (material: TerraceMaterial): TerraceInput => ({ ...example, material });

export const terrace = defineCalculator<TerraceInput>({
  meta: terraceMeta,
  get schema() {
    return terraceInputSchema();
  },
  defaults: terraceDefaults,
  hiddenFields: terraceHiddenFields,
  canCalculate: terraceCanCalculate,
  lines: terraceLines,
  summaryRows,
  fieldLabels: terraceFieldLabels,
  optionLabels: { material: terraceMaterialLabels, fastening: fasteningLabels, foundation: foundationLabels },
  catalogue: terraceCatalogue,
  inspectionProjectType: 'terrace',
  examples: [
    example,
    withMaterial('IMPREGNATED_28X120_KL2'),
    withMaterial('IMPREGNATED_28X145'),
    withMaterial('IMPREGNATED_21X095'),
    { ...withMaterial('ROYAL_GREY'), fastening: 'HIDDEN', foundation: 'SCREW_PILES' },
    { ...withMaterial('ROYAL_BROWN'), foundation: 'CONCRETE' },
    { ...withMaterial('OTHER'), otherMaterial: 'Kebony', foundation: 'ELEVATED' },
    { ...example, foundation: 'GROUND', demolish: false, stairWidth: undefined, fence: false },
  ],
});
