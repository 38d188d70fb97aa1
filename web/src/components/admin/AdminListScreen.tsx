import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdminListTable, type Column } from './AdminListTable';
import { ConfirmDialog } from './ConfirmDialog';
import { FormModal } from './FormModal';
import { PageToolbar } from './PageToolbar';
import type { AdminList } from './useAdminList';

type Props<T extends { id: number }> = {
  of: AdminList<T>;
  columns: Column<T>[];
  minWidth: number;
  /** The create/edit form for a row (null = new); `done` closes the dialog. */
  form: (item: T | null, done: () => void) => ReactNode;
  /** The row's name for the default edit and delete buttons; or `actions` of its own. */
  name?: (row: T) => string;
  actions?: (row: T) => ReactNode;
  rows?: T[];
  rowProps?: (row: T) => Record<string, unknown>;
  /** Between the toolbar and the table (e.g. an upload field). */
  above?: ReactNode;
  /** Below the table (e.g. a live region). */
  below?: ReactNode;
};

/**
 * A whole admin list screen: help text and add button, the table with its row actions, the create/edit
 * dialog and the delete confirmation. A screen gives its columns, its form and its texts (`list-texts.ts`, given to useAdminList).
 */
export function AdminListScreen<T extends { id: number }>({ of, columns, minWidth, form, name, actions, rows, rowProps, above, below }: Props<T>) {
  const { texts } = of;
  return (
    <>
      <PageToolbar text={texts.intro}>{texts.add && <Button onClick={() => of.editor.open()}>{texts.add}</Button>}</PageToolbar>
      {above}
      <AdminListTable caption={texts.caption} minWidth={minWidth} columns={columns} of={of} rows={rows} name={name} actions={actions} rowProps={rowProps} />
      {below}
      <FormModal dialog={of.editor} title={texts.titles}>
        {form}
      </FormModal>
      <ConfirmDialog {...of.confirm} title={texts.titles.delete}>
        {of.deleter.item && texts.confirm(of.deleter.item, of.list)}
      </ConfirmDialog>
    </>
  );
}
