import { Button, Group, Select, Tabs } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { activityActor, activitySubject } from '@shared/activity-labels';
import { actionLabel, activityActionLabels, entityLabel } from '@shared/labels';
import { activityActions, entityTypes, type ActivityAction, type EntityType } from '@shared/domain';
import type { ActivityLogDto } from '@shared/schemas/activity';
import { trpc } from '../../../trpc';
import { AdminListTable, type Column } from '../AdminListTable';
import { formatDateTime } from '../format';
import { PAGE_SIZE, Pager } from '../Pager';
import { useDialog } from '../useDialog';
import { ActionBadge } from './ActionBadge';
import { ActivityDetailModal } from './ActivityDetailModal';

/** Every action but logout, which is rare enough to find under Alle. */
const actionTabs = [
  { value: 'all', label: 'Alle' },
  ...activityActions.filter((a) => a !== 'logout').map((value) => ({ value, label: activityActionLabels[value] })),
];

const ALL = 'all';
const asAction = (v: string): ActivityAction | undefined => activityActions.find((a) => a === v);
const asEntityType = (v: string): EntityType | undefined => entityTypes.find((t) => t === v);

const columns: Column<ActivityLogDto>[] = [
  { label: 'Tidspunkt', nowrap: true, cell: (a) => <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time> },
  { label: 'Bruker', cell: (a) => activityActor(a.userId, a.userName) },
  { label: 'Handling', cell: (a) => <ActionBadge action={a.action} /> },
  { label: 'Entitetstype', cell: (a) => entityLabel(a.entityType) },
  { label: 'Entitets-ID', cell: (a) => a.entityId ?? '-' },
  { label: 'Gjelder', td: () => ({ style: { overflowWrap: 'anywhere' } }), cell: (a) => a.label ?? '–' },
];

export function ActivityLogPage() {
  const [action, setAction] = useState<string>(ALL);
  const [entity, setEntity] = useState<string>(ALL);
  const [page, setPage] = useState(1);
  // Filtered and paged on the server: the whole log stays reachable however long it grows.
  const logs = trpc.admin.activity.page.useQuery(
    { action: asAction(action), entityType: asEntityType(entity), page, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const detail = useDialog<ActivityLogDto>();
  const data = logs.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  // A page past the end (entries deleted meanwhile) moves back to the last one.
  useEffect(() => {
    if (data && page > pages) setPage(pages);
  }, [data, page, pages]);

  const entityOptions = useMemo(() => {
    const present = [...(data?.entityTypes ?? [])].sort((a, b) => entityLabel(a).localeCompare(entityLabel(b), 'nb'));
    if (entity !== ALL && !present.includes(entity)) present.push(entity);
    return [{ value: ALL, label: 'Alle typer' }, ...present.map((t) => ({ value: t, label: entityLabel(t) }))];
  }, [data?.entityTypes, entity]);

  const items = data?.items ?? [];

  const changeAction = (v: string | null) => {
    setAction(v ?? ALL);
    setPage(1);
  };

  return (
    <>
      <Tabs value={action} onChange={changeAction} variant="pills" radius="md" keepMounted={false}>
        <Group justify="space-between" align="flex-end" gap="md" mb="md">
          <Tabs.List aria-label="Filtrer etter handling">
            {actionTabs.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Select
            label="Entitetstype"
            data={entityOptions}
            value={entity}
            allowDeselect={false}
            onChange={(v) => {
              setEntity(v ?? ALL);
              setPage(1);
            }}
            w={{ base: '100%', xs: 220 }}
          />
        </Group>
        {actionTabs.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            <AdminListTable
              caption="Aktivitetslogg"
              minWidth={900}
              columns={columns}
              rows={items}
              status={{ loading: logs.isPending, error: logs.isError ? 'Kunne ikke laste aktivitetsloggen. Prøv igjen senere.' : null, empty: 'Ingen aktivitetslogger funnet' }}
              actionsLabel="Detaljer"
              actions={(a) => (
                <Button size="xs" variant="light" onClick={() => detail.open(a)} aria-label={`Detaljer: ${actionLabel(a.action)} ${activitySubject(a.entityType, a.entityId, a.label)}`}>
                  Detaljer
                </Button>
              )}
            />
            <Pager page={Math.min(page, pages)} pages={pages} total={data?.total ?? 0} setPage={setPage} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <ActivityDetailModal opened={detail.opened} entry={detail.item} onClose={detail.close} />
    </>
  );
}
