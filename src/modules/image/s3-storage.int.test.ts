import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { useTestBucket } from '../../test/s3';
import { copyImageFiles, migrateLocalToBucket } from './copy-storage';
import { LocalImageStorage } from './storage';

const server = useTestBucket();

const text = (body: NodeJS.ReadableStream) => new Response(body as unknown as ReadableStream).text();

describe('S3ImageStorage against an S3-compatible server', () => {
  it('puts, gets, lists, opens and removes files under the same keys as on disk', async () => {
    expect(await server.bucket.list()).toEqual([]);
    await server.bucket.put('public/aa-640.jpg', Buffer.from('jpeg bytes'));
    await server.bucket.put('originals/aa.jpg', Buffer.from('the original'));
    // Written twice with the same bytes: still one object.
    await server.bucket.put('public/aa-640.jpg', Buffer.from('jpeg bytes'));

    expect((await server.bucket.get('public/aa-640.jpg')).toString()).toBe('jpeg bytes');
    expect(await server.bucket.exists('originals/aa.jpg')).toBe(true);
    expect(await server.bucket.exists('public/missing-640.jpg')).toBe(false);
    expect(await server.bucket.list()).toEqual(['originals/aa.jpg', 'public/aa-640.jpg']);
    expect(await server.bucket.sizes()).toEqual(new Map([['originals/aa.jpg', 12], ['public/aa-640.jpg', 10]]));

    const file = await server.bucket.open('public/aa-640.jpg');
    expect(file).not.toBeNull();
    expect(file!.size).toBe(10);
    expect(file!.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(await text(file!.body!)).toBe('jpeg bytes');
    expect(await server.bucket.open('public/missing-640.jpg')).toBeNull();
    // The client's copy is current: no body. Another ETag: the file.
    expect(await server.bucket.open('public/aa-640.jpg', file!.etag)).toEqual({ body: null, size: 0, etag: file!.etag });
    const stale = await server.bucket.open('public/aa-640.jpg', '"0123"');
    expect(await text(stale!.body!)).toBe('jpeg bytes');
    await expect(server.bucket.get('public/missing-640.jpg')).rejects.toThrow();

    await server.bucket.remove(['public/aa-640.jpg', 'public/never-there-640.jpg']);
    await server.bucket.remove([]);
    expect(await server.bucket.list()).toEqual(['originals/aa.jpg']);
    await server.bucket.remove(['originals/aa.jpg']);
    expect(await server.bucket.list()).toEqual([]);
  });

  it('stores public variants with their type and a year of caching, originals as private', async () => {
    await server.bucket.put('public/bb-320.webp', Buffer.from('webp'));
    await server.bucket.put('originals/bb.png', Buffer.from('png'));
    const pub = await fetch(`${server.s3.bucketUrl}/public/bb-320.webp`);
    expect(pub.status).toBe(200);
    expect(pub.headers.get('content-type')).toBe('image/webp');
    expect(pub.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const original = await fetch(`${server.s3.bucketUrl}/originals/bb.png`);
    expect(original.headers.get('cache-control')).toBe('private, no-store');
    await server.bucket.remove(['public/bb-320.webp', 'originals/bb.png']);
  });

  it('lists past one page of results', async () => {
    const keys = Array.from({ length: 1005 }, (_, i) => `public/${String(i).padStart(4, '0')}-320.jpg`);
    for (let i = 0; i < keys.length; i += 50) await Promise.all(keys.slice(i, i + 50).map((k) => server.bucket.put(k, Buffer.from('x'))));
    expect(await server.bucket.list()).toEqual(keys);
    await server.bucket.remove(keys);
    expect(await server.bucket.list()).toEqual([]);
  });

  it('refuses keys that leave their folder', async () => {
    for (const key of ['../x.jpg', '/public/x.jpg', 'public/../originals/x.jpg', 'public//x.jpg']) {
      await expect(server.bucket.put(key, Buffer.from('x')), key).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe('moving the photos from disk to the server.bucket', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'skarpjern-move-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('copies every file once, skips what is already there with the same size, and copies a changed one again', async () => {
    const local = new LocalImageStorage(dir);
    await local.put('public/cc-320.jpg', Buffer.from('small'));
    await local.put('public/cc-640.avif', Buffer.from('larger avif'));
    await local.put('originals/cc.jpg', Buffer.from('the original file'));

    expect(await copyImageFiles(local, server.bucket)).toEqual({ total: 3, copied: 3, skipped: 0 });
    expect(await server.bucket.sizes()).toEqual(await local.sizes());
    expect((await server.bucket.get('originals/cc.jpg')).toString()).toBe('the original file');

    // An interrupted or repeated run: nothing to do.
    expect(await copyImageFiles(local, server.bucket)).toEqual({ total: 3, copied: 0, skipped: 3 });

    // A half-written object (other size) in the server.bucket is replaced.
    await server.bucket.put('public/cc-640.avif', Buffer.from('cut'));
    expect(await copyImageFiles(local, server.bucket)).toEqual({ total: 3, copied: 1, skipped: 2 });
    expect((await server.bucket.get('public/cc-640.avif')).toString()).toBe('larger avif');
  });

  it('migrateLocalToBucket reads UPLOAD_DIR and the server.bucket settings, and refuses without STORAGE=s3', async () => {
    const local = new LocalImageStorage(dir);
    await local.put('public/dd-320.jpg', Buffer.from('new upload'));
    const result = await migrateLocalToBucket(loadEnv(server.s3.env({ UPLOAD_DIR: dir })));
    expect(result).toEqual({ total: 4, copied: 1, skipped: 3 });
    expect(await server.bucket.exists('public/dd-320.jpg')).toBe(true);
    await expect(migrateLocalToBucket(loadEnv({ UPLOAD_DIR: dir }))).rejects.toThrow(/STORAGE=s3/);
  });
});
