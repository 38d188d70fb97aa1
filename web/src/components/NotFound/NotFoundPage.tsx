import { lazy, Suspense } from 'react';

// The root route renders this for unknown paths. It lives in the entry bundle, so the page itself
// (layout, head tags and their shared modules) is loaded only when a visitor actually hits a 404.
const NotFoundView = lazy(() => import('./NotFoundView'));

export function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <NotFoundView />
    </Suspense>
  );
}
