import { Group, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { useId, useRef, useState, type DragEvent } from 'react';
import type { ImageDto } from '@shared/schemas/image';
import { precheck, uploadImage } from './upload';

type Item = { key: string; name: string; progress: number; state: 'waiting' | 'uploading' | 'processing' | 'done' | 'error'; message?: string };

type Props = {
  /** Called once per file that was stored, in the order they finish. */
  onUploaded: (image: ImageDto) => void;
  multiple?: boolean;
  label?: string;
};

/** Two files at a time: a phone's twenty photos go up steadily without flooding the server. */
const PARALLEL = 2;

const stateText: Record<Item['state'], string> = {
  waiting: 'Venter …',
  uploading: 'Laster opp …',
  processing: 'Behandler bildet …',
  done: 'Lastet opp',
  error: '',
};

/**
 * Drop images here or pick them (on a phone: the camera roll or the camera). Each file shows its
 * own progress and result; a failed file says why and leaves the others alone.
 */
export function ImageDropzone({ onUploaded, multiple = true, label = 'Last opp bilder' }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [over, setOver] = useState(false);

  const patch = (key: string, change: Partial<Item>) => setItems((list) => list.map((it) => (it.key === key ? { ...it, ...change } : it)));

  const start = (files: File[]) => {
    const chosen = multiple ? files : files.slice(0, 1);
    const batch = chosen.map((file, i) => ({ file, item: { key: `${Date.now()}-${i}-${file.name}`, name: file.name, progress: 0, state: 'waiting' as const } }));
    setItems((list) => [...list.filter((it) => it.state !== 'done'), ...batch.map((b) => b.item)]);
    const queue = [...batch];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { file, item } = next;
        const refused = precheck(file);
        if (refused) {
          patch(item.key, { state: 'error', message: refused });
          continue;
        }
        patch(item.key, { state: 'uploading' });
        try {
          const image = await uploadImage(file, (fraction) =>
            patch(item.key, fraction >= 1 ? { progress: 1, state: 'processing' } : { progress: fraction }),
          );
          patch(item.key, { state: 'done', progress: 1 });
          onUploaded(image);
        } catch (error) {
          patch(item.key, { state: 'error', message: (error as Error).message });
        }
      }
    };
    for (let i = 0; i < PARALLEL; i++) void worker();
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    start([...e.dataTransfer.files]);
  };

  return (
    <Stack gap="xs">
      <UnstyledButton
        component="label"
        htmlFor={inputId}
        className="admin-dropzone"
        data-over={over || undefined}
        onDragOver={(e: DragEvent) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <Text fw={600} size="sm">
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          Dra {multiple ? 'bildene' : 'bildet'} hit, eller trykk for å velge. JPEG, PNG, WebP eller AVIF, maks 25 MB.
        </Text>
      </UnstyledButton>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        multiple={multiple}
        className="visually-hidden-caption"
        aria-label={label}
        onChange={(e) => {
          start([...(e.currentTarget.files ?? [])]);
          e.currentTarget.value = '';
        }}
      />
      {items.length > 0 && (
        <Stack gap={6} component="ul" className="admin-upload-list" aria-label="Opplastinger" aria-live="polite">
          {items.map((it) => (
            <li key={it.key} data-state={it.state}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
                  {it.name}
                </Text>
                <Text size="xs" c={it.state === 'error' ? 'red.8' : it.state === 'done' ? 'forest.8' : 'dimmed'} className="admin-nowrap">
                  {it.state === 'error' ? 'Feilet' : stateText[it.state]}
                </Text>
              </Group>
              {it.state === 'error' ? (
                <Text size="xs" c="red.8" role="alert">
                  {it.message}
                </Text>
              ) : (
                <Progress value={it.progress * 100} size="sm" animated={it.state === 'processing'} aria-label={`Fremdrift for ${it.name}`} />
              )}
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
