import { createFileRoute } from '@tanstack/react-router';
import { adminHead } from '../lib/seo';
import { BookingsPage } from '../components/admin/bookings/BookingsPage';

export const Route = createFileRoute('/admin/_shell/bookings')({
  head: adminHead('Befaringer'),
  component: BookingsPage,
});
