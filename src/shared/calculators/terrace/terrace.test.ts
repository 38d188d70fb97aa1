import { describe, expect, it } from 'vitest';
import { defaultInputs } from '..';
import { normalizeSpaces, paramList, without } from '../../../test/pricing-helpers';
import { estimate } from '../../pricing';
import type { TerraceInput } from './schema';

const prices = {
  base_price_per_sqm: '2000',
  impregnated_28x120_kl1_price_per_sqm: '2400',
  impregnated_28x120_kl2_price_per_sqm: '2200',
  impregnated_28x145_price_per_sqm: '2500',
  impregnated_21x095_price_per_sqm: '2300',
  royal_price_per_sqm: '3000',
  royal_grey_price_per_sqm: '3100',
  royal_brown_price_per_sqm: '3200',
  ground_foundation_price: '0',
  post_foundation_price: '8000',
  screw_pile_foundation_price: '12000',
  concrete_foundation_price: '15000',
  complex_design_addition: '15000',
  demolition_price_per_sqm: '250',
  stairs_price_per_step: '1500',
  stair_width_price_per_meter: '800',
  railing_price_per_meter: '1500',
  royal_stairs_multiplier: '1.5',
};

const input = (over: Partial<TerraceInput> = {}): TerraceInput => ({ ...defaultInputs.terrace, area: 20, ...over });
const run = (over: Partial<TerraceInput> = {}, values: Record<string, string> = prices) =>
  estimate('terrace', input(over), paramList(values));
const amountOf = (over: Partial<TerraceInput>, label: RegExp, values: Record<string, string> = prices) =>
  run(over, values).lines.find((l) => label.test(l.label))?.amount;

describe('terrace: boards', () => {
  it('area × board price with visible fastening, plus an included ground foundation', () => {
    const r = run();
    expect(r.type).toBe('terrace');
    expect(r.lines).toEqual([
      { label: 'Terrassebord: Impregnert 28x120 mm, kl. 1', amount: 48000, note: expect.any(String) as string, quantity: 20, unit: 'm²', unitPrice: 2400 },
      { label: 'Fundament: På bakken', amount: 0, note: 'Inkludert' },
    ]);
    expect(r.total).toBe(48000); // 20 × 2400
  });

  it.each([
    ['IMPREGNATED_28X120_KL1', 'impregnated_28x120_kl1_price_per_sqm', 48000],
    ['IMPREGNATED_28X120_KL2', 'impregnated_28x120_kl2_price_per_sqm', 44000],
    ['IMPREGNATED_28X145', 'impregnated_28x145_price_per_sqm', 50000],
    ['IMPREGNATED_21X095', 'impregnated_21x095_price_per_sqm', 46000],
  ] as const)('%s: own key, then base_price_per_sqm when missing or non-numeric, explicit 0 kept', (material, key, own) => {
    expect(run({ material }).total).toBe(own);
    expect(run({ material }, without(prices, key)).total).toBe(40000); // 20 × 2000
    expect(run({ material }, { ...prices, [key]: 'pris på forespørsel' }).total).toBe(40000);
    expect(run({ material }, { ...prices, [key]: '0' }).total).toBe(0);
    expect(run({ material }, without(prices, key, 'base_price_per_sqm')).total).toBe(0);
  });

  it.each([
    ['ROYAL_GREY', 'royal_grey_price_per_sqm', 62000],
    ['ROYAL_BROWN', 'royal_brown_price_per_sqm', 64000],
  ] as const)('%s: own key, then royal_price_per_sqm, then base_price_per_sqm', (material, key, own) => {
    expect(run({ material }).total).toBe(own);
    expect(run({ material }, without(prices, key)).total).toBe(60000); // 20 × 3000
    expect(run({ material }, { ...prices, [key]: 'x' }).total).toBe(60000);
    expect(run({ material }, without(prices, key, 'royal_price_per_sqm')).total).toBe(40000);
    expect(run({ material }, { ...prices, [key]: '', royal_price_per_sqm: 'n/a' }).total).toBe(40000);
    expect(run({ material }, { ...without(prices, key), royal_price_per_sqm: '0' }).total).toBe(0);
    expect(run({ material }, { ...prices, [key]: '0' }).total).toBe(0);
    expect(run({ material }, without(prices, key, 'royal_price_per_sqm', 'base_price_per_sqm')).total).toBe(0);
  });

  it('OTHER uses base_price_per_sqm and names the material in the label', () => {
    const r = run({ material: 'OTHER', otherMaterial: 'Kebony' });
    expect(r.total).toBe(40000);
    expect(r.lines[0]?.label).toBe('Terrassebord: Annet materiale (Kebony)');
    expect(run({ material: 'OTHER' }, without(prices, 'base_price_per_sqm')).total).toBe(0);
    expect(run({ material: 'OTHER' }).lines[0]?.label).toBe('Terrassebord: Annet materiale');
  });

  it('ignores the free text unless the material is OTHER', () => {
    expect(run({ otherMaterial: 'Kebony' }).lines[0]?.label).toBe('Terrassebord: Impregnert 28x120 mm, kl. 1');
  });

  it('hidden fastening adds 15 % to the board cost, in the board line', () => {
    const r = run({ material: 'ROYAL_GREY', fastening: 'HIDDEN' });
    expect(r.lines[0]).toMatchObject({ label: 'Terrassebord: Royal impregnert (grå), skjult innfesting (+15 %)', amount: 71300 });
    expect(r.total).toBe(71300); // 20 × 3100 × 1.15
    expect(normalizeSpaces(r.lines[0]?.note ?? '')).toBe('20 m² × 3 100 kr × 1,15');
    expect(normalizeSpaces(run().lines[0]?.note ?? '')).toBe('20 m² × 2 400 kr');
  });

  it('rounds the board line to whole kroner', () => {
    expect(run({ area: 12.5, fastening: 'HIDDEN' }).total).toBe(34500); // 12.5 × 2400 × 1.15
    expect(run({ area: 12.5, fastening: 'HIDDEN' }).lines[0]).toMatchObject({ quantity: 12.5, unit: 'm²', unitPrice: 2760 });
    expect(run({ area: 0.3 }, { base_price_per_sqm: '2333' }).total).toBe(700); // 699.9
    expect(run({ area: 1 }, { base_price_per_sqm: '0.4' }).total).toBe(0);
  });

  it('counts an empty area as 0', () => {
    expect(run({ area: undefined }).total).toBe(0);
  });

  it('gives 0 with no parameters at all', () => {
    const r = estimate('terrace', input({ demolish: true, fence: true, fenceLength: 3 }), []);
    expect(r.total).toBe(0);
    expect(estimate('terrace', input(), undefined).total).toBe(0);
  });
});

