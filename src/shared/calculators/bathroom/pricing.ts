import { type EstimateLine, line, qty, unitLine } from '../../pricing/format';
import type { PricingParams } from '../../pricing/params';
import type { CatalogueEntry } from '../definition';
import { type BathroomInput, tileStandardLabels } from './schema';

export const bathroomCatalogue: readonly CatalogueEntry[] = [
  { key: 'base_price_per_sqm', label: 'Grunnarbeid per m²', unit: 'sqm', value: '12000', required: true,
    description: 'Pris per m² for grunnarbeid på badet (riving, underlag, sluk og ferdigstilling).' },
  { key: 'waterproofing_price_per_sqm', label: 'Membran og tettesjikt per m²', unit: 'sqm', value: '2500', required: true,
    description: 'Pris per m² for membran og tettesjikt.' },
  { key: 'standard_tile_price_per_sqm', label: 'Standard fliser per m²', unit: 'sqm', value: '3000', required: true,
    description: 'Pris per m² for standard fliser, lagt.' },
  { key: 'premium_tile_price_per_sqm', label: 'Premium fliser per m²', unit: 'sqm', value: '5500', required: true,
    description: 'Pris per m² for premium fliser, lagt.' },
  { key: 'toilet_installation', label: 'Montering av toalett', unit: 'fixed', value: '6000', required: true,
    description: 'Fast pris for å montere toalett.' },
  { key: 'sink_installation', label: 'Montering av servant', unit: 'fixed', value: '4500', required: true,
    description: 'Fast pris for å montere servant.' },
  { key: 'shower_installation', label: 'Montering av dusj', unit: 'fixed', value: '9000', required: true,
    description: 'Fast pris for å montere dusj.' },
  { key: 'bathtub_installation', label: 'Montering av badekar', unit: 'fixed', value: '12000', required: true,
    description: 'Fast pris for å montere badekar.' },
  { key: 'heated_floor_price_per_sqm', label: 'Varmekabler per m²', unit: 'sqm', value: '1500', required: true,
    description: 'Pris per m² for varmekabler i gulvet.' },
  { key: 'ventilation_installation', label: 'Ventilasjon', unit: 'fixed', value: '5000', required: true,
    description: 'Fast pris for ventilasjon på badet.' },
];

const fixtures = [
  { field: 'toilet', label: 'Montering av toalett', key: 'toilet_installation' },
  { field: 'sink', label: 'Montering av servant', key: 'sink_installation' },
  { field: 'shower', label: 'Montering av dusj', key: 'shower_installation' },
  { field: 'bathtub', label: 'Montering av badekar', key: 'bathtub_installation' },
] as const;

/** Bathroom estimate lines: per-m² work, chosen fixtures and extras. */
export function bathroomLines(input: BathroomInput, params: PricingParams): EstimateLine[] {
  const area = qty(input.area);
  // The size is in the line's own quantity («6 m² × 12 000 kr»), so the label does not repeat it.
  const perSqm = (label: string, key: string): EstimateLine => unitLine(label, area, 'm²', params.get(key));
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
