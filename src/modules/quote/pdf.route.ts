import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { messages } from '../../shared/messages';
import { linkTokenSchema } from '../../shared/schemas/quote';
import { getCompany } from '../company/company.service';
import { estimatePdf, findEstimate } from '../estimate/estimate.service';
import { angreskjemaPdf, quotePdf } from './quote.pdf';
import { quoteForPdf } from './quote.public';

const notFound = (reply: FastifyReply) => reply.code(404).header('Cache-Control', 'no-store').send({ message: messages.notFound, code: 'NOT_FOUND' });

const sendPdf = (reply: FastifyReply, name: string, body: Buffer) =>
  reply
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .header('Content-Disposition', `inline; filename="${name}"`)
    .type('application/pdf')
    .send(body);

/**
 * The PDFs behind the customers' links: /estimat/{token}.pdf, /tilbud/{token}.pdf and the
 * angreskjema /tilbud/{token}/angreskjema.pdf. Private like the pages (no-store, noindex).
 */
export function registerLinkPdfs(app: FastifyInstance, orm: MikroORM): void {
  app.get<{ Params: { token: string } }>('/estimat/:token.pdf', async (req, reply) => {
    const token = linkTokenSchema.safeParse(req.params.token);
    if (!token.success) return notFound(reply);
    const em = orm.em.fork();
    try {
      const saved = await findEstimate(em, token.data);
      return sendPdf(reply, `estimat-${saved.computedAt.toISOString().slice(0, 10)}.pdf`, await estimatePdf(em, saved));
    } catch (error) {
      if ((error as { code?: string }).code === 'NOT_FOUND') return notFound(reply);
      throw error;
    }
  });
  app.get<{ Params: { token: string } }>('/tilbud/:token.pdf', async (req, reply) => {
    const token = linkTokenSchema.safeParse(req.params.token);
    if (!token.success) return notFound(reply);
    const em = orm.em.fork();
    try {
      const q = await quoteForPdf(em, token.data);
      return sendPdf(reply, `tilbud-${q.reference}-v${q.version}.pdf`, await quotePdf(await getCompany(em), q, null));
    } catch (error) {
      if ((error as { code?: string }).code === 'NOT_FOUND') return notFound(reply);
      throw error;
    }
  });
  app.get<{ Params: { token: string } }>('/tilbud/:token/angreskjema.pdf', async (req, reply) => {
    const token = linkTokenSchema.safeParse(req.params.token);
    if (!token.success) return notFound(reply);
    const em = orm.em.fork();
    try {
      const q = await quoteForPdf(em, token.data);
      return sendPdf(reply, 'angreskjema.pdf', await angreskjemaPdf(await getCompany(em), q));
    } catch (error) {
      if ((error as { code?: string }).code === 'NOT_FOUND') return notFound(reply);
      throw error;
    }
  });
}
