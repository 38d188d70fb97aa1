import { Button, Group, Select, Table, Tabs } from '@mantine/core';
import { useMemo, useState } from 'react';
import { entityLabel } from '../../../../../src/shared/labels';
import type { ActivityLogDto } from '../../../../../src/shared/schemas/activity';
import { trpc } from '../../../trpc';
import { AdminTable } from '../AdminTable';
import { formatDateTime } from '../format';
import { Pager, usePaged } from '../Pager';
import { TableStatusRow } from '../TableStatusRow';
import { useAdminSeo } from '../useAdminSeo';
import { useDialog } from '../useDialog';
import { ActionBadge } from './ActionBadge';
import { ActivityDetailModal, userText } from './ActivityDetailModal';

const actionTabs = [
  { value: 'all', label: 'Alle' },
  { value: 'create', label: 'Opprett' },
  { value: 'update', label: 'Oppdater' },
  { value: 'delete', label: 'Slett' },
  { value: 'login', label: 'Logg inn' },
] as const;

const ALL = 'all';

export function ActivityLogPage() {
  useAdminSeo('Aktivitetslogg');
  const logs = trpc.admin.activity.list.useQuery();
  const detail = useDialog<ActivityLogDto>();
  const [action, setAction] = useState<string>(ALL);
  const [entity, setEntity] = useState<string>(ALL);
  const all = useMemo(() => logs.data ?? [], [logs.data]);

  const entityOptions = useMemo(() => {
    const present = [...new Set(all.map((a) => a.entityType))].sort((a, b) => entityLabel(a).localeCompare(entityLabel(b), 'nb'));
    return [{ value: ALL, label: 'Alle typer' }, ...present.map((t) => ({ value: t, label: entityLabel(t) }))];
  }, [all]);

  const filtered = all.filter((a) => (action === ALL || a.action === action) && (entity === ALL || a.entityType === entity));
  const paged = usePaged(filtered);

  const changeAction = (v: string | null) => {
    setAction(v ?? ALL);
    paged.setPage(1);
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
              paged.setPage(1);
            }}
            w={{ base: '100%', xs: 220 }}
          />
        </Group>
        {actionTabs.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            <AdminTable caption="Aktivitetslogg" minWidth={760}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Tidspunkt</Table.Th>
                  <Table.Th>Bruker-ID</Table.Th>
                  <Table.Th>Handling</Table.Th>
                  <Table.Th>Entitetstype</Table.Th>
                  <Table.Th>Entitets-ID</Table.Th>
                  <Table.Th>
                    <span className="visually-hidden-caption">Detaljer</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <TableStatusRow
                  colSpan={6}
                  loading={logs.isPending}
                  error={logs.isError ? 'Kunne ikke laste aktivitetsloggen. Prøv igjen senere.' : null}
                  empty={logs.isSuccess && filtered.length === 0 ? 'Ingen aktivitetslogger funnet' : null}
                />
                {paged.items.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td data-label="Tidspunkt" className="admin-nowrap">
                      <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>
                    </Table.Td>
                    <Table.Td data-label="Bruker-ID">{userText(a.userId)}</Table.Td>
                    <Table.Td data-label="Handling">
                      <ActionBadge action={a.action} />
                    </Table.Td>
                    <Table.Td data-label="Entitetstype">{entityLabel(a.entityType)}</Table.Td>
                    <Table.Td data-label="Entitets-ID">{a.entityId ?? '-'}</Table.Td>
                    <Table.Td data-actions>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => detail.open(a)}
                        aria-label={`Detaljer for aktivitet ${a.id}`}
                      >
                        Detaljer
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </AdminTable>
            <Pager {...paged} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <ActivityDetailModal opened={detail.opened} entry={detail.item} onClose={detail.close} />
    </>
  );
}
