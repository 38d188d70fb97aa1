// The committed /favicon.ico is an icon file readers take: an ICO header and one PNG per size, made
// from favicon.svg by `npm run favicon`.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAVICON_SIZES } from './favicon-ico';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('web/public/favicon.ico', () => {
  it('holds the favicon as a PNG in each size, at the offsets its directory gives', () => {
    const ico = readFileSync(new URL('../web/public/favicon.ico', import.meta.url));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, FAVICON_SIZES.length]);
    const entries = FAVICON_SIZES.map((_, i) => {
      const at = 6 + 16 * i;
      const [length, offset] = [ico.readUInt32LE(at + 8), ico.readUInt32LE(at + 12)];
      const png = ico.subarray(offset, offset + length);
      // A PNG's IHDR gives its width and height right after the signature and chunk header.
      return { size: ico.readUInt8(at), signature: png.subarray(0, 8).equals(PNG), width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
    });
    expect(entries).toEqual(FAVICON_SIZES.map((size) => ({ size, signature: true, width: size, height: size })));
  });
});
