import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FileRoute } from '../../http/file-routes';
import { messages } from '../../shared/messages';
import { enquiryFilterSchema } from '../../shared/schemas/enquiry';
import { enquiryCsv } from './inbox.service';

export const EXPORT_PATH = '/api/admin/contact-submissions/export';

/**
 * GET /api/admin/contact-submissions/export: the inbox's current filter as CSV for Excel, described in
 * the OpenAPI document by api-docs.ts.
 */
export const enquiryFileRoutes: FileRoute[] = [
  {
    method: 'GET',
    url: EXPORT_PATH,
    access: 'admin',
    handler: async ({ req, reply, em }) => {
      const parsed = enquiryFilterSchema.safeParse(req.query);
      if (!parsed.success) {
        return reply.code(400).send({ message: parsed.error.issues[0]?.message ?? messages.invalidInput, code: 'BAD_REQUEST', issues: z.flattenError(parsed.error) });
      }
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="henvendelser-${day}.csv"`)
        .send(Readable.from(enquiryCsv(em, parsed.data)));
    },
  },
];
