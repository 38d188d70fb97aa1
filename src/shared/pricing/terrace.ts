import type { FasteningType, FoundationType, TerraceInput } from '../schemas/calculator';
import { formatQuantity, line, qty, unitNote, type EstimateLine } from './format';
import { foundationLabels, terraceMaterialLabels } from './labels';
import { boardPricePerSqm, stairsMultiplier, type PricingParams } from './params';

/** Material cost factor per fastening: hidden fastening adds 15 % to the board cost. */
export const fasteningFactors: { readonly [K in FasteningType]: number } = { VISIBLE: 1, HIDDEN: 1.15 };

/** Price key per ordinary foundation; ELEVATED and MULTI_LEVEL charge complex_design_addition instead. */
export const foundationPriceKeys: { readonly [K in FoundationType]?: string } = {
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
  return line(label, area * price * factor, note);
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

/** Terrace estimate lines (SPEC section 9). */
export function terraceLines(input: TerraceInput, params: PricingParams): EstimateLine[] {
  const area = qty(input.area);
  const lines: EstimateLine[] = [boardLine(input, params), foundationLine(input.foundation, params)];
  if (input.demolish) {
    const price = params.get('demolition_price_per_sqm');
    lines.push(line('Riving av gammel terrasse', area * price, unitNote(area, 'm²', price)));
  }
  const stairs = stairsLine(input, params);
  if (stairs) lines.push(stairs);
  if (input.fence) {
    const length = qty(input.fenceLength);
    const price = params.get('railing_price_per_meter');
    lines.push(line('Rekkverk', length * price, unitNote(length, 'm', price)));
  }
  return lines;
}
