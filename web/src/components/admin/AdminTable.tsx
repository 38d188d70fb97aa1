import { Paper, Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = TableProps & { minWidth?: number; caption: string; children: ReactNode };

/** The common look of the admin tables: a white card that scrolls sideways on narrow screens. */
export function AdminTable({ minWidth = 720, caption, children, ...props }: Props) {
  return (
    <Paper withBorder radius="md" shadow="xs">
      <Table.ScrollContainer minWidth={minWidth} type="native" pos="relative">
        <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" {...props}>
          <caption className="visually-hidden-caption">{caption}</caption>
          {children}
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
