import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { TrpcUtils } from '../trpc';
import { scrollToId } from '../components/Layout/nav';
import { NotFoundPage } from '../components/NotFound/NotFoundPage';

export type RouterContext = { queryClient: QueryClient; trpc: TrpcUtils };

/**
 * Every navigation to another page starts at its top, unless the address has a hash. A change of
 * only the query (a tab) keeps the place; the router itself scrolls up when the current page's link
 * is clicked again. The jump is instant: the page-wide smooth scrolling is for in-page anchors.
 */
function ScrollToTop() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', ({ toLocation, pathChanged }) => {
        if (toLocation.hash) {
          if (pathChanged) scrollToId(toLocation.hash);
          return;
        }
        if (pathChanged) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
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
