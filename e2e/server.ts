// The server the browser tests run against: the built app on its own port with a fresh, seeded
// database. With TEST_DATABASE_URL that is a new database `e2e_<port>` on that server (dropped and
// created on every run); otherwise its own embedded PostgreSQL cluster in data/e2e-postgres-<port>,
// recreated from scratch on every run.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/database';
import { prepareFirstRun } from '../src/db/first-run';
import { loadEnv, projectRoot } from '../src/env';
import { startBackgroundTasks, type BackgroundTasks } from '../src/tasks/worker';
import { createDatabase } from '../src/test/test-server';
import { E2E_ADMIN, E2E_MIN_FILL_SECONDS, E2E_PG_PORT, E2E_PORT, E2E_WEB_ROOT } from './config';

const running: { db?: Database; app?: FastifyInstance; jobs?: BackgroundTasks } = {};
let startup: Promise<unknown> = Promise.resolve();
const stopping = new AbortController();
// Registered first, so a signal while the database starts still ends with PostgreSQL stopped.
const stop = async () => {
  if (stopping.signal.aborted) return;
  stopping.abort(new Error('stopped during start-up'));
  await startup.catch(() => {});
  await running.jobs?.stop();
  await running.app?.close();
  await running.db?.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

const dir = resolve(`data/e2e-postgres-${E2E_PORT}`);
// Mails of the test enquiries are written as files here (no SMTP server), fresh on every run.
const mailDir = resolve(`data/e2e-mail-${E2E_PORT}`);
rmSync(mailDir, { recursive: true, force: true });
const server = process.env.TEST_DATABASE_URL;
if (!server) rmSync(dir, { recursive: true, force: true });
// Uploaded photos start from nothing too, in a folder of their own.
const uploads = resolve(`data/e2e-uploads-${E2E_PORT}`);
rmSync(uploads, { recursive: true, force: true });
const env = loadEnv({
  NODE_ENV: 'test',
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  PUBLIC_URL: `http://localhost:${E2E_PORT}`,
  // Never the given database itself: the tests change content, and a later run expects the seed.
  DATABASE_URL: server ? await createDatabase(server, `e2e_${E2E_PORT}`) : undefined,
  EMBEDDED_PG_DIR: dir,
  EMBEDDED_PG_PORT: String(E2E_PG_PORT),
  MAIL_DIR: mailDir,
  // The bench sends through its own SMTP server; the browser tests write files.
  SMTP_URL: process.env.E2E_SMTP_URL,
  UPLOAD_DIR: uploads,
  // Every browser test sends from 127.0.0.1; the per-address limit is covered by the integration tests.
  ENQUIRY_RATE_LIMIT: '0',
  // The bench's budget section runs a server of its own with a budget and trusted client addresses.
  API_RATE_LIMIT: process.env.E2E_API_RATE_LIMIT ?? '0',
  ...(process.env.E2E_TRUST_PROXY ? { TRUST_PROXY: process.env.E2E_TRUST_PROXY } : {}),
  // Shorter than the default 3 s so tests that send a form wait less (fillTimePassed).
  ENQUIRY_MIN_FILL_SECONDS: String(E2E_MIN_FILL_SECONDS),
});
const opening = openDatabase(env, (m) => console.log(`[e2e] ${m}`), stopping.signal);
startup = opening.then((db) => (running.db = db));
const { orm } = await opening;
const em = orm.em.fork();
// What `npm start` does on a fresh database: example content, the company record, the admin.
await prepareFirstRun(em, E2E_ADMIN);
const app = await buildApp({ orm, env, sessionSecret: 'e2e-session-secret-that-is-long-enough-123', webRoot: resolve(E2E_WEB_ROOT) });
running.app = app;
await app.listen({ host: '127.0.0.1', port: E2E_PORT });
running.jobs = await startBackgroundTasks({ orm, env, connectionString: running.db!.url, root: projectRoot, log: { info: console.log, warn: console.warn, error: console.error }, pollInterval: 500 });
console.log(`[e2e] listening on ${E2E_PORT}`);
