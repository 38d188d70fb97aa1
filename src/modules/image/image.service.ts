import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { stat } from 'node:fs/promises';
import { join, normalize, resolve, sep } from 'node:path';
import { projectRoot, type Env } from '../../env';
import { messages } from '../../shared/messages';
import { uploadHash, type ImageDto, type ImageMeta, type ImageVariant } from '../../shared/schemas/image';
import { changes, logActivity, type Actor } from '../activity/activity.service';
import { Image } from './image.entity';
import { claimUntil, type ImageRuntime } from './image.runtime';
import { contentHash, originalKey, probe, publicKey } from './processing';

/** The largest JPEG: the one URL every browser can show, stored in projects and services. */
export function mainUrl(image: Pick<Image, 'variants'>): string {
  const jpegs = image.variants.filter((v) => v.format === 'jpeg').sort((a, b) => b.width - a.width);
  return jpegs[0]?.url ?? '';
}

/**
 * Where browsers load uploaded variants from: null for /uploads/ on this site, or the CDN or bucket
 * address of S3_PUBLIC_URL. Stored URLs stay /uploads/ paths either way (they name the image in
 * projects and services), so changing the store or the CDN never rewrites data.
 */
export const imageUrlBase = (env: Pick<Env, 'STORAGE' | 'S3_PUBLIC_URL'>): string | null => (env.STORAGE === 's3' ? (env.S3_PUBLIC_URL ?? null) : null);

/** Variants with the URLs browsers load them from (see imageUrlBase). */
export function servedVariants(variants: readonly ImageVariant[], base: string | null): ImageVariant[] {
  if (!base) return [...variants];
  return variants.map((v) => (uploadHash(v.url) ? { ...v, url: `${base}/public/${v.url.slice('/uploads/'.length)}` } : v));
}

export function toImageDto(image: Image, base: string | null = null): ImageDto {
  return {
    id: image.id,
    url: mainUrl(image),
    width: image.width,
    height: image.height,
    alt: image.alt,
    variants: servedVariants(image.variants, base),
    bytes: image.bytes,
    ready: image.status === 'ready',
    createdAt: image.createdAt.toISOString(),
  };
}

/**
 * Stores an uploaded file as an image (see ImageRuntime.ingest for what exists when this returns): the
 * files first (encoding takes seconds, too long to hold a transaction), removed again if the row fails.
 * The same file uploaded again returns the image it already is. Throws ImageInputError for a file
 * that is not an accepted image or is too large.
 */
