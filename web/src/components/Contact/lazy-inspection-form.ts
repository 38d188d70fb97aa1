import { lazyRouteComponent } from '@tanstack/react-router';

// The inspection form brings the date picker, its calendar library and the select list: most of the
// contact page's code, for the tab a visitor opens second, if at all. Its code loads when that tab is
// about to be shown: in the route's loader (awaited on the server, so the server renders the form
// itself, never a fallback), or when the visitor points at or focuses the tab. The router's
// lazyRouteComponent renders without suspending once its code is there.
export const LazyInspectionForm = lazyRouteComponent(() => import('./InspectionForm'), 'InspectionForm');

/** Loads the form's code ahead (once; afterwards there is nothing to load). */
export const preloadInspectionForm = (): Promise<void> => LazyInspectionForm.preload?.() ?? Promise.resolve();
