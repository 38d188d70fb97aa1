// The production shape on one machine: one PostgreSQL, two app instances (src/main.ts, as
// deployed) with a shared upload folder and a real SMTP server, and Caddy in front with health
// checks and retries. Checks what running several instances promises, and prints the figures.
//   npm run test:cluster
// Everything listens on 127.0.0.1 on free ports; every process it starts is stopped on exit.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded-postgres';
import { projectRoot } from '../src/env';
import { TestSmtpServer } from '../src/test/smtp';

const TIME_LIMIT_MS = 8 * 60_000;
const STREAM_ENQUIRIES = 600;
const STREAM_SECONDS = 60;
const ENQUIRY_LIMIT = 5;
const ADMIN = { username: 'admin', password: 'klynge-passord-123' };
const SECRET = randomBytes(32).toString('base64url');

const work = resolve(projectRoot, 'data', `cluster-${process.pid}`);
const children = new Set<ChildProcess>();
let embedded: EmbeddedDatabase | null = null;
let smtp: TestSmtpServer | null = null;
const failures: string[] = [];
const started = Date.now();

function log(msg: string): void {
  console.log(`[cluster ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${msg}`);
}

function check(ok: boolean, what: string): void {
  if (ok) log(`ok: ${what}`);
  else {
    failures.push(what);
    log(`FAILED: ${what}`);
  }
}

async function cleanup(): Promise<void> {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await smtp?.stop().catch(() => {});
  await embedded?.stop().catch(() => {});
  rmSync(work, { recursive: true, force: true });
}

const deadline = setTimeout(() => {
  console.error(`[cluster] gave up after ${TIME_LIMIT_MS / 1000} s`);
  void cleanup().finally(() => process.exit(2));
}, TIME_LIMIT_MS);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void cleanup().finally(() => process.exit(130)));

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ------------------------------------------------------------------------------------- HTTP

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
type Answer = { status: number; body: string; bytes: Buffer; headers: http.IncomingHttpHeaders };

