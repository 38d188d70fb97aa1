// Makes web/public/favicon.ico from web/public/favicon.svg (`npm run favicon` after changing the
// SVG): PDF viewers, feed readers and older clients ask for /favicon.ico whatever the page links.
// An ICO file here is a 6-byte header, a 16-byte entry per size and the sizes as PNG images, which
// every reader of the format since Windows Vista takes.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export const FAVICON_SIZES = [16, 32, 48] as const;

export function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

export async function faviconIco(svg: Buffer): Promise<Buffer> {
  const images = await Promise.all(FAVICON_SIZES.map(async (size) => ({ size, png: await sharp(svg, { density: 72 * (size / 64) * 4 }).resize(size, size).png().toBuffer() })));
  return icoFromPngs(images);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = fileURLToPath(new URL('../web/public/', import.meta.url));
  writeFileSync(`${dir}favicon.ico`, await faviconIco(readFileSync(`${dir}favicon.svg`)));
  console.log('web/public/favicon.ico written');
}
