import { ActionIcon, Modal } from '@mantine/core';
import { useEffect } from 'react';
import type { ImageMeta } from '@shared/schemas/image';
import { imageAlt } from '@shared/image-variants';
import { IconChevronLeft, IconChevronRight } from '../Icons/Icons';
import { Picture } from '../Picture/Picture';
import classes from './Gallery.module.css';

export type LightboxProps = {
  images: readonly ImageMeta[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  title: string;
  description?: string | null;
};

/** A modal image viewer: previous/next wrap around, arrow keys browse, Escape closes. */
export function Lightbox({ images, index, onIndexChange, onClose, title, description }: LightboxProps) {
  const n = images.length;
  const open = index !== null && n > 0;
  const current = index ?? 0;
  const go = (delta: number) => onIndexChange((((current + delta) % n) + n) % n);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') onIndexChange((current + 1) % n);
      else if (e.key === 'ArrowLeft') onIndexChange((current - 1 + n) % n);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, current, n, onIndexChange]);

  return (
    <Modal
      opened={open}
      onClose={onClose}
      size="80rem"
      centered
      title={title}
      closeButtonProps={{ 'aria-label': 'Lukk', size: 'lg' }}
      classNames={{
        content: classes.lbContent ?? '',
        header: classes.lbHeader ?? '',
        title: classes.lbTitle ?? '',
        close: classes.lbClose ?? '',
        body: classes.lbBody ?? '',
      }}
      overlayProps={{ backgroundOpacity: 0.85, color: '#140d08' }}
      transitionProps={{ transition: 'fade', duration: 150 }}
    >
      <p className={classes.lbCounter} aria-live="polite" aria-atomic="true">
        <span className={classes.srOnly}>Bilde </span>
        {current + 1} / {n}
      </p>
      <div className={classes.lbStage}>
        <ActionIcon variant="filled" color="dark.7" size={48} radius="xl" className={classes.lbPrev} onClick={() => go(-1)} aria-label="Forrige bilde" disabled={n < 2}>
          <IconChevronLeft size={26} />
        </ActionIcon>
        {open && images[current] && (
          // The large variants: as wide as the dialog (up to 80rem), so 1280 or 1920 px on most screens.
          <Picture
            key={images[current].url}
            image={images[current]}
            alt={imageAlt(images[current], title)}
            sizes="(min-width: 80rem) 80rem, 100vw"
            priority
            className={classes.lbImage}
          />
        )}
        <ActionIcon variant="filled" color="dark.7" size={48} radius="xl" className={classes.lbNext} onClick={() => go(1)} aria-label="Neste bilde" disabled={n < 2}>
          <IconChevronRight size={26} />
        </ActionIcon>
      </div>
      {description && <p className={classes.lbDescription}>{description}</p>}
    </Modal>
  );
}
