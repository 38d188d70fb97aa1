import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger, parseCrontab, run, runMigrations, type LogFunctionFactory, type Runner, type TaskList, type WorkerEvents } from 'graphile-worker';
import { EventEmitter } from 'node:events';
import pg from 'pg';

// The job queue: graphile-worker on the application's own PostgreSQL, in its schema graphile_worker.
// Jobs are added with SQL inside the caller's transaction, so a job exists exactly when the change
// that needs it was committed; workers on every app instance take jobs with row locks (SKIP LOCKED),
// so each job runs on one of them at a time, and a new job wakes them through LISTEN/NOTIFY.

export const JOB_SCHEMA = 'graphile_worker';

/** Creates or upgrades the queue's own schema (run after the application's migrations). */
export async function migrateJobQueue(connectionString: string): Promise<void> {
  await runMigrations({ connectionString, logger: quietLogger, schema: JOB_SCHEMA });
}

export type JobOptions = {
  /** At most one waiting job per key; adding it again resets the waiting job (attempts, error, run time). */
  jobKey?: string;
  maxAttempts?: number;
  runAt?: Date;
};

/** Adds a job inside the transaction of `tx`: it becomes visible to the workers only on commit. */
export async function addJob(tx: EntityManager, task: string, payload: Record<string, unknown>, opts: JobOptions = {}): Promise<void> {
  await tx.execute(`select ${JOB_SCHEMA}.add_job(?, ?::json, run_at => ?::timestamptz, max_attempts => ?::int, job_key => ?)`, [
    task,
    JSON.stringify(payload),
    opts.runAt?.toISOString() ?? null,
    opts.maxAttempts ?? null,
    opts.jobKey ?? null,
  ]);
}

export type LogSink = { info: (msg: string) => void; warn: (msg: string) => void; error: (msg: string) => void; debug?: (msg: string) => void };

const quietLogger = new Logger(() => () => {});

/**
 * A log sink for while the worker stops: errors become debug lines. On Ctrl-C the terminal signals
 * the embedded PostgreSQL too, which ends the worker's connections while it is being stopped; that
 * is the shutdown working, not a fault to report.
 */
export function stoppingAware(sink: LogSink, stopping: () => boolean): LogSink {
  return {
    ...sink,
    error: (msg) => (stopping() ? sink.debug?.(msg) : sink.error(msg)),
    warn: (msg) => (stopping() ? sink.debug?.(msg) : sink.warn(msg)),
  };
}

/** graphile-worker's log lines go to the application's logger; its per-job chatter is debug level. */
function loggerFor(sink: LogSink): Logger {
  const factory: LogFunctionFactory = (scope) => (level, message) => {
    const line = scope.taskIdentifier ? `[jobs ${scope.taskIdentifier}] ${message}` : `[jobs] ${message}`;
    if (level === 'error') sink.error(line);
    else if (level === 'warning') sink.warn(line);
    else if (level === 'info') sink.debug?.(line);
  };
  return new Logger(factory);
}

export type WorkerOptions = {
  connectionString: string;
  tasks: TaskList;
  log: LogSink;
  /** Jobs run at once in this process. */
  concurrency?: number;
  /** How often to look for jobs whose time has come (new jobs arrive by notification at once). */
  pollInterval?: number;
  /** Recurring jobs in crontab syntax, e.g. '0 3 * * * retention'. */
  crontab?: string;
};

export type JobWorker = {
  stop: () => Promise<void>;
  /** From now on connection errors are expected (the process is shutting down); stop() implies it. */
  stopping: () => void;
  runner: Runner;
  pool: pg.Pool;
};

/**
 * Presence of a live worker pool: a connection whose application_name carries the pool's id, which
 * graphile-worker writes into `locked_by` of every job the pool takes.
 */
const PRESENCE = 'skarpjern-jobs ';
/** A job locked this long by a pool without presence is given back (a just-started pool has presence within milliseconds). */
const ORPHAN_AFTER = '10 seconds';
const RECOVER_EVERY_MS = 15_000;

