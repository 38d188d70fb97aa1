import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadEnv } from '../../env';
import { createHarness, loginCookie, TEST_ADMIN, type Harness } from '../../test/harness';
import { ActivityLog } from '../activity/activity-log.entity';
import { LoginAttempt } from './admin-user.entity';
import { PgSessionStore } from './session-store';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('login and session', () => {
  it('answers 401 with a Norwegian message for a wrong password', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'feil-passord' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Feil brukernavn eller passord');
  });

  it('answers 400 when username or password is missing', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/påkrevd|Ugyldig/);
  });

  it('logs in, issues a new HttpOnly session cookie, and reports the user', async () => {
    const anonymous = await h.app.inject({ method: 'GET', url: '/api/admin/check-auth' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: 'Du er ikke logget inn.', authenticated: false });
    // The web's tRPC twin answers the question instead of failing.
    const trpcCheck = await h.app.inject({ method: 'GET', url: '/trpc/auth.checkAuth' });
    expect(trpcCheck.statusCode).toBe(200);
    expect(trpcCheck.json().result.data).toEqual({ authenticated: false });

    const login = await h.app.inject({ method: 'POST', url: '/api/login', payload: TEST_ADMIN });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const headers = { cookie: `sid=${cookie!.value}` };

    expect((await h.app.inject({ method: 'GET', url: '/api/admin/check-auth', headers })).json()).toEqual({ authenticated: true });
    expect((await h.app.inject({ method: 'GET', url: '/api/admin/current-user', headers })).json()).toEqual({ username: 'admin' });

    const logs = await h.orm.em.fork().find(ActivityLog, { action: 'login' });
    expect(logs.length).toBeGreaterThan(0);
    expect(logs[0]!.entityType).toBe('user');

    // A page of this site sends Origin (and Sec-Fetch-Site) with a bodiless logout.
    const logout = await h.app.inject({ method: 'POST', url: '/api/logout', headers: { ...headers, origin: 'http://localhost:80' } });
    expect(logout.statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: '/api/admin/current-user', headers })).statusCode).toBe(401);
    expect(await h.orm.em.fork().count(ActivityLog, { action: 'logout' })).toBe(1);
  });

  it('a session cookie from before login is not the one after login (rotation)', async () => {
    // Drive a session into existence by failing nothing: log in twice with the same cookie jar.
    const first = await loginCookie(h.app);
    const second = await h.app.inject({ method: 'POST', url: '/api/login', payload: TEST_ADMIN, headers: { cookie: first } });
    const rotated = second.cookies.find((c) => c.name === 'sid')!.value;
    expect(`sid=${rotated}`).not.toBe(first);
    // The old session is gone.
    expect((await h.app.inject({ method: 'GET', url: '/api/admin/current-user', headers: { cookie: first } })).statusCode).toBe(401);
  });

  it('throttles: the sixth failed login in a row answers 429', async () => {
    const attempt = () =>
      h.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'throttle-me', password: 'feil-passord' }, remoteAddress: '10.1.2.3' });
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(401);
    const sixth = await attempt();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('For mange innloggingsforsøk. Prøv igjen om 15 minutter.');
    // Another address is not affected.
    const other = await h.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'throttle-me', password: 'x' }, remoteAddress: '10.9.9.9' });
    expect(other.statusCode).toBe(401);
  });
});

