import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_public/projects/$id')({
  component: () => <main>project</main>,
});
