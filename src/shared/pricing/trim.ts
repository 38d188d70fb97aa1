import type { TrimInput } from '../schemas/calculator';
import { formatQuantity, line, qty, unitNote, type EstimateLine } from './format';
import type { PricingParams } from './params';

/** Trim (lister) estimate lines (SPEC section 9). */
export function trimLines(input: TrimInput, params: PricingParams): EstimateLine[] {
  const length = qty(input.length);
  const corners = qty(input.corners);
  const base = params.get('base_trim_price_per_meter');
  const lines: EstimateLine[] = [line('Montering av lister', length * base, unitNote(length, 'm', base))];
  if (corners > 0) {
    const price = params.get('corner_price');
    lines.push(line(`Hjørner (${formatQuantity(corners)} stk)`, corners * price, unitNote(corners, 'stk', price)));
  }
  if (input.removeOld) {
    const price = params.get('remove_old_trim_price_per_meter');
    lines.push(line('Fjerning av gamle lister', length * price, unitNote(length, 'm', price)));
  }
  if (input.painting) {
    const price = params.get('painting_price_per_meter');
    lines.push(line('Maling av lister', length * price, unitNote(length, 'm', price)));
  }
  return lines;
}
