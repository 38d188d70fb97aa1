import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { TestS3Server } from '../../test/s3';
import { copyImageFiles, migrateLocalToBucket } from './copy-storage';
import type { S3ImageStorage } from './s3-storage';
import { LocalImageStorage } from './storage';

let s3: TestS3Server;
let bucket: S3ImageStorage;
beforeAll(async () => {
  s3 = await new TestS3Server().start();
  bucket = s3.storage();
});
afterAll(async () => {
  bucket?.close();
  await s3?.stop();
});

const text = (body: NodeJS.ReadableStream) => new Response(body as unknown as ReadableStream).text();

describe('S3ImageStorage against an S3-compatible server', () => {
  it('puts, gets, lists, opens and removes files under the same keys as on disk', async () => {
    expect(await bucket.list()).toEqual([]);
    await bucket.put('public/aa-640.jpg', Buffer.from('jpeg bytes'));
    await bucket.put('originals/aa.jpg', Buffer.from('the original'));
    // Written twice with the same bytes: still one object.
    await bucket.put('public/aa-640.jpg', Buffer.from('jpeg bytes'));

    expect((await bucket.get('public/aa-640.jpg')).toString()).toBe('jpeg bytes');
    expect(await bucket.exists('originals/aa.jpg')).toBe(true);
    expect(await bucket.exists('public/missing-640.jpg')).toBe(false);
    expect(await bucket.list()).toEqual(['originals/aa.jpg', 'public/aa-640.jpg']);
    expect(await bucket.sizes()).toEqual(new Map([['originals/aa.jpg', 12], ['public/aa-640.jpg', 10]]));

    const file = await bucket.open('public/aa-640.jpg');
    expect(file).not.toBeNull();
    expect(file!.size).toBe(10);
    expect(file!.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(await text(file!.body!)).toBe('jpeg bytes');
    expect(await bucket.open('public/missing-640.jpg')).toBeNull();
    // The client's copy is current: no body. Another ETag: the file.
    expect(await bucket.open('public/aa-640.jpg', file!.etag)).toEqual({ body: null, size: 0, etag: file!.etag });
    const stale = await bucket.open('public/aa-640.jpg', '"0123"');
    expect(await text(stale!.body!)).toBe('jpeg bytes');
    await expect(bucket.get('public/missing-640.jpg')).rejects.toThrow();

    await bucket.remove(['public/aa-640.jpg', 'public/never-there-640.jpg']);
    await bucket.remove([]);
    expect(await bucket.list()).toEqual(['originals/aa.jpg']);
    await bucket.remove(['originals/aa.jpg']);
    expect(await bucket.list()).toEqual([]);
  });

  it('stores public variants with their type and a year of caching, originals as private', async () => {
    await bucket.put('public/bb-320.webp', Buffer.from('webp'));
    await bucket.put('originals/bb.png', Buffer.from('png'));
    const pub = await fetch(`${s3.bucketUrl}/public/bb-320.webp`);
    expect(pub.status).toBe(200);
    expect(pub.headers.get('content-type')).toBe('image/webp');
    expect(pub.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const original = await fetch(`${s3.bucketUrl}/originals/bb.png`);
    expect(original.headers.get('cache-control')).toBe('private, no-store');
    await bucket.remove(['public/bb-320.webp', 'originals/bb.png']);
  });

  it('lists past one page of results', async () => {
    const keys = Array.from({ length: 1005 }, (_, i) => `public/${String(i).padStart(4, '0')}-320.jpg`);
    for (let i = 0; i < keys.length; i += 50) await Promise.all(keys.slice(i, i + 50).map((k) => bucket.put(k, Buffer.from('x'))));
    expect(await bucket.list()).toEqual(keys);
    await bucket.remove(keys);
    expect(await bucket.list()).toEqual([]);
  });

  it('refuses keys that leave their folder', async () => {
    for (const key of ['../x.jpg', '/public/x.jpg', 'public/../originals/x.jpg', 'public//x.jpg']) {
      await expect(bucket.put(key, Buffer.from('x')), key).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe('moving the photos from disk to the bucket', () => {
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

    expect(await copyImageFiles(local, bucket)).toEqual({ total: 3, copied: 3, skipped: 0 });
    expect(await bucket.sizes()).toEqual(await local.sizes());
    expect((await bucket.get('originals/cc.jpg')).toString()).toBe('the original file');

    // An interrupted or repeated run: nothing to do.
    expect(await copyImageFiles(local, bucket)).toEqual({ total: 3, copied: 0, skipped: 3 });

    // A half-written object (other size) in the bucket is replaced.
    await bucket.put('public/cc-640.avif', Buffer.from('cut'));
    expect(await copyImageFiles(local, bucket)).toEqual({ total: 3, copied: 1, skipped: 2 });
    expect((await bucket.get('public/cc-640.avif')).toString()).toBe('larger avif');
  });

  it('migrateLocalToBucket reads UPLOAD_DIR and the bucket settings, and refuses without STORAGE=s3', async () => {
    const local = new LocalImageStorage(dir);
    await local.put('public/dd-320.jpg', Buffer.from('new upload'));
    const result = await migrateLocalToBucket(loadEnv(s3.env({ UPLOAD_DIR: dir })));
    expect(result).toEqual({ total: 4, copied: 1, skipped: 3 });
    expect(await bucket.exists('public/dd-320.jpg')).toBe(true);
    await expect(migrateLocalToBucket(loadEnv({ UPLOAD_DIR: dir }))).rejects.toThrow(/STORAGE=s3/);
  });
});
