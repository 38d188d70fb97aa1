import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, loginCookie, type Harness } from '../test/harness';
import { ActivityLog } from './activity/activity-log.entity';
import { PricingParameter } from './pricing/pricing-parameter.entity';
import { Project } from './project/project.entity';
import { Service } from './service/service.entity';

let h: Harness;
let cookie: string;
beforeAll(async () => {
  h = await createHarness();
  cookie = await loginCookie(h.app);
});
afterAll(async () => {
  await h?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
// As the admin's browser sends them: a bodiless DELETE from a page of this site carries its Origin.
const api = (method: Method, url: string, payload?: object) =>
  h.app.inject({ method, url: `/api${url}`, headers: { cookie, origin: 'http://localhost:80' }, ...(payload ? { payload } : {}) });
const lastLog = () => h.orm.em.fork().findOneOrFail(ActivityLog, { id: { $gt: 0 } }, { orderBy: { id: 'desc' } });

describe('projects', () => {
  const project = { title: 'Ny terrasse på Byåsen', description: 'Terrasse i royalimpregnert furu.', category: 'terrace', imageUrls: ['/images/terrace-1.svg', ''], featured: true };

  it('creates (201), updates (200), deletes (204), each logged with its changed fields', async () => {
    const created = await api('POST', '/admin/projects', project);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({ title: project.title, imageUrls: ['/images/terrace-1.svg'], featured: true });
    expect(await lastLog()).toMatchObject({ action: 'create', entityType: 'project', entityId: id });

    const publicOne = await h.app.inject({ method: 'GET', url: `/api/projects/${id}` });
    expect(publicOne.json().title).toBe(project.title);
    expect((await h.app.inject({ method: 'GET', url: '/api/projects/featured' })).json().map((p: { id: number }) => p.id)).toContain(id);

    const updated = await api('PATCH', `/admin/projects/${id}`, { ...project, title: 'Terrasse på Byåsen', imageUrls: [], featured: false });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Terrasse på Byåsen', imageUrls: null, featured: false });
    const log = await lastLog();
    expect(log).toMatchObject({ action: 'update', entityId: id });
    expect(log.details).toEqual({
      title: { from: project.title, to: 'Terrasse på Byåsen' },
      imageUrls: { from: ['/images/terrace-1.svg'], to: null },
      featured: { from: true, to: false },
    });

    const deleted = await api('DELETE', `/admin/projects/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await lastLog()).toMatchObject({ action: 'delete', entityType: 'project', entityId: id });
    expect((await h.app.inject({ method: 'GET', url: `/api/projects/${id}` })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for bad input, changing nothing', async () => {
    expect((await api('PATCH', '/admin/projects/99999', project)).statusCode).toBe(404);
    expect((await api('DELETE', '/admin/projects/99999')).statusCode).toBe(404);
    const before = await h.orm.em.fork().count(Project, {});
    const logsBefore = await h.orm.em.fork().count(ActivityLog, {});
    for (const bad of [{ ...project, title: '' }, { ...project, category: 'garage' }, { ...project, imageUrls: ['javascript:alert(1)'] }, { ...project, featured: 'ja' }]) {
      const res = await api('POST', '/admin/projects', bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await h.orm.em.fork().count(Project, {})).toBe(before);
    expect(await h.orm.em.fork().count(ActivityLog, {})).toBe(logsBefore);
  });
});

describe('REST without a session', () => {
  const anonymous = (method: Method, url: string, init: { payload?: string | object; headers?: Record<string, string> } = {}) =>
    h.app.inject({ method, url: `/api${url}`, ...init });

  it.each([
    ['GET', '/admin/check-auth'],
    ['GET', '/admin/dashboard'],
    ['GET', '/admin/activity-logs'],
    ['GET', '/admin/finnes-ikke'],
    ['DELETE', '/admin/finnes/ikke/1'],
    ['POST', '/admin/projects'],
  ] as Array<[Method, string]>)('%s /api%s answers 401 { message, authenticated: false }', async (method, url) => {
    const res = await anonymous(method, url, method === 'POST' ? { payload: 'title=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Du er ikke logget inn.', authenticated: false });
  });

  it('with a session, an unknown admin path is 404 and check-auth is 200', async () => {
    expect((await api('GET', '/admin/finnes-ikke')).statusCode).toBe(404);
    const check = await api('GET', '/admin/check-auth');
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ authenticated: true });
  });
});

describe('admin mutations take JSON only', () => {
  it.each([
    ['POST', '/admin/projects'],
    ['PATCH', '/admin/projects/1'],
    ['POST', '/admin/services'],
    ['PATCH', '/admin/pricing-parameters/1'],
    ['PATCH', '/admin/update-username'],
  ] as Array<[Method, string]>)('%s /api%s with a form body answers 415', async (method, url) => {
    const logs = await h.orm.em.fork().count(ActivityLog, {});
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await h.app.inject({ method, url: `/api${url}`, headers: { cookie, 'content-type': type }, payload: 'title=Skjema&newUsername=skjema' });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().message).toBe('Forespørselen må sendes som JSON (Content-Type: application/json).');
    }
    expect(await h.orm.em.fork().count(ActivityLog, {})).toBe(logs);
  });
});

describe('project images', () => {
  it('only paths on this site are accepted (400), with a Norwegian message', async () => {
    for (const url of ['//evil.example/x.png', '/\\evil.example/x.png', 'https://evil.example/x.png', 'https://']) {
      const res = await api('POST', '/admin/projects', { title: 'Bilde', category: 'terrace', imageUrls: [url] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/^Bilde-URL må være en adresse på dette nettstedet/);
    }
    const service = await api('POST', '/admin/services', { title: 'Bilde', category: 'small_jobs', imageUrl: '//evil.example/x.png' });
    expect(service.statusCode).toBe(400);
  });

  it('a project with a stored malformed or foreign image is still read (its page uses the default image: seo.test.ts)', async () => {
    const em = h.orm.em.fork();
    for (const bad of ['https://', '//evil.example/x.png']) {
      const p = em.create(Project, { title: "Prosjekt med gammelt bilde", category: 'terrace', imageUrls: [bad], featured: false, createdAt: new Date(), updatedAt: new Date() });
      await em.flush();
      const read = await h.app.inject({ method: 'GET', url: `/api/projects/${p.id}` });
      expect(read.statusCode, bad).toBe(200);
    }
  });
});

describe('partial updates (PATCH changes only the fields sent)', () => {
  const count = async () => ({ logs: await h.orm.em.fork().count(ActivityLog, {}) });

  it('project: one field changes, description, location, images and featured stay', async () => {
    const full = { title: 'Bad på Lade', description: 'Nytt bad.', location: 'Lade, Trondheim', category: 'renovation', imageUrls: ['/images/terrace-1.svg'], featured: true };
    const created = (await api('POST', '/admin/projects', full)).json();
    const res = await api('PATCH', `/admin/projects/${created.id}`, { title: 'Bad på Lade, 2. etasje' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...full, title: 'Bad på Lade, 2. etasje' });
    expect((await lastLog()).details).toEqual({ title: { from: 'Bad på Lade', to: 'Bad på Lade, 2. etasje' } });
    // An explicit null still clears an optional field.
    expect((await api('PATCH', `/admin/projects/${created.id}`, { location: null })).json()).toMatchObject({ location: null, description: 'Nytt bad.' });
  });

  it('service: one field changes, parent, order and status stay', async () => {
    const parent = (await api('POST', '/admin/services', { title: 'Hoved', category: 'small_jobs' })).json();
    const child = (
      await api('POST', '/admin/services', { title: 'Under', category: 'small_jobs', parentId: parent.id, displayOrder: 7, isActive: false, price: '500', priceUnit: 'kr/time' })
    ).json();
    const res = await api('PATCH', `/admin/services/${child.id}`, { title: 'Under, endret' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Under, endret', parentId: parent.id, displayOrder: 7, isActive: false, price: '500', priceUnit: 'kr/time' });
    expect((await lastLog()).details).toEqual({ title: { from: 'Under', to: 'Under, endret' } });
    // parentId: null sent on purpose makes it a main service.
    expect((await api('PATCH', `/admin/services/${child.id}`, { parentId: null })).json()).toMatchObject({ parentId: null, displayOrder: 7 });
  });

  it('pricing parameter: one field changes, order and status stay; the whole object is still accepted', async () => {
    const p = (
      await api('POST', '/admin/pricing-parameters', { category: 'door', parameterKey: 'partial_test', parameterName: 'Delvis', parameterValue: '10', displayOrder: 4, isActive: false })
    ).json();
    const res = await api('PATCH', `/admin/pricing-parameters/${p.id}`, { parameterValue: '20' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ parameterValue: '20', displayOrder: 4, isActive: false, parameterName: 'Delvis' });
    const whole = await api('PATCH', `/admin/pricing-parameters/${p.id}`, { ...res.json(), parameterName: 'Hele' });
    expect(whole.json()).toMatchObject({ parameterName: 'Hele', parameterValue: '20', displayOrder: 4, isActive: false });
  });

  it('400 on bad update input changes nothing and logs nothing', async () => {
    const project = (await api('POST', '/admin/projects', { title: 'Uendret', category: 'interior' })).json();
    const service = (await api('POST', '/admin/services', { title: 'Uendret', category: 'small_jobs' })).json();
    const param = (await api('POST', '/admin/pricing-parameters', { category: 'trim', parameterKey: 'unchanged', parameterName: 'U', parameterValue: '1' })).json();
    const before = await count();
    const cases: Array<[string, object]> = [
      [`/admin/projects/${project.id}`, { title: 'x' }],
      [`/admin/projects/${project.id}`, { title: 'Gyldig tittel', featured: 'ja' }],
      [`/admin/projects/${project.id}`, { title: null }],
      [`/admin/projects/${project.id}`, { imageUrls: ['//evil.example/x.png'] }],
      [`/admin/services/${service.id}`, { title: 'Gyldig', displayOrder: -1 }],
      [`/admin/services/${service.id}`, { isActive: null }],
      [`/admin/services/${service.id}`, { imageUrl: 'https://evil.example/x.png' }],
      [`/admin/pricing-parameters/${param.id}`, { parameterValue: 'ny', parameterKey: 'Ugyldig nøkkel' }],
      [`/admin/pricing-parameters/${param.id}`, { parameterName: '' }],
      ['/admin/update-username', { newUsername: 'a b', currentPassword: 'riktig-passord-123' }],
      ['/admin/update-password', { currentPassword: 'riktig-passord-123', newPassword: 'kort' }],
    ];
    for (const [url, body] of cases) {
      const res = await api('PATCH', url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await count()).toEqual(before);
    expect((await api('GET', `/projects/${project.id}`)).json()).toMatchObject({ title: 'Uendret', featured: false, imageUrls: null });
    const services = (await api('GET', '/admin/services')).json() as Array<{ id: number }>;
    expect(services.find((s) => s.id === service.id)).toMatchObject({ title: 'Uendret', displayOrder: 0, isActive: true, imageUrl: null });
    const params = (await api('GET', '/admin/pricing-parameters')).json() as Array<{ id: number }>;
    expect(params.find((p) => p.id === param.id)).toMatchObject({ parameterKey: 'unchanged', parameterValue: '1', parameterName: 'U' });
    expect((await api('GET', '/admin/current-user')).json()).toEqual({ username: 'admin' });
  });
});

describe('services', () => {
  const main = { title: 'Terrasse i tre', description: null, category: 'large_projects', parentId: null, price: '', priceUnit: 'kr/m²', imageUrl: null, displayOrder: 1, isActive: true };

  it('deleting a main service deletes its sub-services, and logs both', async () => {
    const parent = (await api('POST', '/admin/services', main)).json();
    expect(parent.price).toBeNull();
    const child = await api('POST', '/admin/services', { ...main, title: 'Levegg', parentId: parent.id });
    expect(child.statusCode).toBe(201);
    expect(child.json().parentId).toBe(parent.id);

    const res = await api('DELETE', `/admin/services/${parent.id}`);
    expect(res.statusCode).toBe(204);
    expect(await h.orm.em.fork().count(Service, { id: { $in: [parent.id, child.json().id] } })).toBe(0);
    const logs = await h.orm.em.fork().find(ActivityLog, { action: 'delete', entityType: 'service' });
    expect(logs.map((l) => l.entityId).sort()).toEqual([parent.id, child.json().id].sort());
  });

  it('a parent must be an existing main service and not the service itself', async () => {
    const a = (await api('POST', '/admin/services', { ...main, title: 'A' })).json();
    const b = (await api('POST', '/admin/services', { ...main, title: 'B', parentId: a.id })).json();
    expect((await api('PATCH', `/admin/services/${a.id}`, { ...main, title: 'A', parentId: a.id })).statusCode).toBe(400);
    expect((await api('POST', '/admin/services', { ...main, title: 'C', parentId: b.id })).statusCode).toBe(400);
    expect((await api('POST', '/admin/services', { ...main, title: 'D', parentId: 987654 })).statusCode).toBe(400);
    expect((await api('POST', '/admin/services', { ...main, displayOrder: -1 })).statusCode).toBe(400);
  });

  it('the public list shows only active services', async () => {
    const hidden = (await api('POST', '/admin/services', { ...main, title: 'Skjult', isActive: false })).json();
    const list = (await h.app.inject({ method: 'GET', url: '/api/services' })).json() as Array<{ id: number }>;
    expect(list.map((s) => s.id)).not.toContain(hidden.id);
  });

  it("the home page's services are the first three active main services in the list's order", async () => {
    const first = (await api('POST', '/admin/services', { ...main, title: 'Først', displayOrder: 0 })).json();
    await api('POST', '/admin/services', { ...main, title: 'Under først', parentId: first.id, displayOrder: 0 });
    await api('POST', '/admin/services', { ...main, title: 'Skjult først', displayOrder: 0, isActive: false });
    const list = (await h.app.inject({ method: 'GET', url: '/api/services' })).json() as Array<{ id: number; parentId: number | null }>;
    const featured = (await h.app.inject({ method: 'GET', url: '/api/services/featured' })).json() as Array<{ id: number }>;
    expect(featured).toHaveLength(3);
    expect(featured.map((s) => s.id)).toEqual(list.filter((s) => s.parentId === null).slice(0, 3).map((s) => s.id));
  });
});

describe('pricing parameters', () => {
  const param = { category: 'terrace', parameterKey: 'test_price_per_sqm', parameterName: 'Testpris', parameterValue: '1000', description: null, displayOrder: 0, isActive: true };

  it('a duplicate key in the same category answers 409; the same key in another category is fine', async () => {
    expect((await api('POST', '/admin/pricing-parameters', param)).statusCode).toBe(201);
    const logsBefore = await h.orm.em.fork().count(ActivityLog, {});
    const dup = await api('POST', '/admin/pricing-parameters', { ...param, parameterName: 'Igjen' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Det finnes allerede en parameter med denne nøkkelen i kategorien.');
    // The refused create left no log row behind (the transaction rolled back).
    expect(await h.orm.em.fork().count(ActivityLog, {})).toBe(logsBefore);
    expect((await api('POST', '/admin/pricing-parameters', { ...param, category: 'bathroom' })).statusCode).toBe(201);
  });

  it('rejects keys that are not lowercase with underscores', async () => {
    for (const key of ['Base Price', 'base-price', '1price', 'pris_æ']) {
      const res = await api('POST', '/admin/pricing-parameters', { ...param, parameterKey: key });
      expect(res.statusCode, key).toBe(400);
    }
  });

  it('PATCH takes the whole parameter including id; the public endpoint shows only active ones of that category', async () => {
    const created = (await api('POST', '/admin/pricing-parameters', { ...param, parameterKey: 'patch_me' })).json();
    const patched = await api('PATCH', `/admin/pricing-parameters/${created.id}`, { ...created, parameterValue: '2500', isActive: false });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().parameterValue).toBe('2500');
    const pub = (await h.app.inject({ method: 'GET', url: '/api/pricing/terrace' })).json() as Array<{ parameterKey: string }>;
    expect(pub.map((p) => p.parameterKey)).toContain('test_price_per_sqm');
    expect(pub.map((p) => p.parameterKey)).not.toContain('patch_me');
    expect(Object.keys(pub[0]!).sort()).toEqual(['parameterKey', 'parameterValue']);
    expect((await h.app.inject({ method: 'GET', url: '/api/pricing/garage' })).statusCode).toBe(400);
    expect(await h.orm.em.fork().count(PricingParameter, { category: 'bathroom' })).toBe(1);
  });

  it('the server-side estimate uses the current parameters', async () => {
    const input = { area: 10, material: 'IMPREGNATED_28X120_KL1', fastening: 'VISIBLE', foundation: 'GROUND', demolish: false, stairs: false, fence: false };
    const res = await h.app.inject({ method: 'POST', url: '/api/estimate/terrace', payload: { input } });
    expect(res.statusCode).toBe(200);
    // Only test_price_per_sqm exists, so every board price falls back to... nothing: 0.
    expect(res.json().type).toBe('terrace');
    expect(res.json().total).toBe(res.json().lines.reduce((s: number, l: { amount: number }) => s + l.amount, 0));
    await api('POST', '/admin/pricing-parameters', { ...param, parameterKey: 'base_price_per_sqm', parameterValue: '2000' });
    const after = await h.app.inject({ method: 'POST', url: '/api/estimate/terrace', payload: { input } });
    expect(after.json().total).toBe(res.json().total + 20000);
    const bad = await h.app.inject({ method: 'POST', url: '/api/estimate/terrace', payload: { input: { ...input, area: -5 } } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('activity log', () => {
  it('names each row by the current title, or by the one kept when the thing is deleted, and the user by username', async () => {
    type Row = { action: string; entityId: number; label: string | null; userName: string | null };
    const created = await api('POST', '/admin/projects', { title: 'Bod i Klæbu', category: 'interior', featured: false });
    const id = created.json().id as number;
    const rows = async () => ((await api('GET', '/admin/activity-logs/page?entityType=project')).json().items as Row[]).filter((r) => r.entityId === id);

    expect((await api('PATCH', `/admin/projects/${id}`, { title: 'Bod og carport i Klæbu' })).statusCode).toBe(200);
    // Renamed: every row of the project shows what it is called now.
    expect((await rows()).map((r) => r.label)).toEqual(['Bod og carport i Klæbu', 'Bod og carport i Klæbu']);
    expect((await rows()).every((r) => r.userName === 'admin')).toBe(true);

    expect((await api('DELETE', `/admin/projects/${id}`)).statusCode).toBe(204);
    // Gone: each row shows the title it had when it was written.
    expect((await rows()).map((r) => [r.action, r.label])).toEqual([
      ['delete', 'Bod og carport i Klæbu'],
      ['update', 'Bod og carport i Klæbu'],
      ['create', 'Bod i Klæbu'],
    ]);

    const dash = (await api('GET', '/admin/dashboard')).json() as { latestActivities: Row[] };
    expect(dash.latestActivities[0]).toMatchObject({ action: 'delete', entityId: id, label: 'Bod og carport i Klæbu', userName: 'admin' });
  });

  it('pages and filters on the server, past 1000 rows, and lists every entity type present', async () => {
    await h.orm.em
      .getConnection()
      .execute(
        `insert into activity_log (user_id, action, entity_type, entity_id, created_at)
         select null, 'create', 'case', g, now() - interval '2 days' - g * interval '1 second' from generate_series(1, 1100) g`,
      );
    const page = async (query: string) => {
      const res = await api('GET', `/admin/activity-logs/page?${query}`);
      expect(res.statusCode, query).toBe(200);
      return res.json() as { items: Array<{ action: string; entityType: string; entityId: number }>; total: number; page: number; entityTypes: string[] };
    };
    const contacts = await page('entityType=case&pageSize=25');
    expect(contacts.total).toBeGreaterThanOrEqual(1100);
    expect(contacts.items).toHaveLength(25);
    expect(contacts.entityTypes).toEqual(expect.arrayContaining(['case', 'pricingparameter', 'project', 'service', 'user']));
    // The oldest entries are reachable on the last page.
    const last = await page(`entityType=case&pageSize=25&page=${Math.ceil(contacts.total / 25)}`);
    expect(last.items.map((a) => a.entityId)).toContain(1100);

    const logins = await page('action=login');
    expect(logins.total).toBeGreaterThan(0);
    expect(logins.items.every((a) => a.action === 'login' && a.entityType === 'user')).toBe(true);
    // The entity filter lists types from the whole log, not only those on the page.
    expect(logins.entityTypes).toContain('case');

    const rest = await api('GET', '/admin/activity-logs?action=create&entityType=contact&limit=3&offset=1');
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toHaveLength(3);
    expect((await api('GET', '/admin/activity-logs')).json()).toHaveLength(1000);
    expect((await api('GET', '/admin/activity-logs/page?pageSize=1000')).statusCode).toBe(400);
    // Filters hold only values the log can hold: anything else, a NUL character included, is a 400.
    for (const query of ['action=%00', 'entityType=%00', 'action=drop', 'entityType=garasje']) {
      const res = await api('GET', `/admin/activity-logs?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });
});

describe('account', () => {
  it('a password change keeps this session, ends the others, and the new password works', async () => {
    const other = await loginCookie(h.app);
    const wrong = await api('PATCH', '/admin/update-password', { currentPassword: 'feil', newPassword: 'nytt-passord-123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Nåværende passord er feil.');
    expect((await api('PATCH', '/admin/update-password', { currentPassword: 'riktig-passord-123', newPassword: 'kort' })).statusCode).toBe(400);

    const ok = await api('PATCH', '/admin/update-password', { currentPassword: 'riktig-passord-123', newPassword: 'nytt-passord-123' });
    expect(ok.statusCode).toBe(200);
    expect((await api('GET', '/admin/current-user')).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: '/api/admin/current-user', headers: { cookie: other } })).statusCode).toBe(401);
    const log = await lastLog();
    expect(JSON.stringify(log.details)).not.toContain('nytt-passord');

    expect((await h.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'riktig-passord-123' } })).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'nytt-passord-123' } })).statusCode).toBe(200);
  });

  it('a username change keeps the current session', async () => {
    const res = await api('PATCH', '/admin/update-username', { newUsername: 'snekker', currentPassword: 'nytt-passord-123' });
    expect(res.statusCode).toBe(200);
    expect((await api('GET', '/admin/current-user')).json()).toEqual({ username: 'snekker' });
    expect((await lastLog()).details).toEqual({ username: { from: 'admin', to: 'snekker' } });
    expect((await api('PATCH', '/admin/update-username', { newUsername: 'a b', currentPassword: 'nytt-passord-123' })).statusCode).toBe(400);
  });
});
