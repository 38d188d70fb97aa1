import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { routeTree } from './routeTree.gen';
import { createTrpcUtils, trpc, type AppTrpcClient } from './trpc';

export type AppRouterOptions = {
  queryClient: QueryClient;
  trpcClient: AppTrpcClient;
  origin: string;
  /** The CSP nonce of this response: every inline script and style the router writes carries it. */
  nonce?: string;
};

/**
 * One router per server request (and one in the browser). Route loaders fill the query client;
 * on the server its data travels with the HTML, so the browser hydrates without asking again.
 */
export function createAppRouter({ queryClient, trpcClient, origin, nonce }: AppRouterOptions) {
  const router = createRouter({
    routeTree,
    context: { queryClient, trpc: createTrpcUtils(queryClient, trpcClient), origin },
    defaultPreload: 'intent',
    // Every navigation starts at the top, unless the address has a hash (handled by the root route).
    scrollRestoration: false,
    defaultPreloadStaleTime: 0,
    ssr: nonce ? { nonce } : undefined,
    Wrap: ({ children }: { children: ReactNode }) => (
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        {children}
      </trpc.Provider>
    ),
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
