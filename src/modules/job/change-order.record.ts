import type { EntityManager } from '@mikro-orm/postgresql';
import { quoteTotals } from '../../shared/pricing/vat';
import { getCompany } from '../company/company.service';
import { changeOrderPdf } from './change-order.pdf';
import { ChangeOrder, type Job } from './job.entity';
import { toPublicChangeOrder } from './job.view';

// What the customer answered stays as answered: a change order's PDF is kept as it was made when the
// customer accepted or declined it (its prices of that moment, the record of the answer), and that
// document is what the link and the mails give ever after.

/** The change order's PDF as it stands (its answer, its prices at that moment): kept as the record when the customer answers. */
export async function renderChangeOrderPdf(em: EntityManager, job: Job, orders: ChangeOrder[], order: ChangeOrder): Promise<Buffer> {
  const estimate = job.quote.priceType === 'estimate' ? quoteTotals(job.quote.lines).total : null;
  return changeOrderPdf(
    await getCompany(em),
    { reference: job.enquiry.reference, customerName: job.enquiry.name, address: job.enquiry.address, estimate },
    { ...toPublicChangeOrder(job, orders, order), declineReason: order.declineReason },
    order.contentHash,
  );
}

/** The PDF the customer answered: the bytes kept at the answer; one still waiting (or answered before they were kept) as it stands. */
export async function changeOrderRecordPdf(em: EntityManager, job: Job, order: ChangeOrder): Promise<Buffer> {
  await em.populate(order, ['recordPdf']);
  return order.recordPdf ?? renderChangeOrderPdf(em, job, await em.find(ChangeOrder, { job }, { orderBy: { number: 'asc' } }), order);
}

