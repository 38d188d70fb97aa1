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

/** What may follow a PDF's last `%%EOF`: a line end and some padding, nothing that is a file of its own. */
const TRAILING_SLACK = 1024;
/** Markup that makes a file a web page too (an HTML/PDF polyglot); deflated streams never hold it by chance. */
const HTML_MARKUP = /<(?:!doctype\s+html|html[\s>]|head[\s>]|body[\s>]|script[\s>/]|iframe[\s>]|svg[\s>]|object[\s>]|embed[\s>]|meta[\s>])/i;

async function opensAsPdf(buf: Buffer): Promise<boolean> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: new Uint8Array(buf), stopAtErrors: true, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    const doc = await task.promise;
    return doc.numPages > 0 && (await doc.getPage(1)) !== null;
  } catch {
    return false;
  } finally {
    await task.destroy();
  }
}

/**
 * A PDF, checked by reading it rather than by its name or first bytes: it starts with `%PDF-`, holds
 * no web page (a polyglot a browser could run as HTML), ends at its last `%%EOF` (no ZIP or other file
 * appended), and pdf.js opens it and its first page without an error.
 */
export async function prepareDocument(buf: Buffer): Promise<PreparedFile> {
  if (buf.length > HANDOVER_DOCUMENT_MAX_BYTES) throw new HandoverFileError(413, handoverErrors.tooLarge);
  if (!buf.subarray(0, 1024).includes('%PDF-')) throw new HandoverFileError(415, handoverErrors.notPdf);
  const text = buf.toString('latin1');
  const end = text.lastIndexOf('%%EOF');
  const trailing = end < 0 ? '' : text.slice(end + 5);
  const wellFormed =
    text.startsWith('%PDF-') && end >= 0 && trailing.length <= TRAILING_SLACK && /^[\s\0]*$/.test(trailing) && !HTML_MARKUP.test(text) && (await opensAsPdf(buf));
  if (!wellFormed) throw new HandoverFileError(415, handoverErrors.badPdf);
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
