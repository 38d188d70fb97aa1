import { pathToken, sendPdf, type FileRoute } from '../../http/file-routes';
import { estimatePdf, findEstimate } from './estimate.service';

/** The saved estimate's PDF /estimat/{token}.pdf, private like its page. */
export const estimateFileRoutes: FileRoute[] = [
  {
    method: 'GET',
    url: '/estimat/:token.pdf',
    access: 'link',
    handler: async ({ req, reply, em }) => {
      const saved = await findEstimate(em, pathToken(req.params));
      return sendPdf(reply, `estimat-${saved.computedAt.toISOString().slice(0, 10)}.pdf`, await estimatePdf(em, saved));
    },
  },
];
