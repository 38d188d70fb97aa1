import { formatOsloLongDateTime } from '../../shared/dates';
import { changeOrderKindLabels } from '../../shared/labels';
import { formatQuantity } from '../../shared/pricing/format';
import { formatKr } from '../../shared/pricing/vat';
import type { PublicChangeOrderDto, PublicJobDto } from '../../shared/schemas/job';
import { amountRows, heading, paragraph, renderPdf, type Company } from '../pdf/pdf';

export const changeOrderTitle = (reference: string, o: Pick<PublicChangeOrderDto, 'number'>) => `Endring ${o.number} til oppdrag ${reference}`;

/** A change order as the customer accepted it (with the record: name, time, SHA-256), or as it stands. */
export function changeOrderPdf(
  company: Company,
  job: { reference: string; customerName: string; address: string | null; public: PublicJobDto },
  o: PublicChangeOrderDto,
  contentHash: string | null,
): Promise<Buffer> {
  const title = changeOrderTitle(job.reference, o);
  return renderPdf(title, company, (doc) => {
    heading(doc, title, 16);
    paragraph(doc, `Til: ${job.customerName}`);
    if (job.address) paragraph(doc, `Arbeidssted: ${job.address}`);
    paragraph(doc, `Type: ${changeOrderKindLabels[o.kind]}`);
    heading(doc, 'Hvorfor', 11);
    paragraph(doc, o.reason);
    heading(doc, 'Arbeid og materialer', 11);
    amountRows(doc, [
      ...o.lines.map((l) => ({ label: `${l.text} – ${formatQuantity(l.quantity)} ${l.unit} à ${formatKr(l.unitPrice)}`, amount: formatKr(l.amount) })),
      { label: 'Endringen inkl. mva', amount: formatKr(o.totals.total), bold: true },
      { label: 'Herav mva (25 %)', amount: formatKr(o.totals.vat) },
    ]);
    paragraph(doc, `Avtalt pris før denne endringen: ${formatKr(job.public.agreedTotal - (o.status === 'accepted' ? o.totals.total : 0))} inkl. mva.`);
    if (job.public.priceLimit) paragraph(doc, `Prisoverslaget var ${formatKr(job.public.priceLimit.estimate)} inkl. mva.`);
    if (o.status === 'accepted' && o.acceptedAt) {
      heading(doc, 'Godkjent', 11);
      paragraph(doc, `Godkjent av ${o.acceptedName ?? ''} ${formatOsloLongDateTime(o.acceptedAt)} på nett.`);
      if (contentHash) paragraph(doc, `Kontrollsum for endringens innhold (SHA-256): ${contentHash}`);
    }
  });
}
