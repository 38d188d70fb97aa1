import { createFileRoute } from '@tanstack/react-router';
import { adminHead } from '../lib/seo';
import { ProjectsPage } from '../components/admin/projects/ProjectsPage';

export const Route = createFileRoute('/admin/_shell/projects')({
  head: adminHead('Prosjekter'),
  component: ProjectsPage,
});
