// The server the browser tests run against: the built app on its own port, with its own
// embedded PostgreSQL cluster in data/e2e-postgres, recreated from scratch on every run.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { loadEnv } from '../src/env';
import { ensureAdmin } from '../src/modules/auth/auth.service';
import { seedDatabase } from '../src/seeders/database-seeder';
import { E2E_ADMIN, E2E_PG_PORT, E2E_PORT, E2E_WEB_ROOT } from './config';

const dir = resolve(`data/e2e-postgres-${E2E_PORT}`);
if (!process.env.TEST_DATABASE_URL) rmSync(dir, { recursive: true, force: true });
const env = loadEnv({
  NODE_ENV: 'test',
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  PUBLIC_URL: `http://localhost:${E2E_PORT}`,
  DATABASE_URL: process.env.TEST_DATABASE_URL,
  EMBEDDED_PG_DIR: dir,
  EMBEDDED_PG_PORT: String(E2E_PG_PORT),
});
const db = await openDatabase(env, (m) => console.log(`[e2e] ${m}`));
const em = db.orm.em.fork();
await seedDatabase(em);
await ensureAdmin(em, E2E_ADMIN.username, E2E_ADMIN.password);
const app = await buildApp({ orm: db.orm, env, sessionSecret: 'e2e-session-secret-that-is-long-enough-123', webRoot: resolve(E2E_WEB_ROOT) });
const stop = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
await app.listen({ host: '127.0.0.1', port: E2E_PORT });
console.log(`[e2e] listening on ${E2E_PORT}`);
