import { depositText } from '../../shared/billing';
import { formatLongDay } from '../../shared/dates';
import { angreskjemaFacts, angreskjemaLines, angreskjemaTitle, angrerettInfo, angrerettTitle, startEarlyText } from '../../shared/angrerett';
import { quotePriceTypeLabels, quotePriceTypeTerms } from '../../shared/labels';
import { formatQuantity } from '../../shared/pricing/format';
import { formatKr } from '../../shared/pricing/vat';
import type { PublicQuoteDto } from '../../shared/schemas/quote';
import { amountRows, artifact, heading, line, paragraph, renderPdf, type Company, type Pdf } from '../pdf/pdf';
import { formatOsloLongDateTime } from '../../shared/dates';

const osloTime = (iso: string) => formatOsloLongDateTime(iso);

export const quoteTitle = (q: Pick<PublicQuoteDto, 'reference' | 'version'>) => `Tilbud ${q.reference}${q.version > 1 ? ` (versjon ${q.version})` : ''}`;

export type AcceptanceRecord = { name: string; at: string; startEarly: boolean; contentHash: string };

function writeQuote(doc: Pdf, q: PublicQuoteDto): void {
  heading(doc, quoteTitle(q), 16);
  paragraph(doc, `Dato: ${formatLongDay(q.date)}`);
  paragraph(doc, `Til: ${q.customerName}`);
  if (q.workAddress) paragraph(doc, `Arbeidssted: ${q.workAddress}`);
  paragraph(doc, `Pristype: ${quotePriceTypeLabels[q.priceType]}. ${quotePriceTypeTerms[q.priceType]}`);
  heading(doc, 'Arbeid og materialer', 11);
  amountRows(doc, [
    ...q.lines.map((l) => ({ label: `${l.text} – ${formatQuantity(l.quantity)} ${l.unit} à ${formatKr(l.unitPrice)}`, amount: formatKr(l.amount) })),
    { label: 'Totalt inkl. mva', amount: formatKr(q.totals.total), bold: true },
    { label: 'Herav mva (25 %)', amount: formatKr(q.totals.vat) },
    { label: 'Totalt eks. mva', amount: formatKr(q.totals.totalExVat) },
  ]);
  paragraph(doc, `Alle priser er i norske kroner inkl. mva. Tilbudet gjelder til og med ${formatLongDay(q.validUntil)}.`);
  if (q.deposit) paragraph(doc, depositText(q.deposit, formatKr));
  if (q.terms) {
    heading(doc, 'Betalingsvilkår', 11);
    paragraph(doc, q.terms);
  }
  if (q.note) {
    heading(doc, 'Merknader', 11);
    paragraph(doc, q.note);
  }
}

function writeAngreskjema(doc: Pdf, company: Company, q: PublicQuoteDto): void {
  heading(doc, angreskjemaTitle, 16);
  for (const text of angreskjemaLines(company, angreskjemaFacts(q))) {
    if (text) line(doc, text).moveDown(0.4);
    else artifact(doc, () => doc.text('_'.repeat(80))).moveDown(0.6);
  }
}

/** The quote as the customer accepted it (with the record) or as it stands, and the angrerett. */
export function quotePdf(company: Company, q: PublicQuoteDto, acceptance: AcceptanceRecord | null): Promise<Buffer> {
  return renderPdf(quoteTitle(q), company, (doc) => {
    writeQuote(doc, q);
    if (acceptance) {
      heading(doc, 'Akseptert', 11);
      paragraph(doc, `Akseptert av ${acceptance.name} ${osloTime(acceptance.at)} på nett.`);
      paragraph(doc, acceptance.startEarly ? `Kunden har bedt om oppstart i angrefristen: «${startEarlyText}»` : 'Kunden har ikke bedt om oppstart i angrefristen.');
      paragraph(doc, `Kontrollsum for tilbudets innhold (SHA-256): ${acceptance.contentHash}`);
    }
    heading(doc, angrerettTitle, 11);
    for (const p of angrerettInfo(company)) paragraph(doc, p);
    doc.addPage();
    writeAngreskjema(doc, company, q);
  });
}

/** The angreskjema filled in for the quote: its name, the customer, and the day it was accepted once it is. */
export function angreskjemaPdf(company: Company, q: PublicQuoteDto): Promise<Buffer> {
  return renderPdf(angreskjemaTitle, company, (doc) => writeAngreskjema(doc, company, q));
}
