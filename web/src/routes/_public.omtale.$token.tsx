import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundContent } from '../components/NotFound/NotFoundView';
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
      throw notFound();
    }
  },
  head: tokenHead(pageSeo('/omtale/{token}')),
  notFoundComponent: NotFoundContent,
  component: function ReviewRoute() {
    const { token } = Route.useParams();
    return <ReviewForm token={token} />;
  },
});
