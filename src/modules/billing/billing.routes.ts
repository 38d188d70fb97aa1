import { TRPCError } from '@trpc/server';
import { sendPdf, type FileRoute } from '../../http/file-routes';
import { messages } from '../../shared/messages';
import { idSchema } from '../../shared/schemas/common';
import { fakturagrunnlag } from './billing.service';

const pathId = (value: unknown): number => {
  const id = idSchema.safeParse(value);
  if (!id.success) throw new TRPCError({ code: 'NOT_FOUND', message: messages.notFound });
  return id.data;
};

/** An invoice's fakturagrunnlag as a PDF, for the owner to carry over to the accounting system. */
export const billingFileRoutes: FileRoute[] = [
  {
    method: 'GET',
    url: '/api/admin/contact-submissions/:id/invoices/:invoiceId/fakturagrunnlag.pdf',
    access: 'admin',
    handler: async ({ req, reply, em }) => {
      const params = req.params as { id?: unknown; invoiceId?: unknown };
      const { name, pdf } = await fakturagrunnlag(em, pathId(params.id), pathId(params.invoiceId));
      return sendPdf(reply, name, pdf);
    },
  },
];
