import { createFileRoute, redirect } from '@tanstack/react-router';
import { isLoggedIn } from '../components/admin/auth-check';
import { LoginPage } from '../components/admin/LoginPage';

export const Route = createFileRoute('/admin/login')({
  // Already logged in: straight to the dashboard.
  beforeLoad: async ({ context }) => {
    if (await isLoggedIn(context.trpc)) throw redirect({ to: '/admin/dashboard', replace: true });
  },
  component: LoginPage,
});
