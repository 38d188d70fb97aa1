import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

// Every REST path of the API (docs/PRODUCT.md, section 6).
const specPaths: Array<[string, string]> = [
  ['get', '/pricing/{type}'],
  ['get', '/projects/featured'],
  ['get', '/services'],
  ['get', '/services/featured'],
  ['get', '/projects'],
  ['get', '/projects/{id}'],
  ['post', '/contact'],
  ['post', '/inspection'],
  ['post', '/login'],
  ['post', '/logout'],
  ['get', '/admin/check-auth'],
  ['get', '/admin/current-user'],
  ['get', '/admin/projects'],
  ['post', '/admin/projects'],
  ['patch', '/admin/projects/{id}'],
  ['delete', '/admin/projects/{id}'],
  ['get', '/admin/services'],
  ['post', '/admin/services'],
  ['patch', '/admin/services/{id}'],
  ['delete', '/admin/services/{id}'],
  ['get', '/admin/pricing-parameters'],
  ['post', '/admin/pricing-parameters'],
  ['patch', '/admin/pricing-parameters/{id}'],
  ['delete', '/admin/pricing-parameters/{id}'],
  ['get', '/admin/contact-submissions'],
  ['get', '/admin/activity-logs'],
  ['patch', '/admin/update-password'],
  ['patch', '/admin/update-username'],
];

describe('OpenAPI document and docs page', () => {
  it('lists every path of the API (docs/PRODUCT.md §6) with its method', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const [method, path] of specPaths) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });

  it('serves a readable reference without external resources', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('/api/admin/pricing-parameters/{id}');
    expect(res.body).not.toMatch(/<script|https?:\/\/(?!localhost)[a-z]+\.[a-z]+\/[^"]*\.(js|css)/);
  });
});

describe('admin routes without a session', () => {
  const adminRoutes = specPaths.filter(([, p]) => p.startsWith('/admin/') && p !== '/admin/check-auth');
  it.each(adminRoutes)('%s %s answers 401 with a message', async (method, path) => {
    const url = `/api${path.replace('{id}', '1')}`;
    const res = await h.app.inject({
      method: method.toUpperCase() as 'GET',
      url,
      ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Du er ikke logget inn.');
  });

  it('every admin tRPC procedure refuses without a session', async () => {
    const { appRouter } = await import('../trpc/root');
    const procedures = Object.keys(appRouter._def.procedures).filter((p) => p.startsWith('admin.') || p === 'auth.currentUser' || p.startsWith('auth.update'));
    expect(procedures.length).toBeGreaterThan(15);
    for (const p of procedures) {
      const isQuery = (appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)[p]!._def.type === 'query';
      const res = isQuery
        ? await h.app.inject({ method: 'GET', url: `/trpc/${p}` })
        : await h.app.inject({ method: 'POST', url: `/trpc/${p}`, payload: {} });
      expect(res.statusCode, p).toBe(401);
    }
  });
});

describe('plumbing', () => {
  it('unknown /api paths answer JSON 404', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/finnes-ikke' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Fant ikke det du leter etter.');
  });

  it('health and readiness answer', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await h.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok' });
  });

  it('without a built web app, pages answer 404 (the page renderer is the built one; the browser tests cover pages)', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/services' })).statusCode).toBe(404);
  });

  it('serves robots.txt and a sitemap of the public routes', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/robots.txt' })).body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await h.app.inject({ method: 'GET', url: '/sitemap.xml' });
    for (const p of ['/', '/services', '/projects', '/about', '/contact', '/personvern', '/calculator']) expect(sitemap.body).toContain(`<loc>http://localhost:3000${p}</loc>`);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'riktig-passord-123' } });
    const sid = res.cookies.find((c) => c.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });
});
