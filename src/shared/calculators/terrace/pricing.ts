import { type EstimateLine, formatQuantity, line, qty, unitLine, unitNote } from '../../pricing/format';
import type { PricingParams } from '../../pricing/params';
import type { CatalogueEntry } from '../definition';
import { foundationLabels, terraceMaterialLabels } from './labels';
import type { FasteningType, FoundationType, TerraceInput, TerraceMaterial } from './schema';

/** Board price keys per material, most specific first; the last one is the fallback for all. */
const boardPriceKeys: { readonly [K in TerraceMaterial]: readonly string[] } = {
  IMPREGNATED_28X120_KL1: ['impregnated_28x120_kl1_price_per_sqm', 'base_price_per_sqm'],
  IMPREGNATED_28X120_KL2: ['impregnated_28x120_kl2_price_per_sqm', 'base_price_per_sqm'],
  IMPREGNATED_28X145: ['impregnated_28x145_price_per_sqm', 'base_price_per_sqm'],
  IMPREGNATED_21X095: ['impregnated_21x095_price_per_sqm', 'base_price_per_sqm'],
  ROYAL_GREY: ['royal_grey_price_per_sqm', 'royal_price_per_sqm', 'base_price_per_sqm'],
  ROYAL_BROWN: ['royal_brown_price_per_sqm', 'royal_price_per_sqm', 'base_price_per_sqm'],
  OTHER: ['base_price_per_sqm'],
};

/** Multiplier on the step price for Royal boards when `royal_stairs_multiplier` is missing. */
const DEFAULT_ROYAL_STAIRS_MULTIPLIER = 1.5;

const royalMaterials: readonly TerraceMaterial[] = ['ROYAL_GREY', 'ROYAL_BROWN'];

/** Every price the terrace formula reads, with the defaults in NOK including 25 % mva. */
export const terraceCatalogue: readonly CatalogueEntry[] = [
  { key: 'base_price_per_sqm', label: 'Grunnpris terrassebord per m²', unit: 'sqm', value: '2200', required: true,
    description: 'Reservepris per m² for terrassebord. Brukes for «Annet materiale» og for bordtyper som mangler egen pris.' },
  { key: 'impregnated_28x120_kl1_price_per_sqm', label: 'Impregnert 28x120 kl. 1 per m²', unit: 'sqm', value: '2400', required: false,
    fallback: { keys: ['base_price_per_sqm'] },
    description: 'Pris per m² ferdig lagt terrasse med impregnert 28x120 mm, kl. 1. Mangler den, brukes grunnprisen.' },
  { key: 'impregnated_28x120_kl2_price_per_sqm', label: 'Impregnert 28x120 kl. 2 per m²', unit: 'sqm', value: '2200', required: false,
    fallback: { keys: ['base_price_per_sqm'] },
    description: 'Pris per m² ferdig lagt terrasse med impregnert 28x120 mm, kl. 2. Mangler den, brukes grunnprisen.' },
  { key: 'impregnated_28x145_price_per_sqm', label: 'Impregnert 28x145 per m²', unit: 'sqm', value: '2500', required: false,
    fallback: { keys: ['base_price_per_sqm'] },
    description: 'Pris per m² ferdig lagt terrasse med impregnert 28x145 mm. Mangler den, brukes grunnprisen.' },
  { key: 'impregnated_21x095_price_per_sqm', label: 'Impregnert 21x95 per m²', unit: 'sqm', value: '2300', required: false,
    fallback: { keys: ['base_price_per_sqm'] },
    description: 'Pris per m² ferdig lagt terrasse med impregnert 21x95 mm. Mangler den, brukes grunnprisen.' },
  { key: 'royal_price_per_sqm', label: 'Royal impregnert per m² (felles)', unit: 'sqm', value: '3100', required: false,
    fallback: { keys: ['base_price_per_sqm'] },
    description: 'Felles pris per m² for Royal-bord. Brukes når grå eller brun Royal ikke har egen pris.' },
  { key: 'royal_grey_price_per_sqm', label: 'Royal impregnert grå per m²', unit: 'sqm', value: '3100', required: false,
    fallback: { keys: ['royal_price_per_sqm', 'base_price_per_sqm'] },
    description: 'Pris per m² ferdig lagt terrasse med grå Royal. Mangler den, brukes felles Royal-pris og deretter grunnprisen.' },
  { key: 'royal_brown_price_per_sqm', label: 'Royal impregnert brun per m²', unit: 'sqm', value: '3100', required: false,
    fallback: { keys: ['royal_price_per_sqm', 'base_price_per_sqm'] },
    description: 'Pris per m² ferdig lagt terrasse med brun Royal. Mangler den, brukes felles Royal-pris og deretter grunnprisen.' },
  // 0 is a valid price here: the foundation is then shown as included.
  { key: 'ground_foundation_price', label: 'Fundament på bakken', unit: 'fixed', value: '0', required: false,
    description: 'Fast pris for terrasse lagt rett på bakken. Settes den til 0, vises fundamentet som «Inkludert».' },
  { key: 'post_foundation_price', label: 'Fundament med stolper', unit: 'fixed', value: '8000', required: true,
    description: 'Fast pris for fundament med stolper.' },
  { key: 'screw_pile_foundation_price', label: 'Skruefundament', unit: 'fixed', value: '12000', required: true,
    description: 'Fast pris for fundament med skruepeler.' },
  { key: 'concrete_foundation_price', label: 'Betongfundament', unit: 'fixed', value: '15000', required: true,
    description: 'Fast pris for fundament i betong.' },
  { key: 'complex_design_addition', label: 'Tillegg for kompleks konstruksjon', unit: 'fixed', value: '15000', required: true,
    description: 'Fast tillegg for hevet terrasse eller terrasse i flere nivåer. Erstatter fundamentprisen.' },
  { key: 'demolition_price_per_sqm', label: 'Riving av gammel terrasse per m²', unit: 'sqm', value: '250', required: true,
    description: 'Pris per m² for å rive og fjerne gammel terrasse.' },
  { key: 'stairs_price_per_step', label: 'Trapp, pris per trinn', unit: 'step', value: '1500', required: true,
    description: 'Pris per trappetrinn.' },
  { key: 'stair_width_price_per_meter', label: 'Trapp, pris per meter bredde per trinn', unit: 'meter', value: '800', required: false,
    description: 'Tillegg per meter trappebredde, ganget med antall trinn.' },
  { key: 'railing_price_per_meter', label: 'Rekkverk per meter', unit: 'meter', value: '1500', required: true,
    description: 'Pris per løpemeter rekkverk.' },
  { key: 'royal_stairs_multiplier', label: 'Faktor for trappetrinn i Royal', unit: 'factor', value: '1.5', required: false,
    fallback: { value: DEFAULT_ROYAL_STAIRS_MULTIPLIER },
    description: 'Trinnprisen ganges med denne faktoren når terrassen bygges i Royal (grå eller brun). Sett 1 for ingen påslag. Mangler den, brukes 1,5.' },
];

