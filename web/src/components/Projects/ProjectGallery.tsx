import { Button } from '@mantine/core';
import { useState, type ComponentType } from 'react';
import type { LightboxProps } from './Lightbox';
import { flushSync } from 'react-dom';
import { imageAlt, imagesFor, type ImageMeta } from '@shared/image-variants';
import { notifyError } from '../../lib/notify';
import { IconImages } from '../Icons/Icons';
import { Picture } from '../Picture/Picture';
import classes from './Gallery.module.css';

// The lightbox (a modal dialog with its focus handling and scrolling) is most of the project page's
// code, for what a visitor may never open. It loads when the visitor points at or focuses an image.
// It is never rendered on the server (it opens on a click): a dynamic import whose component is kept
// in state once loaded.
const loadLightbox = () => import('./Lightbox');
const preloadLightbox = () => void loadLightbox().catch(() => {});
type LightboxComponent = ComponentType<LightboxProps>;

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

/** Up to six thumbnails; each opens the lightbox at its image. More than six adds 'Se alle bilder (n)'. */
export function ProjectGallery({ images: urls, metas, title, description }: Props) {
  const [index, setIndex] = useState<number | null>(null);
  const [Lightbox, setLightbox] = useState<LightboxComponent | null>(null);
  const images = imagesFor(urls, metas);
  if (images.length === 0) return null;
  const thumbs = images.slice(0, MAX_THUMBNAILS);
  // The lightbox is first put in place closed, then opened: the dialog notes where focus was as it
  // opens and returns it there when it closes.
  const show = (i: number) => {
    if (Lightbox) return setIndex(i);
    loadLightbox().then(
      (m) => {
        flushSync(() => setLightbox(() => m.Lightbox));
        setIndex(i);
      },
      () => notifyError('Kunne ikke vise bildet', 'Sjekk nettforbindelsen og prøv igjen.'),
    );
  };
  return (
    <div className={classes.gallery}>
      <ul className={classes.thumbs} data-count={thumbs.length}>
        {thumbs.map((image, i) => (
          <li key={`${image.url}-${i}`} className={classes.thumbItem}>
            <button
              type="button"
              className={classes.thumb}
              onClick={() => show(i)}
              onPointerEnter={preloadLightbox}
              onFocus={preloadLightbox}
              aria-label={`Vis bilde ${i + 1} av ${images.length} i stort format: ${imageAlt(image, title)}`}
            >
              <Picture image={image} alt={imageAlt(image, title)} sizes={thumbSizes(i, thumbs.length)} priority={i === 0} />
            </button>
          </li>
        ))}
      </ul>
      {images.length > MAX_THUMBNAILS && (
        <Button variant="outline" mt="md" leftSection={<IconImages size={18} />} onClick={() => show(0)} onPointerEnter={preloadLightbox} onFocus={preloadLightbox}>
          Se alle bilder ({images.length})
        </Button>
      )}
      {Lightbox && <Lightbox images={images} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} title={title} description={description} />}
    </div>
  );
}
