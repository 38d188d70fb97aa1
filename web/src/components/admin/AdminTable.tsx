import { Paper, Table, type TableProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

type Props = TableProps & { minWidth?: number; caption: string; children: ReactNode };

/**
 * The common look of the admin tables: a white card. On phones each row is stacked into 'label: value'
 * lines (cells carry data-label), so nothing hides off to the side; between phone and desktop the
 * table scrolls sideways.
 */
export function AdminTable({ minWidth = 720, caption, children, ...props }: Props) {
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  return (
    <Paper withBorder radius="md" shadow="xs">
      <Table.ScrollContainer minWidth={isPhone ? 0 : minWidth} type="native" pos="relative">
        <Table className="admin-stack" striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" {...props}>
          <caption className="visually-hidden-caption">{caption}</caption>
          {children}
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
