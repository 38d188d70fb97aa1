// Development: one process. The server (restarted by Node when its own code changes) runs Vite in
// middleware mode (DEV_SERVER=on): pages are server-rendered through Vite's SSR loader, and an edit
// to a component updates the open page in place (hot module replacement), admin and public alike.
// The public cache is off here, and only here: a kept page would outlive the code it was made with.
import { spawn } from 'node:child_process';

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development', DEV_SERVER: 'on', PUBLIC_CACHE: 'off' };
const server = spawn(process.execPath, ['--import', 'tsx', '--watch', '--watch-preserve-output', 'src/main.ts'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  process.exitCode = code ?? 0;
});
