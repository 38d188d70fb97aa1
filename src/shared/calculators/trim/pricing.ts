import { type EstimateLine, formatQuantity, qty, unitLine } from '../../pricing/format';
import type { PricingParams } from '../../pricing/params';
import type { CatalogueEntry } from '../definition';
import type { TrimInput } from './schema';

export const trimCatalogue: readonly CatalogueEntry[] = [
  { key: 'base_trim_price_per_meter', label: 'Montering av lister per meter', unit: 'meter', value: '150', required: true,
    description: 'Pris per løpemeter montert list.' },
  { key: 'corner_price', label: 'Pris per hjørne', unit: 'piece', value: '100', required: true,
    description: 'Tillegg per hjørne (gjæring og tilpasning).' },
  { key: 'remove_old_trim_price_per_meter', label: 'Fjerning av gamle lister per meter', unit: 'meter', value: '40', required: true,
    description: 'Pris per løpemeter for å fjerne gamle lister.' },
  { key: 'painting_price_per_meter', label: 'Maling av lister per meter', unit: 'meter', value: '60', required: true,
    description: 'Pris per løpemeter for maling av lister.' },
];

/** Trim (lister) estimate lines: mounting per metre, corners, and removal and painting when chosen. */
export function trimLines(input: TrimInput, params: PricingParams): EstimateLine[] {
  const length = qty(input.length);
  const corners = qty(input.corners);
  const base = params.get('base_trim_price_per_meter');
  const lines: EstimateLine[] = [unitLine('Montering av lister', length, 'm', base)];
  if (corners > 0) {
    const price = params.get('corner_price');
    lines.push(unitLine(`Hjørner (${formatQuantity(corners)} stk)`, corners, 'stk', price));
  }
  if (input.removeOld) {
    const price = params.get('remove_old_trim_price_per_meter');
    lines.push(unitLine('Fjerning av gamle lister', length, 'm', price));
  }
  if (input.painting) {
    const price = params.get('painting_price_per_meter');
    lines.push(unitLine('Maling av lister', length, 'm', price));
  }
  return lines;
}
