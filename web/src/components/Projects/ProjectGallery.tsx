import { Button } from '@mantine/core';
import { useState } from 'react';
import { IconImages } from '../Icons/Icons';
import classes from './Gallery.module.css';
import { Lightbox } from './Lightbox';

const MAX_THUMBNAILS = 6;

type Props = { images: readonly string[]; title: string; description?: string | null };

/** Up to six thumbnails; each opens the lightbox at its image. More than six adds 'Se alle bilder (n)'. */
export function ProjectGallery({ images, title, description }: Props) {
  const [index, setIndex] = useState<number | null>(null);
  if (images.length === 0) return null;
  const thumbs = images.slice(0, MAX_THUMBNAILS);
  return (
    <div className={classes.gallery}>
      <ul className={classes.thumbs} data-count={thumbs.length}>
        {thumbs.map((src, i) => (
          <li key={`${src}-${i}`} className={classes.thumbItem}>
            <button type="button" className={classes.thumb} onClick={() => setIndex(i)} aria-label={`Vis bilde ${i + 1} av ${images.length} i stort format`}>
              <img src={src} alt="" loading={i < 3 ? 'eager' : 'lazy'} decoding="async" />
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