/** Board price per m² for a material, following its fallback chain. */
export function boardPricePerSqm(params: PricingParams, material: TerraceMaterial): number {
  return params.first(...boardPriceKeys[material]);
}

/**
 * Step price multiplier: the parameter for Royal boards, else 1. An explicit 0 is kept; a missing,
 * non-numeric or negative one gives the default 1.5.
 */
export function stairsMultiplier(params: PricingParams, material: TerraceMaterial): number {
  if (!royalMaterials.includes(material)) return 1;
  return params.lookup('royal_stairs_multiplier') ?? DEFAULT_ROYAL_STAIRS_MULTIPLIER;
}

/** Material cost factor per fastening: hidden fastening adds 15 % to the board cost. */
const fasteningFactors: { readonly [K in FasteningType]: number } = { VISIBLE: 1, HIDDEN: 1.15 };

/** Price key per ordinary foundation; ELEVATED and MULTI_LEVEL charge complex_design_addition instead. */
const foundationPriceKeys: { readonly [K in FoundationType]?: string } = {
  GROUND: 'ground_foundation_price',
  POSTS: 'post_foundation_price',
  SCREW_PILES: 'screw_pile_foundation_price',
  CONCRETE: 'concrete_foundation_price',
};

/** Material name for labels; OTHER shows the visitor's own description when given. */
export function terraceMaterialName(input: Pick<TerraceInput, 'material' | 'otherMaterial'>): string {
  const other = input.otherMaterial?.trim();
  if (input.material === 'OTHER' && other) return `${terraceMaterialLabels.OTHER} (${other})`;
  return terraceMaterialLabels[input.material];
}

function boardLine(input: TerraceInput, params: PricingParams): EstimateLine {
  const area = qty(input.area);
  const price = boardPricePerSqm(params, input.material);
  const factor = fasteningFactors[input.fastening];
  const hidden = input.fastening === 'HIDDEN';
  const label = `Terrassebord: ${terraceMaterialName(input)}${hidden ? ', skjult innfesting (+15 %)' : ''}`;
  const note = `${unitNote(area, 'm²', price)}${hidden ? ` × ${formatQuantity(factor)}` : ''}`;
  return unitLine(label, area, 'm²', price * factor, note);
}

function foundationLine(foundation: FoundationType, params: PricingParams): EstimateLine {
  const key = foundationPriceKeys[foundation];
  if (key === undefined) {
    return line(`Tillegg for kompleks konstruksjon: ${foundationLabels[foundation]}`, params.get('complex_design_addition'));
  }
  const amount = params.get(key);
  const label = `Fundament: ${foundationLabels[foundation]}`;
  return foundation === 'GROUND' && amount === 0 ? line(label, 0, 'Inkludert') : line(label, amount);
}

function stairsLine(input: TerraceInput, params: PricingParams): EstimateLine | undefined {
  const steps = qty(input.stairSteps);
  if (!input.stairs || steps === 0) return undefined;
  const width = qty(input.stairWidth);
  const multiplier = stairsMultiplier(params, input.material);
  const stepCost = steps * params.get('stairs_price_per_step') * multiplier;
  const widthCost = width * params.get('stair_width_price_per_meter') * steps;
  const size = width > 0 ? `${formatQuantity(steps)} trinn, ${formatQuantity(width)} m bred` : `${formatQuantity(steps)} trinn`;
  const note = multiplier !== 1 ? `Trinnpris × ${formatQuantity(multiplier)} for Royal-materiale` : undefined;
  return line(`Trapp (${size})`, stepCost + widthCost, note);
}

/** Terrace estimate lines: boards, foundation, and demolition, stairs and railing when chosen. */
export function terraceLines(input: TerraceInput, params: PricingParams): EstimateLine[] {
  const area = qty(input.area);
  const lines: EstimateLine[] = [boardLine(input, params), foundationLine(input.foundation, params)];
  if (input.demolish) {
    const price = params.get('demolition_price_per_sqm');
    lines.push(unitLine('Riving av gammel terrasse', area, 'm²', price));
  }
  const stairs = stairsLine(input, params);
  if (stairs) lines.push(stairs);
  if (input.fence) {
    const length = qty(input.fenceLength);
    const price = params.get('railing_price_per_meter');
    lines.push(unitLine('Rekkverk', length, 'm', price));
  }
  return lines;
}
