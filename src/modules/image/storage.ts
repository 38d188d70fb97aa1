import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * Where image files live. Keys are relative names such as `public/<hash>-640.avif` (served under
 * /uploads/) or `originals/<hash>.jpg` (never served). Names are derived from the content, so
 * writing a key twice writes the same bytes: a write is idempotent and needs no locking between
 * instances. An S3-compatible bucket can implement the same four calls later; the public files
 * would then be served by the bucket or a CDN instead of `publicDir`.
 */
export interface ImageStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
  remove(keys: readonly string[]): Promise<void>;
  /** Every stored key (public variants and originals), for backups and moving between stores. */
  list(): Promise<string[]>;
  /** Folder whose files are served under /uploads/, for local storage. */
  readonly publicDir: string;
}

/** Files in a folder; several instances share it as one volume (NFS, a shared disk, a Docker volume). */
export class LocalImageStorage implements ImageStorage {
  readonly publicDir: string;
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
}
