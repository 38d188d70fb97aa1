import type { MikroORM } from '@mikro-orm/postgresql';
import type { Env } from '../env';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';
import { initOrm, migrate } from './orm';

export type Database = { orm: MikroORM; embedded: EmbeddedDatabase | null; url: string; close: () => Promise<void> };

const APP_DB = 'skarpjern';

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL, and applies pending migrations. */
export async function openDatabase(env: Env, log: (msg: string) => void): Promise<Database> {
  let embedded: EmbeddedDatabase | null = null;
  let url = env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dir: env.EMBEDDED_PG_DIR, port: env.EMBEDDED_PG_PORT, log });
    await embedded.createDatabase(APP_DB).catch((e: { code?: string }) => {
      if (e.code !== '42P04') throw e; // 42P04: already exists
    });
    url = embedded.url(APP_DB);
    log(`Embedded PostgreSQL running on port ${env.EMBEDDED_PG_PORT} (data in ${env.EMBEDDED_PG_DIR})`);
  }
  let orm: MikroORM;
  try {
    orm = await initOrm(url);
    const applied = await migrate(orm);
    if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  return {
    orm,
    embedded,
    url,
    close: async () => {
      await orm.close(true);
      // On Ctrl-C the terminal signals PostgreSQL too; it may already be stopping.
      await embedded?.stop().catch(() => {});
    },
  };
}
