import { Table, Text, type TableProps, type TableTdProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdminTable } from './AdminTable';
import { RowActions } from './RowActions';
import { TableStatusRow } from './TableStatusRow';

export type ListStatus = { loading: boolean; error: string | null; empty: string };

export type Column<T> = {
  label: string;
  cell: (row: T, index: number) => ReactNode;
  /** The row's name: the card's heading on phones, so it goes without the 'label:' prefix. */
  heading?: boolean;
  nowrap?: boolean;
  className?: string;
  /** A fixed width (with `layout: 'fixed'` in tableProps); a column without one shares what is left. */
  width?: number | string;
  td?: (row: T) => TableTdProps;
};

/** What useAdminList gives: the rows, their query and the two dialogs. */
type Source<T> = { list: T[]; status: ListStatus; editor: { open: (row: T) => void }; deleter: { open: (row: T) => void } };

type Props<T> = {
  caption: string;
  minWidth?: number;
  columns: Column<T>[];
  /** A list screen passes its useAdminList and each row's name. */
  of?: Source<T>;
  /** The row's name for the default RowActions (edit, delete). */
  name?: (row: T) => string;
  /** Without `of`: the rows and their state. */
  rows?: T[];
  status?: ListStatus;
  /** Extra attributes per row, e.g. a data-* hook for tests. */
  rowProps?: (row: T) => Record<string, unknown>;
  /** The row's buttons, usually RowActions; a last column without a visible header. */
  actions?: (row: T, index: number) => ReactNode;
  /** The hidden header of the actions column. */
  actionsLabel?: string;
  tableProps?: TableProps & Record<`data-${string}`, unknown>;
};

/** The table of an admin list screen: header, loading/error/empty row, one row per item, the actions column. */
export function AdminListTable<T extends { id: number }>(props: Props<T>) {
  const { caption, minWidth, columns, of, name, rowProps, actionsLabel = 'Handlinger', tableProps } = props;
  const rows = props.rows ?? of?.list ?? [];
  const status = props.status ?? of?.status ?? { loading: false, error: null, empty: '' };
  const actions =
    props.actions ??
    (of && name ? (row: T) => <RowActions name={name(row)} onEdit={() => of.editor.open(row)} onDelete={() => of.deleter.open(row)} /> : undefined);
  const fixed = tableProps?.layout === 'fixed';
  return (
    <AdminTable caption={caption} minWidth={minWidth} {...tableProps}>
      {fixed && (
        <colgroup>
          {columns.map((c) => (
            <col key={c.label} style={c.width === undefined ? undefined : { width: c.width }} />
          ))}
          {actions && <col style={{ width: 48 }} />}
        </colgroup>
      )}
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.label} w={fixed ? undefined : c.width}>
              {c.label}
            </Table.Th>
          ))}
          {actions && (
            <Table.Th>
              <span className="visually-hidden-caption">{actionsLabel}</span>
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
              <Table.Td key={c.label} data-label={c.heading ? undefined : c.label} className={c.className ?? (c.nowrap ? 'admin-nowrap' : undefined)} {...c.td?.(row)}>
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
