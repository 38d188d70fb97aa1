import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { orgNumberDisplay } from '../../shared/company-view';
import type { CompanyPublic } from '../../shared/schemas/company';

// PDFs for the customer (estimates, quotes, the angreskjema) with pdfkit. The text font is Noto Sans
// from @fontsource/noto-sans (WOFF, read by pdfkit's font engine and embedded as a subset), so æ, ø
// and å come out right on every machine without a system font.

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;

function loadFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff')),
    bold: readFileSync(require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff')),
  };
  return fonts;
}

export type Pdf = InstanceType<typeof PDFDocument>;
export type Company = Pick<CompanyPublic, 'name' | 'orgNumber' | 'vatRegistered' | 'phone' | 'email' | 'address'>;

const MARGIN = 50;

/** A new A4 document with the fonts registered and the company's letterhead written. */
function startDoc(title: string, company: Company): Pdf {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Author: company.name }, lang: 'nb-NO' });
  const f = loadFonts();
  doc.registerFont('regular', f.regular);
  doc.registerFont('bold', f.bold);
  doc.font('bold').fontSize(16).text(company.name);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#444444')
    .text(`${company.address.street}, ${company.address.postalCode} ${company.address.city}`)
    .text(`Telefon ${company.phone} · ${company.email}`)
    .text(`Org.nr. ${orgNumberDisplay(company)}`)
    .fillColor('black')
    .moveDown(1.5);
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
    doc.end();
  });
}

export const heading = (doc: Pdf, text: string, size = 13) => doc.font('bold').fontSize(size).text(text).font('regular').fontSize(10).moveDown(0.3);
export const paragraph = (doc: Pdf, text: string) => doc.font('regular').fontSize(10).text(text).moveDown(0.5);

/** Rows of label and amount, the amount right-aligned; bold rows for totals. */
export function amountRows(doc: Pdf, rows: Array<{ label: string; amount: string; bold?: boolean }>): void {
  const width = doc.page.width - 2 * MARGIN;
  for (const row of rows) {
    const y = doc.y;
    doc.font(row.bold ? 'bold' : 'regular').fontSize(10);
    doc.text(row.label, MARGIN, y, { width: width - 130 });
    const after = doc.y;
    doc.text(row.amount, MARGIN + width - 125, y, { width: 125, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = MARGIN;
    doc.moveDown(0.2);
  }
  doc.font('regular').moveDown(0.5);
}
