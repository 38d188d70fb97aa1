import { createFileRoute } from '@tanstack/react-router';
import { adminHead } from '../lib/seo';
import { JobsPage } from '../components/admin/jobs/JobsPage';

export const Route = createFileRoute('/admin/_shell/jobs')({
  head: adminHead('Oppdrag'),
  component: JobsPage,
});
