// Restores a backup archive into an empty database and photo store.
//   npm run restore -- data/backups/skarpjern-20261124T021500000Z.tar [--force]
// --force replaces what the database and the photo store hold. Stop every app instance first.
import { resolve } from 'node:path';
import { withStartupLock } from '../src/db/startup-lock';
import { loadDotenv, loadEnv, projectRoot } from '../src/env';
import { restoreBackup } from '../src/ops/backup';
import { imageStorageFor, openOpsDatabase } from '../src/ops/cli';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((a) => !a.startsWith('--'));
const unknown = args.filter((a) => a.startsWith('--') && a !== '--force');
if (files.length !== 1 || unknown.length) {
  console.error('Usage: npm run restore -- <backup .tar> [--force]');
  process.exit(2);
}

loadDotenv();
const env = loadEnv();
// The embedded server's own complaints while it stops (connections it ends) are not news here.
const log = (msg: string) => {
  if (!msg.startsWith('postgres: ')) console.log(msg);
};
const db = await openOpsDatabase(env, { exclusive: true, log }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
try {
  // Under the start-up lock: an instance starting meanwhile waits instead of migrating a half-restored database.
  const storage = await imageStorageFor(env);
  const result = await withStartupLock(db.url, () =>
    restoreBackup({ file: resolve(files[0]!), url: db.url, storage, force, pgBinDir: env.PG_BIN_DIR, workDir: resolve(projectRoot, env.BACKUP_DIR) }),
  );
  const m = result.manifest;
  console.log(`Restored the backup of ${m.createdAt} (app ${m.app.version}, migration ${m.database.migrations.at(-1) ?? 'none'}): the database and ${result.files} photo files.`);
  console.log('The next start applies any newer migrations.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
