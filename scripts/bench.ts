// Performance figures, printed (not asserted): Lighthouse mobile scores and timings of every public
// route, public-read throughput next to a raw Fastify route serving the same JSON, what each public
// page loads on a first visit (gzip), whether any admin code is among it, API latency, and the
// estimate engine's speed.
//   npm run bench            (BENCH_LIGHTHOUSE=0 skips Lighthouse; CHROME_PATH picks the browser)
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { findChromium } from '../e2e/config';
import { loadDotenv } from '../src/env';
import { estimate } from '../src/shared/pricing';
import { defaultPublicParameters } from '../src/shared/pricing/catalogue';
import { defaultInputs } from '../src/shared/schemas/calculator';
import { adminOnlyFiles } from '../e2e/chunks';

loadDotenv();
const PORT = Number(process.env.BENCH_PORT ?? 3199);
const origin = `http://localhost:${PORT}`;
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function waitReady(): Promise<void> {
  for (let i = 0; i < 120; i++) {
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

type LighthouseRow = { path: string; perf: number; a11y: number; bp: number; seo: number; fcp: number; lcp: number; tbt: number; cls: number; bytes: number };

/** Lighthouse 12 with its default mobile emulation and throttling, in the system Chromium. */
async function lighthouseRun(paths: string[]): Promise<LighthouseRow[]> {
  const executablePath = process.env.CHROME_PATH ?? findChromium();
  if (!executablePath) throw new Error('No Chromium found: set CHROME_PATH.');
  const debugPort = PORT + 1000;
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${debugPort}`] });
  const rows: LighthouseRow[] = [];
  try {
    for (const path of paths) {
      // One warm-up so the server's caches are as a visitor after the first one finds them.
      await fetch(origin + path);
      const result = await lighthouse(origin + path, { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const value = (id: string) => audits[id]?.numericValue ?? NaN;
      rows.push({
        path,
        perf: score('performance'),
        a11y: score('accessibility'),
        bp: score('best-practices'),
        seo: score('seo'),
        fcp: value('first-contentful-paint'),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        bytes: value('total-byte-weight'),
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** Requests per second for one URL over a few seconds (10 connections, loopback). */
async function throughput(url: string): Promise<{ rps: number; p99: number; bad: number }> {
  const result = await autocannon({ url, connections: 10, duration: 5 });
  return { rps: result.requests.average, p99: result.latency.p99, bad: result.non2xx + result.errors };
}

if (!existsSync('dist/web-ssr/entry-server.js')) throw new Error('Build the web app first (npm run build).');
const server = spawn(process.execPath, ['--import', 'tsx', 'e2e/server.ts'], { env: { ...process.env, E2E_PORT: String(PORT), E2E_WEB_ROOT: 'dist/web' }, stdio: 'ignore' });
try {
  await waitReady();
  const project = ((await (await fetch(`${origin}/api/projects`)).json()) as { id: number }[])[0]!;
  const routes = ['/', '/services', '/projects', `/projects/${project.id}`, '/about', '/contact', '/calculator', '/finnes-ikke'];

  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    console.log('\nLighthouse 12 mobile (targets: performance >= 95, the others 100, LCP <= 1.5 s, CLS <= 0.02, home <= 250 KiB):');
    console.log(`  ${'route'.padEnd(14)} perf  a11y  b.p.  seo     FCP      LCP     TBT     CLS   transferred`);
    for (const r of await lighthouseRun(routes)) {
      const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padStart(8);
      console.log(
        `  ${r.path.padEnd(14)} ${String(r.perf).padStart(4)}  ${String(r.a11y).padStart(4)}  ${String(r.bp).padStart(4)}  ${String(r.seo).padStart(4)} ${s(r.fcp)} ${s(r.lcp)} ${`${Math.round(r.tbt)} ms`.padStart(7)} ${r.cls.toFixed(3).padStart(7)} ${kib(r.bytes).padStart(12)}`,
      );
    }
  }

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

  console.log('\nFirst visit, gzip (targets for /: JS <= 180 KiB, CSS <= 20 KiB):');
  for (const path of routes) {
    const w = await pageWeight(path);
    console.log(`  ${path.padEnd(14)} JS ${kib(w.js).padStart(10)}   CSS ${kib(w.css).padStart(9)}   ${w.count} files   admin-only chunks: ${w.admin.length ? w.admin.join(', ') : 'none'}   loaded in ${w.loadMs} ms`);
  }

  console.log('\nAPI latency on this machine (sequential, loopback):');
  await latency('GET /api/projects', () => fetch(`${origin}/api/projects`));
  await latency('GET /api/pricing/terrace', () => fetch(`${origin}/api/pricing/terrace`));
  await latency('POST /api/estimate/terrace', () =>
    fetch(`${origin}/api/estimate/terrace`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ input: { ...defaultInputs.terrace, area: 25 } }) }),
  );
  await latency('GET / (HTML with head tags)', () => fetch(`${origin}/`));

  const params = defaultPublicParameters('terrace');
  const n = 100_000;
  const t = performance.now();
  for (let i = 0; i < n; i++) estimate('terrace', { ...defaultInputs.terrace, area: 10 + (i % 50), stairs: true, stairSteps: 3, stairWidth: 1.2 }, params);
  const ms = performance.now() - t;
  console.log(`\nEstimate engine: ${n.toLocaleString('nb-NO')} terrace estimates in ${ms.toFixed(0)} ms (${((ms * 1000) / n).toFixed(2)} µs each)\n`);
} finally {
  server.kill('SIGTERM');
}
