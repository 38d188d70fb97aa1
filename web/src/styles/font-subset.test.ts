import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { FONT_SUBSET_TEXT, FONT_UNICODE_RANGE, SUBSET_FONTS } from './font-subset';

const require = createRequire(import.meta.url);
const face = async (file: string) => new Face(new Blob(await fontverter.convert(readFileSync(file), 'sfnt')), 0);

describe.each(SUBSET_FONTS)('the web font $file', (font) => {
  it('has every Norwegian letter and the punctuation the texts use', async () => {
    const have = new Set((await face(font.file)).collectUnicodes());
    const needed = 'abcdefghijklmnopqrstuvwxyzæøåABCDEFGHIJKLMNOPQRSTUVWXYZÆØÅ0123456789 .,:;!?-–—«»“”’…€%&/()@+éÉèüöä';
    const missing = [...needed].filter((c) => !have.has(c.codePointAt(0)!));
    expect(missing).toEqual([]);
    // Nothing beyond the subset travels with every page.
    const allowed = new Set([...FONT_SUBSET_TEXT].map((c) => c.codePointAt(0)!));
    expect([...have].filter((u) => !allowed.has(u))).toEqual([]);
  });

  it('spans exactly the weights the design uses', async () => {
    const f = await face(font.file);
    const wght = f.getAxisInfos().wght;
    if (typeof font.wght === 'number') {
      // A static instance: no weight axis, and the weight in its OS/2 table.
      expect(wght).toBeUndefined();
      const os2 = f.referenceTable('OS/2')!;
      expect(new DataView(os2.buffer, os2.byteOffset, os2.byteLength).getUint16(4)).toBe(font.wght);
    } else {
      expect({ min: wght!.min, max: wght!.max }).toEqual(font.wght);
    }
  });

  it('is what `npm run fonts` makes of the installed source font (rerun it after updating the package)', async () => {
    const fresh = await subsetFont(readFileSync(require.resolve(font.source)), FONT_SUBSET_TEXT, { targetFormat: 'woff2', variationAxes: { wght: font.wght } });
    expect(Buffer.compare(fresh, readFileSync(font.file))).toBe(0);
  });
});

it('fonts.css declares the files with their weights and the subset as unicode-range', () => {
  const css = readFileSync('web/src/styles/fonts.css', 'utf8');
  const faces = [...css.matchAll(/@font-face\s*{([^}]+)}/g)].map((m) => m[1]!);
  expect(faces).toHaveLength(SUBSET_FONTS.length);
  SUBSET_FONTS.forEach((font, i) => {
    expect(faces[i]).toContain(`url('../assets/fonts/${font.file.split('/').pop()}')`);
    const weight = typeof font.wght === 'number' ? String(font.wght) : `${font.wght.min} ${font.wght.max}`;
    expect(faces[i]).toContain(`font-weight: ${weight};`);
    expect(faces[i]).toContain(typeof font.wght === 'number' ? "format('woff2')" : "format('woff2-variations')");
    expect(faces[i]).toContain(`unicode-range: ${FONT_UNICODE_RANGE};`);
  });
});
