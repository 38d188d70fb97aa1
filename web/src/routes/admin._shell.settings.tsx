import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../components/admin/settings/SettingsPage';

export const Route = createFileRoute('/admin/_shell/settings')({
  component: SettingsPage,
});
