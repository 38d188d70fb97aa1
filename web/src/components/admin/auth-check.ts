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

/**
 * Where to go after logging in: the admin page that sent the visitor to the login page (a mail's
 * link to an enquiry, a page whose session ran out). Only a back-office path is followed, never
 * another site or the login page itself.
 */
export function afterLoginPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/admin/') || value.startsWith('/admin/login')) return undefined;
  return value.includes('\\') || value.includes('//') ? undefined : value;
}

// Kept in memory: it lives as long as the page, so only the login page that an admin page led to
// in this tab leads back; a login page opened afresh goes to the dashboard.
let afterLogin: string | undefined;

export function rememberAfterLogin(href: string | undefined): void {
  afterLogin = afterLoginPath(href);
}

/** The remembered page (once: it is forgotten as it is read), or undefined. */
export function takeAfterLogin(): string | undefined {
  const href = afterLogin;
  afterLogin = undefined;
  return href;
}
