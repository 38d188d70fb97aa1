import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { enquiryFilterSchema } from '../../shared/schemas/enquiry';
import type { SessionUser } from '../../trpc/context';
import { keepSessionAlive } from '../session/session-store';
import { enquiryCsv } from './inbox.service';

export const EXPORT_PATH = '/api/admin/contact-submissions/export';

type Resolve = (req: FastifyRequest) => Promise<{ em: EntityManager; user: SessionUser | null }>;

/**
 * GET /api/admin/contact-submissions/export: the inbox's current filter as CSV for Excel. A plain
 * route (the REST adapter answers JSON only), behind the same session check as every admin procedure,
 * and described in the OpenAPI document by api-docs.ts.
 */
export function registerEnquiryExport(api: FastifyInstance, resolve: Resolve): void {
  api.get(EXPORT_PATH, async (req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const { em, user } = await resolve(req);
    if (!user) return reply.code(401).send({ message: messages.notLoggedIn, code: 'UNAUTHORIZED', authenticated: false });
    const parsed = enquiryFilterSchema.safeParse(req.query);
    if (!parsed.success) {
      return reply.code(400).send({ message: parsed.error.issues[0]?.message ?? messages.invalidInput, code: 'BAD_REQUEST', issues: z.flattenError(parsed.error) });
    }
    keepSessionAlive(req);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="henvendelser-${day}.csv"`)
      .send(Readable.from(enquiryCsv(em, parsed.data)));
  });
}
