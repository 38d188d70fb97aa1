import sharp from 'sharp';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, loginCookie, type Harness } from '../../test/harness';
import { useTestBucket } from '../../test/s3';

type Variant = { format: string; width: number; height: number; url: string };
type Uploaded = { id: number; url: string; width: number; height: number; variants: Variant[] };

const local = useTestBucket();

function multipart(file: Buffer) {
  const boundary = `----skarpjern${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bilde.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  return { payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(h: Harness, cookie: string, file: Buffer): Promise<Uploaded> {
  const body = multipart(file);
  const res = await h.app.inject({ method: 'POST', url: '/api/admin/images', payload: body.payload, headers: { ...body.headers, cookie, origin: 'http://localhost:80' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Uploaded>();
}

const photo = (r: number, g: number, b: number) => sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b } } }).jpeg().toBuffer();

describe('STORAGE=s3, variants served through /uploads/', () => {
  let h: Harness;
  let cookie: string;
  beforeAll(async () => {
    h = await createHarness(local.s3.env());
    cookie = await loginCookie(h.app);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('an upload lands in the bucket (variants and original), not on local disk, and /uploads/ serves it with the usual caching', async () => {
    const image = await upload(h, cookie, await photo(200, 120, 40));
    expect(image.url).toMatch(/^\/uploads\/[a-f0-9]{32}-800\.jpg$/);
    await h.app.images.queue.idle();

    const keys = await local.bucket.list();
    const hash = image.url.slice('/uploads/'.length, '/uploads/'.length + 32);
    expect(keys).toContain(`originals/${hash}.jpg`);
    for (const format of ['jpg', 'webp', 'avif']) for (const width of [320, 640, 800]) expect(keys).toContain(`public/${hash}-${width}.${format}`);
    expect(readdirSync(h.uploadDir), 'nothing written to UPLOAD_DIR').toEqual([]);

    const res = await h.app.inject({ method: 'GET', url: image.url, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(await local.bucket.get(`public/${hash}-800.jpg`))).toBe(true);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(800);

    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await h.app.inject({ method: 'GET', url: image.url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const changed = await h.app.inject({ method: 'GET', url: image.url, headers: { 'if-none-match': '"another-version"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(res.rawPayload)).toBe(true);
    const head = await h.app.inject({ method: 'HEAD', url: image.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(res.rawPayload.length));

    const avif = await h.app.inject({ method: 'GET', url: `/uploads/${hash}-320.avif` });
    expect(avif.headers['content-type']).toBe('image/avif');
  });

  it('never serves an original, nor any key outside public/', async () => {
    const original = (await local.bucket.list()).find((k) => k.startsWith('originals/'))!;
    const name = original.slice('originals/'.length);
    for (const url of [`/uploads/../${original}`, `/uploads/..%2F${original.replace('/', '%2F')}`, `/uploads/${name}`, `/uploads/originals%2F${name}`, '/uploads/0123456789abcdef0123456789abcdef-640.jpg']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'] ?? '', url).not.toMatch(/^image\//);
    }
  });

  it('deleting the image removes its objects from the bucket', async () => {
    const list = (await h.app.inject({ method: 'GET', url: '/api/admin/images', headers: { cookie } })).json<Uploaded[]>();
    expect(list).toHaveLength(1);
    const res = await h.app.inject({ method: 'DELETE', url: `/api/admin/images/${list[0]!.id}`, headers: { cookie, origin: 'http://localhost:80' } });
    expect(res.statusCode).toBe(204);
    expect(await local.bucket.list()).toEqual([]);
    expect((await h.app.inject({ method: 'GET', url: list[0]!.url })).statusCode).toBe(404);
  });
});

describe('STORAGE=s3 with S3_PUBLIC_URL: pages point at the bucket or CDN', () => {
  let h: Harness;
  let cookie: string;
  beforeAll(async () => {
    h = await createHarness(local.s3.env({ S3_PUBLIC_URL: local.s3.bucketUrl }));
    cookie = await loginCookie(h.app);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('variants in DTOs carry the public address, stored URLs stay /uploads/ paths, and the page policy allows that origin', async () => {
    const image = await upload(h, cookie, await photo(30, 90, 160));
    expect(image.url, 'the stored name of the image').toMatch(/^\/uploads\/[a-f0-9]{32}-800\.jpg$/);
    expect(image.variants.length).toBeGreaterThan(0);
    for (const v of image.variants) expect(v.url).toMatch(new RegExp(`^${local.s3.bucketUrl}/public/[a-f0-9]{32}-\\d+\\.jpg$`));

    const api = (method: 'GET' | 'POST', url: string, payload?: object) => h.app.inject({ method, url: `/api${url}`, headers: { cookie, origin: 'http://localhost:80' }, ...(payload ? { payload } : {}) });
    const created = await api('POST', '/admin/projects', { title: 'Kjøkken på Lade', category: 'renovation', imageUrls: [image.url], imageAlts: { [image.url]: 'Nytt kjøkken' } });
    expect(created.statusCode, created.body).toBe(201);
    await h.app.images.queue.idle();
    const project = (await api('GET', `/projects/${created.json<{ id: number }>().id}`)).json<{ imageUrls: string[]; images: Array<{ url: string; variants: Variant[] }> }>();
    expect(project.imageUrls).toEqual([image.url]);
    expect(project.images[0]!.url).toBe(image.url);
    const avif = project.images[0]!.variants.find((v) => v.format === 'avif')!;
    expect(avif.url.startsWith(`${local.s3.bucketUrl}/public/`)).toBe(true);

    // What a browser would load: the object itself, from the bucket's address.
    const fromBucket = await fetch(avif.url);
    expect(fromBucket.status).toBe(200);
    expect(fromBucket.headers.get('content-type')).toBe('image/avif');
    expect(fromBucket.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const page = await h.app.inject({ method: 'GET', url: '/healthz' });
    const imgSrc = /img-src ([^;]+)/.exec(page.headers['content-security-policy'] as string)?.[1];
    expect(imgSrc?.split(' ')).toEqual(["'self'", 'data:', new URL(local.s3.bucketUrl).origin]);
  });
});

describe('STORAGE=s3 with a bucket that cannot be used', () => {
  it('stops the app at start with a message naming the bucket and the reason', async () => {
    const h = await createHarness(local.s3.env({ S3_BUCKET: 'no-such-bucket' }));
    try {
      await expect(h.app.ready()).rejects.toThrow('Photo storage: bucket "no-such-bucket" cannot be used: it does not exist');
    } finally {
      await h.close().catch(() => {});
    }
  });
});
