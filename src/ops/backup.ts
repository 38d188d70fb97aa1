import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { create as createTar, extract as extractTar } from 'tar';
import { migrationsList } from '../../migrations';
import { projectRoot } from '../env';
import type { ImageStorage } from '../modules/image/storage';
import { childConnection, findPgTool, runPgTool, serverMajor } from './pg-tools';

// One backup is one plain tar: manifest.json, db.dump (pg_dump's custom format) and files/<key>
// for every key of the image store. Plain tar and a standard dump, so it can be inspected and
// restored by hand (tar -xf, pg_restore) if this code is ever not at hand.

export const BACKUP_FORMAT = 'skarpjern-backup';
const NAME = /^skarpjern-\d{8}T\d{9}Z\.tar$/;

export type ManifestEntry = { path: string; size: number; sha256: string };
export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  app: { name: string; version: string };
  database: {
    /** Major of the server that was dumped, and of the pg_dump that dumped it (pg_restore must be as new). */
    serverMajor: number;
    pgDumpMajor: number;
    /** The application's migrations applied at the time of the dump, oldest first. */
    migrations: string[];
    /** The job queue's (graphile-worker) schema revision. */
    jobQueueMigration: number | null;
  };
  /** db.dump and every photo, with their checksums. */
  entries: ManifestEntry[];
};

function appInfo(): { name: string; version: string } {
  const pkg = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { name: string; version: string };
  return { name: pkg.name, version: pkg.version };
}

async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** 2026-11-24T21:05:00.123Z → 20261124T210500123Z: sorts by time as text. */
function stamp(date: Date): string {
  return date.toISOString().replace(/[-:.]/g, '');
}

async function migrationLevel(url: string): Promise<{ migrations: string[]; jobQueueMigration: number | null }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // A database nobody has started the app on has neither table yet; it can still be backed up.
    const hasOurs = (await client.query<{ t: string | null }>(`select to_regclass('public.mikro_orm_migrations')::text as t`)).rows[0]?.t;
    const ours = hasOurs ? await client.query<{ name: string }>('select name from mikro_orm_migrations order by id') : { rows: [] };
    const hasQueue = (await client.query<{ t: string | null }>(`select to_regclass('graphile_worker.migrations')::text as t`)).rows[0]?.t;
    const queue = hasQueue ? await client.query<{ id: number | null }>('select max(id) as id from graphile_worker.migrations') : { rows: [] };
    return { migrations: ours.rows.map((r) => r.name), jobQueueMigration: queue.rows[0]?.id ?? null };
  } finally {
    await client.end();
  }
}

/** A key must stay inside files/ once extracted, whichever store it came from. */
function assertSafeKey(key: string): void {
  if (!key || key.startsWith('/') || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`Unsafe storage key in backup: ${JSON.stringify(key)}`);
  }
}

export type BackupOptions = {
  url: string;
  storage: ImageStorage;
  dir: string;
  keep: number;
  pgBinDir?: string;
  now?: Date;
};

export type BackupResult = { file: string; manifest: BackupManifest; bytes: number; removed: string[] };

/**
 * Writes one archive into `dir` and deletes the oldest beyond `keep`. The database is dumped first
 * and the photos listed after: a photo row in the dump then always finds its files in the archive
 * (files are written before their row and never changed). Photos pass through one at a time, so
 * memory holds at most one file however large the store.
 */
export async function createBackup(opts: BackupOptions): Promise<BackupResult> {
  const dir = resolve(opts.dir);
  await mkdir(dir, { recursive: true });
  await removeStaleStaging(dir);
  const staging = await mkdtemp(join(dir, '.staging-'));
  try {
    const major = await serverMajor(opts.url);
    const dump = await findPgTool('pg_dump', major, opts.pgBinDir);
    const level = await migrationLevel(opts.url);
    const conn = childConnection(opts.url);
    const dumpPath = join(staging, 'db.dump');
    // Custom format: compressed, and pg_restore can restore it table by table. Owners and grants
    // are left out: the restoring role may be another one.
    await runPgTool(dump.path, ['--format=custom', '--no-owner', '--no-acl', `--file=${dumpPath}`, `--dbname=${conn.dbname}`], conn.env);
    const entries: ManifestEntry[] = [{ path: 'db.dump', size: (await stat(dumpPath)).size, sha256: await sha256File(dumpPath) }];

    await mkdir(join(staging, 'files'));
    for (const key of await opts.storage.list()) {
      assertSafeKey(key);
      const data = await opts.storage.get(key);
      const target = join(staging, 'files', ...key.split('/'));
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, data);
      entries.push({ path: `files/${key}`, size: data.length, sha256: createHash('sha256').update(data).digest('hex') });
    }

    const now = opts.now ?? new Date();
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: now.toISOString(),
      app: appInfo(),
      database: { serverMajor: major, pgDumpMajor: dump.major, ...level },
      entries,
    };
    await writeFile(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));

    const file = join(dir, `skarpjern-${stamp(now)}.tar`);
    // Written under another name and renamed: a half-written archive is never taken for a backup.
    const partial = `${file}.partial`;
    await createTar({ file: partial, cwd: staging, portable: true }, ['manifest.json', 'db.dump', 'files']);
    // It holds every customer's enquiry: readable by the app's user (and group) only, whatever the umask.
    await chmod(partial, 0o640);
    await rename(partial, file);
    const removed = await pruneBackups(dir, opts.keep);
    return { file, manifest, bytes: (await stat(file)).size, removed };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Archives in `dir`, oldest first. */
