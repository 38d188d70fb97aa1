import { createFileRoute } from '@tanstack/react-router';
import { adminHead } from '../lib/seo';
import { ActivityLogPage } from '../components/admin/activity/ActivityLogPage';

export const Route = createFileRoute('/admin/_shell/activity-logs')({
  head: adminHead('Aktivitetslogg'),
  component: ActivityLogPage,
});
