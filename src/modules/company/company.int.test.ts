import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { initOrm } from '../../db/orm';
import { loadEnv } from '../../env';
import { companySeed } from '../../seeders/company';
import type { CompanyPublic } from '../../shared/schemas/company';
import { createHarness, loginCookie, type Harness } from '../../test/harness';
import { ActivityLog } from '../activity/activity-log.entity';
import { ensureCompanySeed, getCompany } from './company.service';

let h: Harness;
let cookie: string;

beforeAll(async () => {
  h = await createHarness();
  expect(await ensureCompanySeed(h.orm.em.fork())).toBe(true);
  expect(await ensureCompanySeed(h.orm.em.fork())).toBe(false);
  cookie = await loginCookie(h.app);
});
afterAll(() => h.close());

const json = { 'content-type': 'application/json' };
const patch = (payload: unknown) => h.app.inject({ method: 'PATCH', url: '/api/admin/company', headers: { ...json, cookie }, payload: JSON.stringify(payload) });
const publicCompany = async (app: FastifyInstance = h.app) => (await app.inject({ method: 'GET', url: '/api/company' })).json<CompanyPublic>();
const logRows = (entityType: string) => h.orm.em.fork().find(ActivityLog, { entityType }, { orderBy: { id: 'asc' } });

describe('reading the company inside a transaction', () => {
  it('sends one query at a time over the transaction\'s connection, so pg has nothing to warn about', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    try {
      const company = await h.orm.em.fork().transactional((tx) => getCompany(tx));
      expect(company.team).toHaveLength(2);
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((m) => m.includes('client.query()'))).toEqual([]);
  });
});

describe('GET /api/company', () => {
  it('serves the seeded record: info, contact, org.nr., opening hours, team and FAQ', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/company' });
    expect(res.statusCode).toBe(200);
    const c = res.json<CompanyPublic>();
    expect(c).toMatchObject({ name: companySeed.name, orgNumber: '999999999', phone: companySeed.phone, email: companySeed.email, founded: 2023 });
    expect(c.address).toEqual({ street: 'Eksempelveien 12', postalCode: '7020', city: 'Trondheim', region: 'Trøndelag', country: 'NO' });
    expect(c.openingHours[0]).toEqual({ day: 'monday', closed: false, opens: '08:00', closes: '16:00' });
    expect(c.openingHours[6]).toEqual({ day: 'sunday', closed: true, opens: null, closes: null });
    expect(c.team.map((m) => m.name)).toEqual(['Martin Aune', 'Ingrid Lervik']);
    expect(c.faq).toHaveLength(4);
  });
});

describe('PATCH /api/admin/company', () => {
  it('refuses bad input with a Norwegian message and changes nothing', async () => {
    const before = await publicCompany();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ orgNumber: '923 609 017' }, /kontrollsifferet/],
      [{ orgNumber: '12345' }, /9 siffer/],
      [{ phone: '12 34' }, /telefonnummer/],
      [{ email: 'post@' }, /e-postadresse/],
      [{ postalCode: '702' }, /fire siffer/],
      [{ facebookUrl: 'http://www.facebook.com/x' }, /https/],
      [{ footerCreditUrl: 'javascript:alert(1)' }, /https/],
      [{ openingHours: companySeed.openingHours.map((d, i) => (i === 0 ? { closed: false, opens: '16:00', closes: '08:00' } : d)) }, /Stengetid/],
      [{ openingHours: companySeed.openingHours.slice(0, 5) }, /sju ukedager/],
      [{ openingHours: companySeed.openingHours.map((d, i) => (i === 0 ? { closed: false, opens: '8', closes: '16:00' } : d)) }, /TT:MM/],
    ];
    for (const [payload, message] of cases) {
      const res = await patch({ ...payload, phone: payload.phone ?? '+47 911 22 333' });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message, JSON.stringify(payload)).toMatch(message);
    }
    expect(await publicCompany()).toEqual(before);
    expect(await logRows('company')).toHaveLength(0);
  });

  it('saves the fields sent, normalises the org.nr. and logs the changed fields', async () => {
    const hours = companySeed.openingHours.map((d, i) => (i === 5 ? { closed: false, opens: '10:00', closes: '14:00' } : d));
    const res = await patch({ phone: '+47 911 22 333', orgNumber: '923 609 016', openingHours: hours, facebookUrl: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: '+47 911 22 333', orgNumber: '923609016', facebookUrl: null, email: companySeed.email });

    const c = await publicCompany();
    expect(c.phone).toBe('+47 911 22 333');
    expect(c.social.facebook).toBeNull();
    expect(c.openingHours[5]).toEqual({ day: 'saturday', closed: false, opens: '10:00', closes: '14:00' });

    const rows = await logRows('company');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'update', entityId: 1, userId: expect.any(Number) });
    expect(Object.keys(rows[0]!.details!).sort()).toEqual(['facebookUrl', 'openingHours', 'orgNumber', 'phone']);
    expect(rows[0]!.details!.phone).toEqual({ from: companySeed.phone, to: '+47 911 22 333' });
  });

  it('needs a logged-in admin', async () => {
    const res = await h.app.inject({ method: 'PATCH', url: '/api/admin/company', headers: json, payload: '{"phone":"+47 911 22 444"}' });
    expect(res.statusCode).toBe(401);
  });

  it('a save is seen by a second app instance on the same database', async () => {
    const orm2 = await initOrm(h.orm.config.get('clientUrl')!, { pool: { min: 0, max: 2 } });
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
    const app2 = await buildApp({ orm: orm2, env, sessionSecret: 'a-test-secret-that-is-at-least-32-characters', logger: false });
    try {
      // The second instance has served the record before the save.
      expect((await publicCompany(app2)).email).toBe(companySeed.email);
      expect((await patch({ email: 'hei@skarpjern.no' })).statusCode).toBe(200);
      expect((await publicCompany(app2)).email).toBe('hei@skarpjern.no');
    } finally {
      await app2.close();
      await orm2.close(true);
    }
  });
});

