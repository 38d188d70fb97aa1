// Development: the server (restarted when its code changes) on PORT (default 3000), and Vite
// rebuilding the browser bundle and the server renderer whenever the web app changes. Pages are
// rendered on the server as in production; reload the browser to see a change (the server picks
// up a rebuilt renderer on the next request).
import { spawn, spawnSync } from 'node:child_process';

const vite = 'node_modules/vite/bin/vite.js';
// The public cache is off here, and only here: a stored page would name scripts that were rebuilt since.
const env = { ...process.env, WEB_OUT_DIR: '../dist/web', NODE_ENV: process.env.NODE_ENV ?? 'development', PUBLIC_CACHE: 'off' };
// A first build, so the server has something to serve when it starts.
for (const args of [['build'], ['build', '--ssr']]) {
  const result = spawnSync(process.execPath, [vite, ...args, '--logLevel', 'warn'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', '--watch-preserve-output', 'src/main.ts'], { stdio: 'inherit', env }),
  spawn(process.execPath, [vite, 'build', '--watch', '--logLevel', 'warn'], { stdio: 'inherit', env }),
  spawn(process.execPath, [vite, 'build', '--ssr', '--watch', '--logLevel', 'warn'], { stdio: 'inherit', env }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', (code) => { stop('SIGTERM'); process.exitCode = code ?? 0; });
