import { Anchor, Badge, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { altText, srcSet, type ImageListItem } from '@shared/schemas/image';
import { trpc } from '../../../trpc';
import { AdminListScreen } from '../AdminListScreen';
import { type Column } from '../AdminListTable';
import { DialogForm } from '../FormModal';
import { RowActions } from '../RowActions';
import { useAdminChange } from '../useAdminChange';
import { useAdminList } from '../useAdminList';
import { imageTexts } from '../list-texts';
import { useRefreshAfterChange } from '../useRefresh';
import { ImageDropzone } from './ImageDropzone';

const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB` : `${Math.round(bytes / 1024)} kB`);

function AltForm({ image, onDone }: { image: ImageListItem; onDone: () => void }) {
  const change = useAdminChange();
  const update = trpc.admin.images.update.useMutation();
  const [value, setValue] = useState(image.alt ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const parsed = altText.safeParse(value);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Skriv en alternativ tekst');
    const ok = await change({
      kind: 'update',
      thing: 'bildet',
      run: () => update.mutateAsync({ id: image.id, alt: parsed.data }),
      success: { title: 'Bilde oppdatert', message: 'Den alternative teksten er lagret.' },
    });
    if (ok) onDone();
  };
  return (
    <DialogForm
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      onCancel={onDone}
      pending={update.isPending}
      submitLabel="Lagre"
    >
      <img src={image.url} srcSet={srcSet(image.variants, 'jpeg')} sizes="(max-width: 48em) 100vw, 560px" alt="" className="admin-image-large" />
      <TextInput
        label="Alternativ tekst"
        description="Beskriv hva bildet viser, for skjermlesere og søkemotorer."
        withAsterisk
        data-autofocus
        value={value}
        error={error}
        onChange={(e) => {
          setValue(e.currentTarget.value);
          setError(null);
        }}
      />
    </DialogForm>
  );
}

function Usage({ image }: { image: ImageListItem }) {
  if (image.usage.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Ikke i bruk
      </Text>
    );
  return (
    <Stack gap={2}>
      {image.usage.map((u) =>
        u.type === 'project' ? (
          <Anchor key={`p${u.id}`} href={`/projects/${u.id}`} target="_blank" rel="noopener" size="sm">
            Prosjekt: {u.title}
          </Anchor>
        ) : (
          <Text key={`${u.type}${u.id}`} size="sm">
            {u.type === 'service' ? 'Tjeneste' : 'Teammedlem'}: {u.title}
          </Text>
        ),
      )}
    </Stack>
  );
}

const columns: Column<ImageListItem>[] = [
  { label: 'Bilde', cell: (image) => <img src={image.url} srcSet={srcSet(image.variants, 'jpeg')} sizes="96px" alt="" className="admin-library-thumb" loading="lazy" /> },
  {
    label: 'Alternativ tekst',
    cell: (image) =>
      image.alt ? (
        <Text size="sm">{image.alt}</Text>
      ) : (
        <Badge color="orange" variant="light" tt="none">
          Mangler
        </Badge>
      ),
  },
  {
    label: 'Størrelse',
    nowrap: true,
    cell: (image) => (
      <div>
        <Text size="sm">
          {image.width} × {image.height}
        </Text>
        <Text size="xs" c="dimmed">
          {kb(image.bytes)}
          {!image.ready && ' · behandles'}
        </Text>
      </div>
    ),
  },
  { label: 'Brukes i', cell: (image) => <Usage image={image} /> },
];

/** The media library: every uploaded photo with its alt text and where it is used; unused ones can be deleted. */
export function ImagesPage() {
  const refresh = useRefreshAfterChange();
  const images = useAdminList<ImageListItem>(trpc.admin.images, imageTexts);
  return (
    <AdminListScreen
      of={images}
      columns={columns}
      minWidth={760}
      rowProps={(image) => ({ 'data-image-id': image.id })}
      actions={(image) => (
        <RowActions
          name={`bilde ${image.id}`}
          editLabel="Endre tekst"
          editAria={`Endre alternativ tekst for bilde ${image.id}`}
          onEdit={() => images.editor.open(image)}
          onDelete={() => images.deleter.open(image)}
          deleteBlocked={image.usage.length > 0 ? 'Bildet er i bruk' : null}
        />
      )}
      form={(image, done) => image && <AltForm image={image} onDone={done} />}
      above={
        <Stack mb="md">
          <ImageDropzone onUploaded={() => void refresh()} />
        </Stack>
      }
    />
  );
}
