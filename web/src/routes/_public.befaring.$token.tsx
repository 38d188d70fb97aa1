import { createFileRoute, notFound } from '@tanstack/react-router';
import { ManageBooking } from '../components/Booking/ManageBooking';
import { pageSeo } from '@shared/public-pages';
import { NotFoundContent } from '../components/NotFound/NotFoundView';
import { tokenHead } from '../lib/seo';

const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

// The customer's own link from the receipt: see, move or cancel the befaring. Behind a token, so
// never indexed and never stored (its tokenPage entry in shared/public-pages.ts).
export const Route = createFileRoute('/_public/befaring/$token')({
  loader: async ({ context: { trpc }, params }) => {
    if (!TOKEN.test(params.token)) throw notFound();
    try {
      await trpc.public.bookings.byToken.ensureData({ token: params.token });
    } catch {
      throw notFound();
    }
  },
  head: tokenHead(pageSeo('/befaring/{token}')),
  notFoundComponent: NotFoundContent,
  component: BookingPage,
});

function BookingPage() {
  const { token } = Route.useParams();
  return <ManageBooking token={token} />;
}
