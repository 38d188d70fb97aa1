import { pathToken, sendPdf, type FileRoute } from '../../http/file-routes';
import { getCompany } from '../company/company.service';
import { changeOrderPdf } from './change-order.pdf';
import { changeOrderForPdf } from './job.public';

/** A change order's PDF behind the quote's link (/tilbud/{token}/endring/{n}.pdf), private like the page. */
export const jobFileRoutes: FileRoute[] = [
  {
    method: 'GET',
    url: '/tilbud/:token/endring/:number.pdf',
    access: 'link',
    handler: async ({ req, reply, em }) => {
      const n = Number((req.params as { number?: string }).number);
      const { job, order, contentHash } = await changeOrderForPdf(em, pathToken(req.params), Number.isInteger(n) && n > 0 ? n : 0);
      return sendPdf(reply, `endring-${job.reference}-${order.number}.pdf`, await changeOrderPdf(await getCompany(em), job, order, contentHash));
    },
  },
];
