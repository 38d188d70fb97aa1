import { List, SimpleGrid, Stack, Text } from '@mantine/core';
import { activityActor, activitySubject, describeActivityChanges } from '@shared/activity-labels';
import type { ActivityLogDto } from '@shared/schemas/activity';
import { AdminModal } from '../AdminModal';
import { DetailField } from '../DetailField';
import { formatFullDateTime } from '../format';
import { ActionBadge } from './ActionBadge';

type Props = { opened: boolean; entry: ActivityLogDto | null; onClose: () => void };

export function ActivityDetailModal({ opened, entry, onClose }: Props) {
  const a = entry;
  const lines = a ? describeActivityChanges(a.entityType, a.details) : [];
  return (
    <AdminModal opened={opened} onClose={onClose} title="Aktivitetsdetaljer">
      {a && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DetailField label="Tidspunkt">
              <time dateTime={a.createdAt}>{formatFullDateTime(a.createdAt)}</time>
            </DetailField>
            <DetailField label="Bruker">
              {activityActor(a.userId, a.userName)}
              {a.userId !== null && a.userName !== null ? (
                <Text span size="xs" c="dimmed">
                  {' '}
                  (ID {a.userId})
                </Text>
              ) : null}
            </DetailField>
            <DetailField label="Handling">
              <ActionBadge action={a.action} />
            </DetailField>
            <DetailField label="Gjelder">
              {activitySubject(a.entityType, a.entityId, a.label)}
              {a.label !== null && a.entityId !== null ? (
                <Text span size="xs" c="dimmed">
                  {' '}
                  (ID {a.entityId})
                </Text>
              ) : null}
            </DetailField>
          </SimpleGrid>
          {lines.length > 0 ? (
            <div>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4} mb={4} id="activity-changes-label">
                Endringer
              </Text>
              <List size="sm" spacing={4} aria-labelledby="activity-changes-label" style={{ overflowWrap: 'anywhere' }}>
                {lines.map((line, i) => (
                  <List.Item key={i}>{line}</List.Item>
                ))}
              </List>
            </div>
          ) : (
            <Text size="sm" c="dimmed">
              Ingen endringer registrert.
            </Text>
          )}
        </Stack>
      )}
    </AdminModal>
  );
}
