import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { orgNumberDisplay } from '../../shared/company-view';
import type { CompanyPublic } from '../../shared/schemas/company';

// PDFs for the customer (estimates, quotes, the angreskjema) with pdfkit. The text font is Noto Sans
// from @fontsource/noto-sans (WOFF, read by pdfkit's font engine and embedded as a subset), so æ, ø
// and å come out right on every machine without a system font. Fontsource splits the font by script:
// the latin file has æøå, the latin-ext file the letters of names such as «Łukasz Wiśniewski» or
// «Dvořák», so text is written in runs of the file that has each letter. A character neither has
// (an emoji) is left out rather than printed as an empty box.

const require = createRequire(import.meta.url);
const file = (subset: string, weight: number) => readFileSync(require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`));
let fontsLoaded: Record<FontName, Buffer> | undefined;

type Face = 'regular' | 'bold';
type FontName = Face | `${Face}-ext`;

function loadFonts(): Record<FontName, Buffer> {
  fontsLoaded ??= { regular: file('latin', 400), bold: file('latin', 700), 'regular-ext': file('latin-ext', 400), 'bold-ext': file('latin-ext', 700) };
  return fontsLoaded;
}

/** The code point ranges of a Fontsource subset, from the package's unicode.json («U+0000-00FF,U+0131,…»). */
function subsetRanges(subset: 'latin' | 'latin-ext'): Array<[number, number]> {
  const ranges = (require('@fontsource/noto-sans/unicode.json') as Record<string, string>)[subset] ?? '';
  return ranges.split(',').map((r) => {
    const [from, to = from] = r.replace('U+', '').split('-') as [string, string?];
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}
const latin = subsetRanges('latin');
const latinExt = subsetRanges('latin-ext');
const inRanges = (cp: number, ranges: Array<[number, number]>) => ranges.some(([from, to]) => cp >= from && cp <= to);

export type TextRun = { ext: boolean; text: string };

/** The text in runs of the font file that has its characters; characters neither file has are dropped. */
export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const ext = inRanges(cp, latin) ? false : inRanges(cp, latinExt) ? true : null;
    if (ext === null) continue;
    const last = runs.at(-1);
    if (last && last.ext === ext) last.text += ch;
    else runs.push({ ext, text: ch });
  }
  return runs.length > 0 ? runs : [{ ext: false, text: '' }];
}

type TextOptions = PDFKit.Mixins.TextOptions;

/** Writes text in `face` (at x, y when given), switching to the latin-ext file for the letters only it has. */
export function write(doc: Pdf, text: string, face: Face, at?: { x: number; y: number }, options: TextOptions = {}): Pdf {
  const runs = textRuns(text);
  runs.forEach((run, i) => {
    doc.font(run.ext ? `${face}-ext` : face);
    const opts = { ...options, continued: i < runs.length - 1 };
    if (i === 0 && at) doc.text(run.text, at.x, at.y, opts);
    else doc.text(run.text, opts);
  });
  return doc;
}

export type Pdf = InstanceType<typeof PDFDocument>;
export type Company = Pick<CompanyPublic, 'name' | 'orgNumber' | 'vatRegistered' | 'phone' | 'email' | 'address'>;

const MARGIN = 50;

// Tagged PDF (PDF/UA): every piece of text is marked content of a structure element (H1, H2, P,
// Table/TR/TD) under one Document element, added in reading order; decoration is an artifact. A
// screen reader reads the structure, a viewer shows the title instead of the file name.
const structures = new WeakMap<Pdf, PDFKit.PDFStructureElement>();

/** Draws with `draw` as one structure element of `type` under the document's, after what came before. */
export function tagged(doc: Pdf, type: string, draw: () => void): Pdf {
  const root = structures.get(doc);
  if (root) root.add(doc.struct(type, {}, draw));
  else draw();
  return doc;
}

/** Draws with `draw` as decoration that is not read out (a rule to write on, a separator). */
export function artifact(doc: Pdf, draw: () => void): Pdf {
  doc.markContent('Artifact', { type: 'Layout' });
  draw();
  return doc.endMarkedContent();
}

/** A new A4 document with the fonts registered and the company's letterhead written. */
function startDoc(title: string, company: Company): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Author: company.name },
    lang: 'nb',
    pdfVersion: '1.7',
    tagged: true,
    displayTitle: true,
    // @types/pdfkit lists the PDF/A subsets only; pdfkit also takes 'PDF/UA' (its pdfuaid metadata).
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  structures.set(doc, root);
  for (const [name, data] of Object.entries(loadFonts())) doc.registerFont(name, data);
  tagged(doc, 'P', () => write(doc.fontSize(16), company.name, 'bold'));
  doc.fontSize(9).fillColor('#444444');
  tagged(doc, 'P', () => {
    write(doc, `${company.address.street}, ${company.address.postalCode} ${company.address.city}`, 'regular');
    write(doc, `Telefon ${company.phone} · ${company.email}`, 'regular');
    write(doc, `Org.nr. ${orgNumberDisplay(company)}`, 'regular');
  });
  doc.fillColor('black').moveDown(1.5);
  return doc;
}

/** Renders with `write` and resolves with the finished file. */
export function renderPdf(title: string, company: Company, write: (doc: Pdf) => void): Promise<Buffer> {
  const doc = startDoc(title, company);
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    write(doc);
    structures.get(doc)?.end();
    doc.end();
  });
}

/** A heading: the document's title (H1) at 16 pt and above, a section's (H2) below. */
export const heading = (doc: Pdf, text: string, size = 13) => tagged(doc, size >= 16 ? 'H1' : 'H2', () => write(doc.fontSize(size), text, 'bold')).font('regular').fontSize(10).moveDown(0.3);
export const paragraph = (doc: Pdf, text: string) => tagged(doc, 'P', () => write(doc.fontSize(10), text, 'regular')).moveDown(0.5);
/** One line of text in the regular face, without the space after a paragraph. */
export const line = (doc: Pdf, text: string) => tagged(doc, 'P', () => write(doc, text, 'regular'));

/** Rows of label and amount, the amount right-aligned; bold rows for totals. A table to a screen reader. */
export function amountRows(doc: Pdf, rows: Array<{ label: string; amount: string; bold?: boolean }>): void {
  const width = doc.page.width - 2 * MARGIN;
  const root = structures.get(doc);
  const table = doc.struct('Table');
  root?.add(table);
  for (const row of rows) {
    const y = doc.y;
    const face = row.bold ? 'bold' : 'regular';
    const tr = doc.struct('TR');
    table.add(tr);
    let after = y;
    tr.add(
      doc.struct('TD', {}, () => {
        write(doc.fontSize(10), row.label, face, { x: MARGIN, y }, { width: width - 130 });
        after = doc.y;
      }),
    );
    tr.add(doc.struct('TD', {}, () => write(doc, row.amount, face, { x: MARGIN + width - 125, y }, { width: 125, align: 'right' })));
    tr.end();
    doc.y = Math.max(after, doc.y);
    doc.x = MARGIN;
    doc.moveDown(0.2);
  }
  table.end();
  doc.font('regular').moveDown(0.5);
}

/**
 * A picture (JPEG or PNG) fitted into `width` × `height` at the current position, as a Figure with its
 * alternative text for a screen reader; a new page first when it would not fit on this one.
 */
export function figure(doc: Pdf, image: Buffer, alt: string, size: { width: number; height: number }): Pdf {
  if (doc.y + size.height > doc.page.height - MARGIN) doc.addPage();
  const y = doc.y;
  const draw = () => doc.image(image, MARGIN, y, { fit: [size.width, size.height] });
  const root = structures.get(doc);
  if (root) root.add(doc.struct('Figure', { alt }, draw));
  else draw();
  doc.x = MARGIN;
  doc.y = y + size.height;
  return doc.moveDown(0.4);
}

/** The width text may take on a page. */
export const contentWidth = (doc: Pdf) => doc.page.width - 2 * MARGIN;
