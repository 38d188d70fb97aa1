import { pathToken, sendPdf, type FileRoute } from '../../http/file-routes';
import { getCompany } from '../company/company.service';
import { angreskjemaPdf } from './quote.pdf';
import { quoteForPdf } from './quote.public';

/** The quote's PDF /tilbud/{token}.pdf (once accepted, the record kept at the acceptance) and its angreskjema /tilbud/{token}/angreskjema.pdf, private like the page. */
export const quoteFileRoutes: FileRoute[] = [
  {
    method: 'GET',
    url: '/tilbud/:token.pdf',
    access: 'link',
    handler: async ({ req, reply, em }) => {
      const { dto, pdf } = await quoteForPdf(em, pathToken(req.params));
      return sendPdf(reply, `tilbud-${dto.reference}-v${dto.version}.pdf`, await pdf());
    },
  },
  {
    method: 'GET',
    url: '/tilbud/:token/angreskjema.pdf',
    access: 'link',
    handler: async ({ req, reply, em }) => {
      const { dto } = await quoteForPdf(em, pathToken(req.params));
      return sendPdf(reply, 'angreskjema.pdf', await angreskjemaPdf(await getCompany(em), dto));
    },
  },
];
