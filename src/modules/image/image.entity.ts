import { EntitySchema } from '@mikro-orm/core';
import type { ImageVariant } from '../../shared/schemas/image';

export const imageStatuses = ['processing', 'ready'] as const;
export type ImageStatus = (typeof imageStatuses)[number];

/** An uploaded photo. Its files live in the image storage under names derived from `hash`. */
export class Image {
  id!: number;
  /** First 128 bits of the SHA-256 of the uploaded bytes, hex: the same file uploaded twice is one image. */
  hash!: string;
  /** Size after auto-orientation. */
  width!: number;
  height!: number;
  alt: string | null = null;
  /** jpeg, png, webp or avif: the format of the upload and of the private original. */
  originalFormat!: string;
  bytes!: number;
  variants: ImageVariant[] = [];
  /** 'processing' until the WebP and AVIF variants exist; JPEG variants exist from the start. */
  status: ImageStatus = 'processing';
  /** Until when an instance works on the remaining variants; another instance takes over after it. */
  claimedUntil: Date | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const ImageSchema = new EntitySchema<Image>({
  class: Image,
  tableName: 'image',
  checks: [
    { name: 'image_size_positive', expression: 'width > 0 and height > 0' },
    { name: 'image_alt_not_blank', expression: 'length(TRIM(BOTH FROM alt)) > 0' },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    hash: { type: 'string', length: 32, unique: true },
    width: { type: 'integer' },
    height: { type: 'integer' },
    alt: { type: 'string', length: 300, nullable: true },
    originalFormat: { type: 'string', length: 10 },
    bytes: { type: 'integer' },
    variants: { type: 'json' },
    status: { enum: true, items: () => [...imageStatuses], type: 'string', default: 'processing' },
    claimedUntil: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
