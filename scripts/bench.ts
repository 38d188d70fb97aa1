// Performance figures, printed (not asserted): what the home and projects pages load on a first
// visit (gzip), whether any admin code is among it, API latency, public reads during a login flood,
// enquiries with mail on (the worker sending to a local SMTP server), the estimate engine's speed, and
// photo upload throughput with the latency of public reads while photos are encoded; Lighthouse mobile
// scores and timings of every public route (and of / through Caddy's HTTP/2, when caddy is installed)
// and public-read throughput next to a raw Fastify route serving the same JSON; one client over its API budget
// beside another (429s, and the other's p99 against idle).
// Each public route's Lighthouse figures stand beside the same page with its scripts stripped (served by a small
// proxy in this script), measured in the same run: what the page's code costs its first view.
//   npm run bench            (BENCH_LIGHTHOUSE=0 skips Lighthouse, BENCH_LIGHTHOUSE_RUNS sets its runs per route;
//                             CHROME_PATH picks the browser; BENCH_ROUTES=/,/contact measures only those routes;
//                             BENCH_ONLY=pages stops after the page figures)
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { DomUtils, parseDocument } from 'htmlparser2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { findChromium } from '../e2e/config';
import { loadDotenv } from '../src/env';
import { defaultInputs } from '../src/shared/calculators';
import { estimate } from '../src/shared/pricing';
import { defaultPublicParameters } from '../src/shared/pricing/catalogue';
import { adminOnlyFiles } from '../e2e/chunks';
import { TestSmtpServer } from '../src/test/smtp';
import { E2E_ADMIN } from '../e2e/config';
import sharp from 'sharp';

loadDotenv();
const PORT = Number(process.env.BENCH_PORT ?? 3199);
const origin = `http://localhost:${PORT}`;
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function waitReady(): Promise<void> {
  // Up to two minutes: a fresh embedded cluster and the seed take a while on a busy machine.
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function pageWeight(path: string) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: install it (Debian: `apt-get install -y chromium`) or set CHROMIUM_PATH.');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  const files: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.origin === origin && /\.(js|css)$/.test(url.pathname) && !files.includes(url.pathname)) files.push(url.pathname);
  });
  const t0 = Date.now();
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  const loadMs = Date.now() - t0;
  await browser.close();
  let js = 0;
  let css = 0;
  for (const f of files) {
    const gz = gzipSync(readFileSync(join('dist/web', f))).length;
    if (f.endsWith('.js')) js += gz;
    else css += gz;
  }
  const adminOnly = adminOnlyFiles('dist/web');
  const admin = files.filter((f) => adminOnly.has(f));
  return { js, css, count: files.length, admin, loadMs };
}


/** A 12-megapixel photo-like JPEG (smooth light, grain, a few edges); `seed` makes each file different. */
/** The q-quantile of sorted figures (NaN when there are none). */
const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const pct = (sorted: number[], q: number) => percentile(sorted, q).toFixed(1);

async function twelveMegapixelJpeg(seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  let x32 = 2463534242 + seed;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      x32 ^= x32 << 13;
      x32 ^= x32 >>> 17;
      x32 ^= x32 << 5;
      const grain = (x32 & 31) - 16;
      const plank = ((x + seed * 37) >> 7) % 2 ? 18 : 0;
      const i = (y * width + x) * 3;
      raw[i] = Math.max(0, Math.min(255, 120 + (x >> 5) / 2 + grain + plank));
      raw[i + 1] = Math.max(0, Math.min(255, 80 + (y >> 5) / 2 + grain + plank));
      raw[i + 2] = Math.max(0, Math.min(255, 50 + grain));
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 88 }).toBuffer();
}

