import { describe, expect, it } from 'vitest';
import { defaultInputs } from '..';
import { paramList, without } from '../../../test/pricing-helpers';
import { estimate } from '../../pricing';
import type { BathroomInput } from './schema';

const prices = {
  base_price_per_sqm: '12000',
  waterproofing_price_per_sqm: '2500',
  standard_tile_price_per_sqm: '3000',
  premium_tile_price_per_sqm: '5500',
  toilet_installation: '6000',
  sink_installation: '4500',
  shower_installation: '9000',
  bathtub_installation: '12000',
  heated_floor_price_per_sqm: '1500',
  ventilation_installation: '5000',
};
const none = { toilet: false, sink: false, shower: false, bathtub: false, heatedFloor: false, ventilation: false };
const run = (over: Partial<BathroomInput>, values: Record<string, string> = prices) =>
  estimate('bathroom', { ...defaultInputs.bathroom, ...over }, paramList(values));

describe('bathroom', () => {
  it('defaults: 6 m² standard with shower and ventilation', () => {
    const r = run({});
    expect(r.lines.map((l) => [l.label, l.amount])).toEqual([
      ['Grunnarbeid', 72000],
      ['Membran og tettesjikt', 15000],
      ['Standard fliser', 18000],
      ['Montering av dusj', 9000],
      ['Ventilasjon', 5000],
    ]);
    expect(r.total).toBe(119000);
  });

  it('premium tiles use premium_tile_price_per_sqm', () => {
    expect(run({ tile: 'premium' }).total).toBe(134000); // 6 × (12000 + 2500 + 5500) + 9000 + 5000
    expect(run({ tile: 'premium' }).lines[2]?.label).toBe('Premium fliser');
  });

  it('only chosen fixtures and extras are charged', () => {
    expect(run(none).total).toBe(105000);
    expect(run(none).lines).toHaveLength(3);
    expect(run({ ...none, toilet: true }).total).toBe(111000);
    expect(run({ ...none, sink: true }).total).toBe(109500);
    expect(run({ ...none, shower: true }).total).toBe(114000);
    expect(run({ ...none, bathtub: true }).total).toBe(117000);
    expect(run({ ...none, heatedFloor: true }).total).toBe(114000); // + 6 × 1500
    expect(run({ ...none, ventilation: true }).total).toBe(110000);
  });

  it('everything on', () => {
    const all = { toilet: true, sink: true, shower: true, bathtub: true, heatedFloor: true, ventilation: true };
    const r = run({ ...all, area: 4.5 });
    // 4.5 × (12000 + 2500 + 3000) + 6000 + 4500 + 9000 + 12000 + 4.5 × 1500 + 5000
    expect(r.lines.map((l) => l.amount)).toEqual([54000, 11250, 13500, 6000, 4500, 9000, 12000, 6750, 5000]);
    expect(r.total).toBe(122000);
  });

  it('keeps chosen lines with a missing price, and prices missing or non-numeric count as 0', () => {
    const r = run({}, without(prices, 'shower_installation', 'waterproofing_price_per_sqm'));
    expect(r.lines.map((l) => l.amount)).toEqual([72000, 0, 18000, 0, 5000]);
    expect(run({ ...none, tile: 'premium' }, { ...prices, premium_tile_price_per_sqm: 'dyrt' }).total).toBe(87000);
  });

  it('an area of 0 (empty field) charges only the flat items', () => {
    expect(run({ area: 0, heatedFloor: true }).total).toBe(14000);
  });
});
