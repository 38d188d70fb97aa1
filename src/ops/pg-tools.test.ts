import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { childConnection, findPgTool } from './pg-tools';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder with a pg_dump that reports the given version, as PG_BIN_DIR. */
function binDir(version: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'pgbin-'));
  dirs.push(dir);
  const tool = join(dir, 'pg_dump');
  writeFileSync(tool, `#!/bin/sh\necho "pg_dump (PostgreSQL) ${version}"\n`);
  chmodSync(tool, 0o755);
  return dir;
}

describe('finding pg_dump', () => {
  it('takes a pg_dump of the server major or newer from PG_BIN_DIR', async () => {
    const dir = binDir('16.4');
    await expect(findPgTool('pg_dump', 15, dir)).resolves.toEqual({ path: join(dir, 'pg_dump'), major: 16 });
  });

  it('names a too old pg_dump and what to install instead', async () => {
    const dir = binDir('14.12');
    await expect(findPgTool('pg_dump', 15, dir)).rejects.toThrow(
      /No pg_dump of PostgreSQL 15 or newer in PG_BIN_DIR .*the database server runs PostgreSQL 15 \(.*pg_dump is PostgreSQL 14: too old to read it\).*apt-get install postgresql-client-15/,
    );
  });

  it('passes the password in the environment, never on the command line', () => {
    const { dbname, env } = childConnection('postgres://skarpjern:hemmelig%40ord@db:5432/skarpjern');
    expect(dbname).toBe('postgres://skarpjern@db:5432/skarpjern');
    expect(env.PGPASSWORD).toBe('hemmelig@ord');
  });
});
