import { createFileRoute } from '@tanstack/react-router';
import { PricingParametersPage } from '../components/admin/pricing/PricingParametersPage';

export const Route = createFileRoute('/admin/_shell/pricing-parameters')({
  component: PricingParametersPage,
});
