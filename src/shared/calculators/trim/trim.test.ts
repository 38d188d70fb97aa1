import { describe, expect, it } from 'vitest';
import { defaultInputs } from '..';
import { paramList, without } from '../../../test/pricing-helpers';
import { estimate } from '../../pricing';
import type { TrimInput } from './schema';

const prices = {
  base_trim_price_per_meter: '150',
  corner_price: '100',
  remove_old_trim_price_per_meter: '40',
  painting_price_per_meter: '60',
};
const run = (over: Partial<TrimInput>, values: Record<string, string> = prices) =>
  estimate('trim', { ...defaultInputs.trim, length: 12.5, corners: 4, ...over }, paramList(values));

describe('trim', () => {
  it('length × base price plus corners × corner price', () => {
    const r = run({});
    expect(r.lines).toEqual([
      { label: 'Montering av lister', amount: 1875, note: expect.any(String) as string, quantity: 12.5, unit: 'm', unitPrice: 150 }, // 12.5 × 150
      { label: 'Hjørner (4 stk)', amount: 400, note: expect.any(String) as string, quantity: 4, unit: 'stk', unitPrice: 100 }, // 4 × 100
    ]);
    expect(r.total).toBe(2275);
  });

  it('removal and painting are charged per metre only when switched on', () => {
    expect(run({ removeOld: true }).total).toBe(2775); // + 12.5 × 40
    expect(run({ painting: true }).total).toBe(3025); // + 12.5 × 60
    expect(run({ removeOld: true, painting: true }).total).toBe(3525);
    expect(run({ removeOld: true, painting: true }).lines.map((l) => l.label)).toEqual([
      'Montering av lister',
      'Hjørner (4 stk)',
      'Fjerning av gamle lister',
      'Maling av lister',
    ]);
  });

  it('omits the corner line with no corners, empty or 0', () => {
    expect(run({ corners: 0 }).lines).toHaveLength(1);
    expect(run({ corners: undefined }).lines).toHaveLength(1);
    expect(run({ corners: 0 }).total).toBe(1875);
  });

  it('shows chosen lines even when their price is 0', () => {
    const r = run({ removeOld: true, painting: true }, { base_trim_price_per_meter: '150', corner_price: '0' });
    expect(r.lines.map((l) => l.amount)).toEqual([1875, 0, 0, 0]);
    expect(r.total).toBe(1875);
  });

  it('counts an empty length and missing or non-numeric prices as 0', () => {
    expect(run({ length: undefined, corners: 0 }).total).toBe(0);
    expect(run({}, without(prices, 'base_trim_price_per_meter')).total).toBe(400);
    expect(run({}, { ...prices, corner_price: 'hundre' }).total).toBe(1875);
  });

  it('rounds each line to whole kroner', () => {
    const r = run({ length: 3.33, corners: 0, painting: true }, { base_trim_price_per_meter: '149.9', painting_price_per_meter: '59,5' });
    expect(r.lines.map((l) => l.amount)).toEqual([499, 198]); // 499.167, 198.135
    expect(r.total).toBe(697);
  });
});
