import { createFileRoute } from '@tanstack/react-router';
import { CompanyPage } from '../components/admin/company/CompanyPage';

export const Route = createFileRoute('/admin/_shell/company')({
  component: CompanyPage,
});
