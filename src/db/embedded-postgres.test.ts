import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EMBEDDED_PG_MAJOR, startEmbeddedPostgres } from './embedded-postgres';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('embedded PostgreSQL data folder', () => {
  it('runs the major pg_dump of Debian 12 can dump', () => {
    expect(EMBEDDED_PG_MAJOR).toBe(15);
  });

  it('refuses a folder made by another major with a message that says what to do, and starts nothing', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'pgmajor-'));
    dirs.push(parent);
    const dir = join(parent, 'postgres');
    // A data folder as PostgreSQL 18 leaves it: the major in PG_VERSION.
    mkdirSync(dir);
    writeFileSync(join(dir, 'PG_VERSION'), '18\n');
    await expect(startEmbeddedPostgres({ dir, port: 1 })).rejects.toThrow(
      new RegExp(`${dir} was made by PostgreSQL 18; this version runs PostgreSQL 15.*Back it up.*move the folder away`),
    );
  });
});
