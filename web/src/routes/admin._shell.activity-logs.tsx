import { createFileRoute } from '@tanstack/react-router';
import { ActivityLogPage } from '../components/admin/activity/ActivityLogPage';

export const Route = createFileRoute('/admin/_shell/activity-logs')({
  component: ActivityLogPage,
});
