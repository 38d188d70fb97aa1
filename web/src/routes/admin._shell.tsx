import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminLayout } from '../components/admin/AdminLayout';
import { isLoggedIn, rememberAfterLogin } from '../components/admin/auth-check';
import { AuthFailed } from '../components/admin/AuthFailed';
import { AuthLoading } from '../components/admin/AuthLoading';
import { adminHead } from '../lib/seo';

export const Route = createFileRoute('/admin/_shell')({
  // The back office is rendered in the browser only: the server sends the page shell.
  ssr: false,
  head: adminHead(),
  // Every admin page needs a session; without one, go to the login page, and back here after it.
  beforeLoad: async ({ context, location }) => {
    if (await isLoggedIn(context.trpc)) return;
    rememberAfterLogin(location.href);
    throw redirect({ to: '/admin/login', replace: true });
  },
  pendingComponent: AuthLoading,
  pendingMs: 200,
  errorComponent: AuthFailed,
  component: AdminLayout,
});
