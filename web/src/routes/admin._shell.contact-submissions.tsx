import { createFileRoute } from '@tanstack/react-router';
import { adminHead } from '../lib/seo';
import { EnquiriesPage } from '../components/admin/enquiries/EnquiriesPage';

export const Route = createFileRoute('/admin/_shell/contact-submissions')({
  head: adminHead('Henvendelser'),
  component: EnquiriesPage,
});
