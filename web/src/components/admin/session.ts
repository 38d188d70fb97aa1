import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../trpc';
import { AUTH_STALE_MS } from './auth-check';
import { errorCode, isNetworkError } from './errors';

export function useAuthStatus() {
  return trpc.auth.checkAuth.useQuery(undefined, { staleTime: AUTH_STALE_MS, retry: false });
}

/**
 * When any admin request answers 401 (session expired or ended elsewhere), re-check the auth status;
 * the shell then sends the user to the login page.
 */
export function useUnauthorizedWatch() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  useEffect(() => {
    const recheck = (error: unknown) => {
      if (errorCode(error) === 'UNAUTHORIZED') void utils.auth.checkAuth.invalidate();
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient, utils]);
}

export function useLogout() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  return trpc.auth.logout.useMutation({
    onSuccess: async () => {
      utils.auth.checkAuth.setData(undefined, { authenticated: false });
      notifySuccess('Logget ut', 'Du er nå logget ut av administrasjonen.');
      await navigate({ to: '/admin/login', replace: true });
      // Nothing of the back office stays in memory after logout.
      queryClient.removeQueries({ queryKey: [['admin']] });
      queryClient.removeQueries({ queryKey: [['auth', 'currentUser']] });
    },
    onError: (error) => {
      notifyError(
        'Feil ved utlogging',
        isNetworkError(error)
          ? 'Kunne ikke logge ut fordi serveren ikke svarte. Sjekk nettverkstilkoblingen og prøv igjen.'
          : 'Kunne ikke logge ut. Prøv igjen senere.',
      );
    },
  });
}
