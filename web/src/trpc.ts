import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, type TRPCClient, type TRPCLink } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../src/trpc/root';
import { MAX_TRPC_BATCH } from '@shared/trpc-batch';
import { idleHeaders } from './components/admin/idle';

/** Query defaults (docs/PRODUCT.md §12): refetch every 60 s, on focus and on mount; stale at once; kept 5 min; no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 0,
        gcTime: 5 * 60 * 1000,
        refetchInterval: 60 * 1000,
        refetchOnWindowFocus: true,
        refetchOnMount: true,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const trpc = createTRPCReact<AppRouter>();

export type AppTrpcClient = TRPCClient<AppRouter>;

/** The browser's client: tRPC over HTTP, batched, with the session cookie. */
export function createBrowserTrpcClient(): AppTrpcClient {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/trpc',
        // Long batches (a refetch of everything an admin screen shows) go as several requests rather than one
        // URL longer than servers and proxies take.
        maxURLLength: 2000,
        // …and never more procedures in one request than the server takes (src/shared/trpc-batch.ts).
        maxItems: MAX_TRPC_BATCH,
        // While an admin shell is open, every request tells the server how long the user has been idle.
        headers: () => idleHeaders(),
        fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }),
      }),
    ],
  });
}

/** A client over any terminating link: the server renders pages through a local link (no HTTP to itself). */
export function createLinkTrpcClient(link: TRPCLink<AppRouter>): AppTrpcClient {
  return createTRPCClient<AppRouter>({ links: [link] });
}

export function createTrpcUtils(queryClient: QueryClient, client: AppTrpcClient) {
  return createTRPCQueryUtils({ queryClient, client });
}
export type TrpcUtils = ReturnType<typeof createTrpcUtils>;
