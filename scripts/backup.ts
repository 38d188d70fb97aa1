// Writes one backup archive (database dump + photos + manifest) into BACKUP_DIR and keeps the last BACKUP_KEEP.
//   npm run backup
import { basename, resolve } from 'node:path';
import { loadDotenv, loadEnv, projectRoot } from '../src/env';
import { createBackup } from '../src/ops/backup';
import { imageStorageFor, openOpsDatabase } from '../src/ops/cli';

loadDotenv();
const env = loadEnv();
const log = (msg: string) => {
  if (!msg.startsWith('postgres: ')) console.log(msg);
};
const db = await openOpsDatabase(env, { exclusive: false, log }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
try {
  const dir = resolve(projectRoot, env.BACKUP_DIR);
  const result = await createBackup({ url: db.url, storage: await imageStorageFor(env), dir, keep: env.BACKUP_KEEP, pgBinDir: env.PG_BIN_DIR });
  const photos = result.manifest.entries.length - 1;
  console.log(`Backup written: ${result.file} (${(result.bytes / 1e6).toFixed(1)} MB, ${photos} photo files, migration ${result.manifest.database.migrations.at(-1) ?? 'none'})`);
  if (result.removed.length) console.log(`Removed older backups beyond BACKUP_KEEP=${env.BACKUP_KEEP}: ${result.removed.map((f) => basename(f)).join(', ')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
