import { Button, Group, Select, Table, Tabs } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { actionLabel, activityActions, activityActor, activitySubject, entityLabel, entityTypes, type ActivityAction, type EntityType } from '@shared/labels';
import type { ActivityLogDto } from '@shared/schemas/activity';
import { trpc } from '../../../trpc';
import { AdminTable } from '../AdminTable';
import { formatDateTime } from '../format';
import { PAGE_SIZE, Pager } from '../Pager';
import { TableStatusRow } from '../TableStatusRow';
import { useDialog } from '../useDialog';
import { ActionBadge } from './ActionBadge';
import { ActivityDetailModal } from './ActivityDetailModal';

const actionTabs = [
  { value: 'all', label: 'Alle' },
  { value: 'create', label: 'Opprett' },
  { value: 'update', label: 'Oppdater' },
  { value: 'delete', label: 'Slett' },
  { value: 'login', label: 'Logg inn' },
] as const;

const ALL = 'all';
const asAction = (v: string): ActivityAction | undefined => activityActions.find((a) => a === v);
const asEntityType = (v: string): EntityType | undefined => entityTypes.find((t) => t === v);

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
            <AdminTable caption="Aktivitetslogg" minWidth={900}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Tidspunkt</Table.Th>
                  <Table.Th>Bruker</Table.Th>
                  <Table.Th>Handling</Table.Th>
                  <Table.Th>Entitetstype</Table.Th>
                  <Table.Th>Entitets-ID</Table.Th>
                  <Table.Th>Gjelder</Table.Th>
                  <Table.Th>
                    <span className="visually-hidden-caption">Detaljer</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <TableStatusRow
                  colSpan={7}
                  loading={logs.isPending}
                  error={logs.isError ? 'Kunne ikke laste aktivitetsloggen. Prøv igjen senere.' : null}
                  empty={logs.isSuccess && items.length === 0 ? 'Ingen aktivitetslogger funnet' : null}
                />
                {items.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td data-label="Tidspunkt" className="admin-nowrap">
                      <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>
                    </Table.Td>
                    <Table.Td data-label="Bruker">{activityActor(a.userId, a.userName)}</Table.Td>
                    <Table.Td data-label="Handling">
                      <ActionBadge action={a.action} />
                    </Table.Td>
                    <Table.Td data-label="Entitetstype">{entityLabel(a.entityType)}</Table.Td>
                    <Table.Td data-label="Entitets-ID">{a.entityId ?? '-'}</Table.Td>
                    <Table.Td data-label="Gjelder" style={{ overflowWrap: 'anywhere' }}>
                      {a.label ?? '–'}
                    </Table.Td>
                    <Table.Td data-actions>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => detail.open(a)}
                        aria-label={`Detaljer: ${actionLabel(a.action)} ${activitySubject(a.entityType, a.entityId, a.label)}`}
                      >
                        Detaljer
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </AdminTable>
            <Pager page={Math.min(page, pages)} pages={pages} total={data?.total ?? 0} setPage={setPage} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <ActivityDetailModal opened={detail.opened} entry={detail.item} onClose={detail.close} />
    </>
  );
}
