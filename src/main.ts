import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openDatabase } from './db/database';
import { loadDotenv, loadEnv, type Env } from './env';
import { ensureAdmin } from './modules/auth/auth.service';
import { isFreshDatabase, seedDatabase } from './seeders/database-seeder';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** In development a session secret is generated once and kept beside the embedded database. */
function sessionSecret(env: Env): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = resolve(root, 'data', '.session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function main() {
  const started = Date.now();
  loadDotenv(root);
  const env = loadEnv();
  let closing = false;
  // On Ctrl-C the terminal signals PostgreSQL as well; its farewell messages are expected then.
  const log = (msg: string) => {
    if (!closing) console.log(`[start] ${msg}`);
  };
  const db = await openDatabase({ ...env, EMBEDDED_PG_DIR: resolve(root, env.EMBEDDED_PG_DIR) }, log);

  const em = db.orm.em.fork();
  // Example content goes only into a database nobody has used; a deleted example never comes back.
  if (await isFreshDatabase(em)) {
    const seeded = await seedDatabase(em);
    log(`Seeded example content: ${seeded.projects} projects, ${seeded.services} services, ${seeded.parameters} price parameters`);
  }
  const admin = await ensureAdmin(em, env.ADMIN_USERNAME, env.ADMIN_PASSWORD);
  if (admin.generatedPassword) {
    console.log(
      `\n  Admin account created. Log in at /admin/login with\n    username: ${env.ADMIN_USERNAME}\n    password: ${admin.generatedPassword}\n  This password is shown only once; change it under Innstillinger.\n`,
    );
  } else if (admin.created) {
    log(`Admin account '${env.ADMIN_USERNAME}' created from ADMIN_PASSWORD`);
  }

  const webRoot = resolve(root, 'dist', 'web');
  if (!existsSync(resolve(webRoot, 'index.html'))) log('No built web app in dist/web: run `npm run build` (npm start does it for you)');
  const app = await buildApp({ orm: db.orm, env, sessionSecret: sessionSecret(env), webRoot });

  const shutdown = async (signal: string) => {
    if (closing) return;
    log(`${signal} received, shutting down`);
    closing = true;
    const force = setTimeout(() => {
      console.error('Shutdown took longer than 10 s, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close(); // stops accepting, lets in-flight requests finish
      await db.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: env.HOST, port: env.PORT });
  const shown = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  console.log(`\n  Skarpjern Snekker is running at ${shown}  (admin: ${shown}/admin/login)  [ready in ${Date.now() - started} ms]\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
