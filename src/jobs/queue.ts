import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger, parseCrontab, run, runMigrations, type LogFunctionFactory, type Runner, type RunnerOptions, type TaskList } from 'graphile-worker';
import { randomBytes } from 'node:crypto';
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

export type JobWorker = { stop: () => Promise<void>; runners: Runner[]; pool: pg.Pool; instance: string };

/**
 * Presence of a live process's workers: a connection whose application_name carries the process's
 * instance id. Worker ids are `skarpjern-<instance>-<n>`, so a job's `locked_by` names its process.
 */
const PRESENCE = 'skarpjern-jobs ';
const WORKER_ID = /^skarpjern-([0-9a-f]{12})-\d+$/;
const RECOVER_EVERY_MS = 30_000;

/**
 * Gives jobs held by a process that died (kill -9, a lost machine) back to the queue. graphile-worker
 * 0.17 keeps such a job locked for four hours: an enquiry's mail would wait that long. A process is
 * dead when its presence connection is gone; PostgreSQL drops that connection when the process dies.
 * Returns the number of dead processes whose jobs were released.
 */
export async function releaseJobsOfDeadWorkers(client: pg.ClientBase | pg.Pool): Promise<number> {
  const { rows } = await client.query<{ locked_by: string }>(`select distinct locked_by from ${JOB_SCHEMA}._private_jobs where locked_by like 'skarpjern-%'`);
  if (rows.length === 0) return 0;
  const live = await client.query<{ application_name: string }>(`select application_name from pg_stat_activity where application_name like $1`, [
    `${PRESENCE}%`,
  ]);
  const alive = new Set(live.rows.map((r) => r.application_name.slice(PRESENCE.length)));
  const dead = rows
    .map((r) => r.locked_by)
    .filter((id) => {
      const instance = WORKER_ID.exec(id)?.[1];
      return instance !== undefined && !alive.has(instance);
    });
  if (dead.length === 0) return 0;
  await client.query(`select ${JOB_SCHEMA}.force_unlock_workers($1::text[])`, [dead]);
  return new Set(dead.map((id) => WORKER_ID.exec(id)?.[1])).size;
}

/**
 * Starts a worker pool in this process. `stop()` lets running jobs finish (they are aborted after a
 * few seconds and go back to the queue) and closes its connections. One runner per slot, each with
 * a worker id of its own that names this process (graphile-worker accepts a chosen id only for a
 * runner of concurrency 1), so other processes can tell its jobs from a dead process's.
 */
export async function startJobWorker(opts: WorkerOptions): Promise<JobWorker> {
  const concurrency = opts.concurrency ?? 2;
  const instance = randomBytes(6).toString('hex');
  // Each runner keeps one connection for LISTEN and uses one per running job.
  const pool = new pg.Pool({ connectionString: opts.connectionString, max: concurrency * 2 + 2 });
  // A dropped connection (a restarted database) is logged and replaced, never an uncaught error.
  const onError = (err: Error) => opts.log.error(`[jobs] database connection error: ${err.message}`);
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  const presence = new pg.Client({ connectionString: opts.connectionString, application_name: `${PRESENCE}${instance}` });
  presence.on('error', onError);
  const runners: Runner[] = [];
  let sweep: NodeJS.Timeout | undefined;
  const recover = async () => {
    try {
      const released = await releaseJobsOfDeadWorkers(pool);
      if (released) opts.log.warn(`[jobs] released the jobs of ${released} stopped process(es) to the queue`);
    } catch (error) {
      opts.log.error(`[jobs] could not check for jobs of stopped processes: ${(error as Error).message}`);
    }
  };
  try {
    await presence.connect();
    await recover();
    for (let i = 0; i < concurrency; i++) {
      // run() reads workerId from its options (0.17 declares it only on the single-worker options).
      const options: RunnerOptions & { workerId: string } = {
        pgPool: pool,
        schema: JOB_SCHEMA,
        taskList: opts.tasks,
        workerId: `skarpjern-${instance}-${i}`,
        // Parsed here, so no crontab file is looked for when there are no recurring jobs; one runner
        // per process schedules them (graphile-worker runs each slot once across all processes anyway).
        parsedCronItems: parseCrontab(i === 0 ? (opts.crontab ?? '') : ''),
        concurrency: 1,
        pollInterval: opts.pollInterval ?? 2000,
        noHandleSignals: true,
        logger: loggerFor(opts.log),
        gracefulShutdownAbortTimeout: 3000,
      };
      runners.push(await run(options));
    }
    sweep = setInterval(() => void recover(), RECOVER_EVERY_MS);
    sweep.unref();
    return {
      runners,
      pool,
      instance,
      stop: async () => {
        clearInterval(sweep);
        await Promise.all(runners.map((r) => r.stop()));
        await presence.end().catch(() => {});
        await pool.end();
      },
    };
  } catch (error) {
    clearInterval(sweep);
    await Promise.all(runners.map((r) => r.stop().catch(() => {})));
    await presence.end().catch(() => {});
    await pool.end();
    throw error;
  }
}
