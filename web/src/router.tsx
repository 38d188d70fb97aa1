import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { queryClient, trpcUtils } from './trpc';

export const router = createRouter({
  routeTree,
  context: { queryClient, trpc: trpcUtils },
  defaultPreload: 'intent',
  // Every navigation starts at the top, unless the address has a hash (handled by the router).
  scrollRestoration: false,
  defaultPreloadStaleTime: 0,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
