import { Table, Text, type TableTdProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdminTable } from './AdminTable';
import { TableStatusRow } from './TableStatusRow';

export type ListStatus = { loading: boolean; error: string | null; empty: string };

export type Column<T> = {
  label: string;
  cell: (row: T, index: number) => ReactNode;
  /** The row's name: the card's heading on phones, so it goes without the 'label:' prefix. */
  heading?: boolean;
  nowrap?: boolean;
  w?: number;
  td?: (row: T) => TableTdProps;
};

type Props<T> = {
  caption: string;
  minWidth?: number;
  columns: Column<T>[];
  rows: T[];
  status: ListStatus;
  /** Extra attributes per row, e.g. a data-* hook for tests. */
  rowProps?: (row: T) => Record<string, unknown>;
  /** The row's buttons, usually RowActions; a last column without a visible header. */
  actions?: (row: T, index: number) => ReactNode;
};

/** The table of an admin list screen: header, loading/error/empty row, one row per item, the actions column. */
export function AdminListTable<T extends { id: number }>({ caption, minWidth, columns, rows, status, rowProps, actions }: Props<T>) {
  return (
    <AdminTable caption={caption} minWidth={minWidth}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.label} w={c.w}>
              {c.label}
            </Table.Th>
          ))}
          {actions && (
            <Table.Th>
              <span className="visually-hidden-caption">Handlinger</span>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <TableStatusRow
          colSpan={columns.length + (actions ? 1 : 0)}
          loading={status.loading}
          error={status.error}
          empty={!status.loading && !status.error && rows.length === 0 ? status.empty : null}
        />
        {rows.map((row, i) => (
          <Table.Tr key={row.id} {...rowProps?.(row)}>
            {columns.map((c) => (
              <Table.Td key={c.label} data-label={c.heading ? undefined : c.label} className={c.nowrap ? 'admin-nowrap' : undefined} {...c.td?.(row)}>
                {c.cell(row, i)}
              </Table.Td>
            ))}
            {actions && <Table.Td data-actions>{actions(row, i)}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </AdminTable>
  );
}

/** A row's name in bold, as the heading column shows it. */
export function RowTitle({ children }: { children: ReactNode }) {
  return (
    <Text fw={600} size="sm">
      {children}
    </Text>
  );
}
