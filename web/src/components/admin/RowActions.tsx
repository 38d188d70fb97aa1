import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** The row's name for screen readers: 'Rediger «name»', 'Slett «name»'. */
  name: string;
  onEdit: () => void;
  /** Without it there is no delete button (e.g. a price the calculator needs). */
  onDelete?: () => void;
  editLabel?: string;
  editAria?: string;
  deleteAria?: string;
  /** Why the row can't be deleted; the button is then disabled with this as its title. */
  deleteBlocked?: string | null;
  children?: ReactNode;
};

/** The edit and delete buttons at the end of an admin table row. */
export function RowActions({ name, onEdit, onDelete, editLabel = 'Rediger', editAria, deleteAria, deleteBlocked, children }: Props) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {children}
      <Button size="xs" variant="light" onClick={onEdit} aria-label={editAria ?? `Rediger ${name}`}>
        {editLabel}
      </Button>
      {onDelete && (
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={onDelete}
          disabled={Boolean(deleteBlocked)}
          title={deleteBlocked ?? undefined}
          aria-label={deleteAria ?? `Slett ${name}`}
        >
          Slett
        </Button>
      )}
    </Group>
  );
}
