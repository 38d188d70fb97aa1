import { defineConfig, devices } from '@playwright/test';
import { E2E_PG_PORT, E2E_PORT, findChromium } from './e2e/config';

// No browser download is possible here: the tests use the system Chromium.
const chromium = findChromium();
if (!chromium) {
  throw new Error(
    'No Chromium found for the browser tests (looked for CHROMIUM_PATH, `chromium` and `chromium-browser` on PATH, /usr/bin). ' +
      'Install it (Debian: `apt-get install -y chromium`) or set CHROMIUM_PATH.',
  );
}

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
// The specs that change content run one at a time per server, on two servers of their own (each with its own
// database, mail and uploads, one and two ports above the first: e2e/current-server.ts), so they need not wait
// for the readers on the first. These are the second one's, chosen to split the time about evenly.
const SECOND_WRITER = [
  'activity-log.spec.ts',
  'admin-access.spec.ts',
  'admin-forms.spec.ts',
  'admin-idle.spec.ts',
  'admin-screens.spec.ts',
  'admin.spec.ts',
  'booking.spec.ts',
  'busy-days.spec.ts',
  'calculator-behaviour.spec.ts',
  'calculator-inspection.spec.ts',
  'first-view.spec.ts',
  'handover.spec.ts',
  'images.spec.ts',
  'quote-acceptance.spec.ts',
  'quote-answer-in-view.spec.ts',
  'quote-owner.spec.ts',
  'spam-privacy.spec.ts',
];
const on = (offset: number) => ({ ...desktop, baseURL: `http://localhost:${E2E_PORT + offset}` });
/** A test server on `port` (e2e/server.ts), with its embedded PostgreSQL as far above E2E_PG_PORT. */
const server = (port: number) => ({
  command: 'node --import tsx e2e/server.ts',
  url: `http://localhost:${port}/readyz`,
  env: { E2E_PORT: String(port), E2E_PG_PORT: String(E2E_PG_PORT + (port - E2E_PORT)) },
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'pipe' as const,
});
const READERS = ['public-a11y.spec.ts', 'public-behaviour.spec.ts', 'public-layout.spec.ts', 'public-seo.spec.ts', 'public-pages.spec.ts', 'calculator.spec.ts', 'ssr.spec.ts', 'html-valid.spec.ts', 'critical-css.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two workers: the specs that change content, one at a time on each of their two servers, then the readers,
  // which read what the seed made and change nothing another spec reads, on the first server.
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    // Direct loads while the first server is fresh, before anything else has asked for a page. Alone: its tests
    // walk every page within a test's time, and beside a writer on two cores they ran out of it.
    { name: 'fresh', testMatch: 'direct-load.spec.ts', workers: 1, use: desktop },
    // Everything that changes content (prices, facts, photos, projects), one at a time on each of two servers.
    // Listed before the readers, so each worker starts on one of them and takes the readers when it is done.
    { name: 'desktop', testIgnore: ['direct-load.spec.ts', ...READERS, ...SECOND_WRITER], dependencies: ['fresh'], workers: 1, use: on(1) },
    { name: 'desktop-2', testMatch: SECOND_WRITER, dependencies: ['fresh'], workers: 1, use: on(2) },
    // Public pages as a visitor sees them, on the first server: they send enquiries but change no content, so
    // the workers take them as the desktop specs are done.
    { name: 'readers', testMatch: READERS, dependencies: ['fresh'], workers: 2, use: desktop },
  ],
  webServer: [server(E2E_PORT), server(E2E_PORT + 1), server(E2E_PORT + 2)],
});
