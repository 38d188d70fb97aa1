import { createFileRoute } from '@tanstack/react-router';
import { adminHead } from '../lib/seo';
import { SettingsPage } from '../components/admin/settings/SettingsPage';

export const Route = createFileRoute('/admin/_shell/settings')({
  head: adminHead('Innstillinger'),
  component: SettingsPage,
});
