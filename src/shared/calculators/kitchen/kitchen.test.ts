import { describe, expect, it } from 'vitest';
import { defaultInputs } from '..';
import { paramList, without } from '../../../test/pricing-helpers';
import { estimate } from '../../pricing';
import type { KitchenInput } from './schema';

const prices = {
  base_cabinet_price: '1200',
  wall_cabinet_price: '1000',
  drawer_price: '300',
  countertop_installation: '4500',
  sink_cutout_price: '1500',
  hob_cutout_price: '1200',
  appliance_installation_price: '900',
  remove_old_kitchen_price: '6000',
};
const full: KitchenInput = {
  baseCabinets: 4,
  wallCabinets: 3,
  drawers: 5,
  countertop: true,
  sinkCutouts: 1,
  hobCutouts: 1,
  appliances: 2,
  removeOld: true,
};
const run = (over: Partial<KitchenInput>, values: Record<string, string> = prices) =>
  estimate('kitchen', { ...full, ...over }, paramList(values));

describe('kitchen', () => {
  it('adds every counted item, the countertop with cutouts, appliances and removal', () => {
    const r = run({});
    expect(r.lines.map((l) => [l.label, l.amount])).toEqual([
      ['Underskap (4 stk)', 4800],
      ['Overskap (3 stk)', 3000],
      ['Skuffer (5 stk)', 1500],
      ['Montering av benkeplate', 4500],
      ['Utsparing for vask (1 stk)', 1500],
      ['Utsparing for platetopp (1 stk)', 1200],
      ['Montering av hvitevarer (2 stk)', 1800],
      ['Riving av gammelt kjøkken', 6000],
    ]);
    expect(r.total).toBe(24300);
  });

  it('charges cutouts only with the countertop switch on', () => {
    const r = run({ countertop: false, sinkCutouts: 2, hobCutouts: 1 });
    expect(r.total).toBe(17100); // 24300 - 4500 - 1500 - 1200
    expect(r.lines.some((l) => /benkeplate|Utsparing/.test(l.label))).toBe(false);
    expect(run({ sinkCutouts: 2, hobCutouts: 0 }).total).toBe(24300 + 1500 - 1200);
  });

  it('removal only when switched on', () => {
    expect(run({ removeOld: false }).total).toBe(18300);
    expect(run({ removeOld: false }).lines.some((l) => l.label.startsWith('Riving'))).toBe(false);
  });

  it('omits items with no count, empty or 0', () => {
    const r = run({ wallCabinets: 0, drawers: undefined, sinkCutouts: 0, hobCutouts: undefined, appliances: 0, removeOld: false });
    expect(r.lines.map((l) => l.label)).toEqual(['Underskap (4 stk)', 'Montering av benkeplate']);
    expect(r.total).toBe(9300);
  });

  it('default inputs give an empty estimate', () => {
    expect(estimate('kitchen', defaultInputs.kitchen, paramList(prices))).toEqual({ type: 'kitchen', total: 0, lines: [] });
  });

  it('keeps chosen lines with a zero or missing price', () => {
    const r = run({}, without(prices, 'countertop_installation', 'remove_old_kitchen_price'));
    expect(r.lines.find((l) => l.label === 'Montering av benkeplate')?.amount).toBe(0);
    expect(r.lines.find((l) => l.label === 'Riving av gammelt kjøkken')?.amount).toBe(0);
    expect(r.total).toBe(13800);
    expect(run({}, { ...prices, drawer_price: '0' }).lines.find((l) => l.label.startsWith('Skuffer'))?.amount).toBe(0);
  });
});
