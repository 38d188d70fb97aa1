import { createFileRoute, notFound } from '@tanstack/react-router';
import { isHandedOver, isJobStatus, isWon } from '@shared/domain';
import { adminHead } from '../lib/seo';
import { CaseNotFound, CaseLoadFailed, CasePage } from '../components/admin/enquiries/CasePage';

/** The id from the address as a positive integer, or null. */
function parseCaseId(raw: string): number | null {
  const id = Number(raw);
  return /^\d{1,9}$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

const isNotFound = (error: unknown) => (error as { data?: { code?: string } } | null)?.data?.code === 'NOT_FOUND';

// One customer's case on its own page (DECISIONS, fifth round): a reload or a shared link shows it at
// once, the loader fetching every part the page shows. Under the list's address, not inside it.
export const Route = createFileRoute('/admin/_shell/contact-submissions_/$id')({
  ssr: false,
  loader: async ({ context: { trpc }, params }) => {
    const id = parseCaseId(params.id);
    if (id === null) throw notFound();
    let e;
    try {
      e = await trpc.admin.enquiries.byId.ensureData({ id });
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      throw error;
    }
    await Promise.all([
      trpc.admin.enquiries.timeline.prefetch({ id }),
      trpc.admin.quotes.ofEnquiry.prefetch({ id }),
      e.type === 'inspection' ? trpc.admin.bookings.ofEnquiry.prefetch({ id }) : null,
      isWon(e.status) ? trpc.admin.jobs.ofEnquiry.prefetch({ id }) : null,
      isWon(e.status) ? trpc.admin.billing.get.prefetch({ id }) : null,
      isJobStatus(e.status) ? trpc.admin.handover.get.prefetch({ id }) : null,
      isHandedOver(e.status) ? trpc.admin.reviews.list.prefetch() : null,
    ]);
    return { reference: e.reference };
  },
  head: ({ match, loaderData }) => adminHead(loaderData ? `Sak ${loaderData.reference}` : 'Sak')({ match }),
  notFoundComponent: CaseNotFound,
  errorComponent: CaseLoadFailed,
  component: function CaseRoute() {
    const { id } = Route.useParams();
    return <CasePage id={parseCaseId(id)!} />;
  },
});
