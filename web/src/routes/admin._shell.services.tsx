import { createFileRoute } from '@tanstack/react-router';
import { adminHead } from '../lib/seo';
import { ServicesPage } from '../components/admin/services/ServicesPage';

export const Route = createFileRoute('/admin/_shell/services')({
  head: adminHead('Tjenester'),
  component: ServicesPage,
});
