import type { CalculatorType } from '../schemas/calculator';

/** A pricing parameter as seeded into the database. */
export interface DefaultPricingParameter {
  category: CalculatorType;
  parameterKey: string;
  parameterName: string;
  parameterValue: string;
  description: string;
  displayOrder: number;
  isActive: true;
}

type Entry = readonly [key: string, name: string, value: string, description: string];

/**
 * Every key the calculators read, with default values in NOK including 25 % mva
 * (DECISIONS.md, "Pricing parameters"). The administrator tunes the values later.
 */
const catalogue: { readonly [K in CalculatorType]: readonly Entry[] } = {
  terrace: [
    ['base_price_per_sqm', 'Grunnpris terrassebord per m²', '2200',
      'Reservepris per m² for terrassebord. Brukes for «Annet materiale» og for bordtyper som mangler egen pris.'],
    ['impregnated_28x120_kl1_price_per_sqm', 'Impregnert 28x120 kl. 1 per m²', '2400',
      'Pris per m² ferdig lagt terrasse med impregnert 28x120 mm, kl. 1. Mangler den, brukes grunnprisen.'],
    ['impregnated_28x120_kl2_price_per_sqm', 'Impregnert 28x120 kl. 2 per m²', '2200',
      'Pris per m² ferdig lagt terrasse med impregnert 28x120 mm, kl. 2. Mangler den, brukes grunnprisen.'],
    ['impregnated_28x145_price_per_sqm', 'Impregnert 28x145 per m²', '2500',
      'Pris per m² ferdig lagt terrasse med impregnert 28x145 mm. Mangler den, brukes grunnprisen.'],
    ['impregnated_21x095_price_per_sqm', 'Impregnert 21x95 per m²', '2300',
      'Pris per m² ferdig lagt terrasse med impregnert 21x95 mm. Mangler den, brukes grunnprisen.'],
    ['royal_price_per_sqm', 'Royal impregnert per m² (felles)', '3100',
      'Felles pris per m² for Royal-bord. Brukes når grå eller brun Royal ikke har egen pris.'],
    ['royal_grey_price_per_sqm', 'Royal impregnert grå per m²', '3100',
      'Pris per m² ferdig lagt terrasse med grå Royal. Mangler den, brukes felles Royal-pris og deretter grunnprisen.'],
    ['royal_brown_price_per_sqm', 'Royal impregnert brun per m²', '3100',
      'Pris per m² ferdig lagt terrasse med brun Royal. Mangler den, brukes felles Royal-pris og deretter grunnprisen.'],
    ['ground_foundation_price', 'Fundament på bakken', '0',
      'Fast pris for terrasse lagt rett på bakken. Settes den til 0, vises fundamentet som «Inkludert».'],
    ['post_foundation_price', 'Fundament med stolper', '8000', 'Fast pris for fundament med stolper.'],
    ['screw_pile_foundation_price', 'Skruefundament', '12000', 'Fast pris for fundament med skruepeler.'],
    ['concrete_foundation_price', 'Betongfundament', '15000', 'Fast pris for fundament i betong.'],
    ['complex_design_addition', 'Tillegg for kompleks konstruksjon', '15000',
      'Fast tillegg for hevet terrasse eller terrasse i flere nivåer. Erstatter fundamentprisen.'],
    ['demolition_price_per_sqm', 'Riving av gammel terrasse per m²', '250',
      'Pris per m² for å rive og fjerne gammel terrasse.'],
    ['stairs_price_per_step', 'Trapp, pris per trinn', '1500', 'Pris per trappetrinn.'],
    ['stair_width_price_per_meter', 'Trapp, pris per meter bredde per trinn', '800',
      'Tillegg per meter trappebredde, ganget med antall trinn.'],
    ['railing_price_per_meter', 'Rekkverk per meter', '1500', 'Pris per løpemeter rekkverk.'],
    ['royal_stairs_multiplier', 'Faktor for trappetrinn i Royal', '1.5',
      'Trinnprisen ganges med denne faktoren når terrassen bygges i Royal (grå eller brun). Sett 1 for ingen påslag. Mangler den, brukes 1,5.'],
  ],
  trim: [
    ['base_trim_price_per_meter', 'Montering av lister per meter', '150', 'Pris per løpemeter montert list.'],
    ['corner_price', 'Pris per hjørne', '100', 'Tillegg per hjørne (gjæring og tilpasning).'],
    ['remove_old_trim_price_per_meter', 'Fjerning av gamle lister per meter', '40',
      'Pris per løpemeter for å fjerne gamle lister.'],
    ['painting_price_per_meter', 'Maling av lister per meter', '60', 'Pris per løpemeter for maling av lister.'],
  ],
  kitchen: [
    ['base_cabinet_price', 'Montering av underskap', '1200', 'Pris per underskap.'],
    ['wall_cabinet_price', 'Montering av overskap', '1000', 'Pris per overskap.'],
    ['drawer_price', 'Montering av skuff', '300', 'Pris per skuff.'],
    ['countertop_installation', 'Montering av benkeplate', '4500', 'Fast pris for å montere benkeplaten.'],
    ['sink_cutout_price', 'Utsparing for vask', '1500',
      'Pris per utsparing for vask i benkeplaten. Regnes bare med når benkeplaten monteres.'],
    ['hob_cutout_price', 'Utsparing for platetopp', '1200',
      'Pris per utsparing for platetopp i benkeplaten. Regnes bare med når benkeplaten monteres.'],
    ['appliance_installation_price', 'Montering av hvitevare', '900', 'Pris per hvitevare som monteres.'],
    ['remove_old_kitchen_price', 'Riving av gammelt kjøkken', '6000',
      'Fast pris for å rive og fjerne det gamle kjøkkenet.'],
  ],
  door: [
    ['standard_interior_door_price', 'Standard innerdør', '2500', 'Pris per montert standard innerdør.'],
    ['sliding_interior_door_price', 'Skyvedør', '4500', 'Pris per montert skyvedør.'],
    ['double_interior_door_price', 'Dobbel innerdør', '5000', 'Pris per montert dobbel innerdør.'],
    ['exterior_door_price', 'Ytterdør', '8000', 'Pris per montert ytterdør.'],
    ['door_frame_price', 'Ny karm', '1500', 'Tillegg per dør når det skal settes inn ny karm.'],
  ],
  bathroom: [
    ['base_price_per_sqm', 'Grunnarbeid per m²', '12000',
      'Pris per m² for grunnarbeid på badet (riving, underlag, sluk og ferdigstilling).'],
    ['waterproofing_price_per_sqm', 'Membran og tettesjikt per m²', '2500', 'Pris per m² for membran og tettesjikt.'],
    ['standard_tile_price_per_sqm', 'Standard fliser per m²', '3000', 'Pris per m² for standard fliser, lagt.'],
    ['premium_tile_price_per_sqm', 'Premium fliser per m²', '5500', 'Pris per m² for premium fliser, lagt.'],
    ['toilet_installation', 'Montering av toalett', '6000', 'Fast pris for å montere toalett.'],
    ['sink_installation', 'Montering av servant', '4500', 'Fast pris for å montere servant.'],
    ['shower_installation', 'Montering av dusj', '9000', 'Fast pris for å montere dusj.'],
    ['bathtub_installation', 'Montering av badekar', '12000', 'Fast pris for å montere badekar.'],
    ['heated_floor_price_per_sqm', 'Varmekabler per m²', '1500', 'Pris per m² for varmekabler i gulvet.'],
    ['ventilation_installation', 'Ventilasjon', '5000', 'Fast pris for ventilasjon på badet.'],
  ],
};

/** Seed data: every category's parameters, display order in steps of 10 so new ones fit between. */
export const defaultPricingParameters: DefaultPricingParameter[] = (
  Object.keys(catalogue) as CalculatorType[]
).flatMap((category) =>
  catalogue[category].map(([parameterKey, parameterName, parameterValue, description], index) => ({
    category,
    parameterKey,
    parameterName,
    parameterValue,
    description: parameterKey === 'royal_stairs_multiplier' ? description : `${description} Beløp i kroner inkl. mva.`,
    displayOrder: (index + 1) * 10,
    isActive: true as const,
  })),
);

/** The default parameters of one category in the public shape, e.g. for previews and tests. */
export function defaultPublicParameters(category: CalculatorType): Array<{ parameterKey: string; parameterValue: string }> {
  return defaultPricingParameters
    .filter((p) => p.category === category)
    .map(({ parameterKey, parameterValue }) => ({ parameterKey, parameterValue }));
}
