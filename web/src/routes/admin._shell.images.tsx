import { createFileRoute } from '@tanstack/react-router';
import { adminHead } from '../lib/seo';
import { ImagesPage } from '../components/admin/images/ImagesPage';

export const Route = createFileRoute('/admin/_shell/images')({
  head: adminHead('Bilder'),
  component: ImagesPage,
});