/** Uploads `count` 12-MP JPEGs two at a time (as the admin page does) while a reader fetches public pages. */
async function uploadBench(count = 20) {
  const login = await fetch(`${origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(E2E_ADMIN) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const files = await Promise.all(Array.from({ length: count }, (_, i) => twelveMegapixelJpeg(i + Date.now() % 1000)));
  const mb = files.reduce((n, f) => n + f.length, 0) / 1024 / 1024;

  const read = async (until: () => boolean) => {
    const times: number[] = [];
    while (!until()) {
      for (const path of ['/api/projects', '/api/services', '/']) {
        const t = performance.now();
        await (await fetch(origin + path)).arrayBuffer();
        times.push(performance.now() - t);
      }
    }
    return times.sort((a, b) => a - b);
  };
  let baselineDone = false;
  setTimeout(() => (baselineDone = true), 5000);
  const baseline = await read(() => baselineDone);

  let uploading = true;
  const reader = read(() => !uploading);
  const answers: number[] = [];
  const t0 = performance.now();
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'foto.jpg');
      const t = performance.now();
      // A page of this site sends its own Origin; multipart mutations with the session cookie need it.
      const res = await fetch(`${origin}/api/admin/images`, { method: 'POST', headers: { cookie, origin }, body: form });
      if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
      answers.push(performance.now() - t);
    }
  };
  await Promise.all([worker(), worker()]);
  const answeredMs = performance.now() - t0;
  // Then until every WebP and AVIF variant exists.
  for (;;) {
    const list = (await (await fetch(`${origin}/api/admin/images`, { headers: { cookie } })).json()) as Array<{ ready: boolean }>;
    if (list.length >= count && list.every((i) => i.ready)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const readyMs = performance.now() - t0;
  uploading = false;
  const during = await reader;
  answers.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  console.log(`\nPhoto uploads: ${count} JPEGs of 12 megapixels (${f(mb)} MB), two at a time, ${process.env.IMAGE_WORKERS ?? 1} encoding slot(s):`);
  console.log(`  all answered (JPEG variants stored)  ${f(answeredMs / 1000)} s   ${f((count / answeredMs) * 60_000)} photos/min   answer p50 ${f(percentile(answers, 0.5))} ms   p95 ${f(percentile(answers, 0.95))} ms`);
  console.log(`  all WebP + AVIF variants done        ${f(readyMs / 1000)} s   ${f((count / readyMs) * 60_000)} photos/min`);
  console.log(`  public reads (/api/projects, /api/services, /) before: p50 ${f(percentile(baseline, 0.5))} ms   p99 ${f(percentile(baseline, 0.99))} ms   (${baseline.length} requests)`);
  console.log(`  public reads during the uploads:                 p50 ${f(percentile(during, 0.5))} ms   p99 ${f(percentile(during, 0.99))} ms   (${during.length} requests)`);
}

async function latency(label: string, run: () => Promise<Response>, n = 200) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await run();
    await res.arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(`  ${label.padEnd(34)} p50 ${p(0.5)} ms   p95 ${p(0.95)} ms   (${n} requests)`);
}

/** Public reads from `concurrency` clients in a loop; returns the sorted latencies. */
async function publicReads(n: number, concurrency = 4): Promise<number[]> {
  const times: number[] = [];
  let left = n;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left-- > 0) {
        const t = performance.now();
        await (await fetch(`${origin}/api/projects`)).arrayBuffer();
        times.push(performance.now() - t);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}


/**
 * A login flood from one address (wrong passwords for ever new usernames, 16 at a time) while four
 * clients read public data: prints the public reads' p50/p99 with and without the flood, and what
 * the flood got (401 = checked, 429 = refused by the per-address limit or the full hashing queue).
 */
async function loginFlood(): Promise<void> {
  const quiet = await publicReads(400);
  let stop = false;
  const codes = new Map<number, number>();
  const loginTimes: number[] = [];
  let user = 0;
  const flood = Promise.all(
    Array.from({ length: 16 }, async () => {
      while (!stop) {
        const t = performance.now();
        const res = await fetch(`${origin}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: `flood-${user++}`, password: 'feil-passord' }),
        });
        await res.arrayBuffer();
        loginTimes.push(performance.now() - t);
        codes.set(res.status, (codes.get(res.status) ?? 0) + 1);
      }
    }),
  );
  await new Promise((r) => setTimeout(r, 300));
  const busy = await publicReads(400);
  stop = true;
  await flood;
  loginTimes.sort((a, b) => a - b);
  console.log('\nLogin flood from one address (16 parallel) alongside public reads (GET /api/projects, 4 parallel):');
  console.log(`  public reads, no flood            p50 ${pct(quiet, 0.5)} ms   p99 ${pct(quiet, 0.99)} ms   (${quiet.length} requests)`);
  console.log(`  public reads, during the flood    p50 ${pct(busy, 0.5)} ms   p99 ${pct(busy, 0.99)} ms   (${busy.length} requests)`);
  const answers = [...codes].sort().map(([c, k]) => `${k} × ${c}`).join(', ');
  console.log(`  login answers                     p50 ${pct(loginTimes, 0.5)} ms   p99 ${pct(loginTimes, 0.99)} ms   (${answers})`);
}

