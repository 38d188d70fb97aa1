import { sendError, type FileRoute } from '../../http/file-routes';
import { messages } from '../../shared/messages';
import { z } from 'zod';
import { altText, IMAGE_MAX_BYTES, imageSchema } from '../../shared/schemas/image';
import { uploadImage } from './image.service';
import { ImageInputError, imageErrors } from './processing';

/**
 * POST /api/admin/images: one image per request in the multipart field `file`, optional field
 * `alt`. Answers 201 with the image once its JPEG variants exist (WebP and AVIF follow).
 */
export const imageFileRoutes: FileRoute[] = [
  {
    method: 'POST',
    url: '/api/admin/images',
    access: 'admin',
    multipart: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 2000 },
    doc: {
      tag: 'Admin: bilder',
      summary: 'Last opp et bilde (JPEG, PNG, WebP eller AVIF, høyst 15 MB)',
      description: 'Svarer 201 med bildet når JPEG-variantene finnes (WebP og AVIF følger); det samme bildet lastet opp igjen svarer 200 med det som finnes.',
      answer: { json: imageSchema, created: true },
      form: { fields: z.object({ alt: altText.optional() }), fileTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] },
    },
    handler: async ({ req, reply, em, user, images }) => {
      if (!req.isMultipart()) return sendError(reply, 415, messages.multipartRequired, 'MULTIPART_REQUIRED');
      // A body larger than the file and its field is refused before a byte of it is read.
      if (Number(req.headers['content-length'] ?? 0) > IMAGE_MAX_BYTES + 64 * 1024) {
        return sendError(reply.header('Connection', 'close'), 413, imageErrors.tooLarge, 'IMAGE_TOO_LARGE');
      }
      let file: Buffer | null = null;
      let alt: string | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            if (part.fieldname === 'file' && !file) file = await part.toBuffer();
            else part.file.resume();
          } else if (part.fieldname === 'alt' && typeof part.value === 'string' && part.value.trim()) {
            const parsed = altText.safeParse(part.value);
            if (!parsed.success) return sendError(reply, 400, parsed.error.issues[0]?.message ?? messages.invalidInput, 'BAD_REQUEST');
            alt = parsed.data;
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') return sendError(reply, 413, imageErrors.tooLarge, 'IMAGE_TOO_LARGE');
        if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') return sendError(reply, 413, imageErrors.onePerRequest, 'IMAGE_TOO_LARGE');
        return sendError(reply, 400, messages.invalidUpload, 'BAD_REQUEST');
      }
      if (!file || file.length === 0) return sendError(reply, 400, imageErrors.missingFile, 'BAD_REQUEST');
      try {
        const { image, created } = await uploadImage(em, images, file, alt, user);
        return reply.code(created ? 201 : 200).send(image);
      } catch (error) {
        if (error instanceof ImageInputError) return sendError(reply, error.status, error.message, error.status === 413 ? 'IMAGE_TOO_LARGE' : 'UNSUPPORTED_IMAGE_TYPE');
        throw error;
      }
    },
  },
];
