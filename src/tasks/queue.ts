import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger, parseCrontab, run, runMigrations, type LogFunctionFactory, type Runner, type TaskList, type WorkerEvents } from 'graphile-worker';
import { EventEmitter } from 'node:events';
import pg from 'pg';

// The task queue: graphile-worker on the application's own PostgreSQL, in its schema graphile_worker.
// Tasks are added with SQL inside the caller's transaction, so a task exists exactly when the change
// that needs it was committed; workers on every app instance take tasks with row locks (SKIP LOCKED),
// so each task runs on one of them at a time, and a new task wakes them through LISTEN/NOTIFY.

export const TASK_SCHEMA = 'graphile_worker';

/** Creates or upgrades the queue's own schema (run after the application's migrations). */
export async function migrateTaskQueue(connectionString: string): Promise<void> {
  await runMigrations({ connectionString, logger: quietLogger, schema: TASK_SCHEMA });
}

export type TaskOptions = {
  /** At most one waiting task per key; adding it again resets the waiting task (attempts, error, run time). */
  jobKey?: string;
  maxAttempts?: number;
  runAt?: Date;
  /** Tasks of one named queue run one at a time, across every instance (an outside API that takes one request at a time). */
  queueName?: string;
};

/** Adds a task inside the transaction of `tx`: it becomes visible to the workers only on commit. */
export async function addTask(tx: EntityManager, task: string, payload: Record<string, unknown>, opts: TaskOptions = {}): Promise<void> {
  await tx.execute(`select ${TASK_SCHEMA}.add_job(?, ?::json, queue_name => ?, run_at => ?::timestamptz, max_attempts => ?::int, job_key => ?)`, [
    task,
    JSON.stringify(payload),
    opts.queueName ?? null,
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

/** graphile-worker's log lines go to the application's logger; its per-task chatter is debug level. */
function loggerFor(sink: LogSink): Logger {
  const factory: LogFunctionFactory = (scope) => (level, message) => {
    const line = scope.taskIdentifier ? `[tasks ${scope.taskIdentifier}] ${message}` : `[tasks] ${message}`;
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
  /** Tasks run at once in this process. */
  concurrency?: number;
  /** How often to look for tasks whose time has come (new tasks arrive by notification at once). */
  pollInterval?: number;
  /** Recurring tasks in crontab syntax, e.g. '0 3 * * * retention'. */
  crontab?: string;
};

export type TaskWorker = {
  stop: () => Promise<void>;
  /** From now on connection errors are expected (the process is shutting down); stop() implies it. */
  stopping: () => void;
  runner: Runner;
  pool: pg.Pool;
};

/**
 * Presence of a live worker pool: a connection whose application_name carries the pool's id, which
 * graphile-worker writes into `locked_by` of every task the pool takes.
 */
// Kept as it was when the folder was named jobs: an instance of the previous version must still
// recognise this one's pools, and this one its pools, while both run during an upgrade.
const PRESENCE = 'skarpjern-jobs ';
/** A task locked this long by a pool without presence is given back (a just-started pool has presence within milliseconds). */
const ORPHAN_AFTER = '10 seconds';
const RECOVER_EVERY_MS = 15_000;

/**
 * Gives tasks held by a process that died (kill -9, a lost machine) back to the queue. graphile-worker
 * 0.17 keeps such a task locked for four hours: an enquiry's mail would wait that long. A pool is dead
 * when its presence connection is gone; PostgreSQL drops that connection when the process dies.
 * Pools of other programs (no presence ever) are treated the same, so every process on the queue
 * must be this app. Returns the number of dead pools whose tasks were released.
 */
export async function releaseTasksOfDeadWorkers(client: pg.ClientBase | pg.Pool): Promise<number> {
  const { rows } = await client.query<{ locked_by: string }>(
    `select distinct j.locked_by from ${TASK_SCHEMA}._private_jobs j
      where j.locked_by is not null and j.locked_at < now() - interval '${ORPHAN_AFTER}'
        and not exists (select 1 from pg_stat_activity a where a.application_name = $1 || j.locked_by)`,
    [PRESENCE],
  );
  if (rows.length === 0) return 0;
  await client.query(`select ${TASK_SCHEMA}.force_unlock_workers($1::text[])`, [rows.map((r) => r.locked_by)]);
  return rows.length;
}

/**
 * Starts a worker pool in this process. `stop()` lets running tasks finish (they are aborted after a
 * few seconds and go back to the queue) and closes its connections.
 */
export async function startTaskWorker(opts: WorkerOptions): Promise<TaskWorker> {
  const concurrency = opts.concurrency ?? 2;
  const pool = new pg.Pool({ connectionString: opts.connectionString, max: concurrency + 2 });
  let stopping = false;
  const log = stoppingAware(opts.log, () => stopping);
  // A dropped connection (a restarted database) is logged and replaced, never an uncaught error.
  const onError = (err: Error) => log.error(`[tasks] database connection error: ${err.message}`);
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
      const released = await releaseTasksOfDeadWorkers(pool);
      if (released) opts.log.warn(`[tasks] gave the tasks of ${released} stopped worker pool(s) back to the queue`);
    } catch (error) {
      opts.log.error(`[tasks] could not check for tasks of stopped processes: ${(error as Error).message}`);
    }
  };
  let runner: Runner | undefined;
  try {
    runner = await run({
      pgPool: pool,
      schema: TASK_SCHEMA,
      taskList: opts.tasks,
      events,
      // Parsed here, so no crontab file is looked for when there are no recurring tasks.
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
