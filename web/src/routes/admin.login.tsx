import { createFileRoute, redirect } from '@tanstack/react-router';
import { isLoggedIn } from '../components/admin/auth-check';
import { LoginPage } from '../components/admin/LoginPage';
import { adminHead } from '../lib/seo';

export const Route = createFileRoute('/admin/login')({
  // The back office is rendered in the browser only: the server sends the page shell.
  ssr: false,
  head: adminHead('Logg inn'),
  // Already logged in: straight to the dashboard.
  beforeLoad: async ({ context }) => {
    if (await isLoggedIn(context.trpc)) throw redirect({ to: '/admin/dashboard', replace: true });
  },
  component: LoginPage,
});
