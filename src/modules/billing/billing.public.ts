import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { invoiceStanding } from '../../shared/billing';
import { todayInOslo } from '../../shared/dates';
import { messages } from '../../shared/messages';
import type { PublicBillingDto } from '../../shared/schemas/billing';
import { ChangeOrder, Job } from '../job/job.entity';
import { quoteByLink } from '../quote/quote.public';
import { billingSums, toInvoiceDto } from './billing.service';
import type { AccountingSystem } from './accounting';
import { Invoice } from './invoice.entity';

// The customer's invoices behind the contract's link (/tilbud/{token}): each one invoiced, with its
// amount, due date and whether it is paid. Planned invoices are the owner's plan, not shown. Unknown
// or closed links are 404, as the quote page's.

export const invoicePdfPath = (token: string, invoiceId: number) => `/api/tilbud/${token}/faktura/${invoiceId}.pdf`;

/** An invoice's PDF from the accounting system, behind the contract's link; 404 where there is none. */
export async function publicInvoicePdf(em: EntityManager, accounting: AccountingSystem | null, token: string, invoiceId: number): Promise<{ name: string; pdf: Buffer }> {
  const quote = await quoteByLink(em, token);
  const inv = await em.findOne(Invoice, { id: invoiceId, job: { quote }, state: 'invoiced', kind: { $ne: 'credit' } });
  const pdf = inv?.externalId && accounting ? await accounting.invoicePdf(inv.externalId) : null;
  if (!inv || !pdf) throw new TRPCError({ code: 'NOT_FOUND', message: messages.notFound });
  return { name: `faktura-${inv.invoiceNumber ?? inv.id}.pdf`, pdf };
}

export async function publicBilling(em: EntityManager, token: string): Promise<PublicBillingDto | null> {
  const quote = await quoteByLink(em, token);
  const job = await em.findOne(Job, { quote }, { populate: ['enquiry', 'quote'] });
  if (!job) return null;
  const invoices = await em.find(Invoice, { job }, { orderBy: { id: 'asc' } });
  const sent = invoices.filter((i) => i.state === 'invoiced');
  if (!sent.length) return null;
  const s = billingSums(job, await em.find(ChangeOrder, { job, status: 'accepted' }), invoices);
  return {
    agreedTotal: s.agreed,
    invoiced: s.invoiced,
    paid: s.paid,
    outstanding: s.outstanding,
    invoices: sent.map((i) => {
      const dto = toInvoiceDto(i, invoices);
      return {
        id: i.id,
        kind: i.kind,
        total: i.total,
        invoiceNumber: i.invoiceNumber,
        issueDate: i.issueDate ?? '',
        dueDate: i.dueDate,
        paid: i.kind !== 'credit' && dto.outstanding <= 0,
        outstanding: dto.outstanding,
        // Read on the server, where the credit notes are known: a wholly credited invoice is not «paid».
        standing: invoiceStanding(dto, todayInOslo()),
        pdfUrl: i.externalId && i.kind !== 'credit' ? invoicePdfPath(token, i.id) : null,
      };
    }),
  };
}
