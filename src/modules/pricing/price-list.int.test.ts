import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seeders/database-seeder';
import type { PriceListRate, PricingParameterDto } from '../../shared/schemas/pricing';
import { createHarness, loginCookie, type Harness } from '../../test/harness';

let h: Harness;
let cookie: string;

beforeAll(async () => {
  h = await createHarness();
  await seedDatabase(h.orm.em.fork());
  cookie = await loginCookie(h.app);
});
afterAll(() => h.close());

const json = { 'content-type': 'application/json' };
const rates = async () => {
  const res = await h.app.inject({ method: 'GET', url: '/api/price-list/rates' });
  expect(res.statusCode).toBe(200);
  return res.json<PriceListRate[]>();
};
const general = async () =>
  (await h.app.inject({ method: 'GET', url: '/api/admin/pricing-parameters', headers: { cookie } })).json<PricingParameterDto[]>().filter((p) => p.category === 'general');

describe('the price list\'s general prices', () => {
  it('are seeded with the other prices: hour rate, travel surcharge and minimum price', async () => {
    expect((await general()).map((p) => p.parameterKey)).toEqual(['hour_rate', 'travel_surcharge', 'minimum_price']);
    const list = await rates();
    expect(list.map((r) => [r.key, r.unit])).toEqual([
      ['hour_rate', 'hour'],
      // Counted per working day outside Trondheim, and the price list says so.
      ['travel_surcharge', 'workday'],
      ['minimum_price', 'fixed'],
    ]);
  });

  it('follow a price change at once, through the public cache', async () => {
    const before = await rates();
    const hour = (await general()).find((p) => p.parameterKey === 'hour_rate')!;
    const next = String((before.find((r) => r.key === 'hour_rate')!.amount) + 75);
    const res = await h.app.inject({ method: 'PATCH', url: `/api/admin/pricing-parameters/${hour.id}`, headers: { ...json, cookie }, payload: JSON.stringify({ parameterValue: next }) });
    expect(res.statusCode).toBe(200);
    expect((await rates()).find((r) => r.key === 'hour_rate')!.amount).toBe(Number(next));
  });

  it('leave out a price the owner switches off', async () => {
    const travel = (await general()).find((p) => p.parameterKey === 'travel_surcharge')!;
    await h.app.inject({ method: 'PATCH', url: `/api/admin/pricing-parameters/${travel.id}`, headers: { ...json, cookie }, payload: JSON.stringify({ isActive: false }) });
    expect((await rates()).map((r) => r.key)).toEqual(['hour_rate', 'minimum_price']);
  });

  it('are protected like the calculators\' prices: a number ≥ 0, fixed key, never deleted', async () => {
    const minimum = (await general()).find((p) => p.parameterKey === 'minimum_price')!;
    const bad = await h.app.inject({ method: 'PATCH', url: `/api/admin/pricing-parameters/${minimum.id}`, headers: { ...json, cookie }, payload: JSON.stringify({ parameterValue: 'gratis' }) });
    expect(bad.statusCode).toBe(400);
    const del = await h.app.inject({ method: 'DELETE', url: `/api/admin/pricing-parameters/${minimum.id}`, headers: { cookie } });
    expect(del.statusCode).toBe(409);
    expect((await rates()).find((r) => r.key === 'minimum_price')!.amount).toBe(Number(minimum.parameterValue));
  });

  it('are not a calculator: /api/pricing/general is refused', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/pricing/general' })).statusCode).toBe(400);
  });
});
