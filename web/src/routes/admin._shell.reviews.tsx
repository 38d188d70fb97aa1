import { createFileRoute } from '@tanstack/react-router';
import { adminHead } from '../lib/seo';
import { ReviewsPage } from '../components/admin/reviews/ReviewsPage';

export const Route = createFileRoute('/admin/_shell/reviews')({
  head: adminHead('Omtaler'),
  component: ReviewsPage,
});
