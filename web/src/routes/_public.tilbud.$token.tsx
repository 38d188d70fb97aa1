import { isHandedOver } from '@shared/domain';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { LapsedLink } from '../components/NotFound/LapsedLink';
import { trpc } from '../trpc';
import { QuotePage } from '../components/Quote/QuotePage';
import { pageSeo } from '@shared/public-pages';
import { tokenHead } from '../lib/seo';

// A quote behind its link: never indexed, never stored (its tokenPage entry in shared/public-pages.ts), 404 when unknown.
export const Route = createFileRoute('/_public/tilbud/$token')({
  loader: async ({ context: { trpc }, params }) => {
    let quote;
    try {
      quote = await trpc.public.quotes.byToken.ensureData({ token: params.token });
    } catch {
      // A replaced version's link says so (LapsedLink), still as a 404.
      await trpc.public.quotes.lapsed.ensureData({ token: params.token }).catch(() => null);
      throw notFound();
    }
    // An accepted quote's page is the customer's job: rendered with it on the server, not after.
    if (quote.status !== 'accepted' || quote.withdrawnAt) return;
    const job = await trpc.public.jobs.byToken.ensureData({ token: params.token }).catch(() => null);
    // A handed-over job's page opens with its folder: rendered on the server too, so nothing moves in above.
    // So do its invoices, below the job.
    await Promise.all([
      job && isHandedOver(job.status) ? trpc.public.handover.byToken.ensureData({ token: params.token }).catch(() => null) : null,
      job ? trpc.public.billing.byToken.ensureData({ token: params.token }).catch(() => null) : null,
    ]);
  },
  head: tokenHead(pageSeo('/tilbud/{token}')),
  notFoundComponent: function QuoteLinkLapsed() {
    const { token } = Route.useParams();
    const lapsed = trpc.public.quotes.lapsed.useQuery({ token }, { staleTime: Infinity, retry: false });
    return <LapsedLink lapsed={lapsed.data} />;
  },
  component: function QuoteRoute() {
    const { token } = Route.useParams();
    return <QuotePage token={token} />;
  },
});
