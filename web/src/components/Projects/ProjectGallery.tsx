import { Button } from '@mantine/core';
import { useState } from 'react';
import { imagesFor, type ImageMeta } from '@shared/image-variants';
import { IconImages } from '../Icons/Icons';
import { Picture } from '../Picture/Picture';
import classes from './Gallery.module.css';
import { Lightbox } from './Lightbox';

const MAX_THUMBNAILS = 6;

type Props = {
  /** The project's image URLs, in order (the first is the cover). */
  images: readonly string[];
  /** What the server knows about them: size, alt text, variants. */
  metas?: readonly ImageMeta[];
  title: string;
  description?: string | null;
};

/** How wide a thumbnail is shown: the first (cover) is larger than the rest. */
function thumbSizes(i: number, count: number): string {
  if (count === 1) return '(min-width: 75em) 1140px, 100vw';
  return i === 0 ? '(min-width: 48em) 50vw, 100vw' : '(min-width: 48em) 25vw, 50vw';
}

/** The alt text of image i: the one written for it, else the project title and its place. */
export function altFor(image: ImageMeta, i: number, n: number, title: string): string {
  return image.alt ?? `${title} – bilde ${i + 1} av ${n}`;
}

/** Up to six thumbnails; each opens the lightbox at its image. More than six adds 'Se alle bilder (n)'. */
export function ProjectGallery({ images: urls, metas, title, description }: Props) {
  const [index, setIndex] = useState<number | null>(null);
  const images = imagesFor(urls, metas);
  if (images.length === 0) return null;
  const thumbs = images.slice(0, MAX_THUMBNAILS);
  return (
    <div className={classes.gallery}>
      <ul className={classes.thumbs} data-count={thumbs.length}>
        {thumbs.map((image, i) => (
          <li key={`${image.url}-${i}`} className={classes.thumbItem}>
            <button
              type="button"
              className={classes.thumb}
              onClick={() => setIndex(i)}
              aria-label={`Vis bilde ${i + 1} av ${images.length} i stort format: ${altFor(image, i, images.length, title)}`}
            >
              <Picture image={image} alt={altFor(image, i, images.length, title)} sizes={thumbSizes(i, thumbs.length)} priority={i === 0} />
            </button>
          </li>
        ))}
      </ul>
      {images.length > MAX_THUMBNAILS && (
        <Button variant="outline" mt="md" leftSection={<IconImages size={18} />} onClick={() => setIndex(0)}>
          Se alle bilder ({images.length})
        </Button>
      )}
      <Lightbox images={images} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} title={title} description={description} />
    </div>
  );
}
