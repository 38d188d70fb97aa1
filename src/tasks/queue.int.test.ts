// Tasks held by a process that died go back to the queue; tasks of a live process stay with it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { initOrm, migrate } from '../db/orm';
import { createDatabase, dropDatabase } from '../test/test-server';
import { addTask, TASK_SCHEMA, releaseTasksOfDeadWorkers } from './queue';

const name = `queue_${randomBytes(6).toString('hex')}`;
let url: string;
let client: pg.Client;

beforeAll(async () => {
  url = await createDatabase(inject('pgBaseUrl'), name);
  const orm = await initOrm(url, { pool: { min: 0, max: 2 } });
  await migrate(orm);
  const em = orm.em.fork();
  await em.transactional(async (tx) => {
    for (let i = 0; i < 3; i++) await addTask(tx, 'test_task', { i });
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
  (await client.query<{ locked_by: string | null }>(`select locked_by from ${TASK_SCHEMA}._private_jobs order by id`)).rows.map((r) => r.locked_by);

describe('tasks of stopped processes', () => {
  it("releases the tasks a dead process held, and leaves a live process's and a just-started one's alone", async () => {
    const dead = 'pool-aaaaaaaaaaaaaaaaaa';
    const live = 'pool-bbbbbbbbbbbbbbbbbb';
    const fresh = 'pool-cccccccccccccccccc'; // locked a moment ago: its presence may still be connecting
    // The live pool's presence connection.
    const presence = new pg.Client({ connectionString: url, application_name: `skarpjern-jobs ${live}` });
    await presence.connect();
    try {
      await client.query(
        `update ${TASK_SCHEMA}._private_jobs set locked_by = (array[$1, $2, $3])[rn], locked_at = now() - (array[interval '1 minute', interval '1 minute', interval '0'])[rn]
           from (select id, row_number() over (order by id) as rn from ${TASK_SCHEMA}._private_jobs) j where j.id = _private_jobs.id`,
        [dead, live, fresh],
      );
      expect(await lockedBy()).toEqual([dead, live, fresh]);
      expect(await releaseTasksOfDeadWorkers(client)).toBe(1);
      expect(await lockedBy()).toEqual([null, live, fresh]);
    } finally {
      await presence.end();
    }
    // Once the live process's connection is gone, its task goes back too.
    expect(await releaseTasksOfDeadWorkers(client)).toBe(1);
    expect(await lockedBy()).toEqual([null, null, fresh]);
  });
});
