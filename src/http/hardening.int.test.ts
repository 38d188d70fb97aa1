import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadEnv } from '../env';
import { messages } from '../shared/messages';
import { invalidIdMessage } from '../shared/schemas/common';
import { createHarness, loginCookie, type Harness } from '../test/harness';
import { LoginAttempt } from '../modules/auth/admin-user.entity';
import { Enquiry } from '../modules/enquiry/enquiry.entity';
import { Project } from '../modules/project/project.entity';

// One test per way bad input or abuse got through before; each names what it guards.

let h: Harness;
let cookie: string;
let ids: number[];
beforeAll(async () => {
  h = await createHarness();
  cookie = await loginCookie(h.app);
  ids = [];
  for (const title of ['Terrasse på Byåsen', 'Bad på Lade']) {
    const res = await h.app.inject({ method: 'POST', url: '/api/admin/projects', headers: { cookie }, payload: { title, category: 'terrace' } });
    ids.push((res.json() as { id: number }).id);
  }
});
afterAll(async () => {
  await h?.close();
});

const projectTitles = async () => (await h.orm.em.fork().find(Project, {}, { orderBy: { id: 'asc' } })).map((p) => `${p.id}:${p.title}`);
const trpcPost = (path: string, body: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url: `/trpc/${path}`, headers: { 'content-type': 'application/json', cookie, ...headers }, payload: body });

