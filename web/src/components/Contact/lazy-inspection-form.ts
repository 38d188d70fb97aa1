import { preloadable } from '../../lib/preloadable';

// The inspection form brings the date picker, its calendar library and the select list: most of the
// contact page's code, for the tab a visitor opens second, if at all. It loads when that tab is
// about to be shown: in the route's loader (on the server, and before a navigation to
// ?tab=inspection), or when the visitor points at or focuses the tab.
export const LazyInspectionForm = preloadable('src/components/Contact/InspectionForm.tsx', () => import('./InspectionForm').then((m) => m.InspectionForm));