export async function uploadImage(em: EntityManager, runtime: ImageRuntime, buf: Buffer, alt: string | null, actor: Actor): Promise<{ image: ImageDto; created: boolean }> {
  const info = await probe(buf);
  const hash = contentHash(buf);
  const existing = await em.findOne(Image, { hash });
  const base = runtime.storage.publicUrl;
  if (existing) return { image: toImageDto(existing, base), created: false };
  const variants = await runtime.ingest(buf, info, hash);
  try {
    const image = await em.transactional(async (tx) => {
      const row = tx.create(Image, {
        hash,
        width: info.width,
        height: info.height,
        alt,
        originalFormat: info.format,
        bytes: buf.length,
        variants,
        status: 'processing',
        claimedUntil: claimUntil(),
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await tx.flush();
      logActivity(tx, actor, { action: 'create', entityType: 'image', entityId: row.id, label: alt, details: changes(null, { url: mainUrl(row), width: row.width, height: row.height, alt }) });
      return row;
    });
    runtime.finishLater(image.id);
    return { image: toImageDto(image, base), created: true };
  } catch (error) {
    // The same file uploaded twice at once: the other request stored it first.
    if (error instanceof UniqueConstraintViolationException) return { image: toImageDto(await em.fork().findOneOrFail(Image, { hash }), base), created: false };
    // The row could not be written: the files stored for it go, unless a row (another request's) has the
    // same content, whose files these are too (content-addressed keys). No file is left without a row.
    if ((await em.fork().count(Image, { hash })) === 0) await runtime.storage.remove([originalKey(hash, info.format), ...variants.map((v) => publicKey(v.url))]).catch(() => {});
    throw error;
  }
}

export async function findImage(em: EntityManager, id: number, lockMode?: LockMode): Promise<Image> {
  const image = await em.findOne(Image, { id }, lockMode ? { lockMode } : {});
  if (!image) throw new TRPCError({ code: 'NOT_FOUND', message: messages.imageNotFound });
  return image;
}

export async function updateImageAlt(em: EntityManager, id: number, alt: string, actor: Actor, base: string | null = null): Promise<ImageDto> {
  return em.transactional(async (tx) => {
    const image = await findImage(tx, id);
    const before = image.alt;
    image.alt = alt;
    logActivity(tx, actor, { action: 'update', entityType: 'image', entityId: id, label: alt ?? before, details: changes({ alt: before }, { alt }) });
    await tx.flush();
    return toImageDto(image, base);
  });
}

const publicDir = resolve(projectRoot, 'web', 'public');

/** Whether a path names a file bundled with the site (web/public), e.g. /images/terrace-1.svg. */
async function bundledFileExists(path: string): Promise<boolean> {
  const clean = decodeURIComponent(path.split(/[?#]/)[0] ?? '');
  const full = normalize(join(publicDir, clean));
  if (!full.startsWith(publicDir + sep)) return false;
  try {
    return (await stat(full)).isFile();
  } catch {
    return false;
  }
}

/**
 * Refuses image URLs that show nothing: each must be a variant of an uploaded image or a file
 * bundled with the site. Locks the uploaded images' rows for the caller's transaction, so a
 * concurrent delete waits and then sees the new use.
 */
export async function assertImagesExist(em: EntityManager, urls: readonly string[]): Promise<void> {
  const hashes = [...new Set(urls.map(uploadHash).filter((h): h is string => h !== null))];
  const rows = hashes.length ? await em.find(Image, { hash: { $in: hashes } }, { lockMode: LockMode.PESSIMISTIC_READ }) : [];
  const known = new Set(rows.flatMap((r) => r.variants.map((v) => v.url)));
  for (const url of urls) {
    const ok = uploadHash(url) ? known.has(url) : await bundledFileExists(url);
    if (!ok) throw new TRPCError({ code: 'BAD_REQUEST', message: `${messages.imageMissing} ${url}` });
  }
}

/** Image metadata for each URL, in order; one query for all of them. `base`: see imageUrlBase. */
export async function resolveImages(em: EntityManager, lists: ReadonlyArray<readonly string[]>, base: string | null = null): Promise<ImageMeta[][]> {
  const hashes = [...new Set(lists.flat().map(uploadHash).filter((h): h is string => h !== null))];
  const rows = hashes.length ? await em.find(Image, { hash: { $in: hashes } }) : [];
  const byHash = new Map(rows.map((r) => [r.hash, r]));
  return lists.map((urls) =>
    urls.map((url): ImageMeta => {
      const hash = uploadHash(url);
      const image = hash ? byHash.get(hash) : undefined;
      if (!image) return { url, id: null, alt: null, width: null, height: null, variants: [] };
      return { url, id: image.id, alt: image.alt, width: image.width, height: image.height, variants: servedVariants(image.variants, base) };
    }),
  );
}

/** Sets alt texts given with a project save on its uploaded images (same transaction). */
export async function applyAltTexts(em: EntityManager, urls: readonly string[], alts: ReadonlyArray<string | null | undefined>, actor: Actor): Promise<void> {
  const hashes = urls.map(uploadHash);
  const rows = await em.find(Image, { hash: { $in: hashes.filter((h): h is string => h !== null) } });
  const byHash = new Map(rows.map((r) => [r.hash, r]));
  urls.forEach((_, i) => {
    const image = hashes[i] ? byHash.get(hashes[i]!) : undefined;
    const alt = alts[i]?.trim();
    if (!image) return;
    if (alt && alt !== image.alt) {
      logActivity(em, actor, { action: 'update', entityType: 'image', entityId: image.id, label: alt, details: changes({ alt: image.alt }, { alt }) });
      image.alt = alt;
    }
    if (!image.alt) throw new TRPCError({ code: 'BAD_REQUEST', message: messages.imageAltRequired });
  });
}
