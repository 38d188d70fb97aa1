import { type EstimateLine, formatQuantity, qty, unitLine } from '../../pricing/format';
import type { PricingParams } from '../../pricing/params';
import type { CatalogueEntry } from '../definition';
import { type DoorInput, doorTypeLabels, interiorDoorTypeLabels } from './schema';

export const doorCatalogue: readonly CatalogueEntry[] = [
  { key: 'standard_interior_door_price', label: 'Standard innerdør', unit: 'piece', value: '2500', required: true,
    description: 'Pris per montert standard innerdør.' },
  { key: 'sliding_interior_door_price', label: 'Skyvedør', unit: 'piece', value: '4500', required: true, description: 'Pris per montert skyvedør.' },
  { key: 'double_interior_door_price', label: 'Dobbel innerdør', unit: 'piece', value: '5000', required: true,
    description: 'Pris per montert dobbel innerdør.' },
  { key: 'exterior_door_price', label: 'Ytterdør', unit: 'piece', value: '8000', required: true, description: 'Pris per montert ytterdør.' },
  { key: 'door_frame_price', label: 'Ny karm', unit: 'piece', value: '1500', required: true,
    description: 'Tillegg per dør når det skal settes inn ny karm.' },
];

const interiorPriceKeys = {
  STANDARD: 'standard_interior_door_price',
  SLIDING: 'sliding_interior_door_price',
  DOUBLE: 'double_interior_door_price',
} as const;

/** Price key and label of the chosen door. */
function doorChoice(input: Pick<DoorInput, 'doorType' | 'interiorType'>): { key: string; label: string } {
  if (input.doorType === 'EXTERIOR') return { key: 'exterior_door_price', label: doorTypeLabels.EXTERIOR };
  return { key: interiorPriceKeys[input.interiorType], label: interiorDoorTypeLabels[input.interiorType] };
}

/** Door installation estimate lines: the doors, and new frames when chosen. */
export function doorLines(input: DoorInput, params: PricingParams): EstimateLine[] {
  const count = qty(input.count);
  const { key, label } = doorChoice(input);
  const price = params.get(key);
  const lines: EstimateLine[] = [
    unitLine(`Montering av ${label.toLowerCase()} (${formatQuantity(count)} stk)`, count, 'stk', price),
  ];
  if (input.newFrame) {
    const framePrice = params.get('door_frame_price');
    lines.push(unitLine(`Ny karm (${formatQuantity(count)} stk)`, count, 'stk', framePrice));
  }
  return lines;
}
