import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_MAX_PIXELS, IMAGE_WIDTHS, variantPath, type ImageFormat, type ImageVariant } from '../../shared/schemas/image';

/** One libvips thread per operation: with the queue's single slot, encoding uses about one core. */
sharp.concurrency(1);
sharp.cache(false);

type Sharp = ReturnType<typeof sharp>;
type Metadata = Awaited<ReturnType<Sharp['metadata']>>;

export type SourceFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export class ImageInputError extends Error {
  constructor(
    readonly status: 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export const imageErrors = {
  unsupported: 'Filtypen støttes ikke. Last opp et bilde i JPEG, PNG, WebP eller AVIF.',
  unreadable: 'Bildet kunne ikke leses. Filen kan være skadet.',
  tooLarge: 'Bildet er for stort. Maks 25 MB per bilde.',
  tooManyPixels: `Bildet har for mange piksler. Maks ${IMAGE_MAX_PIXELS / 1_000_000} megapiksler.`,
  missingFile: 'Velg et bilde å laste opp (feltet file).',
  onePerRequest: 'Send ett bilde per forespørsel.',
} as const;

/** The format from the file's first bytes, whatever its name or declared type says. */
export function sniffFormat(buf: Buffer): SourceFormat | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  // ISO-BMFF: 'ftyp' at offset 4, then the major brand and compatible brands; AVIF says avif or avis.
  if (buf.length >= 16 && buf.toString('latin1', 4, 8) === 'ftyp') {
    const boxSize = Math.min(buf.readUInt32BE(0), buf.length, 64);
    const brands = buf.toString('latin1', 8, boxSize);
    if (/avif|avis/.test(brands)) return 'avif';
  }
  return null;
}

export const contentHash = (buf: Buffer) => createHash('sha256').update(buf).digest('hex').slice(0, 32);

const input = (buf: Buffer) => sharp(buf, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' });

export type Probe = { format: SourceFormat; width: number; height: number };

/** Checks the type and size of an upload and returns its size after orientation; throws ImageInputError. */
export async function probe(buf: Buffer): Promise<Probe> {
  const format = sniffFormat(buf);
  if (!format) throw new ImageInputError(415, imageErrors.unsupported);
  let meta: Metadata;
  try {
    meta = await sharp(buf, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageInputError(415, imageErrors.unreadable);
  }
  // An AVIF/HEIF container holding HEVC (an iPhone HEIC) cannot be decoded here.
  if (format === 'avif' && meta.compression !== 'av1') throw new ImageInputError(415, imageErrors.unsupported);
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw new ImageInputError(415, imageErrors.unreadable);
  if (width * height > IMAGE_MAX_PIXELS) throw new ImageInputError(413, imageErrors.tooManyPixels);
  return { format, width, height };
}

/** Widths to make: the standard ones narrower than the original, plus the original's (at most the largest). */
export function variantWidths(originalWidth: number): number[] {
  const max = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  const below = IMAGE_WIDTHS.filter((w) => w < Math.min(originalWidth, max));
  return [...below, Math.min(originalWidth, max)];
}

const ORIGINAL_EXT: Record<SourceFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' };
export const originalKey = (hash: string, format: SourceFormat | string) => `originals/${hash}.${ORIGINAL_EXT[format as SourceFormat] ?? 'bin'}`;
export const publicKey = (url: string) => `public/${url.slice('/uploads/'.length)}`;

/**
 * The private original: turned upright and re-encoded in its own format without EXIF, XMP, IPTC or
 * any other metadata (sharp keeps none unless asked), for re-processing later.
 */
export async function encodeOriginal(buf: Buffer, format: SourceFormat): Promise<Buffer> {
  const img = input(buf).autoOrient();
  switch (format) {
    case 'jpeg':
      return img.jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer();
    case 'png':
      return img.png({ compressionLevel: 6 }).toBuffer();
    case 'webp':
      return img.webp({ quality: 92 }).toBuffer();
    case 'avif':
      return img.avif({ quality: 70, effort: 2 }).toBuffer();
  }
}

const encoders: Record<ImageFormat, (img: Sharp) => Sharp> = {
  avif: (img) => img.avif({ quality: 50, effort: 2 }),
  webp: (img) => img.webp({ quality: 75, effort: 4 }),
  jpeg: (img) => img.jpeg({ quality: 80, mozjpeg: true }),
};

/** Encodes one format at every width; returns the variants with their files. */
export async function encodeVariants(
  original: Buffer,
  hash: string,
  size: { width: number; height: number },
  format: ImageFormat,
): Promise<Array<{ variant: ImageVariant; data: Buffer }>> {
  const out: Array<{ variant: ImageVariant; data: Buffer }> = [];
  for (const width of variantWidths(size.width)) {
    const height = Math.max(1, Math.round((size.height * width) / size.width));
    // The stored original is already upright; flatten gives JPEG a white background for transparency.
    let img = input(original).autoOrient().resize({ width, withoutEnlargement: true });
    if (format === 'jpeg') img = img.flatten({ background: '#ffffff' });
    const data = await encoders[format](img).toBuffer();
    out.push({ variant: { format, width, height, url: variantPath(hash, width, format) }, data });
  }
  return out;
}
