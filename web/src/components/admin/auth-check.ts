import type { TrpcUtils } from '../../trpc';

/** Auth status: cached 60 s, never retried (docs/PRODUCT.md §12). */
export const AUTH_STALE_MS = 60_000;

/**
 * Used by route guards (kept tiny: it lives in the main bundle). Resolves to whether the
 * visitor is logged in; a failed check counts as not logged in.
 */
export async function isLoggedIn(trpc: TrpcUtils): Promise<boolean> {
  try {
    const status = await trpc.auth.checkAuth.fetch(undefined, { staleTime: AUTH_STALE_MS, retry: false });
    return status.authenticated;
  } catch {
    return false;
  }
}
