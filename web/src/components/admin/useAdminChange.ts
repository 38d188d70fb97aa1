import { notifyError, notifySuccess } from '../../lib/notify';
import { changeError, type ChangeKind } from './errors';
import { useRefreshAfterChange } from './useRefresh';

type Change = {
  kind: ChangeKind;
  /** What is changed, in the definite form: 'prosjektet', 'tjenesten', 'prisparameteren'. */
  thing: string;
  /** The mutation. */
  run: () => Promise<unknown>;
  /** The success toast. */
  success: { title: string; message: string };
  /** Called with the error and its toast text before the toast, e.g. to mark a form field. */
  onError?: (error: unknown, message: string) => void;
};

/**
 * The one save/delete flow of the back office: run the mutation; on failure an error toast with the
 * server's message when the administrator can act on it (else 'Kunne ikke … Prøv igjen senere.');
 * on success a success toast and a refetch of the admin and public data. Resolves to whether it worked.
 */
export function useAdminChange(): (change: Change) => Promise<boolean> {
  const refresh = useRefreshAfterChange();
  return async ({ kind, thing, run, success, onError }) => {
    try {
      await run();
    } catch (error) {
      const { title, message } = changeError(kind, thing, error);
      onError?.(error, message);
      notifyError(title, message);
      return false;
    }
    notifySuccess(success.title, success.message);
    void refresh();
    return true;
  };
}
