import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger, parseCrontab, run, runMigrations, type LogFunctionFactory, type Runner, type TaskList } from 'graphile-worker';
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
  try {
    const runner = await run({
      pgPool: pool,
      schema: JOB_SCHEMA,
      taskList: opts.tasks,
      // Parsed here, so no crontab file is looked for when there are no recurring jobs.
      parsedCronItems: parseCrontab(opts.crontab ?? ''),
      concurrency,
      pollInterval: opts.pollInterval ?? 2000,
      noHandleSignals: true,
      logger: loggerFor(log),
      gracefulShutdownAbortTimeout: 3000,
    });
    return {
      runner,
      pool,
      stopping: () => {
        stopping = true;
      },
      stop: async () => {
        stopping = true;
        await runner.stop();
        await pool.end();
      },
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}
