import type { FastifyReply } from 'fastify';
import { pathId, pathToken, sendError, type FileRoute } from '../../http/file-routes';
import { messages } from '../../shared/messages';
import { handoverErrors, handoverFileSchema, handoverUploadFieldsSchema, handoverUploadFormSchema, HANDOVER_DOCUMENT_MAX_BYTES } from '../../shared/schemas/handover';
import { IMAGE_MAX_BYTES } from '../../shared/schemas/image';
import { ImageInputError } from '../image/processing';
import { Handover } from './handover.entity';
import { contentDisposition, HandoverFileError } from './handover-files';
import { folderFile, publicFile } from './handover.public';
import { addHandoverFile, fileOfCase, jobOfCase, pdfName, renderFolder, zipName } from './handover.service';

// The handover folder's files: the owner's upload and previews (admin), and the customer's downloads
// behind the contract's link (/api/tilbud/{token}/overlevering.pdf, .zip and each file).

const TYPES = { pdf: 'application/pdf', zip: 'application/zip', jpg: 'image/jpeg' } as const;
const send = (reply: FastifyReply, type: keyof typeof TYPES, name: string, data: Buffer, disposition: 'inline' | 'attachment') =>
  reply.header('Content-Disposition', contentDisposition(disposition, name)).header('X-Content-Type-Options', 'nosniff').type(TYPES[type]).send(data);
const extOf = (name: string) => (name.endsWith('.pdf') ? 'pdf' : 'jpg');

/** The largest file the route takes (a photo), and the most a whole upload's body may be. */
const UPLOAD_MAX_FILE = Math.max(IMAGE_MAX_BYTES, HANDOVER_DOCUMENT_MAX_BYTES);
const UPLOAD_MAX_BODY = UPLOAD_MAX_FILE + 64 * 1024;

/** 413, and the connection closed: the rest of an oversized body is not read. */
const tooLarge = (reply: FastifyReply) => sendError(reply.header('Connection', 'close'), 413, handoverErrors.tooLarge, 'FILE_TOO_LARGE');

class UploadTooLarge extends Error {}

/** The file's bytes, read until `limit`: past it the reading stops (the parser's limit is the largest file's). */
async function readUpTo(stream: AsyncIterable<Buffer> & { truncated?: boolean }, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > limit) throw new UploadTooLarge();
    chunks.push(chunk);
  }
  if (stream.truncated) throw new UploadTooLarge();
  return Buffer.concat(chunks);
}

