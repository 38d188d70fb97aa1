import { pathToken, sendPdf, type FileRoute } from '../../http/file-routes';
import { getCompany } from '../company/company.service';
import { angreskjemaPdf, quotePdf } from './quote.pdf';
import { quoteForPdf } from './quote.public';

/** The quote's PDF /tilbud/{token}.pdf and its angreskjema /tilbud/{token}/angreskjema.pdf, private like the page. */
export const quoteFileRoutes: FileRoute[] = [
  {
    method: 'GET',
    url: '/tilbud/:token.pdf',
    access: 'link',
    handler: async ({ req, reply, em }) => {
      const q = await quoteForPdf(em, pathToken(req.params));
      return sendPdf(reply, `tilbud-${q.reference}-v${q.version}.pdf`, await quotePdf(await getCompany(em), q, null));
    },
  },
  {
    method: 'GET',
    url: '/tilbud/:token/angreskjema.pdf',
    access: 'link',
    handler: async ({ req, reply, em }) => {
      const q = await quoteForPdf(em, pathToken(req.params));
      return sendPdf(reply, 'angreskjema.pdf', await angreskjemaPdf(await getCompany(em), q));
    },
  },
];
