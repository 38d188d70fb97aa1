import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { defaultPricingParameters } from '../../shared/pricing/catalogue';
import { createHarness, loginCookie, type Harness } from '../../test/harness';
import { PricingParameter } from './pricing-parameter.entity';

let h: Harness;
let cookie: string;
beforeAll(async () => {
  h = await createHarness();
  cookie = await loginCookie(h.app);
  const em = h.orm.em.fork();
  for (const p of defaultPricingParameters) em.create(PricingParameter, { ...p, createdAt: new Date(), updatedAt: new Date() });
  await em.flush();
});
afterAll(async () => {
  await h?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const api = (method: Method, url: string, payload?: object) =>
  h.app.inject({ method, url: `/api${url}`, headers: { cookie, origin: 'http://localhost:80' }, ...(payload ? { payload } : {}) });
const row = (category: string, parameterKey: string) =>
  h.orm.em.fork().findOneOrFail(PricingParameter, { category: category as PricingParameter['category'], parameterKey });
const dashboard = async () => (await api('GET', '/admin/dashboard')).json() as { missingPrices: Array<{ type: string; label: string; prices: Array<{ key: string; label: string }> }> };

describe('prices the calculator reads', () => {
  it('cannot be deleted (409) and stay in place', async () => {
    const trim = await row('trim', 'base_trim_price_per_meter');
    const res = await api('DELETE', `/admin/pricing-parameters/${trim.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.catalogueParameterDelete);
    expect(await row('trim', 'base_trim_price_per_meter')).toMatchObject({ parameterValue: '150', isActive: true });
  });

  it('cannot be renamed or moved to another calculator (400); the same key sent back is fine', async () => {
    const trim = await row('trim', 'base_trim_price_per_meter');
    for (const change of [{ parameterKey: 'lister_per_meter' }, { category: 'door' }]) {
      const res = await api('PATCH', `/admin/pricing-parameters/${trim.id}`, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toBe(messages.catalogueParameterRename);
    }
    const whole = await api('PATCH', `/admin/pricing-parameters/${trim.id}`, { category: 'trim', parameterKey: 'base_trim_price_per_meter', parameterName: 'Lister per meter' });
    expect(whole.statusCode).toBe(200);
    expect(await row('trim', 'base_trim_price_per_meter')).toMatchObject({ parameterName: 'Lister per meter', parameterValue: '150' });
  });

  it('take only numbers ≥ 0; a parameter the owner added may hold any text and be renamed and deleted', async () => {
    const corner = await row('trim', 'corner_price');
    for (const parameterValue of ['-5', 'gratis', '1e3']) {
      const res = await api('PATCH', `/admin/pricing-parameters/${corner.id}`, { parameterValue });
      expect(res.statusCode, parameterValue).toBe(400);
      expect(res.json().message).toBe(messages.cataloguePriceValue);
    }
    expect((await row('trim', 'corner_price')).parameterValue).toBe('100');
    expect((await api('PATCH', `/admin/pricing-parameters/${corner.id}`, { parameterValue: '1 250,5' })).statusCode).toBe(200);
    expect((await api('PATCH', `/admin/pricing-parameters/${corner.id}`, { parameterValue: '100' })).statusCode).toBe(200);

    const custom = (await api('POST', '/admin/pricing-parameters', { category: 'trim', parameterKey: 'note_for_later', parameterName: 'Notat', parameterValue: 'se tilbud' })).json();
    const renamed = await api('PATCH', `/admin/pricing-parameters/${custom.id}`, { parameterKey: 'another_note' });
    expect(renamed.statusCode).toBe(200);
    // Renamed into a catalogue key of another calculator, the value must be a price.
    expect((await api('PATCH', `/admin/pricing-parameters/${custom.id}`, { category: 'kitchen', parameterKey: 'drawer_price' })).statusCode).toBe(400);
    expect((await api('DELETE', `/admin/pricing-parameters/${custom.id}`)).statusCode).toBe(204);
  });
});

describe('the dashboard warning', () => {
  it('names a calculator while a required price is switched off or 0, and clears once it is back', async () => {
    expect((await dashboard()).missingPrices).toEqual([]);
    const trim = await row('trim', 'base_trim_price_per_meter');
    const door = await row('door', 'exterior_door_price');
    expect((await api('PATCH', `/admin/pricing-parameters/${trim.id}`, { isActive: false })).statusCode).toBe(200);
    expect((await api('PATCH', `/admin/pricing-parameters/${door.id}`, { parameterValue: '0' })).statusCode).toBe(200);
    // An optional price (a fallback exists) switched off is no reason to warn.
    const kl2 = await row('terrace', 'impregnated_28x120_kl2_price_per_sqm');
    expect((await api('PATCH', `/admin/pricing-parameters/${kl2.id}`, { isActive: false })).statusCode).toBe(200);

    expect((await dashboard()).missingPrices).toEqual([
      { type: 'trim', label: 'Lister', prices: [{ key: 'base_trim_price_per_meter', label: 'Montering av lister per meter' }] },
      { type: 'door', label: 'Dører', prices: [{ key: 'exterior_door_price', label: 'Ytterdør' }] },
    ]);

    await api('PATCH', `/admin/pricing-parameters/${trim.id}`, { isActive: true });
    await api('PATCH', `/admin/pricing-parameters/${door.id}`, { parameterValue: '8000' });
    await api('PATCH', `/admin/pricing-parameters/${kl2.id}`, { isActive: true });
    expect((await dashboard()).missingPrices).toEqual([]);
  });
});
