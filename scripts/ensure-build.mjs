// Builds the web app only when its sources changed since the last build, so `npm start` is quick
// on every launch after the first.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const stamp = 'dist/web/.build-stamp';
// The server renderer must exist too: a build from before server rendering lacks it.
const ssrEntry = 'dist/web-ssr/entry-server.js';
const inputs = ['web', 'src/shared', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'routeTree.gen.ts') continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (process.argv.includes('--force') || !existsSync(ssrEntry) || Math.max(...inputs.map(newest)) > built) {
  console.log('[start] Building the web app…');
  const buildStarted = performance.now();
  // Always dist/web, where the stamp lives and the server looks, whatever WEB_OUT_DIR says.
  const env = { ...process.env, WEB_OUT_DIR: '../dist/web' };
  // The browser bundle, then the server renderer (dist/web-ssr) that renders its pages.
  for (const args of [['build'], ['build', '--ssr']]) {
    const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', ...args, '--logLevel', 'warn'], { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  writeFileSync(stamp, new Date().toISOString());
  // Said here, because the server's own start time (in its banner) begins after this process ends.
  console.log(`[start] Web app built in ${((performance.now() - buildStarted) / 1000).toFixed(1)} s`);
}
