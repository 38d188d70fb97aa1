import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';

export const CALCULATOR_ANCHOR = 'terrassekalkulator';
/** The delay (docs/PRODUCT.md §12) before scrolling to the anchor after arriving on the home page from elsewhere. */
const CROSS_PAGE_SCROLL_DELAY_MS = 100;

export type NavItem = { label: string; to: '/' | '/services' | '/projects' | '/about' | '/contact'; hash?: string };

/** The six navigation items of the public site, in order (label = route). */
export const navItems: readonly NavItem[] = [
  { label: 'Hjem', to: '/' },
  { label: 'Tjenester', to: '/services' },
  { label: 'Referanseprosjekter', to: '/projects' },
  { label: 'Om oss', to: '/about' },
  { label: 'Kontakt', to: '/contact' },
  { label: 'Priskalkulatorer', to: '/', hash: CALCULATOR_ANCHOR },
];

export function navHref(item: NavItem): string {
  return item.hash ? `${item.to}#${item.hash}` : item.to;
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

export function scrollToId(id: string): void {
  document.getElementById(id)?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

/** Whether an item is the current page's item. The calculator anchor stands for the calculator page. */
export function isActive(item: NavItem, pathname: string): boolean {
  if (item.hash) return pathname === '/calculator';
  if (item.to === '/') return pathname === '/';
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

/** The current path, for highlighting. */
export function useCurrentPath(): string {
  return useRouterState({ select: (s) => s.location.pathname });
}

/**
 * Click handler for the anchor item: on the home page it scrolls smoothly to the section; from another
 * page it navigates home first and scrolls after about 100 ms, once the section is rendered.
 */
export function useAnchorNavigation() {
  const navigate = useNavigate();
  return useCallback(
    (event: React.MouseEvent, hash: string, after?: () => void) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      after?.();
      const onHome = window.location.pathname === '/';
      void navigate({ to: '/', hash, hashScrollIntoView: false }).then(() => {
        if (onHome) scrollToId(hash);
        else window.setTimeout(() => scrollToId(hash), CROSS_PAGE_SCROLL_DELAY_MS);
      });
    },
    [navigate],
  );
}
