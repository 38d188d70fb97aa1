import type { ScreenTexts } from './list-texts';
import { useAdminChange } from './useAdminChange';
import { useDialog } from './useDialog';

export type ListQuery<T> = { data?: T[]; isPending: boolean; isError: boolean; isSuccess: boolean };
type Remove = { mutateAsync: (input: { id: number }) => Promise<unknown>; isPending: boolean };
/** An admin router with `list` and `delete`, e.g. `trpc.admin.faq`. */
type ListRouter<T> = { list: { useQuery: () => ListQuery<T> }; delete: { useMutation: () => Remove } };


/**
 * An admin list screen's state: the rows and their query, the edit dialog (item null = new), the delete
 * confirmation and its delete through useAdminChange (toasts, refetch). Pass it to AdminListTable as `of`;
 * `confirm` spreads onto ConfirmDialog; `change` is for the screen's other writes (e.g. moving a row).
 */
export function useAdminList<T extends { id: number }>(router: ListRouter<T>, texts: ScreenTexts<T>) {
  const { thing, deleted, loadError, empty } = texts;
  const query = router.list.useQuery();
  const remove = router.delete.useMutation();
  const change = useAdminChange();
  const editor = useDialog<T>();
  const deleter = useDialog<T>();
  const confirmDelete = async () => {
    const item = deleter.item;
    if (!item) return;
    const ok = await change({ kind: 'delete', thing, run: () => remove.mutateAsync({ id: item.id }), success: deleted(item) });
    if (ok) deleter.close();
  };
  const confirm = { opened: deleter.opened, loading: remove.isPending, onConfirm: () => void confirmDelete(), onClose: deleter.close };
  const list = query.data ?? [];
  const status = { loading: query.isPending, error: query.isError ? loadError : null, empty };
  return { list, query, status, editor, deleter, confirm, change, texts };
}

export type AdminList<T extends { id: number }> = ReturnType<typeof useAdminList<T>>;