export const handoverFileRoutes: FileRoute[] = [
  {
    method: 'POST',
    url: '/api/admin/contact-submissions/:id/handover/files',
    access: 'admin',
    multipart: { fileSize: Math.max(IMAGE_MAX_BYTES, HANDOVER_DOCUMENT_MAX_BYTES), files: 1, fields: 4, parts: 5, fieldSize: 2000 },
    doc: {
      tag: 'Admin: overlevering',
      summary: 'Legg et bilde (før, underveis, etter) eller et dokument (FDV, samsvarserklæring, garanti, annet) i overleveringsmappen',
      description: 'Feltene sendes før filen. Et bilde er høyst 15 MB, et dokument (PDF) høyst 20 MB. Den samme filen igjen svarer 200 med den som finnes. 409 etter overlevering.',
      answer: { json: handoverFileSchema, created: true },
      form: { fields: handoverUploadFormSchema, fileTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/avif'] },
    },
    handler: async ({ req, reply, em, user, images }) => {
      const id = pathId((req.params as { id?: unknown }).id);
      if (!req.isMultipart()) return sendError(reply, 415, messages.multipartRequired, 'MULTIPART_REQUIRED');
      // A body larger than the largest file and its fields is refused before a byte of it is read.
      if (Number(req.headers['content-length'] ?? 0) > UPLOAD_MAX_BODY) return tooLarge(reply);
      let file: { data: Buffer; name: string } | null = null;
      const fields: Record<string, string> = {};
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            // The form sends its fields first: a document stops at its own limit, not a photo's.
            if (part.fieldname === 'file' && !file) file = { data: await readUpTo(part.file, fields.kind === 'document' ? HANDOVER_DOCUMENT_MAX_BYTES : fields.kind === 'photo' ? IMAGE_MAX_BYTES : UPLOAD_MAX_FILE), name: part.filename };
            else part.file.resume();
          } else if (typeof part.value === 'string' && part.value.trim()) fields[part.fieldname] = part.value;
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || error instanceof UploadTooLarge) return tooLarge(reply);
        return sendError(reply, 400, messages.invalidUpload, 'BAD_REQUEST');
      }
      // The fields and the file's name go through the same schema rules as a JSON body.
      const parsed = handoverUploadFieldsSchema.safeParse({ ...fields, fileName: file?.name ?? '' });
      if (!parsed.success) return sendError(reply, 400, parsed.error.issues[0]?.message ?? messages.invalidInput, 'BAD_REQUEST');
      if (!file || file.data.length === 0) return sendError(reply, 400, handoverErrors.missingFile, 'BAD_REQUEST');
      const f = parsed.data;
      if (f.kind === 'photo' && file.data.length > IMAGE_MAX_BYTES) return tooLarge(reply);
      try {
        const { file: row, created } = await addHandoverFile(
          em,
          images.storage,
          id,
          { kind: f.kind, stage: f.kind === 'photo' ? f.stage : null, category: f.kind === 'document' ? f.category : null, title: f.title ?? null, fileName: f.fileName, data: file.data },
          user,
        );
        return reply.code(created ? 201 : 200).send(row);
      } catch (error) {
        if (error instanceof ImageInputError || error instanceof HandoverFileError) return sendError(reply, error.status, error.message, error.status === 413 ? 'FILE_TOO_LARGE' : 'UNSUPPORTED_FILE_TYPE');
        throw error;
      }
    },
  },
  {
    method: 'GET',
    url: '/api/admin/contact-submissions/:id/handover/files/:fileId',
    access: 'admin',
    doc: { tag: 'Admin: overlevering', summary: 'En fil i overleveringsmappen (et bilde vises, et dokument lastes ned)', answer: { files: ['image/jpeg', 'application/pdf'] } },
    handler: async ({ req, reply, em, images }) => {
      const params = req.params as { id?: unknown; fileId?: unknown };
      const { file, data } = await fileOfCase(em, images.storage, pathId(params.id), pathId(params.fileId));
      // An uploaded document is the customer's supplier's file, not ours: downloaded, never opened in
      // the back office's origin (a PDF may carry scripts), and sandboxed should a browser show it anyway.
      if (file.kind === 'document') void reply.header('Content-Security-Policy', "sandbox; default-src 'none'");
      return send(reply, extOf(file.storageKey), file.fileName, data, file.kind === 'photo' ? 'inline' : 'attachment');
    },
  },
  // The owner's look at the folder: as it was handed over, or as it would be made now.
  ...(['pdf', 'zip'] as const).map(
    (kind): FileRoute => ({
      method: 'GET',
      url: `/api/admin/contact-submissions/:id/handover.${kind}`,
      access: 'admin',
      doc: { tag: 'Admin: overlevering', summary: `Overleveringsmappen som ${kind.toUpperCase()}, slik den ble overlevert eller slik den blir nå`, answer: { files: [TYPES[kind]] } },
      handler: async ({ req, reply, em, images }) => {
        const job = await jobOfCase(em, pathId((req.params as { id?: unknown }).id));
        const folder = await em.findOne(Handover, { job });
        const name = kind === 'pdf' ? pdfName(job.enquiry.reference) : zipName(job.enquiry.reference);
        const key = kind === 'pdf' ? folder?.pdfKey : folder?.zipKey;
        const data = key ? await images.storage.get(key) : (await renderFolder(em, images.storage, job, folder))[kind];
        return send(reply, kind, name, data, kind === 'pdf' ? 'inline' : 'attachment');
      },
    }),
  ),
  ...(['pdf', 'zip'] as const).map(
    (kind): FileRoute => ({
      method: 'GET',
      url: `/api/tilbud/:token/overlevering.${kind}`,
      access: 'link',
      doc: { tag: 'Overlevering', summary: `Kundens overleveringsmappe som ${kind.toUpperCase()} (404 før overlevering)`, answer: { files: [TYPES[kind]] } },
      handler: async ({ req, reply, em, images }) => {
        const { name, data } = await folderFile(em, images.storage, pathToken(req.params), kind);
        return send(reply, kind, name, data, 'attachment');
      },
    }),
  ),
  {
    method: 'GET',
    url: '/api/tilbud/:token/overlevering/filer/:fileId',
    access: 'link',
    doc: { tag: 'Overlevering', summary: 'En fil i kundens overleveringsmappe (404 før overlevering)', answer: { files: ['image/jpeg', 'application/pdf'] } },
    handler: async ({ req, reply, em, images }) => {
      const { file, data } = await publicFile(em, images.storage, pathToken(req.params), pathId((req.params as { fileId?: unknown }).fileId));
      if (file.kind === 'document') void reply.header('Content-Security-Policy', "sandbox; default-src 'none'");
      return send(reply, extOf(file.storageKey), file.fileName, data, file.kind === 'photo' ? 'inline' : 'attachment');
    },
  },
];
