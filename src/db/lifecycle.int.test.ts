// The real server process (src/main.ts) under signals and hard kills: graceful shutdown with a
// request in flight, one app per embedded data directory, and recovery after kill -9.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it, inject, onTestFailed, vi } from 'vitest';
import { projectRoot } from '../env';
import { createDatabase, dropDatabase } from '../test/test-server';

const ADMIN = { username: 'admin', password: 'riktig-passord-123' };

type App = { child: ChildProcess; output: () => string; exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> };
const started: App[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts `node --import tsx src/main.ts` with only the given settings (never the developer's database). */
function startApp(settings: Record<string, string>): App {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !/^(DATABASE_URL|EMBEDDED_PG_|PORT$|HOST$|ADMIN_|SESSION_SECRET|PUBLIC_URL|LOG_LEVEL)/.test(key)) env[key] = value;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: projectRoot,
    env: {
      ...env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'a-test-secret-that-is-at-least-32-characters',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // Set, though empty: a value in the developer's .env never fills in what is already set.
      DATABASE_URL: '',
      PUBLIC_URL: '',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const app = { child, output: () => output, exited };
  started.push(app);
  // A start-up slowed by other test files may run into the test's timeout: then show how far it got.
  onTestFailed(() => console.error(`output of pid ${child.pid}:\n${output}`));
  return app;
}

/**
 * Waits until the app has written `text`, or fails at once if it exits first. No deadline of its own: how long
 * a start takes depends on what else the machine runs (other test files start beside this one), and the test's
 * timeout ends a start that never comes.
 */
async function waitForOutput(app: App, text: string): Promise<void> {
  while (!app.output().includes(text)) {
    if (app.child.exitCode !== null || app.child.signalCode !== null) throw new Error(`exited before '${text}':\n${app.output()}`);
    await nextOutputOrExit(app);
  }
}

/** Resolves when the app writes anything more, or exits. */
function nextOutputOrExit(app: App): Promise<void> {
  const { stdout, stderr } = app.child;
  return new Promise((resolve) => {
    const done = () => {
      stdout!.off('data', done);
      stderr!.off('data', done);
      app.child.off('exit', done);
      resolve();
    };
    stdout!.once('data', done);
    stderr!.once('data', done);
    app.child.once('exit', done);
  });
}

const running = (app: App) => waitForOutput(app, 'Skarpjern Snekker is running at');

/** Sends `signal` and resolves with the exit and how long it took. */
async function stopWith(app: App, signal: NodeJS.Signals) {
  const t0 = Date.now();
  app.child.kill(signal);
  const result = await app.exited;
  return { ...result, ms: Date.now() - t0 };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function postmasterPid(dir: string): number | null {
  const file = join(dir, 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : null;
}

// A failed test leaves no app behind to hold the data folder or port the next test uses.
afterEach(async () => {
  for (const app of started.splice(0)) {
    if (app.child.exitCode === null && app.child.signalCode === null) {
      app.child.kill('SIGKILL');
      await app.exited;
    }
  }
});

describe('graceful shutdown', () => {
  it('on SIGTERM stops accepting, finishes the request in flight, and exits 0 within 10 s', async () => {
    const base = inject('pgBaseUrl');
    const name = `shutdown_${randomBytes(4).toString('hex')}`;
    const port = await freePort();
    const app = startApp({ DATABASE_URL: await createDatabase(base, name), PORT: String(port), PUBLIC_URL: `http://localhost:${port}` });
    try {
      await running(app);

      // A login whose body is still arriving when the signal comes; it needs the database to answer.
      const body = JSON.stringify(ADMIN);
      let exitMs = Number.NaN;
      let respondedAt = Number.NaN;
      let exitedAt = Number.NaN;
      const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          // Keep-alive, as browsers do: the connection stays open after the answer.
          { agent: new http.Agent({ keepAlive: true }), host: '127.0.0.1', port, method: 'POST', path: '/api/login', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
          (res) => {
            let text = '';
            res.on('data', (c: Buffer) => (text += c.toString()));
            res.on('end', () => {
              respondedAt = Date.now();
              resolve({ status: res.statusCode ?? 0, body: text });
            });
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 5));
        setTimeout(() => {
          const t0 = Date.now();
          app.child.kill('SIGTERM');
          void waitForOutput(app, 'SIGTERM received')
            .then(async () => {
              // No longer accepting: a new connection is refused while the old request is still open.
              // Each look is a new connection (a kept-alive one would wait on the draining server).
              const connecting = () =>
                new Promise<string>((resolve) => {
                  const socket = connect(port, '127.0.0.1');
                  socket.once('connect', () => (socket.destroy(), resolve('accepted')));
                  socket.once('error', () => resolve('refused'));
                });
              await expect.poll(connecting, { timeout: 5_000, interval: 50 }).toBe('refused');
              await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
              req.end(body.slice(5));
            })
            .catch(reject);
          void app.exited.then(() => (exitMs = Date.now() - t0));
          void app.exited.then(() => (exitedAt = Date.now()));
        }, 300);
      });
      const res = await response;
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ success: true, username: ADMIN.username });
      const exit = await app.exited;
      expect(exit).toEqual({ code: 0, signal: null });
      expect(exitMs).toBeLessThan(10_000);
      // Once the last request is answered, its idle keep-alive connection does not hold the exit up.
      // (Generous for a busy machine; the keep-alive timeout it guards against is 72 s.)
      expect(exitedAt - respondedAt).toBeLessThan(8_000);
    } finally {
      if (app.child.exitCode === null) app.child.kill('SIGKILL');
      await dropDatabase(base, name);
    }
  }, 60_000);
});

