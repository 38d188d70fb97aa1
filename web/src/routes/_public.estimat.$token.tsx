import { createFileRoute, notFound } from '@tanstack/react-router';
import { savedEstimateLabel } from '@shared/labels';
import { NotFoundContent } from '../components/NotFound/NotFoundView';
import { EstimatePage } from '../components/Quote/EstimatePage';
import { staticHead } from '../lib/seo';

// A saved estimate behind its link: never indexed, never stored by a cache (request-gate.ts), 404 when unknown.
export const Route = createFileRoute('/_public/estimat/$token')({
  loader: async ({ context: { trpc }, params }) => {
    try {
      await trpc.public.estimates.byToken.ensureData({ token: params.token });
    } catch {
      throw notFound();
    }
  },
  head: staticHead({ title: savedEstimateLabel, description: 'Et lagret prisestimat fra priskalkulatoren', noindex: true }),
  notFoundComponent: NotFoundContent,
  component: function EstimateRoute() {
    const { token } = Route.useParams();
    return <EstimatePage token={token} />;
  },
});
