import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { initOrm } from '../db/orm';
import { CACHE_CHANNEL, PublicCache } from './public-cache';
import { loadEnv } from '../env';
import { createHarness, loginCookie, type Harness } from '../test/harness';

// Two app instances on one database, each with its own connection pool and public-read cache.
let h: Harness;
let secondOrm: MikroORM;
let second: FastifyInstance;
let cookie: string;
let projectId: number;

beforeAll(async () => {
  h = await createHarness();
  secondOrm = await initOrm(h.orm.config.getClientUrl(), { pool: { min: 0, max: 3 } });
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
  second = await buildApp({ orm: secondOrm, env, sessionSecret: 'a-test-secret-that-is-at-least-32-characters', logger: false });
  cookie = await loginCookie(h.app);
  const created = await h.app.inject({
    method: 'POST',
    url: '/api/admin/projects',
    headers: { cookie },
    payload: { title: 'Terrasse på Lade', description: 'Ny terrasse.', location: 'Lade', category: 'terrace', imageUrls: [], featured: true },
  });
  expect(created.statusCode).toBe(201);
  projectId = created.json().id;
});

afterAll(async () => {
  await second?.close();
  await secondOrm?.close(true);
  await h?.close();
});

const titles = (res: { json: () => unknown }) => (res.json() as { title: string }[]).map((p) => p.title);

