#!/usr/bin/env node
// `npm test`: every tier, the independent ones side by side, with each tier's time at the end.
//
// Stages run one after another; the tiers of a stage run at once, each as its own npm script, its output
// prefixed with its name. Two cores are the budget (docs/decisions/0032-test-pyramid.md): the short checks and
// the browser build share the first stage; the integration and browser tiers each fill both cores on their own;
// the cluster test runs alone. A failed tier lets its stage finish, so every failure of that stage is shown, then stops.
//
//   npm test                  every stage
//   npm test -- unit int      only the named tiers, in their stages
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** The tiers, by stage. `script` is the npm script that runs the tier alone. */
const STAGES = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
    { name: 'unit', script: 'test:unit' },
    { name: 'component', script: 'test:component' },
    { name: 'e2e-build', script: 'test:e2e:build' },
  ],
  [{ name: 'int', script: 'test:int' }],
  [{ name: 'e2e', script: 'test:e2e:run' }],
  // Alone: it checks how the proxy and two instances behave when one dies, and a machine starved by another tier
  // would fail it for the wrong reason (a survivor's health check timing out).
  [{ name: 'cluster', script: 'test:cluster' }],
];

// Node 24 LTS is the one runtime (`engines`); .ci/run fetches it on a machine that has another.
const major = Number(process.versions.node.split('.')[0]);
if (major !== 24) {
  console.error(`The tests run on Node 24 LTS, and this is Node ${process.versions.node}. Install Node 24, or run .ci/run, which fetches it.`);
  process.exit(1);
}

const only = process.argv.slice(2);
const known = STAGES.flat().map((t) => t.name);
const unknown = only.filter((n) => !known.includes(n));
if (unknown.length > 0) {
  console.error(`Unknown tier: ${unknown.join(', ')}. Tiers: ${known.join(', ')}`);
  process.exit(2);
}
const width = Math.max(...known.map((n) => n.length));

/** Runs one tier's npm script; resolves with its exit code and wall time. */
function runTier(tier) {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', tier.script], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = `[${tier.name.padEnd(width)}] `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(prefix + line + '\n'));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve({ tier, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 }));
  });
}

const results = [];
const started = Date.now();
let failed = false;
for (const stage of STAGES) {
  const tiers = stage.filter((t) => only.length === 0 || only.includes(t.name));
  if (tiers.length === 0) continue;
  console.log(`== ${tiers.map((t) => t.name).join(' + ')}`);
  const stageResults = await Promise.all(tiers.map(runTier));
  results.push(...stageResults);
  for (const r of stageResults) console.log(`== ${r.tier.name}: ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`} in ${r.seconds.toFixed(0)} s`);
  if (stageResults.some((r) => r.code !== 0)) {
    failed = true;
    break;
  }
}

const total = (Date.now() - started) / 1000;
console.log('\nTier times (wall clock; tiers of one stage ran side by side):');
for (const r of results) console.log(`  ${r.tier.name.padEnd(width)}  ${r.seconds.toFixed(0).padStart(5)} s  ${r.code === 0 ? 'passed' : 'FAILED'}`);
console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(0).padStart(5)} s`);
const passed = results.filter((r) => r.code === 0).length;
console.log(`tiers: ${passed} passed, ${results.length - passed} failed`);
process.exit(failed ? 1 : 0);
