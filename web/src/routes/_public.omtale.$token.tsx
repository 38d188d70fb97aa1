import { createFileRoute, notFound } from '@tanstack/react-router';
import { LapsedLink } from '../components/NotFound/LapsedLink';
import { trpc } from '../trpc';
import { ReviewForm } from '../components/Reviews/ReviewForm';
import { pageSeo } from '@shared/public-pages';
import { tokenHead } from '../lib/seo';

// The review form behind the link in the review mail: never indexed, never stored (its tokenPage entry in
// shared/public-pages.ts); an unknown or used link is not found.
export const Route = createFileRoute('/_public/omtale/$token')({
  loader: async ({ context: { trpc }, params }) => {
    try {
      await trpc.public.reviews.byToken.ensureData({ token: params.token });
    } catch {
      // A used link says the review came (LapsedLink), still as a 404.
      await trpc.public.reviews.lapsed.ensureData({ token: params.token }).catch(() => null);
      throw notFound();
    }
  },
  head: tokenHead(pageSeo('/omtale/{token}')),
  notFoundComponent: function ReviewLinkLapsed() {
    const { token } = Route.useParams();
    const lapsed = trpc.public.reviews.lapsed.useQuery({ token }, { staleTime: Infinity, retry: false });
    return <LapsedLink lapsed={lapsed.data} />;
  },
  component: function ReviewRoute() {
    const { token } = Route.useParams();
    return <ReviewForm token={token} />;
  },
});