describe('ids are positive 32-bit integers, nothing else', () => {
  it('refuses true, [2], "0x2", " 2 ", "2e0" and 2^53 on tRPC, and changes nothing', async () => {
    const before = await projectTitles();
    for (const id of ['true', '[2]', '"0x2"', '" 2 "', '"2e0"', String(2 ** 53), '0', '-1', '1.5', '1e309']) {
      const update = await trpcPost('admin.projects.update', `{"id":${id},"title":"Endret"}`);
      expect(update.statusCode, `update ${id}`).toBe(400);
      // 1e309 is no number at all in JSON's double: the body rule refuses it before any schema.
      expect(update.json().error.message).toBe(id === '1e309' ? messages.numberTooLarge : invalidIdMessage);
      expect((await trpcPost('admin.projects.delete', `{"id":${id}}`)).statusCode, `delete ${id}`).toBe(400);
    }
    expect(await projectTitles()).toEqual(before);
  });

  it('REST paths take plain digits only', async () => {
    const [first, second] = ids as [number, number];
    expect((await h.app.inject({ method: 'GET', url: `/api/projects/${second}` })).statusCode).toBe(200);
    for (const bad of [`0x${second.toString(16)}`, `${second}e0`, `%20${second}%20`, `0${second}`, '2147483648', '-1']) {
      const res = await h.app.inject({ method: 'GET', url: `/api/projects/${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe(invalidIdMessage);
    }
    const del = await h.app.inject({ method: 'DELETE', url: `/api/admin/projects/0x${first}`, headers: { cookie, 'content-type': 'application/json' } });
    expect(del.statusCode).toBe(400);
    expect(await h.orm.em.fork().count(Project, { id: first })).toBe(1);
  });
});

describe('bodies: JSON only, checked without recursion', () => {
  it('multipart to a tRPC procedure answers 415 before the body is read', async () => {
    const boundary = 'xyz';
    const res = await h.app.inject({
      method: 'POST',
      url: '/trpc/public.enquiries.contact',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n${'x'.repeat(50_000)}\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(415);
    // In tRPC's error envelope, so the web client shows the message.
    expect(res.json().error.message).toBe(messages.unsupportedMediaType);
  });

  it('text/plain, form-encoded and missing content types with a body answer 415 on /api and /trpc', async () => {
    for (const url of ['/api/contact', '/trpc/public.enquiries.contact']) {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
        const res = await h.app.inject({ method: 'POST', url, headers: type ? { 'content-type': type } : {}, payload: '{"a":1}' });
        expect(res.statusCode, `${url} ${type}`).toBe(415);
      }
    }
  });

  it('JSON nested 5,000 levels deep answers 400, anonymous and admin alike', async () => {
    const deep = `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    for (const [url, headers] of [
      ['/api/contact', {}],
      ['/trpc/public.enquiries.contact', {}],
      ['/api/login', {}],
      ['/api/admin/projects', { cookie }],
    ] as const) {
      const res = await h.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: deep });
      expect(res.statusCode, url).toBe(400);
      expect(res.body).toContain(messages.nestedTooDeep);
    }
    // Also in tRPC's query input.
    const q = await h.app.inject({ method: 'GET', url: `/trpc/public.projects.byId?input=${encodeURIComponent(`{"id":${'['.repeat(100)}1${']'.repeat(100)}}`)}` });
    expect(q.statusCode).toBe(400);
  });

  it('a lone surrogate is refused with a Norwegian message, in a public enquiry and an admin field alike', async () => {
    const before = await h.orm.em.fork().count(Enquiry, {});
    const contact = await h.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Kari \\ud800","email":"kari@example.no","message":"Hei, jeg vil ha en ny terrasse."}',
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().message).toBe(messages.invalidCharacters);
    expect(await h.orm.em.fork().count(Enquiry, {})).toBe(before);

    const titles = await projectTitles();
    const admin = await trpcPost('admin.projects.update', `{"id":${ids[0]},"title":"Terrasse \\udc00"}`);
    expect(admin.statusCode).toBe(400);
    expect(admin.json().error.message).toBe(messages.invalidCharacters);
    // Invalid UTF-8 bytes are refused too, not turned into U+FFFD.
    const bytes = Buffer.concat([Buffer.from(`{"id":${ids[0]},"title":"Terrasse `), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]);
    expect((await trpcPost('admin.projects.update', bytes as unknown as string)).statusCode).toBe(400);
    expect(await projectTitles()).toEqual(titles);
  });

  it('a __proto__ key is refused', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"x":1},"name":"Kari","email":"kari@example.no","message":"Hei, jeg vil ha en ny terrasse."}',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('login under attack', () => {
  it('one address trying many usernames gets 429 after 20 failures, with the login message', async () => {
    const ip = '10.77.0.1';
    // 18 failures already counted (what failed logins leave behind), each for another username.
    const em = h.orm.em.fork();
    for (let i = 0; i < 18; i++) await em.insert(LoginAttempt, { username: `tidligere-${i}`, ip, createdAt: new Date() });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await h.app.inject({ method: 'POST', url: '/api/login', payload: { username: `bruker-${i}`, password: 'feil-passord' }, remoteAddress: ip });
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().message).toBe(messages.tooManyAttempts);
    }
    expect(codes).toEqual([401, 401, 429, 429]);
    // Another address still gets its answer.
    expect((await h.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'x', password: 'y' }, remoteAddress: '10.77.0.2' })).statusCode).toBe(401);
    await h.orm.em.fork().nativeDelete(LoginAttempt, {});
  });

  it('a flood beyond the hashing queue is answered 429 at once instead of queueing without end', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        h.app.inject({ method: 'POST', url: '/api/login', payload: { username: `flood-${i}`, password: 'feil-passord' }, remoteAddress: `10.78.0.${i + 1}` }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.every((c) => c === 401 || c === 429)).toBe(true);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
    expect(answers.find((r) => r.statusCode === 429)!.json().message).toBe(messages.rateLimited);
    // A refused attempt is not counted against its address.
    expect(await h.orm.em.fork().count(LoginAttempt, {})).toBe(codes.filter((c) => c === 401).length);
    await h.orm.em.fork().nativeDelete(LoginAttempt, {});
  });
});

describe('tRPC batches', () => {
  it('a batch of many procedures in one GET is answered, not refused for its path length', async () => {
    const names = ['admin.enquiries.list', 'admin.projects.list', 'admin.services.list', 'admin.faq.list', 'admin.teamMembers.list', 'admin.images.list', 'admin.quotes.ofEnquiry', 'admin.bookings.upcoming'];
    const path = `/trpc/${names.join(',')}`;
    expect(path.length).toBeGreaterThan(100);
    const input = encodeURIComponent(JSON.stringify({ 6: { id: 1 } }));
    const res = await h.app.inject({ method: 'GET', url: `${path}?batch=1&input=${input}`, headers: { cookie } });
    expect(res.statusCode).not.toBe(404);
    expect((res.json() as unknown[]).length).toBe(names.length);
  });
});