describe('throttling under load', () => {
  const wrong = (ip: string, username = 'parallel') =>
    h.app.inject({ method: 'POST', url: '/api/login', payload: { username, password: 'feil-passord' }, remoteAddress: ip });

  it('parallel wrong passwords: at most five are checked, the rest answer 429', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => wrong('10.2.0.1')));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(3);
    expect(codes.every((c) => c === 401 || c === 429)).toBe(true);
    // Refused attempts leave no rows: the window is not stretched by hammering.
    expect(await h.orm.em.fork().count(LoginAttempt, { username: 'parallel', ip: '10.2.0.1' })).toBeLessThanOrEqual(5);
  });

  it('sweeps attempts older than 15 minutes', async () => {
    const em = h.orm.em.fork();
    const old = new Date(Date.now() - 16 * 60 * 1000);
    for (let i = 0; i < 5; i++) await em.insert(LoginAttempt, { username: 'stale', ip: '10.2.0.2', createdAt: old });
    expect((await wrong('10.2.0.2', 'stale')).statusCode).toBe(401);
    expect(await h.orm.em.fork().count(LoginAttempt, { createdAt: { $lt: new Date(Date.now() - 15 * 60 * 1000) } })).toBe(0);
  });

  it('guessing the current password is throttled too, on the same key as logging in', async () => {
    const ip = '10.2.0.3';
    const login = await h.app.inject({ method: 'POST', url: '/api/login', payload: TEST_ADMIN, remoteAddress: ip });
    const cookie = `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;
    const change = (currentPassword: string) =>
      h.app.inject({ method: 'PATCH', url: '/api/admin/update-password', payload: { currentPassword, newPassword: 'nytt-passord-123' }, headers: { cookie }, remoteAddress: ip });
    const responses = await Promise.all(Array.from({ length: 7 }, (_, i) => change(`feil-${i}`)));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 400).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(2);
    // Parallel attempts may refuse more than strictly needed; fill up to the limit one at a time.
    let refused = responses.find((r) => r.statusCode === 429)!;
    for (let failures = codes.filter((c) => c === 400).length; failures < 5; failures++) {
      expect((await change('feil-igjen')).statusCode).toBe(400);
    }
    refused = await change('feil-igjen');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('For mange forsøk med feil passord. Prøv igjen om 15 minutter.');
    // Even the right password waits now, and so does logging in from that address.
    expect((await change(TEST_ADMIN.password)).statusCode).toBe(429);
    expect((await h.app.inject({ method: 'POST', url: '/api/login', payload: TEST_ADMIN, remoteAddress: ip })).statusCode).toBe(429);
    await h.orm.em.fork().nativeDelete(LoginAttempt, { ip });
  });

  it('a login whose log row cannot be written leaves no logged-in session', async () => {
    const conn = h.orm.em.getConnection();
    await conn.execute(`create function refuse_login_log() returns trigger language plpgsql as $$
      begin if new.action = 'login' then raise exception 'log refused'; end if; return new; end $$`);
    await conn.execute('create trigger refuse_login_log before insert on activity_log for each row execute function refuse_login_log()');
    try {
      const res = await h.app.inject({ method: 'POST', url: '/api/login', payload: TEST_ADMIN });
      expect(res.statusCode).toBe(500);
      const sid = res.cookies.find((c) => c.name === 'sid');
      if (sid) {
        const me = await h.app.inject({ method: 'GET', url: '/api/admin/current-user', headers: { cookie: `sid=${sid.value}` } });
        expect(me.statusCode).toBe(401);
      }
    } finally {
      await conn.execute('drop trigger refuse_login_log on activity_log');
      await conn.execute('drop function refuse_login_log()');
    }
  });
});

describe('session lifetime', () => {
  const sidOf = (cookie: string) => decodeURIComponent(cookie.slice('sid='.length)).split('.')[0]!;
  const me = (cookie: string) => h.app.inject({ method: 'GET', url: '/api/admin/current-user', headers: { cookie } });

  it('survives a restart: a new app on the same database knows the session', async () => {
    const cookie = await loginCookie(h.app);
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const second = await buildApp({ orm: h.orm, env, sessionSecret: 'a-test-secret-that-is-at-least-32-characters', logger: false });
    try {
      const res = await second.inject({ method: 'GET', url: '/api/admin/current-user', headers: { cookie } });
      expect(res.json()).toEqual({ username: 'admin' });
    } finally {
      await second.close();
    }
  });

  it('ends when the admin shell reports 30 idle minutes, although its refetches kept the session rolling', async () => {
    const cookie = await loginCookie(h.app);
    const withIdle = (ms: number) => h.app.inject({ method: 'GET', url: '/api/admin/current-user', headers: { cookie, 'x-admin-idle-ms': String(ms) } });
    expect((await withIdle(29 * 60 * 1000)).statusCode).toBe(200);
    expect((await withIdle(30 * 60 * 1000)).statusCode).toBe(401);
    // The session is gone, not just refused once.
    expect((await me(cookie)).statusCode).toBe(401);
    const trpc = await h.app.inject({ method: 'GET', url: '/trpc/auth.checkAuth', headers: { cookie } });
    expect(trpc.json().result.data).toEqual({ authenticated: false });
  });

  it('ends after 30 idle minutes', async () => {
    const cookie = await loginCookie(h.app);
    await h.orm.em.getConnection().execute(`update http_session set expires_at = now() - interval '1 minute' where sid = ?`, [sidOf(cookie)]);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends 8 hours after login even when used all along', async () => {
    const cookie = await loginCookie(h.app);
    const nineHoursAgo = Date.now() - 9 * 60 * 60 * 1000;
    await h.orm.em
      .getConnection()
      .execute(`update http_session set data = jsonb_set(data, '{loginAt}', to_jsonb(?::bigint)) where sid = ?`, [nineHoursAgo, sidOf(cookie)]);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('session store', () => {
  it('a late save of a session that has ended does not bring it back', async () => {
    const store = new PgSessionStore(h.orm);
    const call = <T>(fn: (cb: (err: unknown, v?: T) => void) => void) =>
      new Promise<T | undefined>((resolve, reject) => fn((err, v) => (err ? reject(err) : resolve(v))));
    const session = { cookie: { originalMaxAge: 60_000, expires: new Date(Date.now() + 60_000) }, userId: 1 } as never;
    await call((cb) => store.set('late-save', session, cb));
    expect(await call((cb) => store.get('late-save', cb))).toMatchObject({ userId: 1 });
    await call((cb) => store.destroy('late-save', cb));
    // A request that read the session before the logout answers now and saves it.
    await call((cb) => store.set('late-save', session, cb));
    expect(await call((cb) => store.get('late-save', cb))).toBeNull();
  });
});
