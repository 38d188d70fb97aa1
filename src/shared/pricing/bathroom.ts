import type { BathroomInput } from '../schemas/calculator';
import { formatQuantity, line, qty, unitNote, type EstimateLine } from './format';
import { tileStandardLabels } from './labels';
import type { PricingParams } from './params';

const fixtures = [
  { field: 'toilet', label: 'Montering av toalett', key: 'toilet_installation' },
  { field: 'sink', label: 'Montering av servant', key: 'sink_installation' },
  { field: 'shower', label: 'Montering av dusj', key: 'shower_installation' },
  { field: 'bathtub', label: 'Montering av badekar', key: 'bathtub_installation' },
] as const;

/** Bathroom estimate lines (SPEC section 9): per-m² work, chosen fixtures and extras. */
export function bathroomLines(input: BathroomInput, params: PricingParams): EstimateLine[] {
  const area = qty(input.area);
  const size = `${formatQuantity(area)} m²`;
  const perSqm = (label: string, key: string): EstimateLine => {
    const price = params.get(key);
    return line(`${label} (${size})`, area * price, unitNote(area, 'm²', price));
  };
  const lines: EstimateLine[] = [
    perSqm('Grunnarbeid', 'base_price_per_sqm'),
    perSqm('Membran og tettesjikt', 'waterproofing_price_per_sqm'),
    perSqm(tileStandardLabels[input.tile], `${input.tile}_tile_price_per_sqm`),
  ];
  for (const fixture of fixtures) {
    if (input[fixture.field]) lines.push(line(fixture.label, params.get(fixture.key)));
  }
  if (input.heatedFloor) lines.push(perSqm('Varmekabler i gulvet', 'heated_floor_price_per_sqm'));
  if (input.ventilation) lines.push(line('Ventilasjon', params.get('ventilation_installation')));
  return lines;
}