describe('caching and cookies', () => {
  it('admin and auth answers carry Cache-Control: no-store', async () => {
    const answers = [
      await h.app.inject({ method: 'GET', url: '/api/admin/contact-submissions', headers: { cookie } }),
      await h.app.inject({ method: 'GET', url: '/api/admin/projects' }),
      await h.app.inject({ method: 'GET', url: '/trpc/admin.enquiries.list', headers: { cookie } }),
      await h.app.inject({ method: 'GET', url: '/trpc/public.projects.list,admin.projects.list?batch=1&input={}', headers: { cookie } }),
      await h.app.inject({ method: 'GET', url: '/trpc/auth.checkAuth' }),
      await h.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'feil-passord' }, remoteAddress: '10.79.0.1' }),
    ];
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('static files and public reads never carry the session cookie; admin work renews it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'web-'));
    mkdirSync(join(root, 'assets'));
    // A client build (its manifest) without the server renderer: files and reads only (pages: e2e/ssr.spec.ts).
    mkdirSync(join(root, '.vite'));
    writeFileSync(join(root, '.vite', 'manifest.json'), '{}');
    writeFileSync(join(root, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(join(root, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
    const app = await buildApp({ orm: h.orm, env, sessionSecret: 'a-test-secret-that-is-at-least-32-characters', logger: false, webRoot: root });
    try {
      for (const url of ['/assets/app-1234.js', '/logo.svg', '/api/projects', '/trpc/public.projects.list']) {
        const res = await app.inject({ method: 'GET', url, headers: { cookie } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['set-cookie'], url).toBeUndefined();
      }
      const admin = await app.inject({ method: 'GET', url: '/api/admin/projects', headers: { cookie } });
      expect(admin.headers['set-cookie']).toBeDefined();
      expect(admin.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('cross-site mutations (the rule of Go 1.25 CrossOriginProtection)', () => {
  /** A multipart/form-data body with one small JPEG, as a browser or curl -F sends it. */
  async function photoUpload() {
    const file = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a0522d' } }).jpeg().toBuffer();
    const boundary = '----skarpjerncrosssite';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bilde.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }
  const imageCount = async () => (await h.orm.em.fork().getConnection().execute<Array<{ n: number }>>('select count(*)::int as n from image'))[0]!.n;

  it('refuses a logout, delete or upload a page of another site sends, and changes nothing', async () => {
    const session = await loginCookie(h.app);
    const imagesBefore = await imageCount();
    for (const headers of [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:80' },
      { origin: 'null' },
    ]) {
      const res = await h.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: session, ...headers } });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().message).toBe(messages.crossSite);
      const del = await h.app.inject({ method: 'DELETE', url: `/api/admin/projects/${ids[1]}`, headers: { cookie: session, ...headers } });
      expect(del.statusCode).toBe(403);
      const body = await photoUpload();
      const up = await h.app.inject({ method: 'POST', url: '/api/admin/images', payload: body.payload, headers: { ...body.headers, cookie: session, ...headers } });
      expect(up.statusCode).toBe(403);
    }
    expect(await h.orm.em.fork().count(Project, { id: ids[1] })).toBe(1);
    expect(await imageCount()).toBe(imagesBefore);
    expect((await h.app.inject({ method: 'GET', url: '/api/admin/current-user', headers: { cookie: session } })).statusCode).toBe(200);
  });

  it('lets a client that is not a browser (neither header) upload, delete and log out with its session cookie', async () => {
    const session = await loginCookie(h.app);
    const body = await photoUpload();
    const up = await h.app.inject({ method: 'POST', url: '/api/admin/images', payload: body.payload, headers: { ...body.headers, cookie: session } });
    expect(up.statusCode).toBe(201);
    const created = await h.app.inject({ method: 'POST', url: '/api/admin/projects', headers: { cookie: session }, payload: { title: 'Slettes av et skript', category: 'interior' } });
    const id = (created.json() as { id: number }).id;
    const del = await h.app.inject({ method: 'DELETE', url: `/api/admin/projects/${id}`, headers: { cookie: session } });
    expect(del.statusCode).toBe(204);
    expect(await h.orm.em.fork().count(Project, { id })).toBe(0);
    const logout = await h.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: session } });
    expect(logout.statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: '/api/admin/current-user', headers: { cookie: session } })).statusCode).toBe(401);
  });

  it("lets this site's own pages through: Sec-Fetch-Site same-origin or none, or a matching Origin", async () => {
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }, { origin: 'http://localhost:80' }]) {
      const session = await loginCookie(h.app);
      const own = await h.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: session, ...headers } });
      expect(own.statusCode, JSON.stringify(headers)).toBe(200);
      expect((await h.app.inject({ method: 'GET', url: '/api/admin/current-user', headers: { cookie: session } })).statusCode).toBe(401);
    }
  });
});

