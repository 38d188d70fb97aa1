import type { MikroORM } from '@mikro-orm/postgresql';
import type { Env } from '../env';
import type { EmbeddedDatabase } from './embedded-postgres';
import { initOrm, migrateHoldingLock } from './orm';
import { withStartupLock } from './startup-lock';

export type Database = { orm: MikroORM; embedded: EmbeddedDatabase | null; url: string; close: () => Promise<void> };

export const APP_DB = 'skarpjern';

export type OpenOptions = {
  /**
   * Runs after the migrations while the start-up lock is still held: the first-run seed and admin
   * account, so two instances starting on an empty database never both seed or both create it.
   */
  afterMigrate?: (orm: MikroORM) => Promise<void>;
};

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL, and applies pending migrations
 * under the start-up lock (src/db/startup-lock.ts).
 * When `signal` is aborted meanwhile (a shutdown during start-up), whatever was started is stopped
 * again and the promise rejects with the signal's reason.
 */
export async function openDatabase(env: Env, log: (msg: string) => void, signal?: AbortSignal, opts: OpenOptions = {}): Promise<Database> {
  let embedded: EmbeddedDatabase | null = null;
  let url = env.DATABASE_URL;
  if (!url) {
    // Loaded only when needed: the package starts PostgreSQL child processes and hooks process exit.
    const { startEmbeddedPostgres } = await import('./embedded-postgres');
    embedded = await startEmbeddedPostgres({ dir: env.EMBEDDED_PG_DIR, port: env.EMBEDDED_PG_PORT, log });
    try {
      signal?.throwIfAborted();
      await embedded.createDatabase(APP_DB).catch((e: { code?: string }) => {
        if (e.code !== '42P04') throw e; // 42P04: already exists
      });
    } catch (error) {
      await embedded.stop();
      throw error;
    }
    url = embedded.url(APP_DB);
    log(`Embedded PostgreSQL running on port ${env.EMBEDDED_PG_PORT} (data in ${env.EMBEDDED_PG_DIR})`);
  }
  let opened: MikroORM | undefined;
  try {
    signal?.throwIfAborted();
    opened = await initOrm(url);
    const orm = opened;
    await withStartupLock(
      url,
      async () => {
        signal?.throwIfAborted();
        const applied = await migrateHoldingLock(orm);
        if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
        await opts.afterMigrate?.(orm);
      },
      { onWait: () => log('Waiting for another instance to finish its migrations') },
    );
  } catch (error) {
    await opened?.close(true);
    await embedded?.stop();
    throw error;
  }
  const orm: MikroORM = opened;
  return {
    orm,
    embedded,
    url,
    close: async () => {
      await orm.close(true);
      await embedded?.stop();
    },
  };
}
