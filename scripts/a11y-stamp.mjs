#!/usr/bin/env node
// The full accessibility matrix (every public route × state) is slow, so `npm test` scans one page of each
// template and state; the matrix runs when what the public pages are made of changed since it last passed.
// This stamp is a hash of those sources as they were when `npm run test:a11y:all` last passed.
//
//   node scripts/a11y-stamp.mjs check   exit 0 when the sources match the stamp, 1 when they changed
//   node scripts/a11y-stamp.mjs write   records the sources as checked (run by test:a11y:all after a pass)
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const STAMP = 'e2e/a11y-matrix.stamp';
/** What a public page is drawn from: its routes, the public components, styles, head and the shared page list. */
const SOURCES = [
  'web/src/routes/__root.tsx',
  'web/src/routes/_public*',
  'web/src/components',
  'web/src/lib',
  'web/src/styles',
  'web/src/theme.ts',
  'src/shared/public-pages.ts',
  'src/shared/calculators',
  ':!web/src/components/admin',
  ':!*.test.ts',
  ':!*.test.tsx',
];

function currentHash() {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...SOURCES], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && existsSync(f))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

const mode = process.argv[2];
if (mode === 'write') {
  writeFileSync(STAMP, currentHash() + '\n');
  console.log(`${STAMP} updated: commit it with the change.`);
} else if (mode === 'check') {
  const recorded = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
  process.exit(recorded === currentHash() ? 0 : 1);
} else {
  console.error('usage: node scripts/a11y-stamp.mjs check|write');
  process.exit(2);
}
