import { ActionIcon, Anchor, Badge, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { HOME_FEATURED_COUNT, projectCategoryLabel, projectPlacementLabels } from '@shared/labels';
import type { ProjectDto } from '@shared/schemas/project';
import { trpc } from '../../../trpc';
import { AdminListScreen } from '../AdminListScreen';
import { RowTitle, type Column } from '../AdminListTable';
import { useAdminList } from '../useAdminList';
import { projectTexts } from '../list-texts';
import { ProjectForm } from './ProjectForm';

type Move = (project: ProjectDto, direction: 'up' | 'down', place: number) => void;

function OrderButtons({ p, i, count, move, busy }: { p: ProjectDto; i: number; count: number; move: Move; busy: boolean }) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="light" onClick={() => move(p, 'up', i + 1)} disabled={i === 0 || busy} aria-label={`Flytt ${p.title} opp`}>
        <span aria-hidden="true">↑</span>
      </ActionIcon>
      <ActionIcon variant="light" onClick={() => move(p, 'down', i + 1)} disabled={i === count - 1 || busy} aria-label={`Flytt ${p.title} ned`}>
        <span aria-hidden="true">↓</span>
      </ActionIcon>
    </Group>
  );
}

function Placement({ p, onHome }: { p: ProjectDto; onHome: boolean }) {
  if (!p.featured)
    return (
      <Badge color="gray" variant="light" tt="none">
        {projectPlacementLabels.no}
      </Badge>
    );
  return (
    <Group gap={4}>
      <Badge color="forest" variant="light" tt="none">
        {projectPlacementLabels.featured}
      </Badge>
      {onHome && (
        <Badge color="forest" variant="filled" tt="none">
          {projectPlacementLabels.home}
        </Badge>
      )}
    </Group>
  );
}

function FirstImage({ p }: { p: ProjectDto }) {
  const image = p.imageUrls?.[0];
  if (!image)
    return (
      <Text size="sm" c="dimmed">
        Ingen bilde
      </Text>
    );
  return (
    <Anchor href={image} target="_blank" rel="noopener" size="sm">
      <Group gap="xs" wrap="nowrap">
        <img src={image} alt="" className="admin-thumb" loading="lazy" />
        <span>
          Vis bilde<span className="visually-hidden-caption"> av {p.title} (åpnes i ny fane)</span>
        </span>
      </Group>
    </Anchor>
  );
}

export function ProjectsPage() {
  const projects = useAdminList<ProjectDto>(trpc.admin.projects, projectTexts);
  const { list, change } = projects;
  const move = trpc.admin.projects.move.useMutation();
  const [announcement, setAnnouncement] = useState('');
  const moveProject: Move = async (project, direction, place) => {
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

  // The home page shows the first featured projects in this order.
  const onHome = new Set(list.filter((p) => p.featured).slice(0, HOME_FEATURED_COUNT).map((p) => p.id));
  const columns: Column<ProjectDto>[] = [
    { label: 'Rekkefølge', width: 96, cell: (p, i) => <OrderButtons p={p} i={i} count={list.length} move={(...a) => void moveProject(...a)} busy={move.isPending} /> },
    {
      label: 'Tittel',
      heading: true,
      cell: (p) => (
        <>
          <RowTitle>{p.title}</RowTitle>
          {p.location && (
            <Text size="xs" c="dimmed">
              {p.location}
            </Text>
          )}
        </>
      ),
    },
    { label: 'Kategori', cell: (p) => projectCategoryLabel(p.category) },
    { label: 'Utvalgt', cell: (p) => <Placement p={p} onHome={onHome.has(p.id)} /> },
    { label: 'Bilde', cell: (p) => <FirstImage p={p} /> },
  ];
  return (
    <AdminListScreen
      of={projects}
      columns={columns}
      minWidth={760}
      name={(p) => p.title}
      rowProps={(p) => ({ 'data-project-row': p.id })}
      form={(project, done) => <ProjectForm project={project} onDone={done} />}
      below={
        <p className="visually-hidden-caption" aria-live="polite">
          {announcement}
        </p>
      }
    />
  );
}
