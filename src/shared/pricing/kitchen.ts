import type { KitchenInput } from '../schemas/calculator';
import { formatQuantity, line, qty, unitNote, type EstimateLine } from './format';
import type { PricingParams } from './params';

/** A counted item: a line only when the count is above 0. */
function countLine(lines: EstimateLine[], label: string, count: number | undefined, price: number): void {
  const n = qty(count);
  if (n > 0) lines.push(line(`${label} (${formatQuantity(n)} stk)`, n * price, unitNote(n, 'stk', price)));
}

/** Kitchen installation estimate lines (SPEC section 9). Cutouts count only with the countertop. */
export function kitchenLines(input: KitchenInput, params: PricingParams): EstimateLine[] {
  const lines: EstimateLine[] = [];
  countLine(lines, 'Underskap', input.baseCabinets, params.get('base_cabinet_price'));
  countLine(lines, 'Overskap', input.wallCabinets, params.get('wall_cabinet_price'));
  countLine(lines, 'Skuffer', input.drawers, params.get('drawer_price'));
  if (input.countertop) {
    lines.push(line('Montering av benkeplate', params.get('countertop_installation')));
    countLine(lines, 'Utsparing for vask', input.sinkCutouts, params.get('sink_cutout_price'));
    countLine(lines, 'Utsparing for platetopp', input.hobCutouts, params.get('hob_cutout_price'));
  }
  countLine(lines, 'Montering av hvitevarer', input.appliances, params.get('appliance_installation_price'));
  if (input.removeOld) lines.push(line('Riving av gammelt kjøkken', params.get('remove_old_kitchen_price')));
  return lines;
}
