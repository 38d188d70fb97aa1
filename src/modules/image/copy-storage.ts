import pLimit from 'p-limit';
import { resolve } from 'node:path';
import { projectRoot, type Env } from '../../env';
import { createImageStorage, LocalImageStorage, type ImageStorage } from './storage';

export type CopyResult = { total: number; copied: number; skipped: number };

/**
 * Copies every file of one store into another under the same key: public variants and originals.
 * A key the target already holds with the same size is skipped, so an interrupted run just runs
 * again (names are content hashes: same name and size means the same file). Nothing is deleted
 * from either side. A few files travel at once; one at a time is slow over the network and many
 * would hold every photo in memory.
 */
export async function copyImageFiles(source: ImageStorage, target: ImageStorage, onProgress?: (done: number, total: number) => void): Promise<CopyResult> {
  const [have, want] = await Promise.all([target.sizes(), source.sizes()]);
  const todo = [...want].filter(([key, size]) => have.get(key) !== size).map(([key]) => key);
  const limit = pLimit(4);
  let done = 0;
  await Promise.all(
    todo.map((key) =>
      limit(async () => {
        await target.put(key, await source.get(key));
        onProgress?.(++done, todo.length);
      }),
    ),
  );
  return { total: want.size, copied: todo.length, skipped: want.size - todo.length };
}

/** `npm run storage:migrate`: the photos in UPLOAD_DIR into the configured bucket. */
export async function migrateLocalToBucket(env: Env, onProgress?: (done: number, total: number) => void): Promise<CopyResult> {
  if (env.STORAGE !== 's3') throw new Error('Set STORAGE=s3 and the S3_* settings of the bucket to copy the photos into.');
  const target = await createImageStorage(env);
  try {
    await target.verify?.();
    return await copyImageFiles(new LocalImageStorage(resolve(projectRoot, env.UPLOAD_DIR)), target, onProgress);
  } finally {
    target.close?.();
  }
}
