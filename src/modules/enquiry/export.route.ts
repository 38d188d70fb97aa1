import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { enquiryFilterSchema, type EnquiryFilter } from '../../shared/schemas/enquiry';
import type { SessionUser } from '../../trpc/context';
import { keepSessionAlive } from '../session/session-store';
import { enquiryCsv, enquiryXlsx } from './inbox.service';
import { XLSX_TYPE } from './xlsx';

export const EXPORT_PATH = '/api/admin/contact-submissions/export';
export const EXPORT_XLSX_PATH = `${EXPORT_PATH}.xlsx`;

type Resolve = (req: FastifyRequest) => Promise<{ em: EntityManager; user: SessionUser | null }>;

/**
 * GET /api/admin/contact-submissions/export: the inbox's current filter as CSV for Excel. A plain
 * route (the REST adapter answers JSON only), behind the same session check as every admin procedure,
 * and described in the OpenAPI document by api-docs.ts.
 */
export function registerEnquiryExport(api: FastifyInstance, resolve: Resolve): void {
  // The same filter as an Excel workbook beside the CSV: phone numbers as text cells.
  const formats = [
    { path: EXPORT_PATH, ext: 'csv', type: 'text/csv; charset=utf-8', body: (em: EntityManager, f: EnquiryFilter) => Readable.from(enquiryCsv(em, f)) },
    { path: EXPORT_XLSX_PATH, ext: 'xlsx', type: XLSX_TYPE, body: enquiryXlsx },
  ];
  for (const format of formats) api.get(format.path, async (req, reply) => {
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
      .type(format.type)
      .header('Content-Disposition', `attachment; filename="henvendelser-${day}.${format.ext}"`)
      .send(format.body(em, parsed.data));
  });
}
