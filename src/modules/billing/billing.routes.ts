import { pathId, pathToken, sendPdf, type FileRoute } from '../../http/file-routes';
import { publicInvoicePdf } from './billing.public';
import { fakturagrunnlag } from './billing.service';
import { accountingFor } from './connection';

/** An invoice's fakturagrunnlag as a PDF, for the owner to carry over to the accounting system. */
export const billingFileRoutes: FileRoute[] = [
  {
    // The invoice as the accounting system made it, behind the customer's link.
    method: 'GET',
    url: '/api/tilbud/:token/faktura/:invoiceId.pdf',
    access: 'link',
    doc: { tag: 'Tilbud', summary: 'En faktura som PDF, slik regnskapssystemet laget den (404 før den er laget der)', answer: { files: ['application/pdf'] } },
    handler: async ({ req, reply, em, env }) => {
      const { name, pdf } = await publicInvoicePdf(em, accountingFor(env), pathToken(req.params), pathId((req.params as { invoiceId?: unknown }).invoiceId));
      return sendPdf(reply, name, pdf);
    },
  },
  {
    method: 'GET',
    url: '/api/admin/contact-submissions/:id/invoices/:invoiceId/fakturagrunnlag.pdf',
    access: 'admin',
    doc: { tag: 'Admin: fakturering', summary: 'Fakturagrunnlaget for en faktura som PDF: kunden, leveringsadresse og -dager, referansen og hver linje med mva', answer: { files: ['application/pdf'] } },
    handler: async ({ req, reply, em }) => {
      const params = req.params as { id?: unknown; invoiceId?: unknown };
      const { name, pdf } = await fakturagrunnlag(em, pathId(params.id), pathId(params.invoiceId));
      return sendPdf(reply, name, pdf);
    },
  },
];
