import type { MikroORM } from '@mikro-orm/postgresql';
import type { Env } from '../env';
import type { EmbeddedDatabase } from './embedded-postgres';
import { initOrm, migrate } from './orm';

export type Database = { orm: MikroORM; embedded: EmbeddedDatabase | null; url: string; close: () => Promise<void> };

const APP_DB = 'skarpjern';

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL, and applies pending migrations.
 * When `signal` is aborted meanwhile (a shutdown during start-up), whatever was started is stopped
 * again and the promise rejects with the signal's reason.
 */
export async function openDatabase(env: Env, log: (msg: string) => void, signal?: AbortSignal): Promise<Database> {
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
    const applied = await migrate(opened);
    if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
  } catch (error) {
    await opened?.close(true);
    await embedded?.stop();
    throw error;
  }
  const orm = opened;
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
