import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The web app's import alias for src/shared, as in vite.config.ts and tsconfig.json.
const resolve = { alias: { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) } };

// Two tiers run by vitest: pure unit tests, and integration tests against a real PostgreSQL.
// End-to-end tests live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          // One database per test file keeps files independent; files still run one at a time
          // on two cores because argon2 and PostgreSQL compete for the CPU.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