describe('team members and FAQ', () => {
  it('team: 201 create, 200 update, 204 delete, 400 invalid, 404 unknown, each change logged', async () => {
    const headers = { ...json, cookie };
    const bad = await h.app.inject({ method: 'POST', url: '/api/admin/team-members', headers, payload: JSON.stringify({ name: 'Ola', role: 'Lærling', photoUrl: 'https://evil.example/x.jpg' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/dette nettstedet/);

    const created = await h.app.inject({ method: 'POST', url: '/api/admin/team-members', headers, payload: JSON.stringify({ name: 'Ola Nordmann', role: 'Lærling', bio: '', photoUrl: '/images/carpentry-workshop.svg', displayOrder: 5 }) });
    expect(created.statusCode).toBe(201);
    const member = created.json<{ id: number; bio: string | null }>();
    expect(member.bio).toBeNull();
    expect((await publicCompany()).team.map((m) => m.name)).toEqual(['Martin Aune', 'Ingrid Lervik', 'Ola Nordmann']);

    const updated = await h.app.inject({ method: 'PATCH', url: `/api/admin/team-members/${member.id}`, headers, payload: JSON.stringify({ displayOrder: 0, role: 'Snekker' }) });
    expect(updated.statusCode).toBe(200);
    // Order 0 like the first seeded member: after it (by id), before the one with order 1.
    expect((await publicCompany()).team.map((m) => `${m.name}: ${m.role}`)).toEqual(['Martin Aune: Tømrermester og faglig leder', 'Ola Nordmann: Snekker', 'Ingrid Lervik: Prosjektleder']);

    expect((await h.app.inject({ method: 'DELETE', url: `/api/admin/team-members/${member.id}`, headers: { cookie, origin: 'http://localhost:80' } })).statusCode).toBe(204);
    expect((await h.app.inject({ method: 'DELETE', url: `/api/admin/team-members/${member.id}`, headers: { cookie, origin: 'http://localhost:80' } })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'PATCH', url: '/api/admin/team-members/99999', headers, payload: '{"name":"Kari"}' })).statusCode).toBe(404);

    const rows = await logRows('teammember');
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(rows[1]!.details).toEqual({ role: { from: 'Lærling', to: 'Snekker' }, displayOrder: { from: 5, to: 0 } });
  });

  it('FAQ: create, update, delete with the same conventions', async () => {
    const headers = { ...json, cookie };
    expect((await h.app.inject({ method: 'POST', url: '/api/admin/faq', headers, payload: '{"question":"Hm?","answer":"Ja."}' })).statusCode).toBe(400);
    const created = await h.app.inject({ method: 'POST', url: '/api/admin/faq', headers, payload: JSON.stringify({ question: 'Tar dere småjobber?', answer: 'Ja, også små oppdrag.', displayOrder: 10 }) });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect((await publicCompany()).faq.at(-1)).toMatchObject({ question: 'Tar dere småjobber?' });
    expect((await h.app.inject({ method: 'PATCH', url: `/api/admin/faq/${id}`, headers, payload: '{"answer":"Ja, gjerne."}' })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'DELETE', url: `/api/admin/faq/${id}`, headers: { cookie, origin: 'http://localhost:80' } })).statusCode).toBe(204);
    expect((await logRows('faq')).map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });

  it('the OpenAPI document lists the company paths', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(doc.paths['/company']!)).toEqual(['get']);
    expect(Object.keys(doc.paths['/admin/company']!).sort()).toEqual(['get', 'patch']);
    expect(Object.keys(doc.paths['/admin/team-members/{id}']!).sort()).toEqual(['delete', 'patch']);
    expect(Object.keys(doc.paths['/admin/faq']!).sort()).toEqual(['get', 'post']);
  });
});
