import type { ListStatus } from './AdminListTable';
import { useAdminChange } from './useAdminChange';
import { useDialog } from './useDialog';

type ListQuery<T> = { data?: T[]; isPending: boolean; isError: boolean };
type Remove = { mutateAsync: (input: { id: number }) => Promise<unknown>; isPending: boolean };

type Options<T> = {
  query: ListQuery<T>;
  /** The row in the definite form, for the error toasts: 'spørsmålet', 'tjenesten'. */
  thing: string;
  /** The table's texts when the list can't be loaded and when it is empty. */
  loadError: string;
  empty: string;
  remove?: Remove;
  /** The success toast after a delete. */
  deleted?: (item: T) => { title: string; message: string };
};

/**
 * An admin list screen's state: the rows and their load state, the edit dialog (item null = new), the
 * delete confirmation and its delete through useAdminChange (toasts, refetch). `confirm` spreads onto
 * ConfirmDialog; `change` is for the screen's other writes (e.g. moving a row).
 */
export function useAdminList<T extends { id: number }>({ query, thing, loadError, empty, remove, deleted }: Options<T>) {
  const change = useAdminChange();
  const editor = useDialog<T>();
  const deleter = useDialog<T>();
  const list = query.data ?? [];
  const confirmDelete = async () => {
    const item = deleter.item;
    if (!item || !remove || !deleted) return;
    const ok = await change({ kind: 'delete', thing, run: () => remove.mutateAsync({ id: item.id }), success: deleted(item) });
    if (ok) deleter.close();
  };
  const status: ListStatus = { loading: query.isPending, error: query.isError ? loadError : null, empty };
  const confirm = { opened: deleter.opened, loading: remove?.isPending, onConfirm: () => void confirmDelete(), onClose: deleter.close };
  return { list, status, editor, deleter, confirm, change };
}
