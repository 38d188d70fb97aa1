import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { Env } from '../../env';
import type { ImageStorage, StoredFile } from './storage';

export type S3StorageOptions = {
  bucket: string;
  client: S3ClientConfig;
  /** Where browsers load `public/` keys from (a CDN or the bucket's public address); null: /uploads/. */
  publicUrl: string | null;
};

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif', png: 'image/png' };
/** What /uploads/ sends today: names change with the content, so a CDN or browser may keep them a year. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const isMissing = (error: unknown) => error instanceof NotFound || error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Image files in an S3-compatible bucket, under the same keys as on disk. Public variants are
 * stored with their content type and the year-long Cache-Control, so a CDN or the bucket itself
 * can send them as they are. Originals sit under `originals/`: the bucket's policy must keep that
 * prefix private (only `public/` may be readable anonymously), since the app cannot check it.
 */
export class S3ImageStorage implements ImageStorage {
  readonly publicDir = null;
  readonly publicUrl: string | null;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.client = new S3Client(options.client);
    this.bucket = options.bucket;
    this.publicUrl = options.publicUrl;
  }

  static fromEnv(env: Env): S3ImageStorage {
    if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) throw new Error('STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    return new S3ImageStorage({
      bucket: env.S3_BUCKET,
      publicUrl: env.S3_PUBLIC_URL ?? null,
      client: {
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
        // Checksums only where S3 requires them: since 3.729 the SDK adds CRC32 headers to every
        // upload by default, which several S3-compatible servers reject or do not store.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    });
  }

  /**
   * Fails with a readable message when the bucket cannot be reached with these settings (wrong
   * name, endpoint or credentials), so a misconfigured server stops at start instead of failing
   * every upload. Names no secret.
   */
  async verify(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      const reason = status === 404 ? 'it does not exist' : status === 403 ? 'access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)' : ((error as Error).name ?? 'unreachable');
      throw new Error(`Photo storage: bucket "${this.bucket}" cannot be used: ${reason}`, { cause: error });
    }
  }

  private key(key: string): string {
    if (key.startsWith('/') || key.split('/').some((part) => part === '' || part === '.' || part === '..')) throw new Error(`Invalid storage key: ${key}`);
    return key;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const ext = key.slice(key.lastIndexOf('.') + 1);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(key),
        Body: data,
        ContentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
        CacheControl: key.startsWith('public/') ? PUBLIC_CACHE_CONTROL : 'private, no-store',
      }),
    );
  }

  async get(key: string): Promise<Buffer> {
    const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
    if (!out.Body) throw new Error(`Empty object: ${key}`);
    return Buffer.from(await out.Body.transformToByteArray());
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    // DeleteObjects takes at most 1,000 keys; a missing key counts as deleted.
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000).map((key) => ({ Key: this.key(key) }));
      const out = await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }));
      if (out.Errors?.length) throw new Error(`Could not delete ${out.Errors.length} object(s): ${out.Errors[0]?.Code ?? 'unknown error'}`);
    }
  }

  async list(): Promise<string[]> {
    return [...(await this.sizes()).keys()].sort();
  }

  async sizes(): Promise<Map<string, number>> {
    // ListObjects (v1) paged by the last key seen: every S3-compatible service has it, while the
    // opaque v2 continuation tokens are where they differ (s3rver makes them with DES, which
    // OpenSSL 3 no longer offers, so its v2 paging fails on current Node).
    const sizes = new Map<string, number>();
    let marker: string | undefined;
    for (;;) {
      const page = await this.client.send(new ListObjectsCommand({ Bucket: this.bucket, Marker: marker }));
      const contents = page.Contents ?? [];
      for (const object of contents) if (object.Key) sizes.set(object.Key, object.Size ?? 0);
      marker = contents.at(-1)?.Key;
      if (!page.IsTruncated || !marker) return sizes;
    }
  }

  async open(key: string, ifNoneMatch?: string): Promise<StoredFile | null> {
    try {
      // Conditional: a revalidation the bucket answers 304 costs no transfer of the object.
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(key), IfNoneMatch: ifNoneMatch }));
      if (!out.Body) return null;
      return { body: out.Body as Readable, size: out.ContentLength ?? 0, etag: out.ETag ?? '' };
    } catch (error) {
      if (isMissing(error)) return null;
      if (ifNoneMatch && (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 304) return { body: null, size: 0, etag: ifNoneMatch };
      throw error;
    }
  }

  close(): void {
    this.client.destroy();
  }
}
