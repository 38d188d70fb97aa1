import { MikroORM, PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { fileURLToPath } from 'node:url';
import { migrationsList } from '../../migrations';
import { migrateTaskQueue } from '../tasks/queue';
import { entities } from './entities';
import { withStartupLock } from './startup-lock';

const root = fileURLToPath(new URL('../..', import.meta.url));

export function ormOptions(clientUrl: string, extra: Partial<Options> = {}): Options {
  return {
    clientUrl,
    driver: PostgreSqlDriver,
    entities,
    extensions: [Migrator],
    // Services get a request-scoped fork; touching the global EntityManager is a bug.
    allowGlobalContext: false,
    forceUtcTimezone: true,
    discovery: { disableDynamicFileAccess: true },
    migrations: {
      path: `${root}migrations`,
      pathTs: `${root}migrations`,
      glob: '!(*.d|index).{js,ts}',
      // Listed explicitly so migrations run the same under node, tsx and vitest.
      migrationsList,
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
      snapshot: false,
    },
    pool: { min: 0, max: 10 },
    ...extra,
  };
}

export async function initOrm(clientUrl: string, extra: Partial<Options> = {}): Promise<MikroORM> {
  return MikroORM.init(ormOptions(clientUrl, extra));
}

/**
 * Applies every pending migration; returns the names applied. The job queue's own schema
 * (graphile_worker) is created or upgraded too, since enquiries add their mail jobs with it.
 * Holds the start-up lock, so processes starting together migrate one after the other: the
 * second finds nothing left to do instead of running the same migration into a clash.
 */
export async function migrate(orm: MikroORM): Promise<string[]> {
  return withStartupLock(orm.config.get('clientUrl')!, () => migrateHoldingLock(orm));
}

/** `migrate` for a caller that already holds the start-up lock (advisory locks do not nest across connections). */
export async function migrateHoldingLock(orm: MikroORM): Promise<string[]> {
  const applied = await orm.getMigrator().up();
  // graphile-worker 0.17 takes no lock of its own (a concurrent migration collides on its
  // migrations table's key and is skipped); under ours it never gets that far, and the worker's
  // own check at start-up finds the schema current.
  await migrateTaskQueue(orm.config.get('clientUrl')!);
  return applied.map((m) => m.name);
}
