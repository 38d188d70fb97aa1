import { Code, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { entityLabel } from '@shared/labels';
import type { ActivityLogDto } from '@shared/schemas/activity';
import { AdminModal } from '../AdminModal';
import { formatFullDateTime } from '../format';
import { ActionBadge } from './ActionBadge';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

export function userText(userId: number | null): string {
  return userId === null ? 'Ingen (besøkende)' : String(userId);
}

type Props = { opened: boolean; entry: ActivityLogDto | null; onClose: () => void };

export function ActivityDetailModal({ opened, entry, onClose }: Props) {
  const a = entry;
  const hasChanges = !!a?.details && Object.keys(a.details).length > 0;
  return (
    <AdminModal opened={opened} onClose={onClose} title="Aktivitetsdetaljer">
      {a && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Field label="Tidspunkt">
              <time dateTime={a.createdAt}>{formatFullDateTime(a.createdAt)}</time>
            </Field>
            <Field label="Bruker-ID">{userText(a.userId)}</Field>
            <Field label="Handling">
              <ActionBadge action={a.action} />
            </Field>
            <Field label="Entitet">
              {entityLabel(a.entityType)}
              {a.entityId !== null ? ` #${a.entityId}` : ''}
            </Field>
          </SimpleGrid>
          {hasChanges ? (
            <div>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4} mb={4} id="activity-changes-label">
                Endringer
              </Text>
              <Code block aria-labelledby="activity-changes-label" mah={360} style={{ overflow: 'auto' }} tabIndex={0}>
                {JSON.stringify(a.details, null, 2)}
              </Code>
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
