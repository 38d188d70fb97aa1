import { pathToken, sendPdf, type FileRoute } from '../../http/file-routes';
import { changeOrderForPdf } from './job.public';

/** A change order's PDF behind the quote's link (/tilbud/{token}/endring/{n}.pdf), private like the page: the record of the customer's answer. */
export const jobFileRoutes: FileRoute[] = [
  {
    method: 'GET',
    url: '/tilbud/:token/endring/:number.pdf',
    access: 'link',
    handler: async ({ req, reply, em }) => {
      const n = Number((req.params as { number?: string }).number);
      const { name, pdf } = await changeOrderForPdf(em, pathToken(req.params), Number.isInteger(n) && n > 0 ? n : 0);
      return sendPdf(reply, name, pdf);
    },
  },
];
