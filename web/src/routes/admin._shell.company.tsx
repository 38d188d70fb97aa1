import { createFileRoute } from '@tanstack/react-router';
import { adminHead } from '../lib/seo';
import { CompanyPage } from '../components/admin/company/CompanyPage';

export const Route = createFileRoute('/admin/_shell/company')({
  head: adminHead('Firma'),
  component: CompanyPage,
});
