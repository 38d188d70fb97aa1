import { describe, expect, it } from 'vitest';
import { paragraph, renderPdf, textRuns, type Company } from './pdf';

const company: Company = {
  name: 'Skarpjern Snekker AS',
  orgNumber: '999999999',
  vatRegistered: true,
  phone: '+47 400 12 345',
  email: 'post@skarpjern-snekker.no',
  address: { street: 'Eksempelveien 12', postalCode: '7020', city: 'Trondheim' },
} as Company;

/** Each text item of the PDF with the font it is drawn in. */
async function pdfItems(bytes: Buffer): Promise<Array<{ str: string; font: string }>> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  const items = content.items.flatMap((item) => ('str' in item && item.str ? [{ str: item.str, font: item.fontName }] : []));
  await doc.destroy();
  return items;
}

describe('PDF text', () => {
  it('writes the letters only the latin-ext font file has in that file, and leaves out what no file has', () => {
    expect(textRuns('Łukasz Wiśniewski på Ørland 😊')).toEqual([
      { ext: true, text: 'Ł' },
      { ext: false, text: 'ukasz Wi' },
      { ext: true, text: 'ś' },
      { ext: false, text: 'niewski på Ørland ' },
    ]);
    expect(textRuns('Takk 👍🏽\nHilsen')).toEqual([{ ext: false, text: 'Takk \nHilsen' }]);
    expect(textRuns('🪚')).toEqual([{ ext: false, text: '' }]);
  });

  it('draws «Ł» and «ś» of a customer name with a font that has them, and no emoji box', async () => {
    const pdf = await renderPdf('Test', company, (doc) => paragraph(doc, 'Til: Łukasz Wiśniewski 😊'));
    const items = await pdfItems(pdf);
    expect(items.map((i) => i.str).join('')).toContain('Til: Łukasz Wiśniewski');
    expect(items.map((i) => i.str).join('')).not.toContain('😊');
    const fontOf = (s: string) => items.find((i) => i.str.includes(s))?.font;
    // The ext letters come from another embedded font than the rest of the line.
    expect(fontOf('Ł')).toBeDefined();
    expect(fontOf('Ł')).not.toBe(fontOf('ukasz'));
    expect(fontOf('ukasz')).toBe(fontOf('Til:'));
  });
});
