import { srcSet, type ImageMeta } from '@shared/image-variants';


type Props = {
  image: ImageMeta;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  /** The first image of a page: loaded at once with high priority. Everything else loads lazily. */
  priority?: boolean;
  className?: string;
};

/**
 * One photo: AVIF and WebP sources with every width, a JPEG fallback, and the intrinsic width and
 * height so the layout does not shift while it loads. A bundled illustration (no variants) is a
 * plain image.
 */
export function Picture({ image, alt, sizes, priority = false, className }: Props) {
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  if (image.variants.length === 0) {
    return <img src={image.url} alt={alt} loading={loading} fetchPriority={fetchPriority} decoding="async" className={className} />;
  }
  const avif = srcSet(image.variants, 'avif');
  const webp = srcSet(image.variants, 'webp');
  const jpeg = srcSet(image.variants, 'jpeg');
  // The widest JPEG rather than the stored path: with a CDN for photos, the variants carry its address.
  const fallback = image.variants.filter((v) => v.format === 'jpeg').sort((a, b) => b.width - a.width)[0]?.url ?? image.url;
  return (
    <picture>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      <img
        src={fallback}
        srcSet={jpeg || undefined}
        sizes={sizes}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        alt={alt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