describe('public-read cache', () => {
  it('a repeated read with If-None-Match gets 304 without a body; a stale tag gets the answer', async () => {
    const first = await second.inject({ method: 'GET', url: '/api/projects' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await second.inject({ method: 'GET', url: '/api/projects', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const stale = await second.inject({ method: 'GET', url: '/api/projects', headers: { 'if-none-match': '"noe-annet"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('tRPC public reads get an ETag and 304 too; admin and enquiry procedures are never cached', async () => {
    const url = '/trpc/public.projects.list';
    const first = await second.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await second.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const admin = await h.app.inject({ method: 'GET', url: '/trpc/admin.projects.list', headers: { cookie } });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers.etag).toBeUndefined();
  });

  it('every public GET of the API is cached, REST and tRPC twins alike, unless it is on the list of exceptions', async () => {
    // A form's time stamp must be new each time; free befaring times change with every booking, which is no
    // admin write; what a link token opens is private (every path with a {token}, and the calendar's secret {file}). A new public read either
    // carries meta.publicCache or joins this list.
    const uncached = ['/form-token', '/inspection/slots'];
    const doc = (await second.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const reads = Object.entries(doc.paths).filter(([path, ops]) => 'get' in ops && !path.startsWith('/admin') && !/\{(token|file)\}/.test(path) && !uncached.includes(path));
    expect(reads.map(([path]) => path)).toEqual(expect.arrayContaining(['/company', '/privacy', '/projects']));
    for (const [path] of reads) {
      const url = `/api${path.replace('{id}', String(projectId)).replace('{type}', 'terrace')}`;
      const res = await second.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).toBeTruthy();
    }
    for (const url of ['/trpc/public.company.get', '/trpc/public.enquiries.privacy']) {
      expect((await second.inject({ method: 'GET', url })).headers.etag, url).toBeTruthy();
    }
    const token = await second.inject({ method: 'GET', url: '/api/form-token' });
    expect(token.headers.etag).toBeUndefined();
  });

  it('JSON reads are sent with brotli to clients that accept it', async () => {
    await second.inject({ method: 'GET', url: '/api/services' });
    const res = await second.inject({ method: 'GET', url: '/api/services', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const plain = await second.inject({ method: 'GET', url: '/api/services' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('an admin save on one instance is visible on the next public request to the other', async () => {
    const before = await second.inject({ method: 'GET', url: '/api/projects' });
    const trpcBefore = await second.inject({ method: 'GET', url: `/trpc/public.projects.byId?input=${encodeURIComponent(JSON.stringify({ id: projectId }))}` });
    expect(titles(before)).toContain('Terrasse på Lade');
    // Served from the second instance's memory now: a direct database change is not seen.
    await h.orm.em.getConnection().execute(`update project set title = 'Endret utenom appen' where id = ${projectId}`);
    expect(titles(await second.inject({ method: 'GET', url: '/api/projects' }))).toContain('Terrasse på Lade');

    const saved = await h.app.inject({ method: 'PATCH', url: `/api/admin/projects/${projectId}`, headers: { cookie }, payload: { title: 'Terrasse på Lade, ferdig' } });
    expect(saved.statusCode).toBe(200);

    const after = await second.inject({ method: 'GET', url: '/api/projects', headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(titles(after)).toContain('Terrasse på Lade, ferdig');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const trpcAfter = await second.inject({ method: 'GET', url: `/trpc/public.projects.byId?input=${encodeURIComponent(JSON.stringify({ id: projectId }))}` });
    expect(trpcAfter.json().result.data.title).toBe('Terrasse på Lade, ferdig');
    expect(trpcAfter.headers.etag).not.toBe(trpcBefore.headers.etag);
  });

  it('a delete on one instance is gone from the other at once', async () => {
    await second.inject({ method: 'GET', url: '/api/projects/featured' });
    const deleted = await h.app.inject({ method: 'DELETE', url: `/api/admin/projects/${projectId}`, headers: { cookie, origin: 'http://localhost:80' } });
    expect(deleted.statusCode).toBe(204);
    expect(titles(await second.inject({ method: 'GET', url: '/api/projects/featured' }))).not.toContain('Terrasse på Lade, ferdig');
    expect((await second.inject({ method: 'GET', url: `/api/projects/${projectId}` })).statusCode).toBe(404);
  });
});

describe("npm start's configuration", () => {
  it('keeps the public cache on without NODE_ENV (ETag and 304 on /api/projects); only PUBLIC_CACHE=off turns it off', async () => {
    // What `npm start` runs with: no NODE_ENV, so development, and nothing else set.
    const started = await buildApp({ orm: secondOrm, env: loadEnv({ LOG_LEVEL: 'silent' }), sessionSecret: 'a-test-secret-that-is-at-least-32-characters', logger: false });
    // What `npm run dev` sets (scripts/dev.mjs).
    const dev = await buildApp({ orm: secondOrm, env: loadEnv({ LOG_LEVEL: 'silent', PUBLIC_CACHE: 'off' }), sessionSecret: 'a-test-secret-that-is-at-least-32-characters', logger: false });
    try {
      const first = await started.inject({ method: 'GET', url: '/api/projects' });
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect((await started.inject({ method: 'GET', url: '/api/projects', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
      const uncached = await dev.inject({ method: 'GET', url: '/api/projects', headers: { 'if-none-match': etag } });
      expect(uncached.statusCode).toBe(200);
      expect(uncached.headers.etag).toBeUndefined();
    } finally {
      await started.close();
      await dev.close();
    }
  });
});

describe('invalidation across instances', () => {
  it('an admin write waits until every other listening instance has dropped its cache', async () => {
    // A listener that answers only when told to: PostgreSQL wakes each listener on its own time, so the
    // writer must not return on its own notification alone.
    const slow = new pg.Client({ connectionString: h.orm.config.getClientUrl() });
    await slow.connect();
    try {
      await slow.query(`LISTEN ${CACHE_CHANNEL}`);
      await slow.query("SET application_name = 'public-cache-listener'");
      const received = new Promise<string>((resolve) => slow.on('notification', (msg) => resolve(msg.payload ?? '')));
      const cache = new PublicCache(h.orm.config.getClientUrl(), h.app.log);
      await cache.start();
      try {
        let resolved = false;
        // The second app instance of this file listens too, and answers on its own.
        const write = cache.invalidate().then(() => (resolved = true));
        const [kind, origin, token] = (await received).split(':');
        expect(kind).toBe('inv');
        // A claim that something does not happen needs a span to watch: no state ends it. The writer still waiting
        // 300 ms after every other instance could have answered is the behaviour under test, not a wait for it.
        // eslint-disable-next-line no-restricted-syntax
        await new Promise((r) => setTimeout(r, 300));
        expect(resolved).toBe(false);
        await slow.query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, `ack:${origin}:${token}:slow-listener`]);
        await write;
        expect(resolved).toBe(true);
      } finally {
        await cache.close();
      }
    } finally {
      await slow.end();
    }
  });
});
