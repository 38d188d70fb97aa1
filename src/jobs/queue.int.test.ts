// Jobs held by a process that died go back to the queue; jobs of a live process stay with it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { initOrm, migrate } from '../db/orm';
import { createDatabase, dropDatabase } from '../test/test-server';
import { addJob, JOB_SCHEMA, releaseJobsOfDeadWorkers } from './queue';

const name = `queue_${randomBytes(6).toString('hex')}`;
let url: string;
let client: pg.Client;

beforeAll(async () => {
  url = await createDatabase(inject('pgBaseUrl'), name);
  const orm = await initOrm(url, { pool: { min: 0, max: 2 } });
  await migrate(orm);
  const em = orm.em.fork();
  await em.transactional(async (tx) => {
    for (let i = 0; i < 3; i++) await addJob(tx, 'test_task', { i });
  });
  await orm.close(true);
  client = new pg.Client({ connectionString: url });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  await dropDatabase(inject('pgBaseUrl'), name);
});

const lockedBy = async () =>
  (await client.query<{ locked_by: string | null }>(`select locked_by from ${JOB_SCHEMA}._private_jobs order by id`)).rows.map((r) => r.locked_by);

describe('jobs of stopped processes', () => {
  it('releases the jobs a dead process held, and leaves a live process and other workers alone', async () => {
    const dead = 'skarpjern-aaaaaaaaaaaa-0';
    const live = 'skarpjern-bbbbbbbbbbbb-1';
    const foreign = 'worker-0123456789abcdef01'; // not one of ours: never touched
    // The live process's presence connection.
    const presence = new pg.Client({ connectionString: url, application_name: 'skarpjern-jobs bbbbbbbbbbbb' });
    await presence.connect();
    try {
      await client.query(
        `update ${JOB_SCHEMA}._private_jobs set locked_by = (array[$1, $2, $3])[rn], locked_at = now()
           from (select id, row_number() over (order by id) as rn from ${JOB_SCHEMA}._private_jobs) j where j.id = _private_jobs.id`,
        [dead, live, foreign],
      );
      expect(await lockedBy()).toEqual([dead, live, foreign]);
      expect(await releaseJobsOfDeadWorkers(client)).toBe(1);
      expect(await lockedBy()).toEqual([null, live, foreign]);
    } finally {
      await presence.end();
    }
    // Once the live process's connection is gone, its job goes back too.
    expect(await releaseJobsOfDeadWorkers(client)).toBe(1);
    expect(await lockedBy()).toEqual([null, null, foreign]);
  });
});
