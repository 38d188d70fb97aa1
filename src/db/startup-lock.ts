import pg from 'pg';

/**
 * The key of the session-level advisory lock that serialises schema changes and the first-run seed
 * across every process on one database (app instances starting together, `npm run db:migrate`,
 * a restore). A fixed number: any process of any version of the app must agree on it.
 */
export const STARTUP_LOCK_KEY = 7_311_027_270_001n;

/**
 * Runs `fn` while holding the start-up lock. The lock lives on a connection of its own, not one of
 * the ORM's pool: a pooled connection could be handed back and reused while the lock is held, and
 * MikroORM's migrator opens and commits transactions of its own. If this process dies, PostgreSQL
 * drops the connection and with it the lock, so a crashed start never blocks the next one.
 */
export async function withStartupLock<T>(connectionString: string, fn: () => Promise<T>, opts: { onWait?: () => void } = {}): Promise<T> {
  const client = new pg.Client({ connectionString, application_name: 'skarpjern startup lock' });
  // An error on an idle lock connection (the server restarting) must not become an uncaught exception.
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [STARTUP_LOCK_KEY.toString()]);
    if (!rows[0]?.locked) {
      opts.onWait?.();
      await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
    }
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