/**
 * Gives jobs held by a process that died (kill -9, a lost machine) back to the queue. graphile-worker
 * 0.17 keeps such a job locked for four hours: an enquiry's mail would wait that long. A pool is dead
 * when its presence connection is gone; PostgreSQL drops that connection when the process dies.
 * Pools of other programs (no presence ever) are treated the same, so every process on the queue
 * must be this app. Returns the number of dead pools whose jobs were released.
 */
export async function releaseJobsOfDeadWorkers(client: pg.ClientBase | pg.Pool): Promise<number> {
  const { rows } = await client.query<{ locked_by: string }>(
    `select distinct j.locked_by from ${JOB_SCHEMA}._private_jobs j
      where j.locked_by is not null and j.locked_at < now() - interval '${ORPHAN_AFTER}'
        and not exists (select 1 from pg_stat_activity a where a.application_name = $1 || j.locked_by)`,
    [PRESENCE],
  );
  if (rows.length === 0) return 0;
  await client.query(`select ${JOB_SCHEMA}.force_unlock_workers($1::text[])`, [rows.map((r) => r.locked_by)]);
  return rows.length;
}

/**
 * Starts a worker pool in this process. `stop()` lets running jobs finish (they are aborted after a
 * few seconds and go back to the queue) and closes its connections.
 */
export async function startJobWorker(opts: WorkerOptions): Promise<JobWorker> {
  const concurrency = opts.concurrency ?? 2;
  const pool = new pg.Pool({ connectionString: opts.connectionString, max: concurrency + 2 });
  let stopping = false;
  const log = stoppingAware(opts.log, () => stopping);
  // A dropped connection (a restarted database) is logged and replaced, never an uncaught error.
  const onError = (err: Error) => log.error(`[jobs] database connection error: ${err.message}`);
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  // graphile-worker names its pool at random and tells it only through this event.
  const events = new EventEmitter() as WorkerEvents;
  let poolId: string | undefined;
  events.on('pool:create', ({ workerPool }) => {
    poolId = workerPool.id;
  });
  let presence: pg.Client | undefined;
  let sweep: NodeJS.Timeout | undefined;
  const recover = async () => {
    try {
      const released = await releaseJobsOfDeadWorkers(pool);
      if (released) opts.log.warn(`[jobs] gave the jobs of ${released} stopped worker pool(s) back to the queue`);
    } catch (error) {
      opts.log.error(`[jobs] could not check for jobs of stopped processes: ${(error as Error).message}`);
    }
  };
  let runner: Runner | undefined;
  try {
    runner = await run({
      pgPool: pool,
      schema: JOB_SCHEMA,
      taskList: opts.tasks,
      events,
      // Parsed here, so no crontab file is looked for when there are no recurring jobs.
      parsedCronItems: parseCrontab(opts.crontab ?? ''),
      concurrency,
      pollInterval: opts.pollInterval ?? 2000,
      noHandleSignals: true,
      logger: loggerFor(log),
      gracefulShutdownAbortTimeout: 3000,
    });
    if (!poolId) throw new Error('graphile-worker did not report its pool id');
    presence = new pg.Client({ connectionString: opts.connectionString, application_name: `${PRESENCE}${poolId}` });
    presence.on('error', onError);
    await presence.connect();
    await recover();
    sweep = setInterval(() => void recover(), RECOVER_EVERY_MS);
    sweep.unref();
    const started = runner;
    const present = presence;
    return {
      runner: started,
      pool,
      stopping: () => {
        stopping = true;
      },
      stop: async () => {
        stopping = true;
        clearInterval(sweep);
        await started.stop();
        await present.end().catch(() => {});
        await pool.end();
      },
    };
  } catch (error) {
    clearInterval(sweep);
    await runner?.stop().catch(() => {});
    await presence?.end().catch(() => {});
    await pool.end();
    throw error;
  }
}
