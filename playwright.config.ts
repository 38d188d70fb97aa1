import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT, findChromium } from './e2e/config';

// No browser download is possible here: the tests use the system Chromium.
const chromium = findChromium();
if (!chromium) {
  throw new Error(
    'No Chromium found for the browser tests (looked for CHROMIUM_PATH, `chromium` and `chromium-browser` on PATH, /usr/bin). ' +
      'Install it (Debian: `apt-get install -y chromium`) or set CHROMIUM_PATH.',
  );
}

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const READERS = ['public-a11y.spec.ts', 'public-behaviour.spec.ts', 'public-layout.spec.ts', 'public-seo.spec.ts', 'public-pages.spec.ts', 'calculator.spec.ts', 'ssr.spec.ts', 'html-valid.spec.ts', 'critical-css.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two workers at most, and only for the specs that read what the seed made and change nothing another
  // spec reads (the `readers` project below); the rest share one server and database and run one at a time.
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
    // Direct loads while the server is fresh, before anything else has asked for a page.
    { name: 'fresh', testMatch: 'direct-load.spec.ts', workers: 1, use: desktop },
    // Public pages as a visitor sees them: they send enquiries but change no content, so two run side by side.
    { name: 'readers', testMatch: READERS, dependencies: ['fresh'], workers: 2, use: desktop },
    // Everything that changes content (prices, facts, photos, projects), after the readers, one at a time.
    { name: 'desktop', testIgnore: ['direct-load.spec.ts', ...READERS], dependencies: ['readers'], workers: 1, use: desktop },
  ],
  webServer: {
    command: 'node --import tsx e2e/server.ts',
    url: `http://localhost:${E2E_PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
