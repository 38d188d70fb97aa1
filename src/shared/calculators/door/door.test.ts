import { describe, expect, it } from 'vitest';
import { defaultInputs } from '..';
import { paramList, without } from '../../../test/pricing-helpers';
import { estimate } from '../../pricing';
import type { DoorInput } from './schema';

const prices = {
  standard_interior_door_price: '2500',
  sliding_interior_door_price: '4500',
  double_interior_door_price: '5000',
  exterior_door_price: '8000',
  door_frame_price: '1500',
};
const run = (over: Partial<DoorInput>, values: Record<string, string> = prices) =>
  estimate('door', { ...defaultInputs.door, count: 2, ...over }, paramList(values));

describe('door', () => {
  it.each([
    ['STANDARD', 'Montering av standard innerdør (2 stk)', 5000],
    ['SLIDING', 'Montering av skyvedør (2 stk)', 9000],
    ['DOUBLE', 'Montering av dobbel innerdør (2 stk)', 10000],
  ] as const)('interior %s: count × its price', (interiorType, label, amount) => {
    const r = run({ interiorType });
    expect(r.lines).toEqual([{ label, amount, note: expect.any(String) as string, quantity: 2, unit: 'stk', unitPrice: amount / 2 }]);
    expect(r.total).toBe(amount);
  });

  it('exterior doors use exterior_door_price whatever the interior subtype', () => {
    expect(run({ doorType: 'EXTERIOR', interiorType: 'SLIDING' }).total).toBe(16000);
    expect(run({ doorType: 'EXTERIOR' }).lines[0]?.label).toBe('Montering av ytterdør (2 stk)');
  });

  it('a new frame adds count × frame price only when switched on', () => {
    const r = run({ newFrame: true });
    expect(r.lines[1]).toMatchObject({ label: 'Ny karm (2 stk)', amount: 3000 });
    expect(r.total).toBe(8000);
    expect(run({ doorType: 'EXTERIOR', count: 1, newFrame: true }).total).toBe(9500);
    expect(run({ newFrame: false }).lines).toHaveLength(1);
    expect(run({ newFrame: true }, without(prices, 'door_frame_price')).lines[1]?.amount).toBe(0);
  });

  it('counts an empty count and missing or non-numeric prices as 0', () => {
    expect(run({ count: undefined, newFrame: true }).total).toBe(0);
    expect(run({}, without(prices, 'standard_interior_door_price')).total).toBe(0);
    expect(run({ interiorType: 'DOUBLE' }, { ...prices, double_interior_door_price: 'ukjent' }).total).toBe(0);
    expect(run({ interiorType: 'SLIDING' }, { ...prices, sliding_interior_door_price: '4 500,50' }).total).toBe(9001);
  });

  it('default inputs: one standard interior door', () => {
    expect(estimate('door', defaultInputs.door, paramList(prices)).total).toBe(2500);
  });
});
