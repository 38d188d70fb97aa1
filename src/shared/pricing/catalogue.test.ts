import { describe, expect, it } from 'vitest';
import { calculatorTypes } from '../calculators';
import { calculatorMeta } from '../calculators/meta';
import { defaultPricingParameters, defaultPublicParameters } from './catalogue';
import { parseDecimal } from './params';

const expected: Record<string, Record<string, number>> = {
  terrace: {
    base_price_per_sqm: 2200,
    impregnated_28x120_kl1_price_per_sqm: 2400,
    impregnated_28x120_kl2_price_per_sqm: 2200,
    impregnated_28x145_price_per_sqm: 2500,
    impregnated_21x095_price_per_sqm: 2300,
    royal_price_per_sqm: 3100,
    royal_grey_price_per_sqm: 3100,
    royal_brown_price_per_sqm: 3100,
    ground_foundation_price: 0,
    post_foundation_price: 8000,
    screw_pile_foundation_price: 12000,
    concrete_foundation_price: 15000,
    complex_design_addition: 15000,
    demolition_price_per_sqm: 250,
    stairs_price_per_step: 1500,
    stair_width_price_per_meter: 800,
    railing_price_per_meter: 1500,
    royal_stairs_multiplier: 1.5,
  },
  trim: { base_trim_price_per_meter: 150, corner_price: 100, remove_old_trim_price_per_meter: 40, painting_price_per_meter: 60 },
  kitchen: {
    base_cabinet_price: 1200,
    wall_cabinet_price: 1000,
    drawer_price: 300,
    countertop_installation: 4500,
    sink_cutout_price: 1500,
    hob_cutout_price: 1200,
    appliance_installation_price: 900,
    remove_old_kitchen_price: 6000,
  },
  door: {
    standard_interior_door_price: 2500,
    sliding_interior_door_price: 4500,
    double_interior_door_price: 5000,
    exterior_door_price: 8000,
    door_frame_price: 1500,
  },
  bathroom: {
    base_price_per_sqm: 12000,
    waterproofing_price_per_sqm: 2500,
    standard_tile_price_per_sqm: 3000,
    premium_tile_price_per_sqm: 5500,
    toilet_installation: 6000,
    sink_installation: 4500,
    shower_installation: 9000,
    bathtub_installation: 12000,
    heated_floor_price_per_sqm: 1500,
    ventilation_installation: 5000,
  },
};

describe('defaultPricingParameters', () => {
  it.each(calculatorTypes)('%s holds exactly the documented keys and default values', (type) => {
    const values = Object.fromEntries(defaultPublicParameters(type).map((p) => [p.parameterKey, parseDecimal(p.parameterValue)]));
    expect(values).toEqual(expected[type]);
  });

  it('has unique keys per category, valid keys and readable Norwegian texts', () => {
    for (const type of calculatorTypes) {
      const rows = defaultPricingParameters.filter((p) => p.category === type);
      expect(new Set(rows.map((p) => p.parameterKey)).size).toBe(rows.length);
      expect(new Set(rows.map((p) => p.displayOrder)).size).toBe(rows.length);
    }
    for (const p of defaultPricingParameters) {
      expect(p.parameterKey).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(p.parameterName.length).toBeGreaterThan(3);
      expect(p.parameterName.length).toBeLessThanOrEqual(200);
      expect(p.description.length).toBeGreaterThan(10);
      expect(p.description.length).toBeLessThanOrEqual(2000);
      expect(Number.isInteger(p.displayOrder) && p.displayOrder >= 0).toBe(true);
      expect(p.isActive).toBe(true);
    }
  });

  it('shares base_price_per_sqm between terrace and bathroom with different values', () => {
    const base = defaultPricingParameters.filter((p) => p.parameterKey === 'base_price_per_sqm');
    expect(base.map((p) => [p.category, p.parameterValue])).toEqual([
      ['terrace', '2200'],
      ['bathroom', '12000'],
    ]);
  });
});

describe('calculatorMeta', () => {
  it('has a short label, title, description and search text for every type', () => {
    expect(calculatorTypes.map((t) => calculatorMeta[t].label)).toEqual(['Terrasse', 'Lister', 'Kjøkken', 'Dører', 'Bad']);
    for (const type of calculatorTypes) {
      const meta = calculatorMeta[type];
      expect(meta.title.length).toBeGreaterThan(5);
      expect(meta.description.length).toBeGreaterThan(20);
      expect(meta.seoText.length).toBeGreaterThan(meta.description.length);
    }
  });
});