describe('draining before shutdown', () => {
  it('with SHUTDOWN_DRAIN_SECONDS, a SIGTERM first fails /readyz while requests are still served, then exits 0', async () => {
    const base = inject('pgBaseUrl');
    const name = `drain_${randomBytes(4).toString('hex')}`;
    const port = await freePort();
    const app = startApp({ DATABASE_URL: await createDatabase(base, name), PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, SHUTDOWN_DRAIN_SECONDS: '2' });
    try {
      await running(app);
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      app.child.kill('SIGTERM');
      await waitForOutput(app, 'SIGTERM received');
      // Until the drain ends: not ready (a proxy takes it out of its pool), yet answering.
      let sawDraining = false;
      while (!sawDraining && app.child.exitCode === null) {
        const [ready, health] = await Promise.all([fetch(`http://127.0.0.1:${port}/readyz`), fetch(`http://127.0.0.1:${port}/healthz`)]);
        if (ready.status === 503) {
          sawDraining = true;
          expect(health.status).toBe(200);
          expect(await ready.json()).toEqual({ status: 'shutting down' });
        }
      }
      expect(sawDraining).toBe(true);
      expect(await app.exited).toEqual({ code: 0, signal: null });
    } finally {
      if (app.child.exitCode === null) app.child.kill('SIGKILL');
      await dropDatabase(base, name);
    }
  }, 60_000);
});

describe('embedded PostgreSQL ownership', () => {
  const parent = mkdtempSync(join(tmpdir(), 'skarpjern-lifecycle-'));
  chmodSync(parent, 0o755); // PostgreSQL runs as its own user when the tests run as root
  const dir = join(parent, 'pg');
  let pgPort = 0;
  const settings = async () => {
    pgPort ||= await freePort();
    const port = await freePort();
    return { EMBEDDED_PG_DIR: dir, EMBEDDED_PG_PORT: String(pgPort), PORT: String(port), PUBLIC_URL: `http://localhost:${port}` };
  };
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${pgPort}/skarpjern` });
    await client.connect();
    try {
      return (await client.query(sql)).rows as Array<Record<string, unknown>>;
    } finally {
      await client.end();
    }
  };

  afterAll(async () => {
    const pid = postmasterPid(dir);
    if (pid && alive(pid)) {
      process.kill(pid, 'SIGINT');
      await vi.waitFor(() => expect(alive(pid)).toBe(false), { timeout: 10_000, interval: 100 }).catch(() => undefined);
    }
    rmSync(parent, { recursive: true, force: true });
  });

  it('refuses a second app on the same data while the first runs, and recovers after kill -9 with the data kept', async () => {
    const first = startApp(await settings());
    await running(first);
    await query('create table lifecycle_marker (note text); insert into lifecycle_marker values ($$kept$$)');

    const second = startApp(await settings());
    const refused = await second.exited;
    expect(refused.code).toBe(1);
    expect(second.output()).toContain(`already running (pid ${first.child.pid})`);
    expect(await query('select note from lifecycle_marker')).toEqual([{ note: 'kept' }]); // the first one's PostgreSQL still serves

    // kill -9 leaves PostgreSQL running without its app, and a lock naming a dead process.
    const orphan = postmasterPid(dir)!;
    first.child.kill('SIGKILL');
    await first.exited;
    expect(alive(orphan)).toBe(true);
    expect(existsSync(`${dir}.lock`)).toBe(true);

    const third = startApp(await settings());
    await running(third);
    expect(third.output()).toContain(`Stopping orphaned PostgreSQL (pid ${orphan})`);
    expect(alive(orphan)).toBe(false);
    expect(await query('select note from lifecycle_marker')).toEqual([{ note: 'kept' }]);

    const stop = await stopWith(third, 'SIGTERM');
    expect({ code: stop.code, signal: stop.signal }).toEqual({ code: 0, signal: null });
    expect(stop.ms).toBeLessThan(10_000);
    expect(postmasterPid(dir)).toBeNull(); // PostgreSQL stopped cleanly
    expect(existsSync(`${dir}.lock`)).toBe(false);
  }, 120_000);

  it('a signal during start-up still stops PostgreSQL and exits 0', async () => {
    const app = startApp(await settings());
    await waitForOutput(app, 'Embedded PostgreSQL running');
    const stop = await stopWith(app, 'SIGINT');
    expect({ code: stop.code, signal: stop.signal }).toEqual({ code: 0, signal: null });
    expect(stop.ms).toBeLessThan(10_000);
    expect(postmasterPid(dir)).toBeNull();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  }, 60_000);
});
