import { type EstimateLine, formatQuantity, line, qty, unitLine } from '../../pricing/format';
import type { PricingParams } from '../../pricing/params';
import type { CatalogueEntry } from '../definition';
import type { KitchenInput } from './schema';

export const kitchenCatalogue: readonly CatalogueEntry[] = [
  { key: 'base_cabinet_price', label: 'Montering av underskap', unit: 'piece', value: '1200', required: true, description: 'Pris per underskap.' },
  { key: 'wall_cabinet_price', label: 'Montering av overskap', unit: 'piece', value: '1000', required: true, description: 'Pris per overskap.' },
  { key: 'drawer_price', label: 'Montering av skuff', unit: 'piece', value: '300', required: true, description: 'Pris per skuff.' },
  { key: 'countertop_installation', label: 'Montering av benkeplate', unit: 'fixed', value: '4500', required: true,
    description: 'Fast pris for å montere benkeplaten.' },
  { key: 'sink_cutout_price', label: 'Utsparing for vask', unit: 'piece', value: '1500', required: true,
    description: 'Pris per utsparing for vask i benkeplaten. Regnes bare med når benkeplaten monteres.' },
  { key: 'hob_cutout_price', label: 'Utsparing for platetopp', unit: 'piece', value: '1200', required: true,
    description: 'Pris per utsparing for platetopp i benkeplaten. Regnes bare med når benkeplaten monteres.' },
  { key: 'appliance_installation_price', label: 'Montering av hvitevare', unit: 'piece', value: '900', required: true,
    description: 'Pris per hvitevare som monteres.' },
  { key: 'remove_old_kitchen_price', label: 'Riving av gammelt kjøkken', unit: 'fixed', value: '6000', required: true,
    description: 'Fast pris for å rive og fjerne det gamle kjøkkenet.' },
];

/** A counted item: a line only when the count is above 0. */
function countLine(lines: EstimateLine[], label: string, count: number | undefined, price: number): void {
  const n = qty(count);
  if (n > 0) lines.push(unitLine(`${label} (${formatQuantity(n)} stk)`, n, 'stk', price));
}

/** Kitchen installation estimate lines. Cutouts count only with the countertop. */
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