const postContact = (i: number) =>
  fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Bench Kunde ${i}`, email: `bench${i}@example.no`, message: 'Hei, dette er en henvendelse fra ytelsestesten.' }),
  });

/** Enquiries per second with the worker sending every mail, then enquiry → delivered latency one at a time. */
async function enquiriesWithMail(smtp: TestSmtpServer) {
  const sentAt = new Map<string, number>();
  const post = async (i: number) => {
    const t = Date.now();
    const res = await postContact(i);
    if (res.status !== 201) throw new Error(`POST /api/contact: ${res.status}`);
    sentAt.set(((await res.json()) as { reference: string }).reference, t);
  };
  const delivered = (from: number) =>
    smtp.received.slice(from).map((m) => m.receivedAt - sentAt.get(String(m.parsed.headers.get('x-skarpjern-reference')))!);

  // Throughput: 200 enquiries from 8 clients at once; every one means two mails.
  const total = 200;
  let next = 0;
  const t0 = Date.now();
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (next < total) await post(next++);
  }));
  const answeredMs = Date.now() - t0;
  await smtp.waitFor(total * 2, 120_000);
  const drainedMs = Date.now() - t0;
  console.log(`  ${total} enquiries (8 clients at once): ${((total * 1000) / answeredMs).toFixed(0)} enquiries/s answered 201; all ${total * 2} mails delivered after ${(drainedMs / 1000).toFixed(1)} s (${((total * 2000) / drainedMs).toFixed(0)} mails/s)`);
  const loaded = delivered(0).sort((a, b) => a - b);
  console.log(`  enquiry → mail delivered under that load: p50 ${pct(loaded, 0.5)} ms   p99 ${pct(loaded, 0.99)} ms`);

  // Latency: one enquiry at a time, a little apart, as real visitors send them.
  const from = smtp.received.length;
  const n = 50;
  for (let i = 0; i < n; i++) {
    await post(total + i);
    await new Promise((r) => setTimeout(r, 100));
  }
  await smtp.waitFor(from + n * 2, 60_000);
  const single = delivered(from).sort((a, b) => a - b);
  console.log(`  enquiry → mail delivered, one at a time:     p50 ${pct(single, 0.5)} ms   p99 ${pct(single, 0.99)} ms   (${n * 2} mails)`);
}

type LighthouseRow = { path: string; error?: string; perf: number; a11y: number; bp: number; seo: number; fcp: number; lcp: number; tbt: number; cls: number; bytes: number; perfs: string[] };

/**
 * Lighthouse 12 with its default mobile emulation and throttling, in the system Chromium. One run
 * varies by five to ten points on a small shared machine, so each route runs BENCH_LIGHTHOUSE_RUNS (5)
 * times and the run with the median performance score is shown, with the scores of all.
 */
async function lighthouseRun(paths: string[], base = origin): Promise<LighthouseRow[]> {
  return (await lighthouseRuns(paths, [base]))[0]!;
}

/** The same, for each of `bases` in turn within every run (so a busy moment of the machine hits all alike). */
async function lighthouseRuns(paths: string[], bases: string[]): Promise<LighthouseRow[][]> {
  const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));
  const all: LighthouseRow[][][] = bases.map(() => []);
  for (let i = 0; i < runs; i++) for (const [b, base] of bases.entries()) all[b]!.push(await lighthouseOnce(paths, base));
  return all.map((byRun) =>
    paths.map((_, p) => {
      const each = byRun.map((rows) => rows[p]!);
      // A run Lighthouse could not score (its runtimeError, shown as «–») does not count towards the median.
      const scored = each.filter((r) => !r.error).sort((a, b) => a.perf - b.perf);
      const median = scored[Math.floor(scored.length / 2)] ?? each[0]!;
      return { ...median, perfs: each.map((r) => (r.error ? '–' : String(r.perf))) };
    }),
  );
}

/**
 * The reference a page's scripts are measured against: a proxy in front of the bench's server that hands out every
 * page with its script elements and module preloads taken out (parsed as HTML, htmlparser2), gzipped as the server
 * would send it; every other answer passes through unchanged. Returns its origin.
 */
async function startNoScriptProxy(port: number): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    const upstream = httpRequest(`${origin}${req.url}`, { method: req.method, headers: { ...req.headers, host: `localhost:${PORT}` } }, (up) => {
      if (!(up.headers['content-type'] ?? '').startsWith('text/html')) {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        return;
      }
      const parts: Buffer[] = [];
      up.on('data', (b: Buffer) => parts.push(b));
      up.on('end', () => {
        const raw = Buffer.concat(parts);
        const decoded = up.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw) : up.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        const doc = parseDocument(decoded.toString('utf8'));
        const stripped = DomUtils.findAll((el) => el.name === 'script' || (el.name === 'link' && el.attribs.rel === 'modulepreload'), doc.children);
        for (const el of stripped) DomUtils.removeElement(el);
        const body = gzipSync(DomUtils.getOuterHTML(doc, { decodeEntities: false }));
        const headers = { ...up.headers, 'content-encoding': 'gzip', 'content-length': String(body.length) };
        delete headers['transfer-encoding'];
        res.writeHead(up.statusCode ?? 502, headers);
        res.end(body);
      });
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://localhost:${port}`, server };
}

