import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The web app's import alias for src/shared, as in vite.config.ts and tsconfig.json.
const resolve = { alias: { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) } };

// Three tiers run by vitest: pure unit tests, component tests (one component or form rendered in a fake DOM),
// and integration tests against a real PostgreSQL. End-to-end tests live in e2e/ and run under Playwright
// (docs/decisions/0032-test-pyramid.md says what belongs where).
export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          environment: 'node',
          // The files share one module graph per worker instead of importing everything anew each (vitest's
          // documented `isolate`): no test changes module state another reads (decision 0030). 48 s → 15 s.
          isolate: false,
        },
      },
      {
        resolve,
        test: {
          name: 'component',
          include: ['web/src/**/*.test.tsx'],
          // Mantine renders in happy-dom; what it lacks (matchMedia, ResizeObserver, …) is filled in by the setup file.
          environment: 'happy-dom',
          setupFiles: ['web/src/test/component-setup.ts'],
          // A test types and clicks through a whole form; on a machine busy with another test run that can take
          // several seconds (unloaded, about one).
          testTimeout: 30_000,
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          // One database per test file (and free ports, temporary folders) keeps files independent,
          // so they run side by side. Three workers on two cores: a file spends much of its time waiting
          // for PostgreSQL, SMTP or a child process, so a third keeps both cores busy
          // (docs/decisions/0030-parallel-integration-tier.md).
          maxWorkers: 3,
          // Each file opens its own app on its own database, so they can share one module graph per worker:
          // importing the server anew for every file was half the tier's CPU time (decision 0030).
          isolate: false,
          // After the unit tier when both run in one `vitest run`: vitest runs projects with different
          // worker counts in separate groups.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
