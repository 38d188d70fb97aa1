import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CalculatorType, type EstimateRequest, parseCalculatorInput, plainInput } from '../../shared/calculators';
import { estimate as engineEstimate } from '../../shared/pricing';
import { todayInOslo } from '../../shared/schemas/common';
import { seedDatabase } from '../../seeders/database-seeder';
import { createHarness, loginCookie, type Harness } from '../../test/harness';
import { ActivityLog } from '../activity/activity-log.entity';
import { PricingParameter } from '../pricing/pricing-parameter.entity';
import { publicParameters } from '../pricing/pricing.service';
import { Enquiry } from './enquiry.entity';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  await h.orm.em.fork().nativeDelete(Enquiry, {});
});

const count = () => h.orm.em.fork().count(Enquiry, {});
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url, payload: payload as object, headers });

const contact = { name: 'Kari Nordmann', email: 'kari@example.no', phone: '', message: 'Hei, jeg trenger hjelp med en terrasse.', type: 'contact' };
const tomorrow = (() => {
  const d = new Date(`${todayInOslo()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
})();
const inspection = {
  name: 'Ola Nordmann',
  email: 'ola@example.no',
  phone: '+47 912 34 567',
  address: 'Storgata 1, 7011 Trondheim',
  projectType: 'terrace',
  preferredDate: tomorrow,
  message: 'Ønsker befaring for ny terrasse på ca. 30 m².',
  type: 'inspection',
};

describe('POST /api/contact', () => {
  it('stores a valid message with an empty phone as null, logs it, and answers 201', async () => {
    const res = await post('/api/contact', contact);
    expect(res.statusCode).toBe(201);
    const stored = await h.orm.em.fork().findOneOrFail(Enquiry, { id: res.json().id });
    expect(stored).toMatchObject({ type: 'contact', name: 'Kari Nordmann', email: 'kari@example.no', phone: null });
    const log = await h.orm.em.fork().findOneOrFail(ActivityLog, { entityType: 'case', entityId: stored.id });
    expect(log).toMatchObject({ action: 'create', userId: null });
  });

  it.each([
    [{ ...contact, name: 'K' }, 'Navn må være minst 2 tegn'],
    [{ ...contact, email: 'ikke-en-epost' }, 'Skriv inn en gyldig e-postadresse'],
    [{ ...contact, phone: '123' }, 'Skriv inn et gyldig telefonnummer'],
    [{ ...contact, message: 'For kort' }, 'Meldingen må være minst 10 tegn'],
    [{ ...contact, name: 42 }, null],
    [{ ...contact, message: 'x'.repeat(6000) }, 'Maks 5000 tegn'],
    [{}, null],
  ])('rejects %j with 400 and stores nothing', async (payload, message) => {
    const res = await post('/api/contact', payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(typeof body.message).toBe('string');
    if (message) expect(body.message).toBe(message);
    expect(body.message).not.toMatch(/Input validation failed|expected/i);
    expect(await count()).toBe(0);
  });

  it('refuses a non-JSON content type (a plain HTML form) with 415', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/contact', payload: 'name=a&email=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/JSON/);
    const text = await h.app.inject({ method: 'POST', url: '/api/contact', payload: 'hei', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    expect(await count()).toBe(0);
  });

  it('refuses a missing body, broken JSON and an oversized body with 4xx, never 5xx', async () => {
    const empty = await h.app.inject({ method: 'POST', url: '/api/contact' });
    expect(empty.statusCode).toBe(400);
    const broken = await h.app.inject({ method: 'POST', url: '/api/contact', payload: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('Forespørselen inneholder ugyldig JSON.');
    const huge = await post('/api/contact', { ...contact, message: 'x'.repeat(200 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('Forespørselen er for stor.');
    expect(await count()).toBe(0);
  });
});

describe('POST /api/inspection', () => {
  it('stores every field the visitor sent, including an attached estimate (priced by the server)', async () => {
    await seedPrices();
    const input = { area: 20, material: 'ROYAL_GREY' };
    const res = await post('/api/inspection', { ...inspection, estimate: { type: 'terrace', input } });
    expect(res.statusCode).toBe(201);
    const stored = await h.orm.em.fork().findOneOrFail(Enquiry, { id: res.json().id });
    const estimate = await expectedEstimate('terrace', input);
    expect(stored).toMatchObject({ type: 'inspection', address: inspection.address, projectType: 'terrace', preferredDate: tomorrow, phone: inspection.phone, estimate });

    const cookie = await loginCookie(h.app);
    const list = await h.app.inject({ method: 'GET', url: '/api/admin/contact-submissions', headers: { cookie } });
    expect(list.json()[0]).toMatchObject({ id: stored.id, address: inspection.address, preferredDate: tomorrow, estimate });
  });

  it('accepts a request without a preferred date', async () => {
    const { preferredDate: _d, ...rest } = inspection;
    expect((await post('/api/inspection', rest)).statusCode).toBe(201);
  });

  it.each([
    [{ ...inspection, name: '' }, 'Navn må være minst 2 tegn'],
    [{ ...inspection, email: 'a@' }, 'Skriv inn en gyldig e-postadresse'],
    [{ ...inspection, phone: '1234' }, 'Skriv inn et gyldig telefonnummer'],
    [{ ...inspection, address: 'Vei' }, 'Skriv inn en gyldig adresse'],
    [{ ...inspection, projectType: 'garage' }, 'Velg prosjekttype'],
    [{ ...inspection, projectType: undefined }, 'Velg prosjekttype'],
    [{ ...inspection, message: 'kort' }, 'Beskrivelsen må være minst 10 tegn'],
    [{ ...inspection, preferredDate: '2020-01-01' }, 'Velg en gyldig dato (i dag eller senere)'],
    [{ ...inspection, preferredDate: '22.11.2030' }, 'Velg en gyldig dato (i dag eller senere)'],
    [{ ...inspection, estimate: { type: 'garage', input: {}, total: 1, lines: [] } }, 'Prisestimatet fra kalkulatoren er ugyldig: Ukjent kalkulatortype'],
  ])('rejects %j with 400 and stores nothing', async (payload, message) => {
    const res = await post('/api/inspection', payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    expect(await count()).toBe(0);
  });
});

describe('bad input on both enquiry endpoints', () => {
  const logCount = () => h.orm.em.fork().count(ActivityLog, { entityType: 'case' });
  const endpoints = [
    ['/api/contact', contact],
    ['/api/inspection', inspection],
  ] as const;

  it.each(endpoints)('%s answers 201 with the stored enquiry and logs it in the same go', async (url, payload) => {
    const before = await logCount();
    const res = await post(url, payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ type: payload.type, name: payload.name, email: payload.email, message: payload.message });
    expect(Date.parse(body.createdAt)).not.toBeNaN();
    expect(await count()).toBe(1);
    expect(await logCount()).toBe(before + 1);
  });

  it.each(endpoints)('%s refuses wrong types, a missing body, non-JSON, a huge body and NUL characters: 4xx, Norwegian, nothing stored', async (url, payload) => {
    const before = await logCount();
    const cases: Array<[string, Awaited<ReturnType<typeof post>>]> = [
      ['number as name', await post(url, { ...payload, name: 42 })],
      ['number as phone', await post(url, { ...payload, phone: 91234567 })],
      ['array as message', await post(url, { ...payload, message: ['a', 'b'] })],
      ['object as email', await post(url, { ...payload, email: { a: 1 } })],
      ['a JSON array', await h.app.inject({ method: 'POST', url, payload: '[1,2]', headers: { 'content-type': 'application/json' } })],
      ['a JSON string', await h.app.inject({ method: 'POST', url, payload: '"hei"', headers: { 'content-type': 'application/json' } })],
      ['no body', await h.app.inject({ method: 'POST', url })],
      ['empty JSON body', await h.app.inject({ method: 'POST', url, payload: '', headers: { 'content-type': 'application/json' } })],
      ['form encoding', await h.app.inject({ method: 'POST', url, payload: 'name=Ola', headers: { 'content-type': 'application/x-www-form-urlencoded' } })],
      ['multipart', await h.app.inject({ method: 'POST', url, payload: '--x\r\n\r\n--x--', headers: { 'content-type': 'multipart/form-data; boundary=x' } })],
      ['oversized', await post(url, { ...payload, message: 'x'.repeat(150 * 1024) })],
      ['NUL in the name', await post(url, { ...payload, name: 'Ka\u0000ri' })],
      ['NUL in a key', await post(url, { ...payload, ['x\u0000']: 1 })],
    ];
    for (const [what, res] of cases) {
      expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, what).toBeLessThan(500);
      const message = res.json().message;
      expect(typeof message, what).toBe('string');
      // Norwegian, not the framework's English defaults.
      expect(message, what).not.toMatch(/\b(expected|invalid input|validation failed|body|must be)\b/i);
    }
    expect(await count()).toBe(0);
    expect(await logCount()).toBe(before);
  });

  it('refuses days that do not exist, which PostgreSQL would reject with a 500', async () => {
    for (const preferredDate of ['2030-02-30', '2030-02-31', '2030-04-31', '2030-13-01', '2030-00-10']) {
      const res = await post('/api/inspection', { ...inspection, preferredDate });
      expect(res.statusCode, preferredDate).toBe(400);
      expect(res.json().message).toBe('Velg en gyldig dato (i dag eller senere)');
    }
    expect(await count()).toBe(0);
  });

  it('stores a contact phone of only spaces, or null, as not given', async () => {
    for (const phone of ['   ', null]) {
      const res = await post('/api/contact', { ...contact, phone });
      expect(res.statusCode, String(phone)).toBe(201);
      expect(res.json().phone).toBeNull();
    }
  });

  it('the tRPC twins refuse the same input with 400 and store nothing', async () => {
    const bad = await post('/trpc/public.enquiries.contact', { ...contact, name: 'K' });
    expect(bad.statusCode).toBe(400);
    const nul = await post('/trpc/public.enquiries.inspection', { ...inspection, message: 'Hei\u0000 hei hei hei' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.message).toBe('Teksten inneholder ugyldige tegn.');
    expect(await count()).toBe(0);
  });
});

/** The default prices, as a fresh installation seeds them (this test database starts without any). */
async function seedPrices(): Promise<void> {
  if ((await h.orm.em.fork().count(PricingParameter, {})) === 0) await seedDatabase(h.orm.em.fork());
}

/** What the server should store for this input: the shared engine over the active parameters now. */
async function expectedEstimate(type: CalculatorType, input: object) {
  const parsed = parseCalculatorInput(type, input);
  if (!parsed.success) throw new Error('test input must be valid');
  const result = engineEstimate<CalculatorType>(type, (parsed.data as EstimateRequest['input']), await publicParameters(h.orm.em.fork(), type));
  return { type, input: plainInput(parsed.data), total: result.total, lines: result.lines };
}

describe('an estimate attached to an inspection request', () => {
  beforeAll(seedPrices);

  const send = (estimate: unknown) => post('/api/inspection', { ...inspection, estimate });

  it('is priced by the server: a made-up total and lines are ignored, the total the visitor saw is kept beside it', async () => {
    const input = { area: 24.5, material: 'IMPREGNATED_28X145', fastening: 'HIDDEN', foundation: 'POSTS', demolish: true, stairs: true, stairWidth: 1.2, stairSteps: 3 };
    const before = Date.now();
    const res = await send({ type: 'terrace', input, shownTotal: 1, total: 1, lines: [{ label: 'Alt inkludert', amount: 1 }] });
    expect(res.statusCode).toBe(201);
    const expected = await expectedEstimate('terrace', input);
    expect(expected.total).toBeGreaterThan(1);
    expect(res.json().estimate).toMatchObject({ ...expected, shownTotal: 1 });

    const stored = await h.orm.em.fork().findOneOrFail(Enquiry, { id: res.json().id });
    expect(stored.estimate).toMatchObject({ ...expected, shownTotal: 1 });
    const computedAt = Date.parse(String(stored.estimate?.computedAt));
    expect(computedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(computedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(stored.estimate?.lines).not.toContainEqual({ label: 'Alt inkludert', amount: 1 });
  });

  it('uses the parameters active at that moment', async () => {
    const em = h.orm.em.fork();
    const board = await em.findOneOrFail(PricingParameter, { category: 'door', parameterKey: 'exterior_door_price' });
    const frame = await em.findOneOrFail(PricingParameter, { category: 'door', parameterKey: 'door_frame_price' });
    const original = { board: board.parameterValue, frame: frame.isActive };
    const input = { doorType: 'EXTERIOR', count: 2, newFrame: true };
    const withDefaults = await expectedEstimate('door', input);
    try {
      board.parameterValue = String(Number(original.board) + 1234);
      frame.isActive = false;
      await em.flush();
      const res = await send({ type: 'door', input });
      expect(res.statusCode).toBe(201);
      const expected = await expectedEstimate('door', input);
      expect(expected.total).not.toBe(withDefaults.total);
      expect(res.json().estimate).toMatchObject(expected);
    } finally {
      board.parameterValue = original.board;
      frame.isActive = original.frame;
      await em.flush();
    }
  });

  it('ignores a stale, invalid value behind a switch that is off, and does not store it', async () => {
    const res = await send({ type: 'terrace', input: { area: 18, stairs: false, stairSteps: 12, stairWidth: -3, fence: false, fenceLength: null } });
    expect(res.statusCode).toBe(201);
    const stored = res.json().estimate;
    expect(stored).toMatchObject(await expectedEstimate('terrace', { area: 18 }));
    expect(stored.input).not.toHaveProperty('stairSteps');
    expect(stored.input).not.toHaveProperty('stairWidth');
    const door = await send({ type: 'door', input: { doorType: 'EXTERIOR', interiorType: 'SLIDING', count: 1 } });
    expect(door.json().estimate.input).toEqual({ doorType: 'EXTERIOR', count: 1, newFrame: false });
  });

  it.each([
    [{ type: 'terrace', input: { area: -5 } }, 'Prisestimatet fra kalkulatoren er ugyldig: Verdien kan ikke være negativ'],
    [{ type: 'terrace', input: { area: 20, stairs: true, stairSteps: 12 } }, 'Prisestimatet fra kalkulatoren er ugyldig: Antall trinn må være mellom 1 og 10'],
    [{ type: 'bathroom', input: { area: 31 } }, 'Prisestimatet fra kalkulatoren er ugyldig: Arealet må være mellom 1 og 30 m²'],
    [{ type: 'kitchen', input: { baseCabinets: 'mange' } }, 'Prisestimatet fra kalkulatoren er ugyldig: Skriv inn et gyldig tall'],
    [{ type: 'door', input: [1, 2] }, 'Prisestimatet fra kalkulatoren er ugyldig'],
    [{ type: 'trim' }, 'Prisestimatet fra kalkulatoren er ugyldig'],
    ['terrace', 'Prisestimatet fra kalkulatoren er ugyldig'],
  ])('refuses %j with 400, a Norwegian message and nothing stored', async (estimate, message) => {
    const res = await send(estimate);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await count()).toBe(0);
    const trpc = await post('/trpc/public.enquiries.inspection', { ...inspection, estimate });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.message).toBe(message);
    expect(await count()).toBe(0);
  });

  it('the admin list shows the stored estimate, one stored before the server priced them too, and leaves out what is no estimate', async () => {
    const res = await send({ type: 'trim', input: { length: 12.5, corners: 4, painting: true }, shownTotal: 3000 });
    expect(res.statusCode).toBe(201);
    const em = h.orm.em.fork();
    const older = { type: 'trim', input: { length: 2 }, total: 300, lines: [{ label: 'Lister', amount: 300 }] };
    em.create(Enquiry, { ...inspection, reference: 'SK-1970-0001', type: 'inspection', projectType: 'interior', preferredDate: null, createdAt: new Date(1000), estimate: older });
    em.create(Enquiry, { ...inspection, reference: 'SK-1970-0002', type: 'inspection', projectType: 'interior', preferredDate: null, createdAt: new Date(0), estimate: { type: 'garasje', total: 'mye' } });
    await em.flush();
    const cookie = await loginCookie(h.app);
    const list = await h.app.inject({ method: 'GET', url: '/api/admin/contact-submissions', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const [fresh, old, broken] = list.json();
    expect(fresh.estimate).toMatchObject({ ...(await expectedEstimate('trim', { length: 12.5, corners: 4, painting: true })), shownTotal: 3000 });
    expect(old.estimate).toEqual(older);
    expect(broken.estimate).toBeNull();
  });
});

describe('POST /api/estimate/{type}', () => {
  it('ignores what a switch hides, like the form, and prices with the active parameters', async () => {
    await seedPrices();
    const input = { area: 18, stairs: false, stairSteps: 12 };
    const res = await post('/api/estimate/terrace', { input });
    expect(res.statusCode).toBe(200);
    const { total, lines } = await expectedEstimate('terrace', input);
    expect(res.json()).toEqual({ type: 'terrace', total, lines });
    const bad = await post('/api/estimate/terrace', { input: { ...input, stairs: true } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Antall trinn må være mellom 1 og 10');
  });
});