/** Raw bytes of one answer as a browser asking for brotli gets them. */
function transferBytes(url: string): Promise<{ bytes: number; body: Buffer; encoding?: string }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (b: Buffer) => parts.push(b));
      res.on('end', () => {
        const body = Buffer.concat(parts);
        resolve({ bytes: body.length, body, encoding: res.headers['content-encoding'] });
      });
    })
      .on('error', reject)
      .end();
  });
}

/**
 * What a phone must fetch before it can paint a page: the HTML, every stylesheet that blocks rendering (a link in
 * the head whose media applies to a screen) and everything preloaded (fonts, module preloads), as transferred.
 */
async function bytesBeforeFirstPaint(path: string): Promise<{ total: number; html: number; css: number; preloaded: number }> {
  const page = await transferBytes(origin + path);
  const html = page.encoding === 'br' ? brotliDecompressSync(page.body) : page.encoding === 'gzip' ? gunzipSync(page.body) : page.body;
  const doc = parseDocument(html.toString('utf8'));
  const head = DomUtils.findOne((el) => el.name === 'head', doc.children);
  // A <noscript> copy of a stylesheet is for browsers without scripts; it is not fetched here.
  const inNoscript = (el: { parent: unknown }) => (el.parent as { name?: string } | null)?.name === 'noscript';
  const links = head ? DomUtils.findAll((el) => el.name === 'link' && !inNoscript(el), head.children) : [];
  const screenMedia = (media?: string) => !media || media === 'all' || media === 'screen';
  const blockingCss = links.filter((l) => l.attribs.rel === 'stylesheet' && screenMedia(l.attribs.media)).map((l) => l.attribs.href!);
  const preloads = links.filter((l) => l.attribs.rel === 'preload' || l.attribs.rel === 'modulepreload').map((l) => l.attribs.href!);
  const size = async (hrefs: string[]) => (await Promise.all(hrefs.map(async (h) => (await transferBytes(new URL(h, origin).href)).bytes))).reduce((a, b) => a + b, 0);
  const css = await size(blockingCss);
  const preloaded = await size(preloads);
  return { total: page.bytes + css + preloaded, html: page.bytes, css, preloaded };
}

