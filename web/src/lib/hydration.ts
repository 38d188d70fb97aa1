import { useEffect, useState, type RefObject } from 'react';

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

/**
 * The text typed into a server-rendered field (found by its id) before the page's scripts ran; undefined when
 * there is none, and always after a navigation in the browser (the field was not in the server's HTML then).
 * Read when the field is first rendered in the browser, before hydration would set it back to its empty state.
 */
export function typedBeforeLive(id: string): string | undefined {
  if (typeof document === 'undefined' || hasNavigated()) return undefined;
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement && field.value !== '' ? field.value : undefined;
}

/**
 * The choices made in a server-rendered part of the page (found by its id) before the page's scripts ran:
 * each named select, switch, checkbox or radio group the visitor changed from what the server drew, by its
 * name (a select's value, a box's checked state, the checked radio's value). Empty when there is none, and
 * always after a navigation in the browser. Read at the first render, before hydration sets them back.
 */
export function chosenBeforeLive(id: string): Record<string, string | boolean> {
  if (typeof document === 'undefined' || hasNavigated()) return {};
  const root = document.getElementById(id);
  if (!root) return {};
  const chosen: Record<string, string | boolean> = {};
  for (const select of root.querySelectorAll<HTMLSelectElement>('select[name]')) {
    const drawn = [...select.options].find((o) => o.defaultSelected)?.value ?? select.options[0]?.value;
    if (select.value !== drawn) chosen[select.name] = select.value;
  }
  for (const box of root.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name]')) {
    if (box.checked !== box.defaultChecked) chosen[box.name] = box.checked;
  }
  for (const radio of root.querySelectorAll<HTMLInputElement>('input[type="radio"][name]:checked')) {
    if (!radio.defaultChecked) chosen[radio.name] = radio.value;
  }
  return chosen;
}

/**
 * A public page's scripts start after it has loaded (docs/decisions/0020-first-view.md); a form sent before then is
 * held by the page's loader (src/http/ssr.ts) and marked `data-send-when-live`, not sent as a query string. This
 * marks the form live (`data-live`: the loader lets its submits through) and, once it is, sends a held one through
 * the form's own submit handler. The mark is set on the element, not rendered: a state for it would render the
 * whole form again right after its hydration. It runs after every commit, so a form shown anew (after «send
 * another») is marked too; a form already marked is left alone.
 */
export function useSubmitHeldBeforeLive(formRef: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const form = formRef.current;
    if (!form || form.hasAttribute('data-live')) return;
    form.setAttribute('data-live', '');
    if (!form.hasAttribute('data-send-when-live')) return;
    form.removeAttribute('data-send-when-live');
    form.requestSubmit();
  });
}
