import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_public/calculator')({
  component: () => <main>calculator</main>,
});
