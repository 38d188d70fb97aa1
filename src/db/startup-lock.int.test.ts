// Two instances starting at once on an empty database: both come up, every migration (ours and the
// job queue's) runs once, and the first-run seed and admin account are made once.
import type { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it, inject } from 'vitest';
import { migrationsList } from '../../migrations';
import { loadEnv } from '../env';
import { AdminUser } from '../modules/auth/admin-user.entity';
import { Project } from '../modules/project/project.entity';
import { createDatabase, dropDatabase } from '../test/test-server';
import { openDatabase, type Database } from './database';
import { prepareFirstRun, type FirstRunResult } from './first-run';
import { initOrm, migrate } from './orm';
import { STARTUP_LOCK_KEY } from './startup-lock';

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function emptyDatabase(): Promise<string> {
  const base = inject('pgBaseUrl');
  const name = `race_${randomBytes(6).toString('hex')}`;
  const url = await createDatabase(base, name);
  cleanup.push(() => dropDatabase(base, name));
  return url;
}

/**
 * Holds the start-up lock from outside until `release()`, so both contenders are certainly waiting
 * at the same moment when it is let go, instead of one finishing before the other begins.
 */
async function holdLock(url: string): Promise<{ release: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
  return { release: () => client.end() };
}

/** Backends of this database waiting for an advisory lock. */
async function waitersOnLock(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`,
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

async function untilWaiting(url: string, n: number): Promise<void> {
  await expect.poll(() => waitersOnLock(url), { timeout: 10_000, interval: 50, message: `expected ${n} processes waiting for the start-up lock` }).toBeGreaterThanOrEqual(n);
}

describe('start-up lock', () => {
  it('two migrators racing on an empty database both succeed, and each migration runs exactly once', async () => {
    const url = await emptyDatabase();
    const orms: MikroORM[] = [];
    for (let i = 0; i < 2; i++) {
      const orm = await initOrm(url, { pool: { min: 0, max: 3 } });
      orms.push(orm);
      cleanup.push(() => orm.close(true));
    }
    const ran: string[] = [];
    for (const orm of orms) orm.getMigrator().on('migrated', ({ name }) => void ran.push(name));

    const lock = await holdLock(url);
    const racing = orms.map((orm) => migrate(orm));
    await untilWaiting(url, 2);
    await lock.release();
    const [a, b] = await Promise.all(racing);

    const all = migrationsList.map((m) => m.name);
    expect([...a!, ...b!].sort()).toEqual([...all].sort());
    expect(ran.sort()).toEqual([...all].sort());
    // One process did everything; the other found nothing left.
    expect([a!.length, b!.length].sort()).toEqual([0, all.length]);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const ours = await client.query<{ name: string; n: string }>('select name, count(*) as n from mikro_orm_migrations group by name');
      expect(ours.rows.map((r) => r.name).sort()).toEqual([...all].sort());
      expect(ours.rows.every((r) => r.n === '1')).toBe(true);
      const queue = await client.query<{ n: string; distinct_ids: string }>('select count(*) as n, count(distinct id) as distinct_ids from graphile_worker.migrations');
      expect(Number(queue.rows[0]!.n)).toBeGreaterThan(0);
      expect(queue.rows[0]!.n).toBe(queue.rows[0]!.distinct_ids);
    } finally {
      await client.end();
    }
  });

  it('two instances opening an empty database together seed it once and create one admin', async () => {
    const url = await emptyDatabase();
    const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: url, ADMIN_USERNAME: 'admin' });
    const results: FirstRunResult[] = [];
    const logs: string[] = [];

    const lock = await holdLock(url);
    const opening = [0, 1].map((i) =>
      openDatabase(env, (m) => logs.push(`${i}: ${m}`), undefined, {
        afterMigrate: async (orm) => {
          results.push(await prepareFirstRun(orm.em.fork(), { username: 'admin' }));
        },
      }),
    );
    await untilWaiting(url, 2);
    await lock.release();
    const dbs: Database[] = await Promise.all(opening);
    for (const db of dbs) cleanup.push(() => db.close());

    expect(logs.filter((l) => l.includes('Waiting for another instance'))).toHaveLength(2);
    expect(results).toHaveLength(2);
    expect(results.filter((r) => r.seeded !== null)).toHaveLength(1);
    expect(results.filter((r) => r.admin.generatedPassword)).toHaveLength(1);
    const seeded = results.find((r) => r.seeded)!.seeded!;
    const em = dbs[0]!.orm.em.fork();
    expect(await em.count(AdminUser, {})).toBe(1);
    expect(await em.count(Project, {})).toBe(seeded.projects);
  });
});
