import { Anchor, Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { altText, srcSet, type ImageListItem } from '@shared/schemas/image';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { trpc } from '../../../trpc';
import { AdminModal } from '../AdminModal';
import { AdminTable } from '../AdminTable';
import { ConfirmDialog } from '../ConfirmDialog';
import { changeError } from '../errors';
import { PageToolbar } from '../PageToolbar';
import { TableStatusRow } from '../TableStatusRow';
import { useDialog } from '../useDialog';
import { useRefreshAfterChange } from '../useRefresh';
import { ImageDropzone } from './ImageDropzone';

const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB` : `${Math.round(bytes / 1024)} kB`);

function AltForm({ image, onDone }: { image: ImageListItem; onDone: () => void }) {
  const refresh = useRefreshAfterChange();
  const update = trpc.admin.images.update.useMutation();
  const [value, setValue] = useState(image.alt ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const parsed = altText.safeParse(value);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Skriv en alternativ tekst');
    try {
      await update.mutateAsync({ id: image.id, alt: parsed.data });
    } catch (e) {
      const { title, message } = changeError('update', 'bildet', e);
      return notifyError(title, message);
    }
    notifySuccess('Bilde oppdatert', 'Den alternative teksten er lagret.');
    void refresh();
    onDone();
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack>
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Avbryt
          </Button>
          <Button type="submit" loading={update.isPending}>
            Lagre
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The media library: every uploaded photo with its alt text and where it is used; unused ones can be deleted. */
export function ImagesPage() {
  const images = trpc.admin.images.list.useQuery();
  const refresh = useRefreshAfterChange();
  const remove = trpc.admin.images.delete.useMutation();
  const editor = useDialog<ImageListItem>();
  const deleter = useDialog<ImageListItem>();

  const confirmDelete = async () => {
    const image = deleter.item;
    if (!image) return;
    try {
      await remove.mutateAsync({ id: image.id });
    } catch (error) {
      const { title, message } = changeError('delete', 'bildet', error);
      notifyError(title, message);
      return;
    }
    notifySuccess('Bilde slettet', 'Bildet og alle størrelsene av det er slettet.');
    deleter.close();
    void refresh();
  };

  const list = images.data ?? [];
  return (
    <>
      <PageToolbar text="Bildene som er lastet opp. Bilder som brukes i et prosjekt eller en tjeneste kan ikke slettes." />
      <Stack mb="md">
        <ImageDropzone onUploaded={() => void refresh()} />
      </Stack>
      <AdminTable caption="Bilder" minWidth={760}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Bilde</Table.Th>
            <Table.Th>Alternativ tekst</Table.Th>
            <Table.Th>Størrelse</Table.Th>
            <Table.Th>Brukes i</Table.Th>
            <Table.Th>
              <span className="visually-hidden-caption">Handlinger</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableStatusRow
            colSpan={5}
            loading={images.isPending}
            error={images.isError ? 'Kunne ikke laste bildene. Prøv igjen senere.' : null}
            empty={images.isSuccess && list.length === 0 ? 'Ingen bilder lastet opp ennå' : null}
          />
          {list.map((image) => (
            <Table.Tr key={image.id} data-image-id={image.id}>
              <Table.Td data-label="Bilde">
                <img src={image.url} srcSet={srcSet(image.variants, 'jpeg')} sizes="96px" alt="" className="admin-library-thumb" loading="lazy" />
              </Table.Td>
              <Table.Td data-label="Alternativ tekst">
                {image.alt ? (
                  <Text size="sm">{image.alt}</Text>
                ) : (
                  <Badge color="orange" variant="light" tt="none">
                    Mangler
                  </Badge>
                )}
              </Table.Td>
              <Table.Td data-label="Størrelse" className="admin-nowrap">
                <div>
                  <Text size="sm">
                    {image.width} × {image.height}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {kb(image.bytes)}
                    {!image.ready && ' · behandles'}
                  </Text>
                </div>
              </Table.Td>
              <Table.Td data-label="Brukes i">
                {image.usage.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    Ikke i bruk
                  </Text>
                ) : (
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
                )}
              </Table.Td>
              <Table.Td data-actions>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => editor.open(image)} aria-label={`Endre alternativ tekst for bilde ${image.id}`}>
                    Endre tekst
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => deleter.open(image)}
                    disabled={image.usage.length > 0}
                    title={image.usage.length > 0 ? 'Bildet er i bruk' : undefined}
                    aria-label={`Slett bilde ${image.id}`}
                  >
                    Slett
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </AdminTable>
      <AdminModal opened={editor.opened} onClose={editor.close} title="Endre alternativ tekst">
        {editor.item && <AltForm key={editor.item.id} image={editor.item} onDone={editor.close} />}
      </AdminModal>
      <ConfirmDialog opened={deleter.opened} title="Slett bilde" loading={remove.isPending} onConfirm={() => void confirmDelete()} onClose={deleter.close}>
        Er du sikker på at du vil slette bildet{deleter.item?.alt ? ` «${deleter.item.alt}»` : ''}? Dette kan ikke angres.
      </ConfirmDialog>
    </>
  );
}
