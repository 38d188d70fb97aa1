import { formatLongDay } from '../../shared/dates';
import { invoiceKindLabels } from '../../shared/labels';
import { formatKr } from '../../shared/pricing/vat';
import type { InvoiceDto } from '../../shared/schemas/billing';
import { amountRows, heading, paragraph, renderPdf, type Company } from '../pdf/pdf';

export const fakturagrunnlagTitle = (reference: string, inv: Pick<InvoiceDto, 'kind'>) => `Fakturagrunnlag: ${invoiceKindLabels[inv.kind].toLowerCase()} for oppdrag ${reference}`;
export const fakturagrunnlagName = (reference: string, inv: Pick<InvoiceDto, 'id'>) => `fakturagrunnlag-${reference}-${inv.id}.pdf`;

/**
 * What the owner carries over by hand to the accounting system when there is no connection: every
 * line as it goes on the invoice, with mva, laid out as håndverkertjenesteloven § 36 asks (the
 * contract and each change order apart, what was invoiced before deducted).
 */
export function fakturagrunnlagPdf(
  company: Company,
  job: { reference: string; customerName: string; email: string | null; address: string | null; days: string | null },
  inv: InvoiceDto,
  dueDays: number,
): Promise<Buffer> {
  const title = fakturagrunnlagTitle(job.reference, inv);
  return renderPdf(title, company, (doc) => {
    heading(doc, title, 16);
    paragraph(doc, `Kunde: ${job.customerName}${job.email ? `, ${job.email}` : ''}`);
    if (job.address) paragraph(doc, `Leveringsadresse (arbeidssted): ${job.address}`);
    if (job.days) paragraph(doc, `Leveringsdato: ${job.days}`);
    paragraph(doc, `Deres referanse: ${job.reference}`);
    heading(doc, 'Linjer', 11);
    amountRows(doc, [
      ...inv.lines.map((l) => ({ label: l.text, amount: formatKr(l.amount) })),
      { label: 'Å betale inkl. mva', amount: formatKr(inv.total), bold: true },
      { label: 'Herav mva (25 %)', amount: formatKr(inv.vat) },
      { label: 'Beløp eks. mva', amount: formatKr(Math.round((inv.total - inv.vat) * 100) / 100) },
    ]);
    if (inv.issueDate) paragraph(doc, `Fakturadato: ${formatLongDay(inv.issueDate)}${inv.dueDate ? `. Forfall: ${formatLongDay(inv.dueDate)}` : ''}${inv.invoiceNumber ? `. Fakturanummer: ${inv.invoiceNumber}` : ''}.`);
    else paragraph(doc, `Betalingsfrist: ${dueDays} dager. Ingen fakturagebyr.`);
    paragraph(doc, 'Alle beløp i norske kroner inkl. 25 % mva. Fakturanummer, KID og kontonummer settes av regnskapssystemet.');
  });
}
