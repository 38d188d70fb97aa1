import { createFileRoute } from '@tanstack/react-router';
import { EnquiriesPage } from '../components/admin/enquiries/EnquiriesPage';

export const Route = createFileRoute('/admin/_shell/contact-submissions')({
  component: EnquiriesPage,
});
