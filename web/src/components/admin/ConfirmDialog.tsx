import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdminModal } from './AdminModal';

type Props = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  /** Red for what removes or undoes; another colour for a step forward such as sending. */
  confirmColor?: string;
  /** A confirm that may not be pressed yet (a required box not ticked). */
  confirmDisabled?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before anything is deleted, undone or sent. */
export function ConfirmDialog({ opened, title, children, confirmLabel = 'Slett', confirmColor = 'red', confirmDisabled, loading, onConfirm, onClose }: Props) {
  return (
    <AdminModal opened={opened} onClose={onClose} title={title} size="md">
      <Stack gap="lg">
        <Text component="div">{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Avbryt
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={loading} disabled={confirmDisabled} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AdminModal>
  );
}