describe('terrace: foundation', () => {
  it('GROUND with price 0 or missing shows Inkludert; with a price, charges it', () => {
    expect(run().lines[1]).toEqual({ label: 'Fundament: På bakken', amount: 0, note: 'Inkludert' });
    expect(run({}, without(prices, 'ground_foundation_price')).lines[1]).toEqual({ label: 'Fundament: På bakken', amount: 0, note: 'Inkludert' });
    expect(run({}, { ...prices, ground_foundation_price: '5000' }).lines[1]).toEqual({ label: 'Fundament: På bakken', amount: 5000 });
  });

  it.each([
    ['POSTS', 'Fundament: Stolper', 8000, 'post_foundation_price'],
    ['SCREW_PILES', 'Fundament: Skruefundament', 12000, 'screw_pile_foundation_price'],
    ['CONCRETE', 'Fundament: Betong', 15000, 'concrete_foundation_price'],
  ] as const)('%s charges its own price', (foundation, label, amount, key) => {
    const r = run({ foundation }, { ...prices, [key]: String(amount) });
    expect(r.lines[1]).toEqual({ label, amount });
    expect(r.total).toBe(48000 + amount);
    expect(run({ foundation }, without(prices, key)).lines[1]).toEqual({ label, amount: 0 });
  });

  it.each([
    ['ELEVATED', 'Tillegg for kompleks konstruksjon: Hevet terrasse'],
    ['MULTI_LEVEL', 'Tillegg for kompleks konstruksjon: Terrasse i flere nivåer'],
  ] as const)('%s charges complex_design_addition instead of a foundation price', (foundation, label) => {
    const r = run({ foundation }, { ...prices, complex_design_addition: '17500' });
    expect(r.lines).toHaveLength(2);
    expect(r.lines[1]).toEqual({ label, amount: 17500 });
    expect(r.lines.some((l) => l.label.startsWith('Fundament'))).toBe(false);
    expect(r.total).toBe(65500);
    expect(run({ foundation }, without(prices, 'complex_design_addition')).total).toBe(48000);
  });
});

