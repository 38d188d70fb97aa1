import pg from 'pg';
import { resolve } from 'node:path';
import { APP_DB } from '../db/database';
import { projectRoot, type Env } from '../env';
import { createImageStorage, type ImageStorage } from '../modules/image/storage';

/** The photo store the server uses (the local folder or the bucket), for the backup and restore commands. */
export function imageStorageFor(env: Env): Promise<ImageStorage> {
  return createImageStorage(env);
}

export type OpsDatabase = { url: string; close: () => Promise<void> };

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The database for `npm run backup` / `restore`, without migrating it: DATABASE_URL, or the embedded
 * cluster. A backup may use the cluster of a running `npm start` (a dump is a consistent snapshot
 * while the app works); a restore must own it (`exclusive`), so the embedded cluster's folder lock
 * refuses while the app runs.
 */
export async function openOpsDatabase(env: Env, opts: { exclusive: boolean; log: (msg: string) => void }): Promise<OpsDatabase> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, close: async () => {} };
  const { embeddedDatabaseUrl, startEmbeddedPostgres } = await import('../db/embedded-postgres');
  const url = embeddedDatabaseUrl(env.EMBEDDED_PG_PORT, APP_DB);
  if (!opts.exclusive && (await reachable(url))) return { url, close: async () => {} };
  const embedded = await startEmbeddedPostgres({ dir: resolve(projectRoot, env.EMBEDDED_PG_DIR), port: env.EMBEDDED_PG_PORT, log: opts.log });
  await embedded.createDatabase(APP_DB).catch((e: { code?: string }) => {
    if (e.code !== '42P04') throw e; // already exists
  });
  return { url, close: () => embedded.stop() };
}
