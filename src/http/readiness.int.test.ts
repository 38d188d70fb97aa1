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
    await new Promise((r) => setTimeout(r, 300));
    const answer = await Promise.race([
      h.app.inject({ method: 'GET', url: '/readyz' }).then((r) => ({ status: r.statusCode, body: r.json() })),
      new Promise((r) => setTimeout(() => r('waited behind the pool'), 2000)),
    ]);
    expect(answer).toEqual({ status: 200, body: { status: 'ok' } });
    await Promise.all(busy);
  });
});
