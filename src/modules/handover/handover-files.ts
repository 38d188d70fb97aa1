import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { handoverErrors, HANDOVER_DOCUMENT_MAX_BYTES } from '../../shared/schemas/handover';
import { IMAGE_MAX_PIXELS } from '../../shared/schemas/image';
import { probe } from '../image/processing';

// What a handover file becomes before it is stored: a photo goes through the image pipeline's checks
// (type sniffed from its bytes, pixel limit) and is re-encoded upright as a JPEG without metadata (no
// GPS position of the customer's home); a document must be a PDF. Both are stored privately under
// handover/<job>/, named by their content.

/** The longest side of a stored photo: sharp enough for print in the PDF, small enough for a ZIP. */
export const PHOTO_MAX_SIDE = 1600;

export class HandoverFileError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export type PreparedFile = { data: Buffer; width: number | null; height: number | null; ext: 'jpg' | 'pdf' };

export async function preparePhoto(buf: Buffer): Promise<PreparedFile> {
  await probe(buf);
  const { data, info } = await sharp(buf, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, ext: 'jpg' };
}

/** A PDF by its header (`%PDF-` within the first KiB, as readers accept it), whatever its name says. */
export function prepareDocument(buf: Buffer): PreparedFile {
  if (buf.length > HANDOVER_DOCUMENT_MAX_BYTES) throw new HandoverFileError(413, handoverErrors.tooLarge);
  if (!buf.subarray(0, 1024).includes('%PDF-')) throw new HandoverFileError(415, handoverErrors.notPdf);
  return { data: buf, width: null, height: null, ext: 'pdf' };
}

export const fileKey = (jobId: number, hash: string, ext: string) => `handover/${jobId}/${hash.slice(0, 32)}.${ext}`;

/**
 * A file name safe in a ZIP and a Content-Disposition header: letters (æøå too), digits, dot, dash and
 * underscore; anything else becomes a dash. Ends in `.ext`.
 */
export function safeFileName(name: string, ext: string): string {
  const base = name
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 120);
  return `${base || 'fil'}.${ext}`;
}

/** An ASCII stand-in for a header's plain `filename=` (the UTF-8 name goes in `filename*`). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/æ/g, 'ae').replace(/Æ/g, 'AE').replace(/ø/g, 'o').replace(/Ø/g, 'O').replace(/[^A-Za-z0-9._-]/g, '-');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
