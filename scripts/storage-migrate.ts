// Copies the photos in UPLOAD_DIR (variants and originals) into the bucket of the S3_* settings:
//   STORAGE=s3 S3_BUCKET=… S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… npm run storage:migrate
// Safe to run again: files already in the bucket with the same size are skipped. The site may keep
// running meanwhile; run it once more after switching to STORAGE=s3 to catch late uploads.
import { loadDotenv, loadEnv } from '../src/env';
import { migrateLocalToBucket } from '../src/modules/image/copy-storage';

loadDotenv();
const env = loadEnv();
try {
  const result = await migrateLocalToBucket(env, (done, total) => {
    if (done % 100 === 0 || done === total) console.log(`  ${done}/${total} copied`);
  });
  console.log(`\n  ${result.total} file(s) in ${env.UPLOAD_DIR}: ${result.copied} copied, ${result.skipped} already in bucket "${env.S3_BUCKET}".\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
