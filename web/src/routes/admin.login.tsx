import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/login')({
  component: () => <main>login</main>,
});
