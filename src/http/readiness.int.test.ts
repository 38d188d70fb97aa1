import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  // As after listen(): the start-up hooks have run.
  await h.app.ready();
});
afterAll(async () => {
  await h?.close();
});

describe('/readyz', () => {
  it('answers ready at once while every connection of the request pool is busy', async () => {
    // The harness's pool has 5 connections: hold them all (and one more waiting), as requests under load would.
    const busy = Array.from({ length: 6 }, () => h.orm.em.fork().getConnection().execute('select pg_sleep(3)'));
    // Asked on a connection of its own: the pool's five are all sleeping once the server shows them so.
    const sleeping = async () => {
      const client = new pg.Client({ connectionString: h.url });
      await client.connect();
      try {
        return Number((await client.query<{ n: string }>("select count(*) as n from pg_stat_activity where datname = current_database() and query = 'select pg_sleep(3)' and state = 'active'")).rows[0]!.n);
      } finally {
        await client.end();
      }
    };
    await expect.poll(sleeping, { timeout: 2_500, interval: 50 }).toBe(5);
    const answer = await Promise.race([
      h.app.inject({ method: 'GET', url: '/readyz' }).then((r) => ({ status: r.statusCode, body: r.json() })),
      new Promise((r) => setTimeout(() => r('waited behind the pool'), 2000)),
    ]);
    expect(answer).toEqual({ status: 200, body: { status: 'ok' } });
    await Promise.all(busy);
  });
});
