import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { projectRoot, type Env } from '../../env';

/** A stored file opened for sending; `body` is null when the ETag the client has still matches. */
export type StoredFile = { body: Readable | null; size: number; etag: string };

/**
 * Where image files live. Keys are relative names such as `public/<hash>-640.avif` (served under
 * /uploads/) or `originals/<hash>.jpg` (never served). Names are derived from the content, so
 * writing a key twice writes the same bytes: a write is idempotent and needs no locking between
 * instances. Two implementations: a local folder (LocalImageStorage) and an S3-compatible bucket
 * (S3ImageStorage in s3-storage.ts); createImageStorage(env) picks the configured one.
 */
export interface ImageStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
  remove(keys: readonly string[]): Promise<void>;
  /** Every stored key (public variants and originals), for backups and moving between stores. */
  list(): Promise<string[]>;
  /** Every stored key with its size in bytes: a move between stores skips what is already there. */
  sizes(): Promise<Map<string, number>>;
  /** Opens a file for serving under /uploads/; null when there is none. With the client's ETag, no body if it matches. */
  open(key: string, ifNoneMatch?: string): Promise<StoredFile | null>;
  /** Folder whose files the static file server sends under /uploads/; null when open() serves them. */
  readonly publicDir: string | null;
  /** Origin and path browsers load `public/` files from instead of /uploads/ (a CDN); null: /uploads/. */
  readonly publicUrl: string | null;
  /** Checks at start that the store can be used (a bucket: it exists and the credentials work). */
  verify?(): Promise<void>;
  /** Releases held connections (a bucket client's keep-alive sockets). */
  close?(): void;
}

/** Files in a folder; several instances share it as one volume (NFS, a shared disk, a Docker volume). */
export class LocalImageStorage implements ImageStorage {
  readonly publicDir: string;
  readonly publicUrl = null;
  constructor(private readonly root: string) {
    this.root = resolve(root);
    this.publicDir = join(this.root, 'public');
  }

  private path(key: string): string {
    const full = resolve(this.root, key);
    if (!full.startsWith(this.root + sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    // Written beside the target and renamed: a reader (or another instance) never sees half a file.
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, data);
    await rename(temp, target);
  }

  get(key: string): Promise<Buffer> {
    return readFile(this.path(key));
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.path(key))).isFile();
    } catch {
      return false;
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.path(key), { force: true })));
  }

  async list(): Promise<string[]> {
    let entries;
    try {
      entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    } catch {
      return [];
    }
    return entries
      .filter((e) => e.isFile() && !e.name.endsWith('.tmp'))
      .map((e) => relative(this.root, join(e.parentPath, e.name)).split(sep).join('/'))
      .sort();
  }

  async sizes(): Promise<Map<string, number>> {
    const keys = await this.list();
    const sizes = await Promise.all(keys.map(async (key) => (await stat(this.path(key))).size));
    return new Map(keys.map((key, i) => [key, sizes[i]!]));
  }

  async open(key: string, ifNoneMatch?: string): Promise<StoredFile | null> {
    try {
      const info = await stat(this.path(key));
      if (!info.isFile()) return null;
      const etag = `W/"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`;
      return { body: ifNoneMatch === etag ? null : createReadStream(this.path(key)), size: info.size, etag };
    } catch {
      return null;
    }
  }
}

/**
 * The store the settings name: UPLOAD_DIR on local disk (the default) or the S3 bucket. The SDK
 * is loaded only for a bucket, so a local start neither pays for it nor prints its warnings.
 */
export async function createImageStorage(env: Env): Promise<ImageStorage> {
  if (env.STORAGE === 'local') return new LocalImageStorage(resolve(projectRoot, env.UPLOAD_DIR));
  const { S3ImageStorage } = await import('./s3-storage');
  return S3ImageStorage.fromEnv(env);
}
