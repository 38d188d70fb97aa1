import type { DoorInput } from '../schemas/calculator';
import { formatQuantity, line, qty, unitNote, type EstimateLine } from './format';
import { doorTypeLabels, interiorDoorTypeLabels } from './labels';
import type { PricingParams } from './params';

const interiorPriceKeys = {
  STANDARD: 'standard_interior_door_price',
  SLIDING: 'sliding_interior_door_price',
  DOUBLE: 'double_interior_door_price',
} as const;

/** Price key and label of the chosen door. */
export function doorChoice(input: Pick<DoorInput, 'doorType' | 'interiorType'>): { key: string; label: string } {
  if (input.doorType === 'EXTERIOR') return { key: 'exterior_door_price', label: doorTypeLabels.EXTERIOR };
  return { key: interiorPriceKeys[input.interiorType], label: interiorDoorTypeLabels[input.interiorType] };
}

/** Door installation estimate lines (SPEC section 9). */
export function doorLines(input: DoorInput, params: PricingParams): EstimateLine[] {
  const count = qty(input.count);
  const { key, label } = doorChoice(input);
  const price = params.get(key);
  const lines: EstimateLine[] = [
    line(`Montering av ${label.toLowerCase()} (${formatQuantity(count)} stk)`, count * price, unitNote(count, 'stk', price)),
  ];
  if (input.newFrame) {
    const framePrice = params.get('door_frame_price');
    lines.push(line(`Ny karm (${formatQuantity(count)} stk)`, count * framePrice, unitNote(count, 'stk', framePrice)));
  }
  return lines;
}
