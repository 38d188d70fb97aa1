import type { EntityManager } from '@mikro-orm/postgresql';
import { Readable } from 'node:stream';
import type { FileRoute } from '../../http/file-routes';
import { messages } from '../../shared/messages';
import { enquiryFilterSchema, type EnquiryFilter } from '../../shared/schemas/enquiry';
import { enquiryCsv, enquiryXlsx } from './inbox-export.service';
import { XLSX_TYPE } from './xlsx';

export const EXPORT_PATH = '/api/admin/contact-submissions/export';
export const EXPORT_XLSX_PATH = `${EXPORT_PATH}.xlsx`;

// The same filter as CSV and as an Excel workbook (phone numbers as text cells).
const formats = [
  { path: EXPORT_PATH, ext: 'csv', type: 'text/csv; charset=utf-8', body: (em: EntityManager, f: EnquiryFilter) => Readable.from(enquiryCsv(em, f)) },
  { path: EXPORT_XLSX_PATH, ext: 'xlsx', type: XLSX_TYPE, body: enquiryXlsx },
];

/**
 * GET /api/admin/contact-submissions/export and …/export.xlsx: the inbox's current filter as a file,
 * described in the OpenAPI document by api-docs.ts.
 */
export const inboxExportFileRoutes: FileRoute[] = formats.map((format) => ({
  method: 'GET',
  url: format.path,
  access: 'admin',
  handler: async ({ req, reply, em }) => {
    const parsed = enquiryFilterSchema.safeParse(req.query);
    if (!parsed.success) {
      return reply.code(400).send({ message: parsed.error.issues[0]?.message ?? messages.invalidInput, code: 'BAD_REQUEST', issues: parsed.error.issues });
    }
    const day = new Date().toISOString().slice(0, 10);
    return reply.type(format.type).header('Content-Disposition', `attachment; filename="henvendelser-${day}.${format.ext}"`).send(format.body(em, parsed.data));
  },
}));
