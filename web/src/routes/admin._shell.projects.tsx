import { createFileRoute } from '@tanstack/react-router';
import { ProjectsPage } from '../components/admin/projects/ProjectsPage';

export const Route = createFileRoute('/admin/_shell/projects')({
  component: ProjectsPage,
});
