import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { ImageFormat, ImageVariant } from '../../shared/schemas/image';
import { Image } from './image.entity';
import { encodeOriginal, encodeVariants, originalKey, publicKey, type Probe } from './processing';
import { WorkQueue } from './queue';
import type { ImageStorage } from './storage';

/** How long an instance may work on an image's remaining variants before another one takes over. */
const CLAIM_MS = 10 * 60 * 1000;
/** Made before the upload is answered (every browser shows JPEG); the rest follow in the background. */
const BEFORE_RESPONSE: ImageFormat[] = ['jpeg'];
const IN_BACKGROUND: ImageFormat[] = ['webp', 'avif'];

/**
 * The image pipeline of one app instance: storage, the encoding queue, and the background step
 * that finishes the variants an upload did not wait for.
 */
export class ImageRuntime {
  readonly queue: WorkQueue;
  /** Called when an image's last variants are stored: public pages that show it may now offer them. */
  onVariantsReady: (() => Promise<void>) | null = null;
  constructor(
    private readonly orm: MikroORM,
    readonly storage: ImageStorage,
    private readonly log: FastifyBaseLogger,
    slots = 1,
  ) {
    this.queue = new WorkQueue(slots);
  }

  /**
   * Stores a probed upload: the stripped original and the JPEG variants are written before this
   * resolves (the image is then usable everywhere); WebP and AVIF follow through finishLater().
   */
  async ingest(buf: Buffer, info: Probe, hash: string): Promise<ImageVariant[]> {
    return this.queue.run(async () => {
      const original = await encodeOriginal(buf, info.format);
      await this.storage.put(originalKey(hash, info.format), original);
      const out: ImageVariant[] = [];
      for (const format of BEFORE_RESPONSE) {
        for (const { variant, data } of await encodeVariants(original, hash, info, format)) {
          await this.storage.put(publicKey(variant.url), data);
          out.push(variant);
        }
      }
      return out;
    });
  }

  /** Queues the remaining variants of an image this instance has claimed. */
  finishLater(id: number): void {
    void this.queue
      .run(() => this.finish(id), 'background')
      .catch((err: unknown) => {
        if ((err as Error)?.message !== 'queue closed') this.log.error({ err, imageId: id }, 'image variants failed');
      });
  }

  private async finish(id: number): Promise<void> {
    const em = this.orm.em.fork();
    const image = await em.findOne(Image, { id });
    if (!image || image.status === 'ready') return;
    const original = await this.storage.get(originalKey(image.hash, image.originalFormat));
    const made: ImageVariant[] = [];
    for (const format of IN_BACKGROUND) {
      if (image.variants.some((v) => v.format === format)) continue;
      for (const { variant, data } of await encodeVariants(original, image.hash, image, format)) {
        await this.storage.put(publicKey(variant.url), data);
        made.push(variant);
      }
    }
    // The row may have been deleted meanwhile; then the files just written go too.
    const updated = await em.getConnection().execute<Array<{ id: number }>>(
      `update image set variants = variants || ?::jsonb, status = 'ready', claimed_until = null, updated_at = now() where id = ? returning id`,
      [JSON.stringify(made), id],
    );
    if (updated.length === 0) await this.storage.remove(made.map((v) => publicKey(v.url)));
    else await this.onVariantsReady?.();
  }

  /** Takes over images whose variants no instance is working on (after a restart or a crash). */
  async resume(): Promise<number> {
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ id: number }>>(
        `update image set claimed_until = ? where status = 'processing' and (claimed_until is null or claimed_until < now()) returning id`,
        [claimUntil()],
      );
    rows.forEach((r) => this.finishLater(r.id));
    return rows.length;
  }

  /** Deletes every file of an image (after its row is gone). */
  async removeFiles(image: Pick<Image, 'hash' | 'originalFormat' | 'variants'>): Promise<void> {
    await this.storage.remove([originalKey(image.hash, image.originalFormat), ...image.variants.map((v) => publicKey(v.url))]);
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}

export const claimUntil = () => new Date(Date.now() + CLAIM_MS);
