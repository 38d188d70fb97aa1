import { createFileRoute } from '@tanstack/react-router';
import { ImagesPage } from '../components/admin/images/ImagesPage';

export const Route = createFileRoute('/admin/_shell/images')({
  component: ImagesPage,
});
