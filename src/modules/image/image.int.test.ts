import sharp from 'sharp';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, loginCookie, type Harness } from '../../test/harness';
import { ActivityLog } from '../activity/activity-log.entity';
import { Image } from './image.entity';
import { ImageRuntime } from './image.runtime';
import { uploadImage } from './image.service';
import { contentHash } from './processing';
import { LocalImageStorage } from './storage';

const silentLog = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {}, trace: () => {}, fatal: () => {}, child: () => silentLog, level: 'silent', silent: () => {} } as unknown as ConstructorParameters<typeof ImageRuntime>[2];

let h: Harness;
let cookie: string;
beforeAll(async () => {
  h = await createHarness();
  cookie = await loginCookie(h.app);
});
afterAll(async () => {
  await h?.close();
});

type Variant = { format: string; width: number; height: number; url: string };
type Uploaded = { id: number; url: string; width: number; height: number; alt: string | null; variants: Variant[]; ready: boolean };

/** A multipart/form-data body with one file (and optional text fields), as a browser sends it. */
function multipart(file: Buffer, fields: Record<string, string> = {}, filename = 'bilde.jpg', type = 'image/jpeg') {
  const boundary = `----skarpjern${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`), file, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (file: Buffer, fields?: Record<string, string>, c: string | null = cookie) => {
  const body = multipart(file, fields);
  return h.app.inject({ method: 'POST', url: '/api/admin/images', payload: body.payload, headers: { ...body.headers, ...(c ? { cookie: c, origin: 'http://localhost:80' } : {}) } });
};

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  h.app.inject({ method, url: `/api${url}`, headers: { cookie, origin: 'http://localhost:80' }, ...(payload === undefined ? {} : { payload: payload as object }) });

/** Left half red, right half blue, as the camera stored it. */
function halves(width: number, height: number): Buffer {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw.set(x < width / 2 ? [220, 30, 30] : [30, 30, 220], i);
    }
  }
  return raw;
}

