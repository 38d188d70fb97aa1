import { afterAll, beforeAll } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { loadEnv, type Env } from '../env';
import { S3ImageStorage } from '../modules/image/s3-storage';

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1 with a free port and its files in a temporary
 * folder, for the object-storage tests. Each start has one bucket; `stop()` removes everything.
 */
export class TestS3Server {
  readonly bucket = 'skarpjern-photos';
  port = 0;
  private server: S3rver | null = null;
  private dir = '';

  async start(): Promise<this> {
    this.dir = await mkdtemp(join(tmpdir(), 'skarpjern-s3-'));
    const server = new S3rver({ address: '127.0.0.1', port: 0, directory: this.dir, silent: process.env.S3RVER_LOG !== '1', configureBuckets: [{ name: this.bucket }] });
    this.port = (await server.run()).port;
    this.server = server;
    return this;
  }

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Where the bucket's objects are readable over HTTP (s3rver serves them without signatures). */
  get bucketUrl(): string {
    return `${this.endpoint}/${this.bucket}`;
  }

  /** The settings that point the app at this server. */
  env(extra: Record<string, string> = {}): Record<string, string> {
    return {
      STORAGE: 's3',
      S3_ENDPOINT: this.endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: this.bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      ...extra,
    };
  }

  /** A storage client of its own, to look into the bucket without going through the app. */
  storage(extra: Record<string, string> = {}): S3ImageStorage {
    const env: Env = loadEnv(this.env(extra));
    return S3ImageStorage.fromEnv(env);
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    await server?.close();
    if (this.dir) await rm(this.dir, { recursive: true, force: true });
  }
}

/**
 * For a test file: a local S3 server and a client of its bucket for the file's tests, started before
 * them and stopped after. Read `.s3` and `.bucket` inside the tests (they exist once beforeAll ran).
 */
export function useTestBucket(): { readonly s3: TestS3Server; readonly bucket: S3ImageStorage } {
  let s3: TestS3Server | undefined;
  let bucket: S3ImageStorage | undefined;
  beforeAll(async () => {
    s3 = await new TestS3Server().start();
    bucket = s3.storage();
  });
  afterAll(async () => {
    bucket?.close();
    await s3?.stop();
  });
  return {
    get s3() {
      return s3!;
    },
    get bucket() {
      return bucket!;
    },
  };
}