describe('host and timeouts', () => {
  it('without PUBLIC_URL only allowed hosts are reflected in the sitemap (pages: e2e/public-seo.spec.ts)', async () => {
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '3000' });
    const app = await buildApp({ orm: h.orm, env, sessionSecret: 'a-test-secret-that-is-at-least-32-characters', logger: false });
    try {
      const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.example' } });
      expect(sitemap.body).not.toContain('evil.example');
      expect(sitemap.body).toContain('<loc>http://localhost:3000/services</loc>');
      const local = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: '127.0.0.1:3010' } });
      expect(local.body).toContain('http://127.0.0.1:3010/services');
    } finally {
      await app.close();
    }
  });

  it('a body sent one byte at a time is cut off by the request timeout', async () => {
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
    const app = await buildApp({
      orm: h.orm,
      env,
      sessionSecret: 'a-test-secret-that-is-at-least-32-characters',
      logger: false,
      timeouts: { requestMs: 800, headersMs: 800, checkEveryMs: 100 },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    try {
      const answer = await new Promise<string>((resolve) => {
        let received = '';
        const socket = connect(port, '127.0.0.1', () => {
          socket.write('POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
        });
        const drip = setInterval(() => socket.writable && socket.write(' '), 200);
        socket.on('data', (d) => {
          received += d.toString();
          clearInterval(drip);
        });
        // The server closes the connection with bytes of ours still unread, so its end may reset it: that
        // ends the exchange like a close (which follows), and is no failure of the test.
        socket.on('error', () => clearInterval(drip));
        socket.on('close', () => {
          clearInterval(drip);
          resolve(received);
        });
        // Without a timeout the server would wait for the body for ever; give up after 10 s.
        setTimeout(() => socket.destroy(), 10_000);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await app.close();
    }
  });
});

describe('security headers on every answer', () => {
  it('a public read, an admin answer and a missing file carry the policy, with a new nonce each time', async () => {
    const nonces: string[] = [];
    for (const [url, headers] of [
      ['/api/projects', {}],
      ['/api/projects', {}],
      ['/api/admin/projects', { cookie }],
      ['/api/admin/projects', {}],
      ['/finnes-ikke', {}],
    ] as const) {
      const res = await h.app.inject({ method: 'GET', url, headers });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      nonces.push(/script-src 'self' 'nonce-([^']+)'/.exec(csp)![1]!);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('a file carries no page headers, only what a file needs; an SVG opened on its own runs nothing', async () => {
    for (const url of ['/assets/finnes-ikke.js', '/images/finnes-ikke.webp', '/uploads/finnes-ikke.avif']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      for (const page of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy']) {
        expect(res.headers[page], `${url} ${page}`).toBeUndefined();
      }
    }
    const svg = await h.app.inject({ method: 'GET', url: '/images/finnes-ikke.svg' });
    expect(String(svg.headers['content-security-policy'])).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
    // Only GET and HEAD of a file: anything else under these paths is answered as usual.
    const post = await h.app.inject({ method: 'POST', url: '/uploads/x' });
    expect(String(post.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