/** A phone-like JPEG: stored 1600x1200 with orientation 6 (shown rotated to 1200x1600), with a GPS position. */
async function phoneJpeg(): Promise<Buffer> {
  return sharp(halves(1600, 1200), { raw: { width: 1600, height: 1200, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Telefonprodusent', Model: 'Kamera 12MP' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '63/1 25/1 47/1', GPSLongitudeRef: 'E', GPSLongitude: '10/1 23/1 42/1' },
    })
    .toBuffer();
}

const fetchFile = (url: string) => h.app.inject({ method: 'GET', url, headers: { cookie } });

describe('POST /api/admin/images', () => {
  let photo: Uploaded;

  it('a phone JPEG with GPS and orientation: 201, upright, JPEG variants at once, WebP and AVIF after', async () => {
    const source = await phoneJpeg();
    expect((await sharp(source).metadata()).exif?.toString('latin1')).toContain('Telefonprodusent');

    const res = await upload(source, { alt: 'Terrasse med trapp' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    photo = res.json<Uploaded>();
    expect(photo).toMatchObject({ width: 1200, height: 1600, alt: 'Terrasse med trapp' });
    expect(photo.url).toMatch(/^\/uploads\/[a-f0-9]{32}-1200\.jpg$/);
    // Usable on answer: every JPEG width exists.
    expect(photo.variants.filter((v) => v.format === 'jpeg').map((v) => v.width)).toEqual([320, 640, 960, 1200]);

    await h.app.images.queue.idle();
    const list = (await api('GET', '/admin/images')).json<Array<Uploaded & { usage: unknown[] }>>();
    const stored = list.find((i) => i.id === photo.id)!;
    expect(stored.ready).toBe(true);
    for (const format of ['avif', 'webp', 'jpeg']) {
      // Never wider than the original (1200 after rotation).
      expect(stored.variants.filter((v) => v.format === format).map((v) => v.width), format).toEqual([320, 640, 960, 1200]);
    }
    photo = stored;
  });

  it('every served variant has the right format and size, no EXIF, XMP, IPTC or GPS, and is upright', async () => {
    const sharpFormat: Record<string, string> = { avif: 'heif', webp: 'webp', jpeg: 'jpeg' };
    for (const v of photo.variants) {
      const res = await fetchFile(v.url);
      expect(res.statusCode, v.url).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['set-cookie'], 'no cookie on a public file').toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy'], 'no page policy on a photo').toBeUndefined();
      const body = res.rawPayload;
      const meta = await sharp(body).metadata();
      expect(meta.format, v.url).toBe(sharpFormat[v.format]);
      expect(meta.width).toBe(v.width);
      expect(meta.height).toBe(v.height);
      expect(meta.height! > meta.width!, 'portrait after orientation').toBe(true);
      expect(meta.exif, v.url).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      for (const marker of ['Exif\0\0', 'Telefonprodusent', 'GPS']) expect(body.includes(Buffer.from(marker, 'latin1')), `${marker} in ${v.url}`).toBe(false);
    }
    // Turned 90° clockwise: the red left half is now on top.
    const jpeg = photo.variants.find((v) => v.format === 'jpeg' && v.width === 320)!;
    const { data, info } = await sharp((await fetchFile(jpeg.url)).rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(pixel(160, 40)[0]).toBeGreaterThan(150); // red on top
    expect(pixel(160, info.height - 40)[2]).toBeGreaterThan(150); // blue below
  });

  it('keeps the original privately, stripped of metadata, and never serves it', async () => {
    const originals = readdirSync(join(h.uploadDir, 'originals'));
    expect(originals).toHaveLength(1);
    const original = await sharp(join(h.uploadDir, 'originals', originals[0]!)).metadata();
    expect(original.exif).toBeUndefined();
    expect([original.width, original.height]).toEqual([1200, 1600]);
    expect((await fetchFile(`/uploads/../originals/${originals[0]}`)).statusCode).toBe(404);
  });

  it('a PNG is accepted and small originals are not upscaled; the same file again is the same image', async () => {
    const png = await sharp({ create: { width: 500, height: 300, channels: 4, background: { r: 10, g: 120, b: 40, alpha: 0.5 } } }).png().toBuffer();
    const res = await upload(png);
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json<Uploaded>();
    expect(image.variants.map((v) => `${v.format}${v.width}`)).toEqual(['jpeg320', 'jpeg500']);
    const again = await upload(png);
    expect(again.statusCode).toBe(200);
    expect(again.json<Uploaded>().id).toBe(image.id);
    await h.app.images.queue.idle();
  });

  it('refuses what is not an image (415), a file over 25 MB (413), a JSON body (415) and a visitor (401)', async () => {
    for (const fake of [Buffer.from('GIF89a......'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), Buffer.from('%PDF-1.7 ...')]) {
      const res = await upload(fake);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Filtypen støttes ikke. Last opp et bilde i JPEG, PNG, WebP eller AVIF.');
    }
    // A JPEG header on garbage: the type looks right but the content is no image.
    const broken = await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 7)]));
    expect(broken.statusCode).toBe(415);

    const huge = await upload(Buffer.concat([await phoneJpeg(), Buffer.alloc(25 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('Bildet er for stort. Maks 25 MB per bilde.');

    const json = await h.app.inject({ method: 'POST', url: '/api/admin/images', headers: { cookie }, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect((await upload(await phoneJpeg(), {}, null)).statusCode).toBe(401);
  });

  it('refuses an image with too many pixels (413) before decoding it', async () => {
    // A PNG whose header says 10000 x 10000 (100 megapixels): refused from the header alone.
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const len = Buffer.alloc(4);
      len.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([len, body, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(10_000, 0);
    ihdr.writeUInt32BE(10_000, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const big = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])), chunk('IEND', Buffer.alloc(0))]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/for mange piksler/);
  });
});

describe('library, alt text, usage and delete', () => {
  it('lists usage, changes the alt text, and refuses to delete an image in use (409) until it is unused', async () => {
    const images = (await api('GET', '/admin/images')).json<Array<Uploaded & { usage: unknown[] }>>();
    const photo = images.find((i) => i.width === 1200)!;
    const logsBefore = await h.orm.em.fork().count(ActivityLog, { entityType: 'image' });

    const project = await api('POST', '/admin/projects', { title: 'Terrasse på Byåsen', category: 'terrace', imageUrls: [photo.url, '/images/terrace-1.svg'] });
    expect(project.statusCode, project.body).toBe(201);
    const projectId = project.json<{ id: number }>().id;
    const pub = (await api('GET', `/projects/${projectId}`)).json<{ imageUrls: string[]; images: Array<{ url: string; alt: string | null; width: number | null; variants: Variant[] }> }>();
    expect(pub.imageUrls).toEqual([photo.url, '/images/terrace-1.svg']);
    expect(pub.images[0]).toMatchObject({ url: photo.url, alt: 'Terrasse med trapp', width: 1200, height: 1600 });
    expect(pub.images[0]!.variants.some((v) => v.format === 'avif')).toBe(true);
    expect(pub.images[1]).toMatchObject({ url: '/images/terrace-1.svg', id: null, variants: [] });

    const usage = (await api('GET', '/admin/images')).json<Array<{ id: number; usage: unknown[] }>>().find((i) => i.id === photo.id)!.usage;
    expect(usage).toEqual([{ type: 'project', id: projectId, title: 'Terrasse på Byåsen' }]);

    const patched = await api('PATCH', `/admin/images/${photo.id}`, { alt: 'Ny terrasse med trapp mot hagen' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().alt).toBe('Ny terrasse med trapp mot hagen');
    expect((await api('PATCH', `/admin/images/${photo.id}`, { alt: '  ' })).statusCode).toBe(400);

    const conflict = await api('DELETE', `/admin/images/${photo.id}`);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toMatch(/i bruk.*«Terrasse på Byåsen»/);
    expect(existsSync(join(h.uploadDir, 'public', photo.url.slice('/uploads/'.length)))).toBe(true);

    expect((await api('PATCH', `/admin/projects/${projectId}`, { imageUrls: [] })).statusCode).toBe(200);
    expect((await api('DELETE', `/admin/images/${photo.id}`)).statusCode).toBe(204);
    expect(existsSync(join(h.uploadDir, 'public', photo.url.slice('/uploads/'.length)))).toBe(false);
    expect((await fetchFile(photo.url)).statusCode).toBe(404);
    expect((await api('DELETE', `/admin/images/${photo.id}`)).statusCode).toBe(404);
    // create (project) is not an image row; update alt and delete are.
    expect(await h.orm.em.fork().count(ActivityLog, { entityType: 'image' })).toBe(logsBefore + 2);
  });

  it('image URLs of projects and services must exist (400 in Norwegian), and uploaded project images need alt text', async () => {
    for (const url of ['/images/finnes-ikke.svg', '/uploads/0123456789abcdef0123456789abcdef-640.jpg', '/images/../../package.json']) {
      const res = await api('POST', '/admin/projects', { title: 'Mangler bilde', category: 'terrace', imageUrls: [url] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/^Bildet finnes ikke på nettstedet/);
      const service = await api('POST', '/admin/services', { title: 'Mangler bilde', category: 'small_jobs', imageUrl: url });
      expect(service.statusCode, url).toBe(400);
    }
    const bare = await upload(await sharp({ create: { width: 700, height: 500, channels: 3, background: '#a0522d' } }).jpeg().toBuffer());
    const image = bare.json<Uploaded>();
    expect(image.alt).toBeNull();
    const noAlt = await api('POST', '/admin/projects', { title: 'Uten alt', category: 'interior', imageUrls: [image.url] });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().message).toBe('Hvert opplastet bilde i prosjektet må ha en alternativ tekst.');
    const withAlt = await api('POST', '/admin/projects', { title: 'Med alt', category: 'interior', imageUrls: [image.url], imageAlts: { [image.url]: 'Hylle i eik' } });
    expect(withAlt.statusCode, withAlt.body).toBe(201);
    expect(withAlt.json().images[0].alt).toBe('Hylle i eik');
    const service = await api('POST', '/admin/services', { title: 'Med foto', category: 'small_jobs', imageUrl: image.variants[0]!.url });
    expect(service.statusCode).toBe(201);
    expect(service.json().image).toMatchObject({ id: image.id, width: 700, height: 500 });
    await h.app.images.queue.idle();
  });

  it('the photo of a team member must exist, and an image a team member shows cannot be deleted', async () => {
    const missing = await api('POST', '/admin/team-members', { name: 'Uten bilde', role: 'Tømrer', photoUrl: '/uploads/0123456789abcdef0123456789abcdef-640.jpg' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^Bildet finnes ikke på nettstedet/);
    const photo = (await upload(await sharp({ create: { width: 600, height: 600, channels: 3, background: '#556b2f' } }).jpeg().toBuffer())).json<Uploaded>();
    const member = await api('POST', '/admin/team-members', { name: 'Kari Bildesen', role: 'Tømrer', photoUrl: photo.url });
    expect(member.statusCode, member.body).toBe(201);
    const usage = (await api('GET', '/admin/images')).json<Array<{ id: number; usage: unknown[] }>>().find((i) => i.id === photo.id)!.usage;
    expect(usage).toEqual([{ type: 'teammember', id: member.json().id, title: 'Kari Bildesen' }]);
    const conflict = await api('DELETE', `/admin/images/${photo.id}`);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toMatch(/«Kari Bildesen»/);
    expect((await api('PATCH', `/admin/team-members/${member.json().id}`, { photoUrl: null })).statusCode).toBe(200);
    await h.app.images.queue.idle();
    expect((await api('DELETE', `/admin/images/${photo.id}`)).statusCode).toBe(204);
  });

  it('leaves no file behind when its row cannot be written', async () => {
    const runtime = new ImageRuntime(h.orm, new LocalImageStorage(h.uploadDir), silentLog, 1);
    const file = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 12, g: 120, b: 60 } } }).jpeg().toBuffer();
    const hash = contentHash(file);
    // 400 characters do not fit the column (300): the database refuses the row after the files were encoded.
    await expect(uploadImage(h.orm.em.fork(), runtime, file, 'x'.repeat(400), { id: 1 })).rejects.toThrow();
    // Every key of an image carries its content hash (originals/<hash>.jpg, public/<hash>-<width>.<ext>).
    expect((await runtime.storage.list()).filter((key) => key.includes(hash))).toEqual([]);
    expect(await h.orm.em.fork().count(Image, { hash })).toBe(0);
    // Sent again with a fitting text, the same file is stored: nothing of the failed attempt stands in its way.
    const stored = await uploadImage(h.orm.em.fork(), runtime, file, 'Grønn flate', { id: 1 });
    expect(stored.created).toBe(true);
    expect((await runtime.storage.list()).filter((key) => key.includes(hash)).length).toBeGreaterThan(1);
    await runtime.close();
  });

  it('the image endpoints are in the OpenAPI document', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(doc.paths['/admin/images']?.get).toBeDefined();
    expect(doc.paths['/admin/images/{id}']?.patch).toBeDefined();
    expect(doc.paths['/admin/images/{id}']?.delete).toBeDefined();
  });
});
