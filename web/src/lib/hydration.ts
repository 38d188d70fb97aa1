import { useEffect, useState } from 'react';

// Whether the visitor has navigated in the browser yet. Until then everything on screen came in the
// server's HTML and must render exactly like it (React hydrates each Suspense boundary in its own
// pass, so "after the first effect" would be too early): no entrance animations, no refetch of the
// data the page came with.
let navigated = false;

export const hasNavigated = () => navigated;

export function markNavigated(): void {
  navigated = true;
}

/** The CSP nonce of this page, as the server wrote it into the head (empty without one). */
export function pageNonce(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content ?? '';
}

/**
 * A route loader's data fetch. On the server it is awaited, so the data is in the HTML (and travels
 * with it to the browser). In the browser it only starts the fetch, alongside the route's code, so
 * there is no waterfall and the page shows its loading placeholders until the data is there.
 */
export function preload(work: Promise<unknown>): Promise<void> | undefined {
  if (import.meta.env.SSR) return work.then(() => undefined);
  work.catch(() => {});
  return undefined;
}

/**
 * Marks the document as hydrated (`<html data-hydrated>`) once the calling component's part of the
 * page is live. Called by the layouts that every page renders inside; browser tests wait for it
 * before typing into server-rendered fields.
 */
export function useHydrationMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}

/**
 * The class of a page heading's entrance animation: 'rise' for a page reached by navigating in the
 * browser, none on the server-rendered first view, which is painted at once (an animation from
 * transparent would hold back its largest paint). Decided once when the component mounts.
 */
export function useEntrance(): string {
  const [entrance] = useState(() => (hasNavigated() ? 'rise' : ''));
  return entrance;
}
