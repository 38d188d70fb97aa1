import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundContent } from '../components/NotFound/NotFoundView';
import { EstimatePage } from '../components/Quote/EstimatePage';
import { pageSeo } from '@shared/public-pages';
import { tokenHead } from '../lib/seo';

// A saved estimate behind its link: never indexed, never stored (its tokenPage entry in shared/public-pages.ts), 404 when unknown.
export const Route = createFileRoute('/_public/estimat/$token')({
  loader: async ({ context: { trpc }, params }) => {
    try {
      await trpc.public.estimates.byToken.ensureData({ token: params.token });
    } catch {
      throw notFound();
    }
  },
  head: tokenHead(pageSeo('/estimat/{token}')),
  notFoundComponent: NotFoundContent,
  component: function EstimateRoute() {
    const { token } = Route.useParams();
    return <EstimatePage token={token} />;
  },
});
