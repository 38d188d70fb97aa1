import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { initOrm, migrate } from '../db/orm';
import { createDatabase, dropDatabase, startTestServer } from './test-server';

declare module 'vitest' {
  export interface ProvidedContext {
    pgBaseUrl: string;
    /** A database migrated once for the whole run (ours and the job queue's schema), copied for each test file. */
    pgTemplate: string;
  }
}

/**
 * Starts the PostgreSQL server for the integration tier once and migrates a template database once; each
 * test file makes its own database as a copy of it (CREATE DATABASE … TEMPLATE) instead of migrating anew.
 * Tests of the migrations themselves still migrate empty databases.
 */
export default async function setup(project: TestProject) {
  const { baseUrl, embedded } = await startTestServer({ port: Number(process.env.TEST_PG_PORT ?? 54339), dir: 'data/test-postgres' });
  const template = `template_${randomBytes(6).toString('hex')}`;
  try {
    await migrateTemplate(baseUrl, template);
  } catch (err) {
    await dropDatabase(baseUrl, template).catch(() => undefined);
    await embedded?.stop();
    throw err;
  }
  project.provide('pgBaseUrl', baseUrl);
  project.provide('pgTemplate', template);
  return async () => {
    await dropDatabase(baseUrl, template);
    await embedded?.stop();
  };
}

async function migrateTemplate(baseUrl: string, template: string): Promise<void> {
  const orm = await initOrm(await createDatabase(baseUrl, template), { pool: { min: 0, max: 2 } });
  try {
    await migrate(orm);
  } finally {
    await orm.close(true);
  }
  // A copy can only be made while nobody is connected to the template: closing the pool above is not enough
  // if anything else ever connects, so the template takes no connections at all from here on.
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`alter database "${template}" with allow_connections false`);
    await client.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [template]);
  } finally {
    await client.end();
  }
}
