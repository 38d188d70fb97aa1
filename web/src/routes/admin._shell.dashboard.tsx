import { createFileRoute } from '@tanstack/react-router';
import { adminHead } from '../lib/seo';
import { DashboardPage } from '../components/admin/dashboard/DashboardPage';

export const Route = createFileRoute('/admin/_shell/dashboard')({
  head: adminHead('Dashboard'),
  component: DashboardPage,
});