/** Milliseconds from the start of a navigation to `/admin/login` until its username field is visible (lab, unthrottled). */
async function adminLoginVisible(): Promise<number[]> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found.');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const times: number[] = [];
  try {
    for (let i = 0; i < 5; i++) {
      // A new context each time: a first visit, nothing cached.
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${origin}/admin/login`, { waitUntil: 'commit' });
      await page.getByRole('textbox', { name: 'Brukernavn' }).waitFor({ state: 'visible' });
      times.push(await page.evaluate(() => performance.now()));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times.sort((a, b) => a - b);
}

async function lighthouseOnce(paths: string[], base: string): Promise<LighthouseRow[]> {
  const executablePath = process.env.CHROME_PATH ?? findChromium();
  if (!executablePath) throw new Error('No Chromium found: set CHROME_PATH.');
  const debugPort = PORT + 1000;
  // Caddy's certificate comes from its own local authority, which this browser does not know.
  const tls = base.startsWith('https:') ? ['--ignore-certificate-errors'] : [];
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${debugPort}`, ...tls] });
  const rows: LighthouseRow[] = [];
  try {
    for (const path of paths) {
      // One warm-up so the server's caches are as a visitor after the first one finds them. On a connection of its
      // own: a kept-alive one, idle through a Lighthouse run, can be closed by the server just as it is reused.
      await transferBytes(origin + path);
      const result = await lighthouse(base + path, { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits, runtimeError } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const value = (id: string) => audits[id]?.numericValue ?? NaN;
      rows.push({
        path,
        // Lighthouse does not score an error page (the 404 page answers 404 on purpose).
        error: runtimeError?.code,
        perf: score('performance'),
        a11y: score('accessibility'),
        bp: score('best-practices'),
        seo: score('seo'),
        fcp: value('first-contentful-paint'),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        bytes: value('total-byte-weight'),
        perfs: [],
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

function printLighthouse(rows: LighthouseRow[]): void {
  console.log(`  ${'route'.padEnd(14)} perf  a11y  b.p.  seo     FCP      LCP     TBT     CLS   transferred   perf of each run`);
  for (const r of rows) {
    if (r.error) {
      console.log(`  ${r.path.padEnd(14)} not scored: ${r.error}`);
      continue;
    }
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padStart(8);
    console.log(
      `  ${r.path.padEnd(14)} ${String(r.perf).padStart(4)}  ${String(r.a11y).padStart(4)}  ${String(r.bp).padStart(4)}  ${String(r.seo).padStart(4)} ${s(r.fcp)} ${s(r.lcp)} ${`${Math.round(r.tbt)} ms`.padStart(7)} ${r.cls.toFixed(3).padStart(7)} ${kib(r.bytes).padStart(12)}   ${r.perfs.join(' ')}`,
    );
  }
}

/**
 * Caddy in front of the bench's server with a certificate from its own local authority: HTTP/2 over TLS, so
 * requests share one connection as they do for visitors of the deployed site. Null when caddy is not installed.
 */
async function startCaddy(): Promise<{ origin: string; stop: () => void } | null> {
  if (spawnSync('caddy', ['version']).status !== 0) return null;
  const work = mkdtempSync(join(tmpdir(), 'bench-caddy-'));
  const port = PORT + 3;
  const config = join(work, 'Caddyfile');
  // HTTP/3 is left out: Chromium does not accept QUIC with a certificate it was told to overlook, and one
  // failed attempt must not decide a run.
  writeFileSync(config, `{\n\tadmin off\n\tskip_install_trust\n\tauto_https disable_redirects\n\tservers {\n\t\tprotocols h1 h2\n\t}\n}\nhttps://localhost:${port} {\n\ttls internal\n\treverse_proxy 127.0.0.1:${PORT}\n}\n`);
  const caddy = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    stdio: 'ignore',
    env: { PATH: process.env.PATH ?? '', HOME: work, XDG_DATA_HOME: join(work, 'data'), XDG_CONFIG_HOME: join(work, 'config') },
  });
  const stop = () => {
    caddy.kill();
    rmSync(work, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const req = httpsRequest({ host: '127.0.0.1', servername: 'localhost', port, path: '/readyz', rejectUnauthorized: false }, (res) => resolve(res.statusCode === 200));
      req.on('error', () => resolve(false));
      req.end();
    });
    if (up) return { origin: `https://localhost:${port}`, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error('Caddy did not come up in front of the bench server.');
}

/** Requests per second for one URL over a few seconds (10 connections, loopback). */
async function throughput(url: string): Promise<{ rps: number; p99: number; bad: number }> {
  const result = await autocannon({ url, connections: 10, duration: 5 });
  return { rps: result.requests.average, p99: result.latency.p99, bad: result.non2xx + result.errors };
}

/**
 * The inbox with a few thousand enquiries (as after a spam flood): one page, a free-text search and the CSV export of
 * everything. The flood is sent with the honeypot filled, so it is stored as spam and not mailed.
 */
async function inboxBench(flood = 3000) {
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < flood) {
        const i = next++;
        const res = await fetch(`${origin}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Flom ${i}`, email: `flom${i}@example.no`, message: 'Billige klokker, klikk her!', website: 'x' }),
        });
        if (res.status !== 201) throw new Error(`POST /api/contact: ${res.status}`);
      }
    }),
  );
  const login = await fetch(`${origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(E2E_ADMIN) });
  const headers = { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0]! };
  const all = await fetch(`${origin}/api/admin/contact-submissions?status=all&limit=1`, { headers });
  console.log(`\nInbox with ${all.headers.get('x-total-count')} enquiries (${flood} of them spam):`);
  await latency('GET list, default filter, 50', () => fetch(`${origin}/api/admin/contact-submissions`, { headers }), 50);
  await latency('GET list, all, page 20 of 50', () => fetch(`${origin}/api/admin/contact-submissions?status=all&limit=50&offset=950`, { headers }), 50);
  await latency('GET list, search q=Kunde 1', () => fetch(`${origin}/api/admin/contact-submissions?status=all&q=Kunde%201`, { headers }), 50);
  const t = performance.now();
  const csv = await (await fetch(`${origin}/api/admin/contact-submissions/export?status=all`, { headers })).arrayBuffer();
  console.log(`  CSV export of everything             ${(performance.now() - t).toFixed(0)} ms, ${(csv.byteLength / 1024).toFixed(0)} KiB`);
}

/**
 * One client over its API budget, another client beside it: a server of its own with API_RATE_LIMIT set and
 * client addresses taken from X-Forwarded-For. Client B's latency is measured alone, then while client A
 * floods heavy slot lookups (batches of 20) with 16 connections. Figures only: how many of A's answers were
 * 429, and B's p50/p99 against idle (the target is B's p99 within 2x of idle).
 */
async function budgetBench(smtp: TestSmtpServer) {
  const port = PORT + 4;
  const base = `http://127.0.0.1:${port}`;
  const budgetServer = spawn(process.execPath, ['--import', 'tsx', 'e2e/server.ts'], {
    env: { ...process.env, E2E_PORT: String(port), E2E_WEB_ROOT: 'dist/web', E2E_SMTP_URL: smtp.url, E2E_API_RATE_LIMIT: '600', E2E_TRUST_PROXY: 'true' },
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 240 && !(await fetch(`${base}/readyz`).then((r) => r.ok, () => false)); i++) await new Promise((r) => setTimeout(r, 500));
    const asClient = (ip: string) => ({ 'x-forwarded-for': ip });
    const sample = async (n: number) => {
      const times: number[] = [];
      for (let i = 0; i < n; i++) {
        const t = performance.now();
        const res = await fetch(`${base}/api/company`, { headers: asClient('203.0.113.2') });
        await res.arrayBuffer();
        times.push(performance.now() - t);
      }
      return times.sort((a, b) => a - b);
    };
    await sample(20); // warm up
    const idle = await sample(150);
    const batch = `/trpc/${Array(20).fill('public.bookings.slots').join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [i, { days: 30 }]))))}`;
    const flood = autocannon({ url: `${base}${batch}`, connections: 16, duration: 12, headers: asClient('198.51.100.1') });
    await new Promise((r) => setTimeout(r, 2000));
    const loaded = await sample(150);
    const result = await flood;
    const refused = result.statusCodeStats['429']?.count ?? 0;
    const ok = result.statusCodeStats['200']?.count ?? 0;
    console.log(`\nOne client over its API budget (API_RATE_LIMIT=600/min; batches of 20 slot lookups, 16 connections, 12 s) beside another client (GET /api/company, sequential):`);
    console.log(`  client A: ${result.requests.total} requests, ${ok} answered 200, ${refused} answered 429 (with Retry-After)`);
    console.log(`  client B idle:          p50 ${pct(idle, 0.5)} ms   p99 ${pct(idle, 0.99)} ms`);
    console.log(`  client B during flood:  p50 ${pct(loaded, 0.5)} ms   p99 ${pct(loaded, 0.99)} ms   (${(percentile(loaded, 0.99) / percentile(idle, 0.99)).toFixed(2)}x idle; target <= 2x)`);
    const big = await fetch(`${base}/trpc/${Array(150).fill('public.bookings.slots').join(',')}?batch=1`, { headers: asClient('203.0.113.3') });
    console.log(`  a batch of 150 procedures: ${big.status} «${((await big.json()) as { error?: { message?: string } }).error?.message ?? ''}»`);
  } finally {
    budgetServer.kill('SIGTERM');
    await new Promise((r) => budgetServer.once('exit', r));
  }
}

