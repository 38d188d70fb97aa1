import { createFileRoute, notFound } from '@tanstack/react-router';
import { ManageBooking } from '../components/Booking/ManageBooking';
import { NotFoundContent } from '../components/NotFound/NotFoundView';

const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

// The customer's own link from the receipt: see, move or cancel the befaring. Behind a token, so
// never indexed and never stored (request-gate.ts marks /befaring/ private; the public cache skips it).
export const Route = createFileRoute('/_public/befaring/$token')({
  loader: async ({ context: { trpc }, params }) => {
    if (!TOKEN.test(params.token)) throw notFound();
    try {
      await trpc.public.bookings.byToken.ensureData({ token: params.token });
    } catch {
      throw notFound();
    }
  },
  head: () => ({ meta: [{ title: 'Din befaring | Skarpjern Snekker' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  notFoundComponent: NotFoundContent,
  component: BookingPage,
});

function BookingPage() {
  const { token } = Route.useParams();
  return <ManageBooking token={token} />;
}
