import { formatOsloLongDateTime } from '../../shared/dates';
import { changeOrderKindLabels } from '../../shared/labels';
import { formatQuantity } from '../../shared/pricing/format';
import { formatKr } from '../../shared/pricing/vat';
import type { PublicChangeOrderDto } from '../../shared/schemas/job';
import { amountRows, heading, paragraph, renderPdf, type Company } from '../pdf/pdf';

export const changeOrderTitle = (reference: string, o: Pick<PublicChangeOrderDto, 'number'>) => `Endring ${o.number} til oppdrag ${reference}`;

const percentText = (p: number) => `${p.toLocaleString('nb-NO', { maximumFractionDigits: 1 })} %`;

/**
 * A change order as the customer answered it (accepted: with the record of name, time and SHA-256;
 * declined: saying so), or as it stands while it waits. The prices are those of its moment
 * (job.view.ts `priceAround`): the agreed price before it, and with it.
 */
export function changeOrderPdf(
  company: Company,
  job: { reference: string; customerName: string; address: string | null; estimate: number | null },
  o: PublicChangeOrderDto & { declineReason: string | null },
  contentHash: string | null,
): Promise<Buffer> {
  const price = o.price;
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
    heading(doc, 'Pris', 11);
    amountRows(doc, [
      { label: 'Avtalt pris før denne endringen', amount: formatKr(price.before) },
      ...(o.status === 'declined' ? [] : [{ label: o.status === 'accepted' ? 'Avtalt pris med endringen' : 'Avtalt pris med endringen, om du godkjenner den', amount: formatKr(price.after), bold: true }]),
    ]);
    if (job.estimate !== null && o.status !== 'declined') {
      paragraph(doc, `Prisen er gitt som et prisoverslag på ${formatKr(job.estimate)} inkl. mva. Med endringen er prisen ${percentText(price.percentOver ?? 0)} over overslaget.`);
      if (price.newLimit !== null) paragraph(doc, `Prisen går over den avtalte grensen. ${o.status === 'accepted' ? 'Med godkjenningen avtalte du' : 'Godkjenner du endringen, avtaler du samtidig'} en ny prisramme: inntil ${formatKr(price.newLimit)} inkl. mva.`);
    }
    if (o.status === 'accepted' && o.acceptedAt) {
      heading(doc, 'Godkjent', 11);
      paragraph(doc, `Godkjent av ${o.acceptedName ?? ''} ${formatOsloLongDateTime(o.acceptedAt)} på nett.`);
      if (contentHash) paragraph(doc, `Kontrollsum for endringens innhold (SHA-256): ${contentHash}`);
    }
    if (o.status === 'declined' && o.declinedAt) {
      heading(doc, 'Avslått', 11);
      paragraph(doc, `Avslått av kunden ${formatOsloLongDateTime(o.declinedAt)} på nett. Endringen er ikke en del av oppdraget, og prisen er uendret.`);
      if (o.declineReason) paragraph(doc, `Begrunnelse: ${o.declineReason}`);
    }
  });
}
