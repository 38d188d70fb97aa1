import { notifyError, notifySuccess } from '../../lib/notify';
import { actionableMessage, changeError, type ChangeKind } from './errors';
import { useRefreshAfterChange } from './useRefresh';

type Toast = { title: string; message: string };

export type Change = {
  kind: ChangeKind;
  /** What is changed, in the definite form: 'prosjektet', 'tjenesten', 'prisparameteren'. */
  thing: string;
  /** The mutation. */
  run: () => Promise<unknown>;
  /** The success toast. */
  success: Toast;
  /** The error toast when the server's message is not one the administrator can act on; else 'Kunne ikke … Prøv igjen senere.' */
  failure?: Toast;
  /** Called with the error and its toast text before the toast, e.g. to mark a form field. */
  onError?: (error: unknown, message: string) => void;
};

/**
 * The one save/delete flow of the back office, and the only way a screen writes: run the mutation; on
 * failure an error toast with the server's message when the administrator can act on it (else
 * 'Kunne ikke … Prøv igjen senere.'); on success a success toast and a refetch of the admin and public
 * data. Resolves to whether it worked.
 */
export function useAdminChange(): (change: Change) => Promise<boolean> {
  const refresh = useRefreshAfterChange();
  return async ({ kind, thing, run, success, failure, onError }) => {
    try {
      await run();
    } catch (error) {
      const { title, message } = failure
        ? { title: failure.title, message: actionableMessage(error, failure.message) }
        : changeError(kind, thing, error);
      onError?.(error, message);
      notifyError(title, message);
      return false;
    }
    notifySuccess(success.title, success.message);
    void refresh();
    return true;
  };
}

type Mutation<I> = { mutateAsync: (input: I) => Promise<unknown>; isPending: boolean };

type SaveOptions<T extends { id: number }, P> = {
  /** The row being edited; null creates a new one. */
  item: T | null;
  create: Mutation<P>;
  update: Mutation<P & { id: number }>;
  thing: string;
  /** The success toast, told whether the row was new. */
  saved: (payload: P, created: boolean) => Toast;
  onError?: Change['onError'];
};

/** Create-or-update of one row through useAdminChange: what every create/edit dialog submits. */
export function useAdminSave<T extends { id: number }, P>({ item, create, update, thing, saved, onError }: SaveOptions<T, P>) {
  const change = useAdminChange();
  /** `changes`: for an update, only these fields are sent (the whole payload still names the row in the toast). */
  const save = (payload: P, changes?: Partial<P>) =>
    change({
      kind: item ? 'update' : 'create',
      thing,
      run: () => (item ? update.mutateAsync({ id: item.id, ...((changes ?? payload) as P) }) : create.mutateAsync(payload)),
      success: saved(payload, item === null),
      onError,
    });
  return { save, pending: create.isPending || update.isPending };
}
