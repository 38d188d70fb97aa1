import type {
  CalculatorType,
  DoorType,
  FasteningType,
  FoundationType,
  InteriorDoorType,
  TerraceMaterial,
  TileStandard,
} from '../schemas/calculator';

/** Norwegian labels for every calculator option, shared by the forms, the engine and summaries. */

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

export const doorTypeLabels: { readonly [K in DoorType]: string } = {
  INTERIOR: 'Innerdør',
  EXTERIOR: 'Ytterdør',
};

export const interiorDoorTypeLabels: { readonly [K in InteriorDoorType]: string } = {
  STANDARD: 'Standard innerdør',
  SLIDING: 'Skyvedør',
  DOUBLE: 'Dobbel innerdør',
};

export const tileStandardLabels: { readonly [K in TileStandard]: string } = {
  standard: 'Standard fliser',
  premium: 'Premium fliser',
};

/** Field labels as shown next to the inputs and in summaries. */
export const fieldLabels = {
  terrace: {
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
  },
  trim: {
    length: 'Total lengde (meter)',
    corners: 'Antall hjørner',
    removeOld: 'Fjerning av gamle lister',
    painting: 'Maling av lister',
  },
  kitchen: {
    baseCabinets: 'Antall underskap',
    wallCabinets: 'Antall overskap',
    drawers: 'Antall skuffer',
    countertop: 'Montering av benkeplate',
    sinkCutouts: 'Utsparinger for vask',
    hobCutouts: 'Utsparinger for platetopp',
    appliances: 'Antall hvitevarer som skal monteres',
    removeOld: 'Riving av gammelt kjøkken',
  },
  door: {
    doorType: 'Dørtype',
    interiorType: 'Type innerdør',
    count: 'Antall dører',
    newFrame: 'Ny karm',
  },
  bathroom: {
    area: 'Areal (m²)',
    tile: 'Flisstandard',
    toilet: 'Toalett',
    sink: 'Servant',
    shower: 'Dusj',
    bathtub: 'Badekar',
    heatedFloor: 'Varmekabler i gulvet',
    ventilation: 'Ventilasjon',
  },
} as const satisfies { readonly [K in CalculatorType]: Readonly<Record<string, string>> };

/** Hint under the bathroom area field. */
export const bathroomAreaHint = 'Et standard bad er vanligvis 4–8 m².';

/** Text shown with every result. */
export const estimateDisclaimer = 'Dette er et estimat. For en nøyaktig pris, bestill en befaring.';

/** Label in front of the total: 'Total estimert pris: 123 456 NOK inkl. mva'. */
export const totalLabel = 'Total estimert pris';
export const vatSuffix = 'inkl. mva';
export const calculateButtonLabel = 'Beregn pris';

/** Option lists for selects, in display order. */
export function optionsOf<K extends string>(labels: { readonly [P in K]: string }): Array<{ value: K; label: string }> {
  return (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));
}