export async function listBackups(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir)).filter((name) => NAME.test(name)).sort();
}

/** Deletes the oldest archives beyond `keep`; returns their names. Other files in the folder are left alone. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = await listBackups(dir);
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(join(dir, name), { force: true });
  return old;
}

/** Staging folders of a backup that died (a killed process) more than a day ago. */
async function removeStaleStaging(dir: string): Promise<void> {
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const name of await readdir(dir)) {
    if (!name.startsWith('.staging-') && !name.endsWith('.tar.partial')) continue;
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info && info.mtimeMs < dayAgo) await rm(path, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Restore

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'));
}

/**
 * Extracts an archive into `into` and checks it against its manifest: every entry present with its
 * size and SHA-256, nothing extra. Returns the manifest.
 */
export async function extractAndVerify(file: string, into: string): Promise<BackupManifest> {
  // Only plain files and folders: a link in a crafted archive could point out of the folder.
  await extractTar({ file, cwd: into, strict: true, filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory') });
  const manifestPath = join(into, 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${file} is not a backup of this application: it has no manifest.json`);
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== 1) throw new Error(`${file} is not a backup this version can read (format ${String(manifest.format)} ${String(manifest.version)})`);
  const listed = new Set(manifest.entries.map((e) => e.path));
  const present = (await filesUnder(into)).filter((p) => p !== 'manifest.json');
  const extra = present.filter((p) => !listed.has(p));
  if (extra.length) throw new Error(`${file} holds files its manifest does not list (${extra.slice(0, 3).join(', ')}): refusing it`);
  for (const entry of manifest.entries) {
    if (entry.path !== 'db.dump') assertSafeKey(entry.path.replace(/^files\//, ''));
    const path = join(into, ...entry.path.split('/'));
    if (!existsSync(path)) throw new Error(`${file} is damaged: ${entry.path} is missing`);
    const size = (await stat(path)).size;
    const sum = await sha256File(path);
    if (size !== entry.size || sum !== entry.sha256) throw new Error(`${file} is damaged: the checksum of ${entry.path} does not match its manifest`);
  }
  return manifest;
}

/** Relations of the database outside PostgreSQL's own schemas. */
async function userRelations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`,
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

/** Empties the database: every schema of ours is dropped, `public` is made anew. */
async function wipeDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      `select nspname from pg_namespace where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'`,
    );
    await client.query('begin');
    for (const { nspname } of rows) await client.query(`drop schema ${pg.escapeIdentifier(nspname)} cascade`);
    await client.query('create schema public');
    await client.query('commit');
  } finally {
    await client.end();
  }
}

export type RestoreOptions = {
  file: string;
  url: string;
  storage: ImageStorage;
  /** Replace what the database and the photo store hold; without it a non-empty target is refused. */
  force?: boolean;
  pgBinDir?: string;
  /** Where the archive is unpacked on the way (about its size is needed); default: the system's temp folder. */
  workDir?: string;
};

export type RestoreResult = { manifest: BackupManifest; files: number };

/**
 * Restores an archive into an empty database and photo store (or, with `force`, replaces what they
 * hold). Everything is checked before anything is touched: the checksums, and that this version
 * knows every migration the backup's database had (an older app would misread a newer schema).
 * The caller holds the start-up lock, so no instance migrates a half-restored database.
 */
export async function restoreBackup(opts: RestoreOptions): Promise<RestoreResult> {
  const parent = opts.workDir ?? tmpdir();
  await mkdir(parent, { recursive: true });
  const work = await mkdtemp(join(parent, '.restore-'));
  try {
    const manifest = await extractAndVerify(resolve(opts.file), work);
    const known = new Set(migrationsList.map((m) => m.name));
    const unknown = manifest.database.migrations.filter((m) => !known.has(m));
    if (unknown.length) {
      throw new Error(`The backup comes from a newer version of the app (${manifest.app.version}; migration ${unknown[0]} is unknown here). Install that version or newer, then restore.`);
    }

    const relations = await userRelations(opts.url);
    const keys = await opts.storage.list();
    if ((relations > 0 || keys.length > 0) && !opts.force) {
      throw new Error(
        `The target is not empty (the database has ${relations} tables and other relations, the photo store ${keys.length} files). ` +
          'Restore into a new database and an empty photo store, or add --force to replace what they hold.',
      );
    }

    // pg_restore must read what the backup's pg_dump wrote, and talk to this server.
    const major = Math.max(await serverMajor(opts.url), manifest.database.pgDumpMajor);
    const restore = await findPgTool('pg_restore', major, opts.pgBinDir);
    if (relations > 0) await wipeDatabase(opts.url);
    if (keys.length > 0) await opts.storage.remove(keys);

    const conn = childConnection(opts.url);
    // One transaction: a restore that fails leaves the database as empty as it found it.
    await runPgTool(restore.path, ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${conn.dbname}`, join(work, 'db.dump')], conn.env);

    let files = 0;
    for (const entry of manifest.entries) {
      if (!entry.path.startsWith('files/')) continue;
      await opts.storage.put(entry.path.slice('files/'.length), await readFile(join(work, ...entry.path.split('/'))));
      files++;
    }
    return { manifest, files };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
