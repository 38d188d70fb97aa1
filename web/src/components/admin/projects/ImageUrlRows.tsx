import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { srcSet, uploadHash, type ImageDto, type ImageMeta } from '@shared/schemas/image';
import { ImageDropzone } from '../images/ImageDropzone';

type WithImages = { imageUrls: string[]; imageAlts: string[] };

type Props<T extends WithImages> = {
  form: UseFormReturnType<T>;
  /** Size and variants of the images known so far, by URL (from the project and from uploads). */
  known: Record<string, ImageMeta | ImageDto>;
  onKnown: (image: ImageDto) => void;
};

/**
 * The project's images: upload photos (several at once), or type the address of a bundled file;
 * every uploaded photo needs an alt text; reorder by dragging a row or with the arrow keys on its
 * handle (or the buttons). The first image is the card image. Removing the last row leaves one empty row.
 */
export function ImageUrlRows<T extends WithImages>({ form, known, onKnown }: Props<T>) {
  const f = form as unknown as UseFormReturnType<WithImages>;
  const rows = f.values.imageUrls;
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // After a keyboard move, focus follows the image to its new place.
  const handles = useRef<Array<HTMLButtonElement | null>>([]);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useEffect(() => {
    if (focusAt === null) return;
    handles.current[focusAt]?.focus();
    setFocusAt(null);
  }, [focusAt]);

  const remove = (index: number) => {
    if (rows.length <= 1) {
      f.setFieldValue('imageUrls', ['']);
      f.setFieldValue('imageAlts', ['']);
    } else {
      f.removeListItem('imageUrls', index);
      f.removeListItem('imageAlts', index);
    }
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.length || from === to) return;
    f.reorderListItem('imageUrls', { from, to });
    f.reorderListItem('imageAlts', { from, to });
    setAnnouncement(`Bilde ${from + 1} er flyttet til plass ${to + 1} av ${rows.length}.`);
  };
  const add = (url = '', alt = '') => {
    // An empty last row (the form starts with one) is filled instead of adding below it. The
    // current values, not this render's: uploads finish after later renders.
    const current = f.getValues().imageUrls;
    const last = current.length - 1;
    if (url && last >= 0 && !current[last]?.trim()) {
      f.setFieldValue(`imageUrls.${last}`, url);
      f.setFieldValue(`imageAlts.${last}`, alt);
    } else {
      f.insertListItem('imageUrls', url);
      f.insertListItem('imageAlts', alt);
    }
  };
  const uploaded = (image: ImageDto) => {
    onKnown(image);
    if (f.getValues().imageUrls.includes(image.url)) return;
    // The owner describes each photo; nothing is filled in for them (an alt text written before, in
    // the image library, is kept).
    add(image.url, image.alt ?? '');
  };
  const onHandleKey = (e: KeyboardEvent, index: number) => {
    const to = e.key === 'ArrowUp' ? index - 1 : e.key === 'ArrowDown' ? index + 1 : null;
    if (to === null) return;
    e.preventDefault();
    if (to < 0 || to >= rows.length) return;
    move(index, to);
    setFocusAt(to);
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby="image-rows-label">
      <div>
        <Text id="image-rows-label" size="sm" fw={500}>
          Bilder
        </Text>
        <Text size="xs" c="dimmed">
          Last opp bilder, eller skriv adressen til et bilde på dette nettstedet, f.eks. /images/terrasse-1.svg. Det første bildet
          brukes på prosjektkortet. Endre rekkefølgen ved å dra, eller med piltastene på håndtaket.
        </Text>
      </div>
      <ImageDropzone onUploaded={uploaded} />
      <ol className="admin-image-rows">
        {rows.map((url, index) => {
          const meta = url ? known[url] : undefined;
          const isUpload = uploadHash(url.trim()) !== null;
          const thumb = meta?.variants.length ? meta.variants.find((v) => v.format === 'jpeg')?.url : url.trim() || undefined;
          return (
            <li
              key={index}
              className="admin-image-row"
              data-dragging={dragging === index || undefined}
              onDragOver={(e: DragEvent) => {
                if (dragging === null) return;
                e.preventDefault();
                if (dragging !== index) {
                  move(dragging, index);
                  setDragging(index);
                }
              }}
              onDrop={(e) => {
                e.preventDefault();
                setDragging(null);
              }}
            >
              {/* Handle, thumbnail, fields, buttons in a row; on a phone the fields go below, so the
                  thumbnail stays in view to reorder by sight. */}
              <div className="admin-image-row-grid">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  draggable
                  ref={(el) => {
                    handles.current[index] = el;
                  }}
                  className="admin-drag-handle admin-image-row-handle"
                  aria-label={`Flytt bilde ${index + 1} (dra, eller bruk pil opp og ned)`}
                  onDragStart={(e: DragEvent) => {
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', String(index));
                    setDragging(index);
                  }}
                  onDragEnd={() => setDragging(null)}
                  onKeyDown={(e: KeyboardEvent) => onHandleKey(e, index)}
                >
                  <span aria-hidden="true">⠿</span>
                </ActionIcon>
                <div className="admin-image-preview" aria-hidden="true">
                  {thumb && <img src={thumb} srcSet={meta ? srcSet(meta.variants, 'jpeg') : undefined} sizes="72px" alt="" />}
                </div>
                <Stack gap={6} className="admin-image-row-fields">
                  <TextInput label={`Bilde ${index + 1} (URL)`} placeholder="/images/..." {...f.getInputProps(`imageUrls.${index}`)} />
                  {isUpload && (
                    <TextInput
                      label={`Alt-tekst for bilde ${index + 1}`}
                      description="Beskriv hva bildet viser, for dem som ikke ser det. Må fylles ut før prosjektet lagres."
                      withAsterisk
                      required
                      {...f.getInputProps(`imageAlts.${index}`)}
                    />
                  )}
                  {index === 0 && url.trim() && (
                    <Text size="xs" c="dimmed">
                      Kortbilde
                    </Text>
                  )}
                </Stack>
                <Stack gap={4} className="admin-image-row-actions">
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon variant="light" onClick={() => move(index, index - 1)} disabled={index === 0} aria-label={`Flytt bilde ${index + 1} opp`}>
                      <span aria-hidden="true">↑</span>
                    </ActionIcon>
                    <ActionIcon variant="light" onClick={() => move(index, index + 1)} disabled={index === rows.length - 1} aria-label={`Flytt bilde ${index + 1} ned`}>
                      <span aria-hidden="true">↓</span>
                    </ActionIcon>
                  </Group>
                  <Button size="compact-sm" variant="subtle" color="red" onClick={() => remove(index)} aria-label={`Fjern bilde ${index + 1}`}>
                    Fjern
                  </Button>
                </Stack>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden-caption" aria-live="polite">
        {announcement}
      </p>
      <Button variant="light" w="fit-content" onClick={() => add()}>
        Legg til bilde
      </Button>
    </Stack>
  );
}
