import type { MikroORM } from '@mikro-orm/postgresql';
import { expect, vi } from 'vitest';
import { TASK_SCHEMA } from '../tasks/queue';

/** Tasks the worker is running or may start now (retries waiting for a later time and jobs that gave up excluded). */
async function busyTasks(orm: MikroORM): Promise<number> {
  const [row] = await orm.em
    .fork()
    .execute<Array<{ n: number }>>(`select count(*)::int as n from ${TASK_SCHEMA}.jobs where locked_at is not null or (run_at <= now() and attempts < max_attempts)`);
  return row!.n;
}

/**
 * Waits until the job queue has nothing running and nothing due: every mail queued so far has been sent or has
 * given up, so a mail that has not arrived by then is not coming. Instead of sleeping "to give a duplicate the
 * time to arrive".
 */
export async function untilQueueIdle(orm: MikroORM, timeout = 20_000): Promise<void> {
  await vi.waitFor(async () => expect(await busyTasks(orm), 'the task queue never became idle').toBe(0), { timeout, interval: 100 });
}