function request(port: number, method: string, path: string, opts: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<Answer> {
  const payload = opts.body === undefined ? undefined : Buffer.isBuffer(opts.body) ? opts.body : JSON.stringify(opts.body);
  return new Promise((resolveAnswer, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        timeout: opts.timeoutMs ?? 15_000,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}), ...opts.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolveAnswer({ status: res.statusCode ?? 0, body: bytes.toString('utf8'), bytes, headers: res.headers });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** What Caddy adds in front of a direct call: the client's address and that it came over https. */
const asProxied = (client: string) => ({ 'x-forwarded-for': `${client}, 127.0.0.1`, 'x-forwarded-proto': 'https' });

let addressCounter = 0;
/** A client address of its own per enquiry, so the per-address limit stays out of the load runs. */
function nextAddress(): string {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

// ------------------------------------------------------------------------------------- processes

type App = { name: string; port: number; child: ChildProcess; output: () => string; exited: Promise<void> };

let appEnv: Record<string, string> = {};

function startApp(name: string, port: number): App {
  const env: Record<string, string> = {};
  // Only what the app needs from this process; nothing from a developer's own settings or .env.
  for (const key of ['PATH', 'HOME', 'LANG', 'TZ']) if (process.env[key]) env[key] = process.env[key]!;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: projectRoot, env: { ...env, ...appEnv, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
  child.stderr!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return { name, port, child, output: () => output, exited };
}

async function ready(app: App, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (app.child.exitCode !== null || app.child.signalCode !== null) throw new Error(`${app.name} exited while starting:\n${app.output()}`);
    const answer = await request(app.port, 'GET', '/readyz', { timeoutMs: 2000 }).catch(() => null);
    if (answer?.status === 200) return;
    await sleep(200);
  }
  throw new Error(`${app.name} not ready within ${ms / 1000} s:\n${app.output()}`);
}

/**
 * The reverse_proxy block exactly as deploy/Caddyfile ships it (read from the file, so the figures
 * describe what production runs), with this run's upstream ports and two lines only a test on plain
 * loopback http needs.
 */
function shippedProxyBlock(upstreams: number[]): string {
  const shipped = readFileSync(join(projectRoot, 'deploy', 'Caddyfile'), 'utf8');
  const start = shipped.indexOf('\treverse_proxy 127.0.0.1:3001 127.0.0.1:3002 {\n');
  const end = shipped.indexOf('\n\t}\n', start);
  if (start < 0 || end < 0) throw new Error('deploy/Caddyfile has no «reverse_proxy 127.0.0.1:3001 127.0.0.1:3002 { … }» block');
  const settings = shipped.slice(shipped.indexOf('\n', start) + 1, end + 3);
  return `\treverse_proxy ${upstreams.map((p) => `127.0.0.1:${p}`).join(' ')} {
\t\t# Test only: the test client stands for a load balancer in front of Caddy (its X-Forwarded-For is kept,
\t\t# TRUST_PROXY=2), and on plain http Caddy is told what it would send after TLS.
\t\ttrusted_proxies 127.0.0.1/32
\t\theader_up X-Forwarded-Proto https
\t\t# As shipped in deploy/Caddyfile:
${settings}`;
}

function caddyfile(port: number, upstreams: number[]): string {
  return `{
\tadmin off
\tauto_https off
}

http://127.0.0.1:${port} {
${shippedProxyBlock(upstreams)}
}
`;
}

// ------------------------------------------------------------------------------------- load

type LoadResult = { sent: number; acknowledged: Map<string, number>; failed: number; statuses: Map<number, number>; ms: number; other: number };

/**
 * Sends `count` enquiries through Caddy, `concurrency` at a time, each from an address of its own
 * (plus a public GET beside every fourth, so reads are part of the mix). `during` runs alongside.
 */
async function enquiryLoad(port: number, count: number, concurrency: number, label: string, onAck?: (n: number) => void): Promise<LoadResult> {
  const acknowledged = new Map<string, number>();
  const statuses = new Map<number, number>();
  let failed = 0;
  let other = 0;
  let next = 0;
  const t0 = Date.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      try {
        const res = await request(port, 'POST', '/api/contact', {
          headers: { 'x-forwarded-for': nextAddress() },
          body: { type: 'contact', name: `Last ${label} ${i}`, email: `last${i}@example.no`, phone: '', message: `Melding ${label} nummer ${i}.` },
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 201) {
          const { id, reference } = JSON.parse(res.body) as { id: number; reference: string };
          acknowledged.set(reference, id);
          onAck?.(acknowledged.size);
        } else failed++;
      } catch {
        statuses.set(0, (statuses.get(0) ?? 0) + 1);
        failed++;
      }
      if (i % 4 === 0) {
        const res = await request(port, 'GET', '/api/company').catch(() => null);
        if (res?.status !== 200) failed++;
        other++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { sent: count, acknowledged, failed, statuses, ms: Date.now() - t0, other };
}

type StreamResult = {
  sent: number;
  acknowledged: Map<string, number>;
  /** Answered other than 201 (or not at all) on the first try, by status (0: no answer). */
  firstTry: Map<number, number>;
  /** Failed on the first try and sent again with the same submission id: how many got their 201 then. */
  retried: number;
  recovered: number;
  ms: number;
};

/**
 * A steady stream of enquiries through Caddy, `total` of them over about `seconds`, one started every
 * seconds/total (not waiting for the previous), each from an address of its own and with a submission
 * id. `atHalf` runs once half of them have been started. A request that fails is sent once more with
 * the same id, as the browser does, so the figures show what a visitor ends up with as well.
 */
async function enquiryStream(port: number, total: number, seconds: number, atHalf: () => void): Promise<StreamResult> {
  const acknowledged = new Map<string, number>();
  const firstTry = new Map<number, number>();
  let retried = 0;
  let recovered = 0;
  const t0 = Date.now();
  const send = (i: number, address: string) =>
    request(port, 'POST', '/api/contact', {
      headers: { 'x-forwarded-for': address },
      body: { type: 'contact', name: `Strøm ${i}`, email: `strom${i}@example.no`, phone: '', message: `Melding i strømmen nummer ${i}.`, submissionId: `cluster-stream-${process.pid}-${i}` },
    }).then(
      (res) => res,
      () => null,
    );
  const one = async (i: number) => {
    const address = nextAddress();
    let res = await send(i, address);
    if (res?.status !== 201) {
      firstTry.set(res?.status ?? 0, (firstTry.get(res?.status ?? 0) ?? 0) + 1);
      retried++;
      await sleep(500);
      res = await send(i, address);
      if (res?.status === 201) recovered++;
    }
    if (res?.status === 201) {
      const { id, reference } = JSON.parse(res.body) as { id: number; reference: string };
      acknowledged.set(reference, id);
    }
  };
  const running: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    if (i === Math.floor(total / 2)) atHalf();
    running.push(one(i));
    const due = t0 + ((i + 1) * seconds * 1000) / total;
    await sleep(Math.max(0, due - Date.now()));
  }
  await Promise.all(running);
  return { sent: total, acknowledged, firstTry, retried, recovered, ms: Date.now() - t0 };
}

const fmtStatuses = (m: Map<number, number>) => [...m.entries()].map(([s, n]) => `${s === 0 ? 'no answer' : s}×${n}`).join(', ');

// ------------------------------------------------------------------------------------- main

async function main(): Promise<void> {
  if (spawnSync('caddy', ['version']).status !== 0) throw new Error('caddy is not installed (Debian: apt-get install -y caddy)');
  log('building the web app if needed');
  const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: projectRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the web build failed');

  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const [pgPort, portA, portB, caddyPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  embedded = await startEmbeddedPostgres({ dir: join(work, 'postgres'), port: pgPort });
  await embedded.createDatabase('skarpjern');
  const url = embedded.url('skarpjern');
  smtp = await new TestSmtpServer().start();
  const uploads = join(work, 'uploads');
  const backups = join(work, 'backups');
  appEnv = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    PUBLIC_URL: `http://127.0.0.1:${caddyPort}`,
    SESSION_SECRET: SECRET,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: '2',
    UPLOAD_DIR: uploads,
    BACKUP_DIR: backups,
    SMTP_URL: smtp.url,
    MAIL_TO: 'post@example.no',
    ENQUIRY_RATE_LIMIT: String(ENQUIRY_LIMIT),
    // The stream of enquiries comes from one address; the per-client API budget has its own tests.
    API_RATE_LIMIT: '0',
    ENQUIRY_MIN_FILL_SECONDS: '0',
    // Two of Caddy's health checks (every 1 s) to take an instance out before it stops accepting.
    SHUTDOWN_DRAIN_SECONDS: '3',
    LOG_LEVEL: 'warn',
  };

  // Both at once on an empty database: the start-up lock serialises migrations and the first run.
  log('starting instances A and B together on an empty database');
  let a = startApp('A', portA);
  let b = startApp('B', portB);
  await Promise.all([ready(a), ready(b)]);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const dupMigrations = await db.query('select name from mikro_orm_migrations group by name having count(*) > 1');
    const admins = await db.query<{ n: string }>('select count(*) as n from admin_user');
    check(dupMigrations.rowCount === 0 && admins.rows[0]!.n === '1', 'two instances started together: each migration applied once, one admin account');

    const caddyConfig = join(work, 'Caddyfile');
    writeFileSync(caddyConfig, caddyfile(caddyPort, [portA, portB]));
    const caddy = spawn('caddy', ['run', '--config', caddyConfig, '--adapter', 'caddyfile'], {
      cwd: work,
      env: { PATH: process.env.PATH ?? '', HOME: work, XDG_DATA_HOME: join(work, 'caddy-data'), XDG_CONFIG_HOME: join(work, 'caddy-config') },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.add(caddy);
    let caddyLog = '';
    caddy.stderr!.on('data', (c: Buffer) => (caddyLog = (caddyLog + c.toString()).slice(-10_000)));
    for (let i = 0; ; i++) {
      const res = await request(caddyPort, 'GET', '/readyz', { timeoutMs: 2000 }).catch(() => null);
      if (res?.status === 200) break;
      if (caddy.exitCode !== null || i > 100) throw new Error(`Caddy did not come up:\n${caddyLog}`);
      await sleep(100);
    }
    log(`Caddy on 127.0.0.1:${caddyPort} in front of A (${portA}) and B (${portB})`);

    // --- A session made on A works on B.
    const login = await request(portA, 'POST', '/api/login', { body: ADMIN, headers: asProxied('10.200.0.1') });
    const sid = /sid=[^;]+/.exec(String(login.headers['set-cookie'] ?? ''))?.[0];
    check(login.status === 200 && !!sid, 'admin login on A');
    const cookie = sid ?? '';
    // What a browser's request looks like after Caddy: Caddy keeps the Host the browser sent, which its
    // Origin names (the cross-site rule compares the two).
    const adminHeaders = { cookie, host: `127.0.0.1:${caddyPort}`, origin: `http://127.0.0.1:${caddyPort}`, ...asProxied('10.200.0.1') };
    const onB = await request(portB, 'GET', '/api/admin/company', { headers: adminHeaders });
    check(onB.status === 200, `the session made on A works on B (${onB.status})`);

    // --- An admin save on A shows on B's next public read (B has the old answer in memory first).
    const marker = `Klyngetest ${randomBytes(4).toString('hex')}`;
    const before = await request(portB, 'GET', '/api/company', { headers: asProxied('10.200.0.2') });
    await request(portB, 'GET', '/api/company', { headers: asProxied('10.200.0.2') }); // from B's cache now
    const save = await request(portA, 'PATCH', '/api/admin/company', { body: { heroHeadline: marker }, headers: adminHeaders });
    const after = await request(portB, 'GET', '/api/company', { headers: asProxied('10.200.0.2') });
    check(
      before.status === 200 && !before.body.includes(marker) && save.status === 200 && after.body.includes(marker),
      `an admin save on A shows on B's next public read (save ${save.status})`,
    );

    // --- A photo uploaded on A is served by B (one shared upload folder); waited for until all its variants exist.
    const jpeg = await sharp(Buffer.alloc(400 * 300 * 3, 120), { raw: { width: 400, height: 300, channels: 3 } }).jpeg().toBuffer();
    const boundary = `----klynge${randomBytes(4).toString('hex')}`;
    const multipart = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="terrasse.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      jpeg,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await request(portA, 'POST', '/api/admin/images', {
      body: multipart,
      // A form post (not JSON) must come from the page's own origin: as a browser on A would send it.
      headers: { ...adminHeaders, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(multipart.length) },
    });
    const photo = uploaded.status === 201 ? (JSON.parse(uploaded.body) as { id: number; url: string }) : null;
    const fromA = photo ? await request(portA, 'GET', photo.url) : null;
    const fromB = photo ? await request(portB, 'GET', photo.url) : null;
    check(
      !!photo && fromA?.status === 200 && fromB?.status === 200 && fromA.bytes.equals(fromB.bytes),
      `a photo uploaded on A is served by B (upload ${uploaded.status}, B ${fromB?.status ?? '-'})`,
    );
    for (let i = 0; photo && i < 300; i++) {
      const { rows } = await db.query<{ status: string }>('select status from image where id = $1', [photo.id]);
      if (rows[0]?.status === 'ready') break;
      await sleep(200);
    }

    // --- The enquiry limit is shared: one address, alternating between A and B.
    const limited = { answers: [] as number[] };
    for (let i = 0; i < ENQUIRY_LIMIT * 2; i++) {
      const res = await request(i % 2 === 0 ? portA : portB, 'POST', '/api/contact', {
        headers: asProxied('10.250.0.1'),
        body: { type: 'contact', name: 'Grense', email: 'grense@example.no', phone: '', message: `Grensetest ${i}.` },
      });
      limited.answers.push(res.status);
    }
    const accepted = limited.answers.filter((s) => s === 201).length;
    check(
      accepted === ENQUIRY_LIMIT && limited.answers.slice(ENQUIRY_LIMIT).every((s) => s === 429),
      `ENQUIRY_RATE_LIMIT=${ENQUIRY_LIMIT} is shared by A and B: ${accepted} of ${ENQUIRY_LIMIT * 2} alternating requests from one address accepted (${limited.answers.join(' ')})`,
    );
    const acknowledgedAll = new Map<string, number>();

    // --- A steady stream through Caddy (the shipped proxy settings), and kill -9 of A in the middle of it.
    log(`enquiry stream through Caddy: ${STREAM_ENQUIRIES} enquiries over ${STREAM_SECONDS} s, kill -9 of A halfway`);
    let killed = false;
    const stream = await enquiryStream(caddyPort, STREAM_ENQUIRIES, STREAM_SECONDS, () => {
      killed = true;
      a.child.kill('SIGKILL');
    });
    await a.exited;
    for (const [ref, id] of stream.acknowledged) acknowledgedAll.set(ref, id);
    const firstFailed = [...stream.firstTry.values()].reduce((n, k) => n + k, 0);
    const loadRps = (stream.sent / stream.ms) * 1000;
    log(
      `stream: ${stream.sent} sent in ${(stream.ms / 1000).toFixed(1)} s; first try failed ${firstFailed} (${fmtStatuses(stream.firstTry) || 'none'}), ` +
        `${stream.recovered} of ${stream.retried} answered 201 when sent again with the same submission id; ${stream.acknowledged.size} acknowledged`,
    );
    check(killed, 'A was killed during the stream');
    check(firstFailed <= STREAM_ENQUIRIES * 0.02, `at most 2 % of the stream failed when A was killed: ${firstFailed} of ${stream.sent} (${((firstFailed / stream.sent) * 100).toFixed(1)} %)`);
    check(!stream.firstTry.has(503), `no 503 from the proxy while B was healthy (${stream.firstTry.get(503) ?? 0})`);
    const storedAfterKill = await db.query<{ reference: string }>('select reference from enquiry where reference = any($1::text[])', [[...stream.acknowledged.keys()]]);
    check(storedAfterKill.rowCount === stream.acknowledged.size, `kill -9 of A lost no acknowledged enquiry (${stream.acknowledged.size} acknowledged, ${storedAfterKill.rowCount} of them stored)`);
    const twice = await db.query<{ n: string }>(`select count(*) as n from (select message from enquiry where message like 'Melding i strømmen nummer %' group by message having count(*) > 1) d`);
    const streamStored = await db.query<{ n: string }>(`select count(*) as n from enquiry where message like 'Melding i strømmen nummer %'`);
    check(twice.rows[0]!.n === '0', `every enquiry of the stream is stored once (${streamStored.rows[0]!.n} stored, ${twice.rows[0]!.n} twice)`);

    log('restarting A');
    a = startApp('A', portA);
    await ready(a);
    await sleep(1500); // Caddy's next health check takes A back

    // --- Rolling restart under load: SIGTERM A, start A, then B; no request may fail.
    log('rolling restart under load: A, then B');
    let rolling = true;
    const restartLoad = (async () => {
      const results: LoadResult[] = [];
      while (rolling) results.push(await enquiryLoad(caddyPort, 40, 4, 'restart'));
      return results;
    })();
    for (const name of ['A', 'B'] as const) {
      const app = name === 'A' ? a : b;
      app.child.kill('SIGTERM');
      await app.exited;
      const again = startApp(name, app.port);
      await ready(again);
      if (name === 'A') a = again;
      else b = again;
      await sleep(4000); // its next health checks take it back (a drained restart fails no request, so no passive failure holds it out) before the other one goes
    }
    rolling = false;
    const restartResults = await restartLoad;
    const restartFailed = restartResults.reduce((n, r) => n + r.failed, 0);
    const restartSent = restartResults.reduce((n, r) => n + r.sent + r.other, 0);
    for (const r of restartResults) for (const [ref, id] of r.acknowledged) acknowledgedAll.set(ref, id);
    const restartStatuses = new Map<number, number>();
    for (const r of restartResults) for (const [s, n] of r.statuses) restartStatuses.set(s, (restartStatuses.get(s) ?? 0) + n);
    log(`rolling restart: ${restartSent} requests, ${restartFailed} failed; enquiry answers ${fmtStatuses(restartStatuses)}`);
    check(restartFailed === 0, `a rolling restart under load failed no request (${restartFailed} of ${restartSent} failed)`);

    // --- A backup taken under load restores to the same rows.
    log('backup under load');
    let backingUp = true;
    const backupLoad = (async () => {
      const results: LoadResult[] = [];
      while (backingUp) results.push(await enquiryLoad(caddyPort, 20, 4, 'backup'));
      return results;
    })();
    const ackBeforeBackup = new Map(acknowledgedAll);
    const backup = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], { cwd: projectRoot, env: { PATH: process.env.PATH ?? '', ...appEnv }, encoding: 'utf8' });
    backingUp = false;
    for (const r of await backupLoad) for (const [ref, id] of r.acknowledged) acknowledgedAll.set(ref, id);
    check(backup.status === 0, `npm run backup under load: ${(backup.stdout + backup.stderr).trim().split('\n').at(-1)}`);
    const archive = readdirSync(backups).find((f) => f.endsWith('.tar'));
    if (archive) {
      await embedded!.createDatabase('restored');
      const restoredUrl = embedded!.url('restored');
      const restoredUploads = join(work, 'restored-uploads');
      const restore = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', join(backups, archive)], {
        cwd: projectRoot,
        env: { PATH: process.env.PATH ?? '', ...appEnv, DATABASE_URL: restoredUrl, UPLOAD_DIR: restoredUploads },
        encoding: 'utf8',
      });
      check(restore.status === 0, `npm run restore into a new database and upload folder: ${(restore.stdout + restore.stderr).trim().split('\n').at(-1)}`);
      const restored = new pg.Client({ connectionString: restoredUrl });
      await restored.connect();
      try {
        // Rows as of the dump: every restored enquiry and mail row is the live one (enquiries never
        // change; a mail's status may have moved on since), every enquiry acknowledged before the
        // backup began is there, and each restored enquiry has its two mails (one transaction).
        const rows = async (client: pg.Client, sql: string) => new Map((await client.query<{ id: number; r: string }>(sql)).rows.map((x) => [x.id, x.r]));
        const enquirySql = 'select id, row_to_json(e)::text as r from enquiry e';
        const restoredEnquiries = await rows(restored, enquirySql);
        const liveEnquiries = await rows(db, enquirySql);
        const mismatched = [...restoredEnquiries].filter(([id, r]) => liveEnquiries.get(id) !== r).length;
        const restoredRefs = new Set((await restored.query<{ reference: string }>('select reference from enquiry')).rows.map((r) => r.reference));
        const missing = [...ackBeforeBackup.keys()].filter((ref) => !restoredRefs.has(ref)).length;
        const mailPairs = await restored.query<{ n: string }>(
          `select count(*) as n from enquiry e where e.status <> 'spam' and (select count(*) from outbox_mail m where m.case_id = e.id and m.kind in ('enquiry_notice', 'enquiry_receipt')) <> 2`,
        );
        const tables = await restored.query<{ t: string }>(`select tablename as t from pg_tables where schemaname = 'public' order by 1`);
        const counts: string[] = [];
        let tableMismatch = 0;
        for (const { t } of tables.rows) {
          const q = `select count(*) as n from ${pg.escapeIdentifier(t)}`;
          const [r, l] = [(await restored.query<{ n: string }>(q)).rows[0]!.n, (await db.query<{ n: string }>(q)).rows[0]!.n];
          if (Number(r) > Number(l)) tableMismatch++;
          counts.push(`${t} ${r}/${l}`);
        }
        log(`restored/live rows per table: ${counts.join(', ')}`);
        const photoFiles = (dir: string) =>
          (existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }) : [])
            .filter((e) => e.isFile() && !e.name.endsWith('.tmp'))
            .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
            .sort();
        const liveFiles = photoFiles(uploads);
        const restoredFiles = photoFiles(restoredUploads);
        const sameFiles =
          liveFiles.length > 0 &&
          liveFiles.join('\n') === restoredFiles.join('\n') &&
          liveFiles.every((f) => readFileSync(join(uploads, f)).equals(readFileSync(join(restoredUploads, f))));
        check(sameFiles, `the restored upload folder has every photo file byte for byte (${restoredFiles.length} of ${liveFiles.length})`);
        check(
          restoredEnquiries.size > 0 && mismatched === 0 && missing === 0 && mailPairs.rows[0]!.n === '0' && tableMismatch === 0,
          `the backup taken under load restores: ${restoredEnquiries.size} enquiries identical to the live rows, all ${ackBeforeBackup.size} acknowledged before it present, every enquiry with its two mails`,
        );
      } finally {
        await restored.end();
      }
    } else check(false, 'a backup archive was written');

    // --- Every stored enquiry's two mails arrive, each once (the killed A's jobs are picked up again).
    const stored = await db.query<{ reference: string }>(`select reference from enquiry where status <> 'spam'`);
    const storedRefs = new Set(stored.rows.map((r) => r.reference));
    const lostAcks = [...acknowledgedAll.keys()].filter((ref) => !storedRefs.has(ref)).length;
    check(lostAcks === 0, `acknowledged versus stored: ${acknowledgedAll.size} acknowledged, all stored (${storedRefs.size} enquiries stored in all)`);
    const expected = storedRefs.size * 2;
    await smtp.waitFor(expected, 90_000).catch(() => {});
    await sleep(2000); // a duplicate would arrive now
    // A mail is one message: its fixed Message-ID. A copy with the same id can only come from a worker
    // killed after the SMTP server accepted the mail and before it was recorded as sent (the window
    // every SMTP client has, docs/decisions/0006); mail programs drop such a copy. Counted and printed.
    const perRef = new Map<string, Map<string, string>>();
    for (const mail of smtp.received) {
      const ref = /SK-\d{4}-\d+/.exec(`${mail.parsed.subject ?? ''} ${mail.parsed.text ?? ''}`)?.[0] ?? '?';
      const messages = perRef.get(ref) ?? new Map<string, string>();
      messages.set(mail.parsed.messageId ?? `${Math.random()}`, mail.envelopeTo.join(','));
      perRef.set(ref, messages);
    }
    const distinct = [...perRef.values()].reduce((n, m) => n + m.size, 0);
    const copies = smtp.received.length - distinct;
    log(`mails: ${distinct} distinct messages, ${copies} repeated with the same Message-ID (a worker killed mid-send)`);
    const wrong = [...storedRefs].filter((ref) => {
      const messages = perRef.get(ref) ?? new Map<string, string>();
      return messages.size !== 2 || new Set(messages.values()).size !== 2;
    });
    const strays = [...perRef.keys()].filter((ref) => !storedRefs.has(ref));
    check(
      distinct === expected && wrong.length === 0 && strays.length === 0,
      `each stored enquiry's two mails arrived, each message once: ${distinct} messages for ${storedRefs.size} enquiries${wrong.length ? `; wrong for ${wrong.slice(0, 5).join(', ')}` : ''}`,
    );

    if (wrong.length) {
      // What the database says about the mails that did not arrive as expected.
      const state = await db.query(
        `select e.reference, m.kind, m.status, m.attempts, m.last_error, j.locked_by, j.locked_at, j.run_at, j.attempts as job_attempts, j.last_error as job_error
           from enquiry e join outbox_mail m on m.case_id = e.id
           left join graphile_worker._private_jobs j on j.payload->>'mailId' = m.id::text
          where e.reference = any($1::text[]) order by 1, 2`,
        [wrong.slice(0, 5)],
      );
      console.log(state.rows);
    }

    console.log('\n  Figures');
    console.log(`    enquiry stream through the shipped proxy settings: ${stream.sent} in ${(stream.ms / 1000).toFixed(1)} s (${loadRps.toFixed(1)}/s), kill -9 of A halfway`);
    console.log(`      failed on the first try: ${firstFailed} (${((firstFailed / stream.sent) * 100).toFixed(1)} %: ${fmtStatuses(stream.firstTry) || 'none'}); 503 from the proxy: ${stream.firstTry.get(503) ?? 0}`);
    console.log(`      sent again with the same submission id: ${stream.retried}, answered 201 then: ${stream.recovered}; acknowledged lost: ${stream.acknowledged.size - (storedAfterKill.rowCount ?? 0)}`);
    console.log(`    failed requests during the rolling restart: ${restartFailed} of ${restartSent}`);
    console.log(`    enquiries acknowledged: ${acknowledgedAll.size + ENQUIRY_LIMIT}, stored: ${storedRefs.size}`);
    console.log(`    mails delivered: ${smtp.received.length} (expected ${expected})\n`);
  } finally {
    await db.end();
  }
}

main()
  .catch((error: unknown) => {
    failures.push(error instanceof Error ? error.message : String(error));
    console.error(error);
  })
  .finally(async () => {
    clearTimeout(deadline);
    agent.destroy();
    await cleanup();
    if (failures.length) {
      console.error(`[cluster] ${failures.length} check(s) failed:\n  - ${failures.join('\n  - ')}`);
      process.exit(1);
    }
    console.log(`[cluster] all checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    process.exit(0);
  });
