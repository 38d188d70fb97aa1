import { execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export type PgTool = 'pg_dump' | 'pg_restore';

/** The server's major version (15 for 15.x). */
export async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>(`select current_setting('server_version_num') as v`);
    return Math.floor(Number(rows[0]!.v) / 10_000);
  } finally {
    await client.end();
  }
}

async function toolMajor(path: string): Promise<number | null> {
  try {
    const { stdout } = await run(path, ['--version']);
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Finds `pg_dump` or `pg_restore` able to work with a server of major `server`. A pg_dump refuses a
 * server newer than itself, so an older client found first is reported with what to install,
 * instead of failing halfway through a backup. Looked for in PG_BIN_DIR; Debian's versioned folders
 * (/usr/lib/postgresql/<major>/bin, the server's major first, then the newest); then PATH.
 */
export async function findPgTool(tool: PgTool, server: number, binDir?: string): Promise<{ path: string; major: number }> {
  const candidates: string[] = [];
  if (binDir) candidates.push(join(binDir, tool));
  else {
    const debian = '/usr/lib/postgresql';
    const majors = existsSync(debian)
      ? readdirSync(debian)
          .map(Number)
          .filter((n) => Number.isInteger(n) && n >= server)
          .sort((a, b) => (a === server ? -1 : b === server ? 1 : b - a))
      : [];
    for (const major of majors) candidates.push(join(debian, String(major), 'bin', tool));
    candidates.push(tool); // PATH
  }
  const tooOld: string[] = [];
  for (const path of candidates) {
    if (path.includes('/') && !existsSync(path)) continue;
    const major = await toolMajor(path);
    if (major === null) continue;
    if (major >= server) return { path, major };
    tooOld.push(`${path} is PostgreSQL ${major}`);
  }
  const where = binDir ? `in PG_BIN_DIR (${binDir})` : 'in /usr/lib/postgresql/*/bin or on PATH';
  throw new Error(
    `No ${tool} of PostgreSQL ${server} or newer ${where}; the database server runs PostgreSQL ${server}` +
      (tooOld.length ? ` (${tooOld.join(', ')}: too old to read it)` : '') +
      `. Install it (Debian: apt-get install postgresql-client-${server}) or set PG_BIN_DIR to its folder.`,
  );
}

/**
 * The connection for a pg_dump/pg_restore child: the password goes in PGPASSWORD, not on the command
 * line, where any user of the machine could read it in the process list.
 */
export function childConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: parsed.toString(), env };
}

/** Runs a PostgreSQL client tool; rejects with its last lines of stderr when it fails. */
export function runPgTool(path: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${path} failed (${signal ?? `exit ${code}`}): ${stderr.trim().split('\n').slice(-5).join(' | ')}`));
    });
  });
}
