import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { TrpcUtils } from '../trpc';
import { NotFoundPage } from '../components/NotFound/NotFoundPage';

export type RouterContext = { queryClient: QueryClient; trpc: TrpcUtils };

function ScrollToTop() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', ({ toLocation, pathChanged }) => {
        if (!pathChanged) return;
        if (toLocation.hash) {
          document.getElementById(toLocation.hash)?.scrollIntoView({ behavior: 'smooth' });
          return;
        }
        window.scrollTo({ top: 0, left: 0 });
      }),
    [router],
  );
  return null;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  ),
  notFoundComponent: NotFoundPage,
});
