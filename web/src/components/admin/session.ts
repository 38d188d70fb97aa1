import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../trpc';
import { AUTH_STALE_MS, rememberAfterLogin } from './auth-check';
import { errorCode, isNetworkError } from '../../lib/trpc-errors';
import { adminIdle } from './idle';

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

/** Leaves the back office after the session has ended: login page, a toast, nothing kept in memory. */
function useLeaveAdmin() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  return async (title: string, message: string) => {
    utils.auth.checkAuth.setData(undefined, { authenticated: false });
    notifySuccess(title, message);
    await navigate({ to: '/admin/login', replace: true });
    // Nothing of the back office stays in memory after logout.
    queryClient.removeQueries({ queryKey: [['admin']] });
    queryClient.removeQueries({ queryKey: [['auth', 'currentUser']] });
  };
}

export function useLogout() {
  const leave = useLeaveAdmin();
  return trpc.auth.logout.useMutation({
    onSuccess: async () => {
      await leave('Logget ut', 'Du er nå logget ut av administrasjonen.');
      // Logged out on purpose: the next login starts at the dashboard, not on the page left.
      rememberAfterLogin(undefined);
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

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll', 'focus'] as const;
const CHECK_EVERY_MS = 15_000;

/**
 * Logs out after 30 minutes without user interaction (pointer, keys, focus, scrolling) in any admin
 * tab. The 60 s background refetch would otherwise keep the rolling session alive as long as a tab
 * stays open; the server also ends a session when a request reports a longer idle time.
 */
export function useIdleLogout() {
  const logout = trpc.auth.logout.useMutation();
  const leave = useLeaveAdmin();
  const leaveRef = useRef(leave);
  const logoutRef = useRef(logout.mutateAsync);
  leaveRef.current = leave;
  logoutRef.current = logout.mutateAsync;

  useEffect(() => {
    let ended = false;
    const expire = () => {
      if (ended) return;
      ended = true;
      // Stopped first, so the logout request itself carries no idle time and is logged as a logout.
      adminIdle.stop();
      void logoutRef
        .current()
        .catch(() => {})
        .finally(() => {
          void leaveRef.current(
            'Logget ut på grunn av inaktivitet',
            'Du har ikke brukt administrasjonen på 30 minutter og er logget ut av sikkerhetshensyn. Logg inn igjen for å fortsette.',
          );
        });
    };
    const onActivity = () => {
      if (adminIdle.touch()) expire();
    };
    const check = () => {
      if (adminIdle.isExpired()) expire();
    };
    adminIdle.start();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
    document.addEventListener('visibilitychange', check);
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', check);
      window.clearInterval(timer);
      adminIdle.stop();
    };
  }, []);
}
