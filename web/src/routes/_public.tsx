import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicShell } from '../components/Layout/PublicShell';
import { useHydrationMark } from '../lib/hydration';

export const Route = createFileRoute('/_public')({
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
