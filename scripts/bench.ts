// Performance figures, printed (not asserted): what the home and projects pages load on a first
// visit (gzip), whether any admin code is among it, API latency, the estimate engine's speed, and
// photo upload throughput with the latency of public reads while photos are encoded.
//   npm run bench
import { chromium } from '@playwright/test';
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

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** A 12-megapixel photo-like JPEG (smooth light, grain, a few edges); `seed` makes each file different. */
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
      const res = await fetch(`${origin}/api/admin/images`, { method: 'POST', headers: { cookie }, body: form });
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

if (!existsSync('dist/web/index.html')) throw new Error('Build the web app first (npm run build).');
const server = spawn(process.execPath, ['--import', 'tsx', 'e2e/server.ts'], { env: { ...process.env, E2E_PORT: String(PORT), E2E_WEB_ROOT: 'dist/web' }, stdio: 'ignore' });
try {
  await waitReady();
  console.log('\nFirst visit, gzip (targets for /: JS <= 180 KiB, CSS <= 20 KiB):');
  for (const path of ['/', '/projects']) {
    const w = await pageWeight(path);
    console.log(`  ${path.padEnd(10)} JS ${kib(w.js).padStart(10)}   CSS ${kib(w.css).padStart(9)}   ${w.count} files   admin-only chunks: ${w.admin.length ? w.admin.join(', ') : 'none'}   loaded in ${w.loadMs} ms`);
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
  console.log(`\nEstimate engine: ${n.toLocaleString('nb-NO')} terrace estimates in ${ms.toFixed(0)} ms (${((ms * 1000) / n).toFixed(2)} µs each)`);

  await uploadBench(Number(process.env.BENCH_UPLOADS ?? 20));
  console.log('');
} finally {
  server.kill('SIGTERM');
}
