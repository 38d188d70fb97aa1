import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/_shell/dashboard')({
  component: () => <main>dashboard</main>,
});
