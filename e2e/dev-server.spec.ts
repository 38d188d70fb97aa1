// `npm run dev` on a copy of the tree: one process, pages rendered through Vite, and an edit to a
// component updates the open page in place (hot module replacement, the page's state kept), on a
// public page and in the back office alike.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, closeSync, cpSync, mkdtempSync, openSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_PORT } from './config';
import { expect, test } from './fixtures';

const PORT = E2E_PORT + 60;
const root = resolve('.');

let tree: string;
let dev: ChildProcess;

/** Waits until `url` answers 2xx, polled every half second. */
async function ready(url: string, timeout: number): Promise<void> {
  const answers = () => fetch(url).then((res) => res.ok, () => false); // false: not listening yet
  await expect.poll(answers, { message: `npm run dev answers ${url}`, timeout, intervals: [500] }).toBe(true);
}

/** A port no one listens on now, from the system: a fixed one may be held by any outgoing connection. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen({ port: 0, host: '::' }, r));
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  tree = mkdtempSync(join(tmpdir(), 'skarpjern-dev-'));
  // As root, the embedded PostgreSQL runs as the postgres user, who must reach its data folder in here.
  chmodSync(tree, 0o755);
  for (const entry of ['src', 'web', 'scripts', 'migrations', 'package.json', 'tsconfig.json', 'vite.config.ts', 'mikro-orm.config.ts']) {
    cpSync(join(root, entry), join(tree, entry), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'), 'dir');
  // One descriptor for both streams, so that neither writes over the other.
  const log = openSync(join(tree, 'dev.log'), 'a');
  dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: tree,
    detached: true,
    // Its output in the copied tree, for a look when it does not come up.
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(PORT),
      EMBEDDED_PG_PORT: String(await freePort()),
      EMBEDDED_PG_DIR: 'data/postgres',
      ADMIN_PASSWORD: 'dev-test-passord-123',
      LOG_LEVEL: 'warn',
    },
  });
  closeSync(log); // the child has its own
  await ready(`http://localhost:${PORT}/readyz`, 150_000).catch((error: Error) => {
    throw new Error(`${error.message}\n${readFileSync(join(tree, 'dev.log'), 'utf8').slice(-3000)}`);
  });
});

test.afterAll(async () => {
  if (dev?.pid) {
    // The whole group: the runner, the server it watches and its PostgreSQL.
    process.kill(-dev.pid, 'SIGINT');
    await once(dev, 'exit', { signal: AbortSignal.timeout(15_000) }).catch(() => undefined);
  }
  if (tree) rmSync(tree, { recursive: true, force: true });
});

/** Edits a file of the copied tree; the dev server sees the change. */
function edit(file: string, from: string, to: string) {
  const path = join(tree, file);
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(from);
  writeFileSync(path, text.replace(from, to));
}

test('an edited component updates the open page without a reload, public and admin', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto(`http://localhost:${PORT}/`);
  await expect(page.getByRole('link', { name: 'Se prosjektene våre' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { kept: number }).kept = 42));
  edit('web/src/components/Home/Hero.tsx', 'Se prosjektene våre', 'Se alle prosjektene våre');
  await expect(page.getByRole('link', { name: 'Se alle prosjektene våre' })).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { kept?: number }).kept)).toBe(42);

  await page.goto(`http://localhost:${PORT}/admin/login`);
  await expect(page.getByText('Administrasjon av nettsiden')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { kept: number }).kept = 7));
  edit('web/src/components/admin/LoginPage.tsx', 'Administrasjon av nettsiden', 'Administrasjon av nettsiden og innboksen');
  await expect(page.getByText('Administrasjon av nettsiden og innboksen')).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { kept?: number }).kept)).toBe(7);
  expect(problems).toEqual([]);
});
