import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicShell } from '../components/Layout/PublicShell';
import { useHydrationMark } from '../lib/hydration';

export const Route = createFileRoute('/_public')({
  // The page under the root is its own Suspense boundary. React hydrates such a boundary after the root,
  // in slices that give the browser back its main thread every few milliseconds, rather than in one long
  // task that holds up a tap or a keystroke on a slow phone. Nothing in a public page suspends on a
  // navigation (the router loads a route's code and data before it shows it), so no fallback is shown.
  wrapInSuspense: true,
  // The layout is a few lines that every public page needs: it stays in the entry (the router plugin's own
  // per-route option) instead of being a chunk of its own, one more request before any page can hydrate.
  codeSplitGroupings: [],
  component: PublicLayout,
});

function PublicLayout() {
  useHydrationMark();
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
