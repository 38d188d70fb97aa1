// What pages need to show a photo, without zod: every public page loads it, so it stays light.
// The zod schemas of the same shapes are in schemas/image.ts.

/** Widths of the served variants; an image is never made wider than its original. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/** Upload limits: bytes per file and decoded pixels (a 48-megapixel phone photo still fits). */
export const IMAGE_MAX_BYTES = 25 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 60_000_000;

const EXT: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/** Public path of one variant: content-hashed, so it never changes and can be cached for a year. */
export const variantPath = (hash: string, width: number, format: ImageFormat) => `/uploads/${hash}-${width}.${EXT[format]}`;

const UPLOAD_PATH = /^\/uploads\/([a-f0-9]{32})-(\d{1,5})\.(avif|webp|jpg)$/;

/** The content hash of an uploaded image's path, or null for any other path (a bundled file). */
export function uploadHash(path: string): string | null {
  return UPLOAD_PATH.exec(path)?.[1] ?? null;
}

export type ImageVariant = { format: ImageFormat; width: number; height: number; url: string };

/**
 * What a page needs to show one image of a project or service: the URL as stored, and for an
 * uploaded photo its size, alt text and variants (empty for a bundled illustration).
 */
export type ImageMeta = { url: string; id: number | null; alt: string | null; width: number | null; height: number | null; variants: ImageVariant[] };

/** Variants of one format, as a srcset string; empty when there are none. */
export function srcSet(variants: readonly ImageVariant[], format: ImageFormat): string {
  return variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

/**
 * The images of a list of URLs with whatever metadata is known: the URL list stays the source of
 * truth (its order, its length), the metadata is looked up by URL.
 */
export function imagesFor(urls: readonly string[] | null | undefined, metas: readonly ImageMeta[] | null | undefined): ImageMeta[] {
  return (urls ?? []).map((url) => metas?.find((m) => m.url === url) ?? { url, id: null, alt: null, width: null, height: null, variants: [] });
}

/**
 * The alt text a page shows: the one the owner wrote. Only an image without one (a bundled
 * illustration; every uploaded photo in a project has the owner's text) gets a neutral description
 * naming the project, never an invented description of a photo.
 */
export function imageAlt(image: Pick<ImageMeta, 'alt'>, projectTitle: string): string {
  return image.alt?.trim() || `Illustrasjon til prosjektet «${projectTitle}»`;
}