describe('terrace: extras', () => {
  it('demolition is area × price only when switched on', () => {
    expect(amountOf({ demolish: true }, /^Riving/)).toBe(5000); // 20 × 250
    expect(amountOf({ demolish: false }, /^Riving/)).toBeUndefined();
    expect(amountOf({ demolish: true }, /^Riving/, without(prices, 'demolition_price_per_sqm'))).toBe(0);
  });

  it('stairs: steps × step price + width × width price × steps', () => {
    const r = run({ stairs: true, stairSteps: 3, stairWidth: 1.2 });
    expect(r.lines[2]).toEqual({ label: 'Trapp (3 trinn, 1,2 m bred)', amount: 7380 }); // 4500 + 2880
    expect(r.total).toBe(55380);
    expect(amountOf({ stairs: true, stairSteps: 3 }, /^Trapp/)).toBe(4500);
    expect(run({ stairs: true, stairSteps: 3 }).lines[2]?.label).toBe('Trapp (3 trinn)');
  });

  it('stairs cost nothing when switched off, or when steps are empty or 0', () => {
    expect(amountOf({ stairs: false, stairSteps: 3, stairWidth: 1.2 }, /^Trapp/)).toBeUndefined();
    expect(amountOf({ stairs: true, stairSteps: undefined, stairWidth: 1.2 }, /^Trapp/)).toBeUndefined();
    expect(amountOf({ stairs: true, stairSteps: 0, stairWidth: 1.2 }, /^Trapp/)).toBeUndefined();
  });

  it.each(['ROYAL_GREY', 'ROYAL_BROWN'] as const)('%s multiplies the step price by royal_stairs_multiplier', (material) => {
    const stairs = { material, stairs: true, stairSteps: 3, stairWidth: 1.2 } as const;
    expect(amountOf(stairs, /^Trapp/)).toBe(9630); // 3 × 1500 × 1.5 + 1.2 × 800 × 3
    expect(amountOf(stairs, /^Trapp/, without(prices, 'royal_stairs_multiplier'))).toBe(9630);
    expect(amountOf(stairs, /^Trapp/, { ...prices, royal_stairs_multiplier: 'ingen' })).toBe(9630);
    expect(amountOf(stairs, /^Trapp/, { ...prices, royal_stairs_multiplier: '2' })).toBe(11880); // 9000 + 2880
    expect(amountOf(stairs, /^Trapp/, { ...prices, royal_stairs_multiplier: '1' })).toBe(7380);
    expect(amountOf(stairs, /^Trapp/, { ...prices, royal_stairs_multiplier: '0' })).toBe(2880);
    expect(run(stairs).lines[2]?.note).toBe('Trinnpris × 1,5 for Royal-materiale');
  });

  it.each(['IMPREGNATED_28X120_KL1', 'IMPREGNATED_28X120_KL2', 'IMPREGNATED_28X145', 'IMPREGNATED_21X095', 'OTHER'] as const)(
    '%s ignores royal_stairs_multiplier',
    (material) => {
      const stairs = { material, stairs: true, stairSteps: 3, stairWidth: 1.2 } as const;
      expect(amountOf(stairs, /^Trapp/, { ...prices, royal_stairs_multiplier: '2' })).toBe(7380);
      expect(run(stairs).lines[2]?.note).toBeUndefined();
    },
  );

  it('fence is length × railing price when switched on, shown even when empty', () => {
    expect(run({ fence: true, fenceLength: 12 }).lines[2]).toMatchObject({ label: 'Rekkverk', amount: 18000 });
    expect(amountOf({ fence: true, fenceLength: undefined }, /^Rekkverk/)).toBe(0);
    expect(amountOf({ fence: false, fenceLength: 12 }, /^Rekkverk/)).toBeUndefined();
    expect(amountOf({ fence: true, fenceLength: 12 }, /^Rekkverk/, without(prices, 'railing_price_per_meter'))).toBe(0);
  });

  it('adds everything up, in a fixed order', () => {
    const r = run({
      material: 'ROYAL_GREY',
      fastening: 'HIDDEN',
      foundation: 'POSTS',
      demolish: true,
      stairs: true,
      stairSteps: 3,
      stairWidth: 1.2,
      fence: true,
      fenceLength: 12,
    });
    expect(r.lines.map((l) => l.amount)).toEqual([71300, 8000, 5000, 9630, 18000]);
    expect(r.lines.map((l) => l.label.split(' ')[0])).toEqual(['Terrassebord:', 'Fundament:', 'Riving', 'Trapp', 'Rekkverk']);
    expect(r.total).toBe(111930);
  });
});
