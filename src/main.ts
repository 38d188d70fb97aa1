import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildApp } from './app';
import { ssrEntryPath } from './http/ssr';
import { openDatabase, type Database } from './db/database';
import { prepareFirstRun, type FirstRunResult } from './db/first-run';
import { loadDotenv, loadEnv, projectRoot as root, type Env } from './env';
import { assertBackupSchedule, startBackgroundTasks, type BackgroundTasks } from './tasks/worker';

const SHUTDOWN_LIMIT_MS = 10_000;

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

/**
 * Stops accepting connections and waits for the requests in flight. Fastify closes the connections
 * idle at that moment; a keep-alive connection whose request finishes later would hold the close
 * open until the client drops it, so idle connections are closed again until the server is closed.
 */
async function closeServer(app: FastifyInstance): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}

async function main() {
  loadDotenv(root);
  const env = loadEnv();
  assertBackupSchedule(env);
  let db: Database | undefined;
  let app: FastifyInstance | undefined;
  let tasks: BackgroundTasks | undefined;
  const aborted = new AbortController();
  let startup: Promise<void> = Promise.resolve();
  const readiness = { draining: false };
  // On Ctrl-C the terminal signals PostgreSQL as well; its farewell messages are expected then.
  const log = (msg: string) => {
    if (!aborted.signal.aborted) console.log(`[start] ${msg}`);
  };

  // Registered before the database opens, so a signal during start-up still stops PostgreSQL.
  // Shutdown: stop accepting, let in-flight requests and tasks finish, close the ORM, stop PostgreSQL, exit 0.
  const shutdown = async (signal: NodeJS.Signals) => {
    if (aborted.signal.aborted) return;
    // First, before anything is awaited: Ctrl-C reaches the embedded PostgreSQL at the same moment,
    // and the worker's connections ending now are expected, not errors.
    tasks?.stopping();
    console.log(`[start] ${signal} received, shutting down`);
    aborted.abort(new Error(`${signal} during start-up`));
    // Behind a proxy: first fail the readiness check and keep serving until the proxy has noticed,
    // so no request meets a closing server. Ctrl-C in a terminal means now.
    if (app && signal === 'SIGTERM' && env.SHUTDOWN_DRAIN_SECONDS > 0) {
      readiness.draining = true;
      await new Promise((r) => setTimeout(r, env.SHUTDOWN_DRAIN_SECONDS * 1000));
    }
    const force = setTimeout(() => {
      console.error(`Shutdown took longer than ${SHUTDOWN_LIMIT_MS / 1000} s, exiting`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    try {
      await startup.catch(() => {}); // start-up stops at its next step; what it opened is closed here
      await Promise.all([app ? closeServer(app) : undefined, tasks?.stop()]);
      await db?.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));

  startup = (async () => {
    let firstRun: FirstRunResult | undefined;
    db = await openDatabase({ ...env, EMBEDDED_PG_DIR: resolve(root, env.EMBEDDED_PG_DIR) }, log, aborted.signal, {
      afterMigrate: async (orm) => {
        firstRun = await prepareFirstRun(orm.em.fork(), { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD });
      },
    });
    if (aborted.signal.aborted || !firstRun) return;

    const { seeded, admin } = firstRun;
    if (seeded) log(`Seeded example content: ${seeded.projects} projects, ${seeded.services} services, ${seeded.parameters} price parameters`);
    if (admin.generatedPassword) {
      console.log(
        `\n  Admin account created. Log in at /admin/login with\n    username: ${env.ADMIN_USERNAME}\n    password: ${admin.generatedPassword}\n  This password is shown only once; change it under Innstillinger.\n`,
      );
    } else if (admin.created) {
      log(`Admin account '${env.ADMIN_USERNAME}' created from ADMIN_PASSWORD`);
    }
    if (aborted.signal.aborted) return;

    const webRoot = resolve(root, 'dist', 'web');
    if (env.DEV_SERVER === 'off' && !existsSync(ssrEntryPath(webRoot))) log('No built web app in dist/web and dist/web-ssr: run `npm run build` (npm start does it for you)');
    app = await buildApp({ orm: db.orm, env, sessionSecret: sessionSecret(env), webRoot, readiness });
    if (aborted.signal.aborted) return;

    await app.listen({ host: env.HOST, port: env.PORT });
    if (aborted.signal.aborted) return;

    // The worker sends the mails of new enquiries (and whatever else is queued) in this process.
    const logger = app.log;
    tasks = await startBackgroundTasks({
      orm: db.orm,
      env,
      connectionString: db.url,
      root,
      log: { info: (m) => logger.info(m), warn: (m) => logger.warn(m), error: (m) => logger.error(m), debug: (m) => logger.debug(m) },
    });
    log(`Mail goes out through ${tasks.transport.description}${env.SMTP_URL ? '' : ' (no SMTP_URL set)'}`);
    const shown = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    // Measured from this process's start (performance.now() counts from it), so it includes loading
    // the code and starting the database; a web build before it is timed by ensure-build itself.
    const seconds = (performance.now() / 1000).toFixed(1);
    console.log(`\n  Skarpjern Snekker is running at ${shown}  (admin: ${shown}/admin/login)  [server started in ${seconds} s]\n`);
  })();
  try {
    await startup;
  } catch (error) {
    if (aborted.signal.aborted) return; // shutting down anyway; the handler exits
    // A failed start (say, the port is taken) still stops what it started before exiting.
    await tasks?.stop().catch(() => {});
    await app?.close().catch(() => {});
    await db?.close().catch(() => {});
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
