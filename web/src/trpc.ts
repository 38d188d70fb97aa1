import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../src/trpc/root';
import { idleHeaders } from './components/admin/idle';

/** Query defaults of the spec: refetch every 60 s, on focus and on mount; stale at once; kept 5 min; no retries. */
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

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: '/trpc',
      // While an admin shell is open, every request tells the server how long the user has been idle.
      headers: () => idleHeaders(),
      fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }),
    }),
  ],
});

export const queryClient = createQueryClient();
export const trpcUtils = createTRPCQueryUtils({ queryClient, client: trpcClient });
export type TrpcUtils = typeof trpcUtils;
