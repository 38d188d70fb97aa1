import { createFileRoute, redirect } from '@tanstack/react-router';
import { adminHead } from '../lib/seo';

// /admin itself has no page: the dashboard is the start of the back office.
export const Route = createFileRoute('/admin/')({
  // The back office is rendered in the browser only: the server sends the page shell.
  ssr: false,
  head: adminHead(),
  beforeLoad: () => {
    throw redirect({ to: '/admin/dashboard', replace: true });
  },
});
