import { publicPage } from '../shared/public-pages';

/**
 * What a GET path is: the API (`/api`, `/trpc`), a file (it has an extension; a missing one is a plain 404),
 * or a page the web app renders (a public page in `shared/public-pages.ts`, the back office, or not found).
 */
export function pathKind(path: string): 'api' | 'file' | 'page' {
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/trpc')) return 'api';
  if (/\.[a-z0-9]{2,5}$/i.test(path)) return 'file';
  return 'page';
}

/** How a page's answer may be kept: its entry's rule; pages not in the list (back office, not found) are never stored. */
export function pageCache(path: string): 'public' | 'no-store' | null {
  return pathKind(path) === 'page' ? (publicPage(path)?.cache ?? null) : null;
}

/** The back office's pages (`/admin…`): drawn in the browser, never server-rendered. */
export const isBackOfficePath = (path: string) => path === '/admin' || path.startsWith('/admin/');
