import type { FasteningType, FoundationType, TerraceMaterial } from './schema';

export const terraceMaterialLabels: { readonly [K in TerraceMaterial]: string } = {
  IMPREGNATED_28X120_KL1: 'Impregnert 28x120 mm, kl. 1',
  IMPREGNATED_28X120_KL2: 'Impregnert 28x120 mm, kl. 2',
  ROYAL_GREY: 'Royal impregnert (grå)',
  ROYAL_BROWN: 'Royal impregnert (brun)',
  IMPREGNATED_28X145: 'Impregnert 28x145 mm',
  IMPREGNATED_21X095: 'Impregnert 21x95 mm',
  OTHER: 'Annet materiale',
};

export const fasteningLabels: { readonly [K in FasteningType]: string } = {
  VISIBLE: 'Synlig innfesting (skruer)',
  HIDDEN: 'Skjult innfesting',
};

export const foundationLabels: { readonly [K in FoundationType]: string } = {
  GROUND: 'På bakken',
  POSTS: 'Stolper',
  SCREW_PILES: 'Skruefundament',
  CONCRETE: 'Betong',
  ELEVATED: 'Hevet terrasse',
  MULTI_LEVEL: 'Terrasse i flere nivåer',
};

export const terraceFieldLabels = {
  area: 'Areal (m²)',
  material: 'Materiale',
  otherMaterial: 'Beskriv materialet',
  fastening: 'Innfesting',
  foundation: 'Fundament',
  demolish: 'Riving av gammel terrasse',
  stairs: 'Trapp',
  stairWidth: 'Trappebredde (meter)',
  stairSteps: 'Antall trinn',
  fence: 'Rekkverk',
  fenceLength: 'Lengde på rekkverk (meter)',
} as const;
