// A backup → wipe → restore rehearsal with the real pg_dump/pg_restore: every table's rows, every
// sequence and every photo's bytes come back; damaged archives and non-empty targets are refused.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { create as createTar, extract as extractTar } from 'tar';
import { afterAll, beforeAll, describe, expect, it, inject, vi } from 'vitest';
import { initOrm, migrate } from '../db/orm';
import { LocalImageStorage, type ImageStorage } from '../modules/image/storage';
import { seedDatabase } from '../seeders/database-seeder';
import { createHarness, loginCookie, type Harness } from '../test/harness';
import { createDatabase, dropDatabase } from '../test/test-server';
import { createBackup, listBackups, restoreBackup, type BackupManifest } from './backup';

let h: Harness;
let cookie: string;
const temp: string[] = [];
const databases: string[] = [];

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temp.push(dir);
  return dir;
}

async function emptyDatabase(): Promise<string> {
  const name = `restore_${randomBytes(6).toString('hex')}`;
  databases.push(name);
  return createDatabase(inject('pgBaseUrl'), name);
}

beforeAll(async () => {
  h = await createHarness();
  cookie = await loginCookie(h.app);
});
afterAll(async () => {
  await h?.close();
  for (const name of databases) await dropDatabase(inject('pgBaseUrl'), name);
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

type Snapshot = { tables: Record<string, string[]>; sequences: Record<string, string> };

/** Every row of every table in our schemas (as JSON text, sorted) and every sequence's position. */
async function snapshot(url: string): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname in ('public', 'graphile_worker') order by 1`,
    );
    const out: Snapshot = { tables: {}, sequences: {} };
    for (const { name } of tables.rows) {
      const rows = await client.query<{ r: string }>(`select row_to_json(t)::text as r from ${name} t`);
      out.tables[name] = rows.rows.map((r) => r.r).sort();
    }
    const seqs = await client.query<{ name: string; last: string; called: boolean }>(
      `select format('%I.%I', schemaname, sequencename) as name, coalesce(last_value, 0)::text as last from pg_sequences where schemaname in ('public', 'graphile_worker')`,
    );
    for (const s of seqs.rows) out.sequences[s.name] = s.last;
    return out;
  } finally {
    await client.end();
  }
}

async function photos(storage: ImageStorage): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const key of await storage.list()) out[key] = (await storage.get(key)).toString('base64');
  return out;
}

/** A small photo, uploaded as the back office does, waited for until its WebP and AVIF exist. */
async function uploadPhoto(seed: number): Promise<void> {
  const raw = Buffer.alloc(400 * 300 * 3, seed);
  const jpeg = await sharp(raw, { raw: { width: 400, height: 300, channels: 3 } }).jpeg().toBuffer();
  const boundary = `----b${seed}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nTerrasse ${seed}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/admin/images',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie, origin: 'http://localhost:80' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json<{ id: number }>();
  const status = async () => (await h.orm.em.fork().getConnection().execute<Array<{ status: string }>>('select status from image where id = ?', [id]))[0]?.status;
  // vi.waitFor, not expect.poll: this runs in beforeAll too.
  await vi.waitFor(async () => expect(await status(), 'photo variants not finished').toBe('ready'), { timeout: 30_000, interval: 100 });
}

describe('backup and restore', () => {
  let archive: string;
  let manifest: BackupManifest;
  let before: Snapshot;
  let beforePhotos: Record<string, string>;
  const backupDir = () => join(h.uploadDir, '..', `${h.uploadDir.split('/').pop()}-backups`);

  beforeAll(async () => {
    await seedDatabase(h.orm.em.fork());
    await uploadPhoto(90);
    await uploadPhoto(200);
    // Enquiries with their mails and queue jobs (no worker runs here, so the jobs stay queued).
    for (let i = 0; i < 3; i++) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { type: 'contact', name: `Kunde ${i}`, email: `kunde${i}@example.no`, phone: '', message: `Melding nummer ${i} med æøå.` },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    temp.push(backupDir());
  });

  it('writes one tar with the dump, every photo and a manifest with checksums, the app version and the migration level', async () => {
    const storage = new LocalImageStorage(h.uploadDir);
    before = await snapshot(h.url);
    beforePhotos = await photos(storage);
    expect(Object.keys(beforePhotos).length).toBeGreaterThan(10); // originals and every variant of two photos
    expect(before.tables['public.enquiry']).toHaveLength(3);
    expect(before.tables['graphile_worker._private_jobs']?.length).toBeGreaterThan(0);

    const result = await createBackup({ url: h.url, storage, dir: backupDir(), keep: 14 });
    archive = result.file;
    manifest = result.manifest;
    expect(archive).toMatch(/skarpjern-\d{8}T\d{9}Z\.tar$/);
    expect(statSync(archive).mode & 0o777).toBe(0o640);
    expect(manifest.app.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(manifest.database.migrations.length).toBeGreaterThan(0);
    expect(manifest.database.jobQueueMigration).toBeGreaterThan(0);
    expect(manifest.entries.map((e) => e.path).sort()).toEqual(['db.dump', ...Object.keys(beforePhotos).map((k) => `files/${k}`)].sort());

    const unpacked = tempDir('backup-unpacked-');
    await extractTar({ file: archive, cwd: unpacked });
    expect(readdirSync(unpacked).sort()).toEqual(['db.dump', 'files', 'manifest.json']);
    // pg_dump's custom format starts with PGDMP.
    expect((await readFile(join(unpacked, 'db.dump'))).subarray(0, 5).toString()).toBe('PGDMP');
  });

  it('restores into a new database and an empty photo store: the same rows, sequences and photo bytes', async () => {
    const url = await emptyDatabase();
    const storage = new LocalImageStorage(tempDir('restored-uploads-'));
    const result = await restoreBackup({ file: archive, url, storage });
    expect(result.files).toBe(Object.keys(beforePhotos).length);
    expect(await snapshot(url)).toEqual(before);
    expect(await photos(storage)).toEqual(beforePhotos);

    // The restored database is current: a start finds nothing to migrate.
    const orm = await initOrm(url, { pool: { min: 0, max: 2 } });
    try {
      expect(await migrate(orm)).toEqual([]);
    } finally {
      await orm.close(true);
    }
  });

  it('refuses a non-empty target without --force, and with it replaces what was there', async () => {
    const storage = new LocalImageStorage(h.uploadDir);
    // Changes after the backup: a new enquiry and a lost photo file.
    await h.app.inject({ method: 'POST', url: '/api/contact', payload: { type: 'contact', name: 'Etter', email: 'etter@example.no', phone: '', message: 'Kom etter sikkerhetskopien.' } });
    const lost = Object.keys(beforePhotos)[0]!;
    await storage.remove([lost]);

    await expect(restoreBackup({ file: archive, url: h.url, storage })).rejects.toThrow(/not empty.*--force/);
    expect((await snapshot(h.url)).tables['public.enquiry']).toHaveLength(4); // untouched

    // The app's own connections would hold locks on the tables the wipe drops.
    await h.app.close();
    await h.orm.close(true);
    await restoreBackup({ file: archive, url: h.url, storage, force: true });
    expect(await snapshot(h.url)).toEqual(before);
    expect(await photos(storage)).toEqual(beforePhotos);
    // The harness closes these again at the end; give it fresh ones to close.
    h.orm = await initOrm(h.url, { pool: { min: 0, max: 2 } });
  });

  it('refuses a damaged archive before touching the target', async () => {
    const unpacked = tempDir('backup-damaged-');
    await extractTar({ file: archive, cwd: unpacked });
    const victim = manifest.entries.find((e) => e.path.startsWith('files/'))!;
    const path = join(unpacked, ...victim.path.split('/'));
    const bytes = await readFile(path);
    const middle = bytes.length >> 1;
    bytes[middle] = bytes[middle]! ^ 0xff;
    writeFileSync(path, bytes);
    const damaged = join(tempDir('backup-damaged-tar-'), 'skarpjern-20260101T000000000Z.tar');
    await createTar({ file: damaged, cwd: unpacked, portable: true }, ['manifest.json', 'db.dump', 'files']);

    const url = await emptyDatabase();
    const storage = new LocalImageStorage(tempDir('damaged-uploads-'));
    await expect(restoreBackup({ file: damaged, url, storage })).rejects.toThrow(`the checksum of ${victim.path} does not match`);
    expect(Object.keys((await snapshot(url)).tables)).toEqual([]);
    expect(await storage.list()).toEqual([]);
  });

  it('keeps the last BACKUP_KEEP archives', async () => {
    const dir = tempDir('backup-keep-');
    const storage = new LocalImageStorage(tempDir('keep-uploads-'));
    const url = await emptyDatabase();
    const made: string[] = [];
    for (let i = 0; i < 4; i++) {
      const { file, removed } = await createBackup({ url, storage, dir, keep: 2, now: new Date(Date.UTC(2026, 0, 1 + i, 2, 15)) });
      made.push(file);
      expect(removed).toHaveLength(i < 2 ? 0 : 1);
    }
    expect(await listBackups(dir)).toEqual(made.slice(2).map((f) => f.split('/').pop()));
    expect(made.slice(0, 2).some((f) => existsSync(f))).toBe(false);
    expect(statSync(made[3]!).size).toBeGreaterThan(0);
  });
});
