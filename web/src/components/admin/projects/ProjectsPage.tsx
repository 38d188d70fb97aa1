import { ActionIcon, Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { HOME_FEATURED_COUNT, projectCategoryLabel, projectPlacementLabels } from '@shared/labels';
import type { ProjectDto } from '@shared/schemas/project';
import { trpc } from '../../../trpc';
import { AdminTable } from '../AdminTable';
import { ConfirmDialog } from '../ConfirmDialog';
import { PageToolbar } from '../PageToolbar';
import { TableStatusRow } from '../TableStatusRow';
import { useDialog } from '../useDialog';
import { useAdminChange } from '../useAdminChange';
import { ProjectFormModal } from './ProjectFormModal';

export function ProjectsPage() {
  const projects = trpc.admin.projects.list.useQuery();
  const change = useAdminChange();
  const remove = trpc.admin.projects.delete.useMutation();
  const editor = useDialog<ProjectDto>();
  const deleter = useDialog<ProjectDto>();

  const confirmDelete = async () => {
    const project = deleter.item;
    if (!project) return;
    const ok = await change({
      kind: 'delete',
      thing: 'prosjektet',
      run: () => remove.mutateAsync({ id: project.id }),
      success: { title: 'Prosjekt slettet', message: `«${project.title}» er slettet.` },
    });
    if (ok) deleter.close();
  };

  const move = trpc.admin.projects.move.useMutation();
  const [announcement, setAnnouncement] = useState('');
  const moveProject = async (project: ProjectDto, direction: 'up' | 'down', place: number) => {
    const to = direction === 'up' ? place - 1 : place + 1;
    const text = `«${project.title}» er flyttet til plass ${to} av ${list.length}.`;
    const ok = await change({
      kind: 'update',
      thing: 'rekkefølgen',
      run: () => move.mutateAsync({ id: project.id, direction }),
      success: { title: 'Rekkefølge endret', message: text },
    });
    if (ok) setAnnouncement(text);
  };

  const list = projects.data ?? [];
  // The home page shows the first featured projects in this order.
  const onHome = new Set(list.filter((p) => p.featured).slice(0, HOME_FEATURED_COUNT).map((p) => p.id));
  return (
    <>
      <PageToolbar text={`Referanseprosjektene i den rekkefølgen de vises på nettsiden. Forsiden viser de ${HOME_FEATURED_COUNT} første utvalgte prosjektene; endre rekkefølgen med pilene.`}>
        <Button onClick={() => editor.open()}>Legg til prosjekt</Button>
      </PageToolbar>
      <AdminTable caption="Prosjekter" minWidth={760}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={96}>Rekkefølge</Table.Th>
            <Table.Th>Tittel</Table.Th>
            <Table.Th>Kategori</Table.Th>
            <Table.Th>Utvalgt</Table.Th>
            <Table.Th>Bilde</Table.Th>
            <Table.Th>
              <span className="visually-hidden-caption">Handlinger</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableStatusRow
            colSpan={6}
            loading={projects.isPending}
            error={projects.isError ? 'Kunne ikke laste prosjektene. Prøv igjen senere.' : null}
            empty={projects.isSuccess && list.length === 0 ? 'Ingen prosjekter funnet' : null}
          />
          {list.map((p, i) => {
            const image = p.imageUrls?.[0];
            return (
              <Table.Tr key={p.id} data-project-row={p.id}>
                <Table.Td data-label="Rekkefølge">
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="light"
                      onClick={() => void moveProject(p, 'up', i + 1)}
                      disabled={i === 0 || move.isPending}
                      aria-label={`Flytt ${p.title} opp`}
                    >
                      <span aria-hidden="true">↑</span>
                    </ActionIcon>
                    <ActionIcon
                      variant="light"
                      onClick={() => void moveProject(p, 'down', i + 1)}
                      disabled={i === list.length - 1 || move.isPending}
                      aria-label={`Flytt ${p.title} ned`}
                    >
                      <span aria-hidden="true">↓</span>
                    </ActionIcon>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {p.title}
                  </Text>
                  {p.location && (
                    <Text size="xs" c="dimmed">
                      {p.location}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td data-label="Kategori">{projectCategoryLabel(p.category)}</Table.Td>
                <Table.Td data-label="Utvalgt">
                  {p.featured ? (
                    <Group gap={4}>
                      <Badge color="forest" variant="light" tt="none">
                        {projectPlacementLabels.featured}
                      </Badge>
                      {onHome.has(p.id) && (
                        <Badge color="forest" variant="filled" tt="none">
                          {projectPlacementLabels.home}
                        </Badge>
                      )}
                    </Group>
                  ) : (
                    <Badge color="gray" variant="light" tt="none">
                      {projectPlacementLabels.no}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td data-label="Bilde">
                  {image ? (
                    <Anchor href={image} target="_blank" rel="noopener" size="sm">
                      <Group gap="xs" wrap="nowrap">
                        <img src={image} alt="" className="admin-thumb" loading="lazy" />
                        <span>
                          Vis bilde<span className="visually-hidden-caption"> av {p.title} (åpnes i ny fane)</span>
                        </span>
                      </Group>
                    </Anchor>
                  ) : (
                    <Text size="sm" c="dimmed">
                      Ingen bilde
                    </Text>
                  )}
                </Table.Td>
                <Table.Td data-actions>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => editor.open(p)} aria-label={`Rediger ${p.title}`}>
                      Rediger
                    </Button>
                    <Button size="xs" variant="light" color="red" onClick={() => deleter.open(p)} aria-label={`Slett ${p.title}`}>
                      Slett
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </AdminTable>
      <p className="visually-hidden-caption" aria-live="polite">
        {announcement}
      </p>
      <ProjectFormModal opened={editor.opened} project={editor.item} onClose={editor.close} />
      <ConfirmDialog
        opened={deleter.opened}
        title="Slett prosjekt"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={deleter.close}
      >
        Er du sikker på at du vil slette prosjektet «{deleter.item?.title}»? Dette kan ikke angres.
      </ConfirmDialog>
    </>
  );
}
