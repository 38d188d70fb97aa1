import { createFileRoute } from '@tanstack/react-router';
import { ServicesPage } from '../components/admin/services/ServicesPage';

export const Route = createFileRoute('/admin/_shell/services')({
  component: ServicesPage,
});
