import { createFileRoute } from '@tanstack/react-router';
import { adminHead } from '../lib/seo';
import { PricingParametersPage } from '../components/admin/pricing/PricingParametersPage';

export const Route = createFileRoute('/admin/_shell/pricing-parameters')({
  head: adminHead('Priskalkulator'),
  component: PricingParametersPage,
});
