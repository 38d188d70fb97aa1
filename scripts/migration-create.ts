// Generates a migration from the difference between the entities and the database schema:
// starts a throwaway embedded PostgreSQL, applies the existing migrations, then runs the MikroORM CLI.
//   npm run db:migration:create            (or: -- --initial for the very first one)
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { initOrm, migrate } from '../src/db/orm';

const dir = 'data/migration-postgres';
rmSync(dir, { recursive: true, force: true });
const pg = await startEmbeddedPostgres({ dir, port: 54349, log: console.log });
try {
  await pg.createDatabase('migrations');
  const url = pg.url('migrations');
  const orm = await initOrm(url);
  await migrate(orm);
  await orm.close(true);
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'node_modules/@mikro-orm/cli/esm.js', 'migration:create', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url, MIKRO_ORM_CLI_ALWAYS_ALLOW_TS: '1' },
  });
  process.exitCode = result.status ?? 1;
} finally {
  await pg.stop();
  rmSync(dir, { recursive: true, force: true });
}
