import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../components/admin/dashboard/DashboardPage';

export const Route = createFileRoute('/admin/_shell/dashboard')({
  component: DashboardPage,
});
