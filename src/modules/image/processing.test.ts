import { describe, expect, it } from 'vitest';
import { imagesFor, srcSet, uploadHash, variantPath } from '../../shared/schemas/image';
import { sniffFormat, variantWidths } from './processing';
import { WorkQueue } from './queue';

describe('sniffFormat', () => {
  it('knows JPEG, PNG, WebP and AVIF by their first bytes, and nothing else', () => {
    expect(sniffFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 0]))).toBe('jpeg');
    expect(sniffFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffFormat(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe('webp');
    const ftyp = (brands: string) => {
      const box = Buffer.concat([Buffer.alloc(4), Buffer.from(`ftyp${brands}`)]);
      box.writeUInt32BE(box.length, 0);
      return Buffer.concat([box, Buffer.alloc(16)]);
    };
    expect(sniffFormat(ftyp('avif\0\0\0\0mif1miaf'))).toBe('avif');
    expect(sniffFormat(ftyp('heic\0\0\0\0mif1heic'))).toBeNull();
    for (const other of ['GIF89a', '<svg xmlns="http://www.w3.org/2000/svg"/>', '%PDF-1.7', 'BM', '']) expect(sniffFormat(Buffer.from(other)), other).toBeNull();
  });
});

describe('variantWidths', () => {
  it('the standard widths below the original, plus the original capped at 1920: never upscaled', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(1200)).toEqual([320, 640, 960, 1200]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe('image paths and srcset', () => {
  const hash = 'a'.repeat(32);
  it('variant paths carry the content hash, width and format', () => {
    expect(variantPath(hash, 640, 'jpeg')).toBe(`/uploads/${hash}-640.jpg`);
    expect(uploadHash(variantPath(hash, 640, 'avif'))).toBe(hash);
    for (const other of ['/images/terrace-1.svg', `/uploads/${hash}-640.png`, `/uploads/../${hash}-640.jpg`, `/uploads/${hash}.jpg`]) expect(uploadHash(other), other).toBeNull();
  });

  it('srcset lists one format by width; imagesFor keeps the URL list as the source of truth', () => {
    const variants = [960, 320, 640].flatMap((width) => (['avif', 'jpeg'] as const).map((format) => ({ format, width, height: width, url: variantPath(hash, width, format) })));
    expect(srcSet(variants, 'avif')).toBe(`/uploads/${hash}-320.avif 320w, /uploads/${hash}-640.avif 640w, /uploads/${hash}-960.avif 960w`);
    expect(srcSet(variants, 'webp')).toBe('');
    const meta = { url: variantPath(hash, 960, 'jpeg'), id: 1, alt: 'Terrasse', width: 960, height: 960, variants };
    const list = imagesFor(['/images/terrace-1.svg', meta.url], [meta]);
    expect(list.map((m) => m.id)).toEqual([null, 1]);
    expect(imagesFor(null, [meta])).toEqual([]);
  });
});

describe('WorkQueue', () => {
  it('runs at most `slots` tasks at once, urgent work before background work', async () => {
    const queue = new WorkQueue(1);
    const order: string[] = [];
    let running = 0;
    let most = 0;
    // Every task holds its slot until all four are queued: a queue that ran two at once would have both waiting here.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const task = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      await gate;
      order.push(name);
      running--;
    };
    const all = [queue.run(task('u1')), queue.run(task('b1'), 'background'), queue.run(task('b2'), 'background'), queue.run(task('u2'))];
    open();
    await Promise.all(all);
    expect(most).toBe(1);
    expect(order).toEqual(['u1', 'u2', 'b1', 'b2']);
    await queue.idle();
    expect(queue.pending).toBe(0);
  });

  it('close() drops queued background work and refuses new work', async () => {
    const queue = new WorkQueue(1);
    const done: string[] = [];
    // The running task finishes only after close() was called.
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const slow = queue.run(async () => {
      await gate;
      done.push('running');
    });
    void queue.run(async () => void done.push('background'), 'background').catch(() => {});
    const closing = queue.close();
    finish();
    await closing;
    await slow;
    expect(done).toEqual(['running']);
    await expect(queue.run(async () => 1)).rejects.toThrow('queue closed');
  });
});
