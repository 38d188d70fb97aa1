import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Env } from '../env';
import { TASK_SCHEMA } from '../tasks/queue';
import type { WorkQueue } from '../modules/image/queue';

type Deps = { env: Env; orm: MikroORM; imageQueue: WorkQueue };

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Equal-length digests, so the comparison takes the same time whatever the caller sent. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(sent), digest(token));
}

/**
 * The figures of this instance as one registry: request durations by route pattern, the mail
 * outbox, the job queue's lag, photos being encoded, the database pool and the process itself.
 * Per app, not prom-client's global registry: tests build many apps in one process, and each
 * would register the same names again. The database figures are read when scraped, so they are as
 * fresh as the scrape and cost nothing in between.
 */
export function createMetrics({ orm, imageQueue }: Omit<Deps, 'env'>, log: FastifyInstance['log']): { registry: Registry; requestDuration: Histogram<'method' | 'route' | 'status_code'> } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to the end of the answer, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const execute = <T extends object>(sql: string) => orm.em.fork().getConnection().execute<T[]>(sql);
  // A failed read (the database away) must not fail the whole scrape, nor leave a stale or a
  // reassuring value: labelled series are dropped, and a gauge without labels, which would read 0
  // after a reset, reads NaN ("unknown").
  const safely = async (name: string, gauge: Gauge<string>, labelled: boolean, read: () => Promise<void>) => {
    try {
      await read();
    } catch (err) {
      gauge.reset();
      if (!labelled) gauge.set(NaN);
      log.warn({ err, metric: name }, 'metric not collected');
    }
  };

  const mails: Gauge<'status'> = new Gauge({
    name: 'mail_messages',
    help: 'Outbox mails waiting to be delivered (queued) and given up on (failed)',
    labelNames: ['status'] as const,
    registers: [registry],
    collect: () =>
      safely('mail_messages', mails, true, async () => {
        const rows = await execute<{ status: string; n: string }>(`select status, count(*) as n from outbox_mail where status in ('queued', 'failed') group by status`);
        for (const status of ['queued', 'failed']) mails.set({ status }, Number(rows.find((r) => r.status === status)?.n ?? 0));
      }),
  });

  // What a worker would take now (graphile-worker's public `jobs` view): not locked, attempts
  // left, and its time has come. Jobs waiting for a retry's back-off are not late. Each gauge reads
  // its own figure: prom-client collects the metrics of a scrape concurrently, so a value set in
  // another gauge's collect() could arrive after that gauge was already written out.
  const runnable = `from ${TASK_SCHEMA}.jobs where locked_at is null and attempts < max_attempts and run_at <= now()`;
  const lag: Gauge = new Gauge({
    name: 'job_queue_lag_seconds',
    help: 'Age of the oldest job that could run now but has not started (0 when none waits)',
    registers: [registry],
    collect: () =>
      safely('job_queue_lag_seconds', lag, false, async () => {
        const [row] = await execute<{ lag: string | null }>(`select extract(epoch from now() - min(run_at)) as lag ${runnable}`);
        lag.set(Math.max(0, Number(row?.lag ?? 0)));
      }),
  });
  const runnableJobs: Gauge = new Gauge({
    name: 'job_queue_runnable_jobs',
    help: 'Jobs that could run now but have not started',
    registers: [registry],
    collect: () =>
      safely('job_queue_runnable_jobs', runnableJobs, false, async () => {
        const [row] = await execute<{ n: string }>(`select count(*) as n ${runnable}`);
        runnableJobs.set(Number(row?.n ?? 0));
      }),
  });

  const encoding: Gauge<'state'> = new Gauge({
    name: 'image_encoding_jobs',
    help: 'Photos waiting for an encoding slot (queued) and being encoded (active) on this instance',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      encoding.set({ state: 'queued' }, imageQueue.queued);
      encoding.set({ state: 'active' }, imageQueue.active);
    },
  });

  // MikroORM's knex pool (tarn.js): its documented counters, read at scrape time.
  const pool = () => orm.em.getConnection().getKnex().client.pool;
  const poolGauge = (name: string, help: string, read: (p: NonNullable<ReturnType<typeof pool>>) => number) => {
    const gauge: Gauge = new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const p = pool();
        gauge.set(p ? read(p) : 0);
      },
    });
  };
  poolGauge('db_pool_size', 'Open connections of the database pool (in use and idle)', (p) => p.numUsed() + p.numFree());
  poolGauge('db_pool_idle_connections', 'Open connections of the database pool not in use', (p) => p.numFree());
  poolGauge('db_pool_waiting_requests', 'Queries waiting for a connection of the database pool', (p) => p.numPendingAcquires());

  return { registry, requestDuration };
}

/**
 * GET /metrics in Prometheus' text format. Without METRICS_TOKEN there is no such route (404);
 * with it, only `Authorization: Bearer <token>` is answered (401 otherwise). Register before the
 * routes it should time.
 */
export function registerMetrics(app: FastifyInstance, deps: Deps): void {
  const token = deps.env.METRICS_TOKEN;
  if (!token) return;
  const { registry, requestDuration } = createMetrics(deps, app.log);

  app.addHook('onResponse', async (req, reply) => {
    // The pattern, never the raw URL: one series per route, whatever ids and queries arrive.
    const route = req.routeOptions.url ?? 'unmatched';
    requestDuration.observe({ method: req.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', async (req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    if (!tokenMatches(req.headers.authorization, token)) {
      return reply.code(401).header('WWW-Authenticate', 'Bearer').send({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
    }
    const body = await registry.metrics();
    return reply.header('Content-Type', registry.contentType).send(body);
  });
}