if (!existsSync('dist/web-ssr/entry-server.js')) throw new Error('Build the web app first (npm run build).');
const smtp = await new TestSmtpServer().start();
const server = spawn(process.execPath, ['--import', 'tsx', 'e2e/server.ts'], {
  env: { ...process.env, E2E_PORT: String(PORT), E2E_WEB_ROOT: 'dist/web', E2E_SMTP_URL: smtp.url },
  // Its warnings and errors show (a server that fails mid-run would otherwise leave only a closed socket).
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitReady();
  const project = ((await (await fetch(`${origin}/api/projects`)).json()) as { id: number }[])[0]!;
  const allRoutes = ['/', '/services', '/projects', `/projects/${project.id}`, '/about', '/contact', '/calculator', '/personvern', '/finnes-ikke'];

  const only = process.env.BENCH_ROUTES?.split(',').map((r) => r.trim()).filter(Boolean);
  const routes = only ? allRoutes.filter((r) => only.includes(r) || (r.startsWith('/projects/') && only.includes('/projects/:id'))) : allRoutes;

  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const ref = await startNoScriptProxy(PORT + 5);
    let rows: LighthouseRow[][];
    try {
      rows = await lighthouseRuns(routes, [origin, ref.origin]);
    } finally {
      ref.server.close();
    }
    const [withScripts, noScripts] = rows as [LighthouseRow[], LighthouseRow[]];
    console.log('\nLighthouse 12 mobile, the median of each route\'s runs (goals: performance >= 98, the others 100, LCP <= 1.2 s, TBT <= 100 ms, CLS <= 0.02, / <= 200 KiB):');
    printLighthouse(withScripts);
    console.log('\nThe same pages with their scripts stripped, measured in the same runs (the reference):');
    printLighthouse(noScripts);
    console.log('\nLCP against the reference (goal: <= 1.3x):');
    for (const [i, r] of withScripts.entries()) {
      const n = noScripts[i]!;
      if (r.error || n.error) continue;
      console.log(`  ${r.path.padEnd(14)} ${(r.lcp / 1000).toFixed(2)} s / ${(n.lcp / 1000).toFixed(2)} s = ${(r.lcp / n.lcp).toFixed(2)}x`);
    }
    if (process.env.BENCH_CADDY !== '0' && !only) {
      const proxy = await startCaddy();
      if (!proxy) console.log('\n(No caddy on this machine: the pass through the proxy is skipped.)');
      else {
        try {
          console.log('\nThe same for / through Caddy (HTTP/2 over TLS, as deploy/Caddyfile serves visitors):');
          printLighthouse(await lighthouseRun(['/'], proxy.origin));
        } finally {
          proxy.stop();
        }
      }
    }
  }

  console.log('\nBefore the first paint: HTML + render-blocking CSS + everything preloaded, as transferred (goal on /: <= 60 KiB):');
  for (const path of routes) {
    const b = await bytesBeforeFirstPaint(path);
    console.log(`  ${path.padEnd(14)} ${kib(b.total).padStart(10)}   (HTML ${kib(b.html)}, blocking CSS ${kib(b.css)}, preloaded ${kib(b.preloaded)})`);
  }
  const login = await adminLoginVisible();
  console.log(`\n/admin/login: form visible after navigation (5 first visits, unthrottled; goal <= 1.0 s): median ${percentile(login, 0.5).toFixed(0)} ms, slowest ${login.at(-1)!.toFixed(0)} ms`);

  console.log('\nFirst visit, gzip (JS is what the page loads before it is idle):');
  for (const path of routes) {
    const w = await pageWeight(path);
    console.log(`  ${path.padEnd(14)} JS ${kib(w.js).padStart(10)}   CSS ${kib(w.css).padStart(9)}   ${w.count} files   admin-only chunks: ${w.admin.length ? w.admin.join(', ') : 'none'}   loaded in ${w.loadMs} ms`);
  }
  // BENCH_ONLY=pages: the page figures only (the rest loads the machine for minutes).
  if (process.env.BENCH_ONLY !== 'pages') {

  // The same JSON from a bare Fastify route: what the machine can do without the app around it.
  const json = await (await fetch(`${origin}/api/projects`)).text();
  const raw = Fastify();
  raw.get('/raw', async (_req, reply) => reply.type('application/json; charset=utf-8').send(json));
  await raw.listen({ port: PORT + 2, host: '127.0.0.1' });
  try {
    console.log('\nPublic GET throughput, same JSON (target: the app >= 0.5x the raw route):');
    const rawRun = await throughput(`http://127.0.0.1:${PORT + 2}/raw`);
    const appRun = await throughput(`${origin}/api/projects`);
    const trpcRun = await throughput(`${origin}/trpc/public.projects.list`);
    const pageRun = await throughput(`${origin}/`);
    const line = (label: string, r: { rps: number; p99: number; bad: number }) =>
      console.log(`  ${label.padEnd(34)} ${Math.round(r.rps).toLocaleString('en').padStart(8)} req/s   p99 ${r.p99} ms   ${(r.rps / rawRun.rps).toFixed(2)}x raw${r.bad ? `   ${r.bad} failed` : ''}`);
    line('raw Fastify route', rawRun);
    line('GET /api/projects', appRun);
    line('GET /trpc/public.projects.list', trpcRun);
    line('GET / (server-rendered HTML)', pageRun);
  } finally {
    await raw.close();
  }

  console.log('\nAPI latency on this machine (sequential, loopback):');
  await latency('GET /api/projects', () => fetch(`${origin}/api/projects`));
  await latency('GET /api/pricing/terrace', () => fetch(`${origin}/api/pricing/terrace`));
  await latency('POST /api/estimate/terrace', () =>
    fetch(`${origin}/api/estimate/terrace`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ input: { ...defaultInputs.terrace, area: 25 } }) }),
  );
  await latency('GET / (HTML with head tags)', () => fetch(`${origin}/`));

  console.log('\nEnquiries with mail on (the worker in the server process, a local SMTP server):');
  await enquiriesWithMail(smtp);
  await inboxBench(Number(process.env.BENCH_SPAM ?? 3000));

  const params = defaultPublicParameters('terrace');
  const n = 100_000;
  const t = performance.now();
  for (let i = 0; i < n; i++) estimate('terrace', { ...defaultInputs.terrace, area: 10 + (i % 50), stairs: true, stairSteps: 3, stairWidth: 1.2 }, params);
  const ms = performance.now() - t;
  console.log(`\nEstimate engine: ${n.toLocaleString('nb-NO')} terrace estimates in ${ms.toFixed(0)} ms (${((ms * 1000) / n).toFixed(2)} µs each)`);

  await uploadBench(Number(process.env.BENCH_UPLOADS ?? 20));
  await budgetBench(smtp);
  // Last: the flood uses up this address's failed logins for 15 minutes, so nothing after it could log in.
  await loginFlood();
  console.log('');
  }
} finally {
  server.kill('SIGTERM');
  await smtp.stop();
}
