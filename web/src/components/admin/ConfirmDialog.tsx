import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdminModal } from './AdminModal';

type Props = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before anything is deleted. */
export function ConfirmDialog({ opened, title, children, confirmLabel = 'Slett', loading, onConfirm, onClose }: Props) {
  return (
    <AdminModal opened={opened} onClose={onClose} title={title} size="md">
      <Stack gap="lg">
        <Text component="div">{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Avbryt
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AdminModal>
  );
}
