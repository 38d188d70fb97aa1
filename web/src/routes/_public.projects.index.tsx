import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_public/projects/')({
  component: () => <main>projects</main>,
});
