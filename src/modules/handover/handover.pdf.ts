import { CONTRACT_FOLDER } from './handover.zip';
import { orgNumberDisplay } from '../../shared/company-view';
import { formatLongDay, formatOsloDate, todayInOslo } from '../../shared/dates';
import { handoverPhotoStages } from '../../shared/domain';
import { handoverDocumentCategoryLabels, handoverPhotoStageLabels } from '../../shared/labels';
import { formatKr } from '../../shared/pricing/vat';
import type { HandoverDto, HandoverFileDto } from '../../shared/schemas/handover';
import { stripLineControls } from '../../shared/schemas/plain-text';
import { amountRows, contentWidth, figure, heading, line, paragraph, renderPdf, type Company } from '../pdf/pdf';
import { zipPaths } from './handover.zip';

// The handover folder as one PDF: a cover with the property, the dates and the company; the summary;
// the agreed price with the change orders; the complaint period; the products; the documents (which
// are in the ZIP); the photos by stage. Tagged and with embedded fonts, like every PDF of the site.

export const handoverTitle = (reference: string) => `Overleveringsmappe ${reference}`;

/** The complaint period's wording, stated in the folder and on the customer's page. */
export function complaintText(h: Pick<HandoverDto, 'warrantyYears' | 'handedOverAt'>): string {
  const from = h.handedOverAt ? ` Arbeidet ble overlevert ${formatOsloDate(h.handedOverAt)}.` : '';
  return `Du må si fra om en mangel innen rimelig tid etter at du oppdaget den eller burde ha oppdaget den, og senest ${h.warrantyYears} år etter at arbeidet ble overlevert (håndverkertjenesteloven § 25, arbeid på fast eiendom).${from}`;
}

export const workPeriod = (h: Pick<HandoverDto, 'startDate' | 'endDate'>) =>
  h.startDate && h.endDate ? (h.startDate === h.endDate ? formatLongDay(h.startDate) : `${formatLongDay(h.startDate)} – ${formatLongDay(h.endDate)}`) : 'Ikke oppgitt';

/**
 * A title as printed: without control characters (a title stored before they were refused could hold
 * a line separator that breaks the line, or a bidi override that turns it around).
 */
const printable = (text: string) => stripLineControls(text);

/** A document in the list: its type, title and the name it has in the ZIP (`poly (2).pdf` in both). */
export const documentLine = (f: HandoverFileDto, zipName: string) => `${f.category ? handoverDocumentCategoryLabels[f.category] : 'Dokument'}: ${printable(f.title)} (${printable(zipName)})`;

/** A photo's height on the page at most: two to a page. */
const PHOTO_HEIGHT = 300;

export type PhotoData = { file: HandoverFileDto; data: Buffer };

export function handoverPdf(company: Company, h: HandoverDto, photos: readonly PhotoData[]): Promise<Buffer> {
  return renderPdf(handoverTitle(h.reference), company, (doc) => {
    heading(doc, handoverTitle(h.reference), 16);
    paragraph(doc, `Kunde: ${h.customerName}`);
    paragraph(doc, `Adresse: ${h.address || 'Ikke oppgitt'}`);
    if (h.matrikkel) paragraph(doc, `Eiendom (matrikkel): ${h.matrikkel}${h.knr ? '' : ' (kommunenummer ikke oppgitt)'}`);
    paragraph(doc, `Arbeidet utført: ${workPeriod(h)}`);
    paragraph(doc, `Overlevert: ${h.handedOverAt ? formatOsloDate(h.handedOverAt) : `ikke ennå (utkast ${formatLongDay(todayInOslo())})`}`);
    paragraph(doc, `Utført av: ${company.name}, org.nr. ${orgNumberDisplay(company)}`);

    heading(doc, 'Sammendrag av arbeidet', 11);
    for (const p of (h.summary || 'Ikke oppgitt.').split(/\n\s*\n/)) paragraph(doc, p.trim());

    heading(doc, 'Avtalt pris', 11);
    amountRows(doc, [
      { label: 'Tilbudet (kontrakten)', amount: formatKr(h.price.contract) },
      ...h.price.changeOrders.map((c) => ({ label: `Tillegg/endring ${c.number}: ${c.reason}`, amount: formatKr(c.total) })),
      { label: 'Avtalt totalt inkl. mva', amount: formatKr(h.price.total), bold: true },
    ]);
    paragraph(doc, `Tilbudet og endringene slik du godtok dem, med kvitteringen for godkjenningen, ligger i mappen «${CONTRACT_FOLDER}» i ZIP-filen.`);

    heading(doc, 'Reklamasjon', 11);
    paragraph(doc, complaintText(h));

    heading(doc, 'Produkter og materialer', 11);
    if (h.products.length === 0) paragraph(doc, 'Ingen oppgitt.');
    for (const p of h.products) line(doc, `• ${p}`);
    doc.moveDown(0.5);

    const documents = h.files.filter((f) => f.kind === 'document');
    heading(doc, 'Dokumenter', 11);
    if (documents.length === 0) paragraph(doc, 'Ingen dokumenter.');
    else {
      paragraph(doc, 'Dokumentene ligger i ZIP-filen til overleveringsmappen, sortert etter type:');
      const names = new Map(zipPaths(h.files).map((path, i) => [h.files[i]!.id, path.slice(path.lastIndexOf('/') + 1)]));
      for (const f of documents) line(doc, `• ${documentLine(f, names.get(f.id) ?? f.fileName)}`);
      doc.moveDown(0.5);
    }

    for (const stage of handoverPhotoStages) {
      const ofStage = photos.filter((p) => p.file.stage === stage);
      if (ofStage.length === 0) continue;
      const size = (f: HandoverFileDto) => {
        const width = contentWidth(doc);
        return { width, height: Math.min(PHOTO_HEIGHT, width * (f.width && f.height ? f.height / f.width : 0.75)) };
      };
      // The stage's heading goes with its first photo: a new page first when both would not fit.
      if (doc.y + 40 + size(ofStage[0]!.file).height > doc.page.height - doc.page.margins.bottom) doc.addPage();
      heading(doc, `Bilder: ${handoverPhotoStageLabels[stage].toLowerCase()}`, 11);
      for (const { file, data } of ofStage) {
        figure(doc, data, printable(file.title), size(file));
        paragraph(doc, printable(file.title));
      }
    }
  });
}
