import { createFileRoute } from '@tanstack/react-router';
import { staticRouteSeo } from '@shared/seo';
import { PageHeader } from '../components/Page/PageHeader';
import { PrivacyStatement } from '../components/Page/Privacy';
import { preload } from '../lib/hydration';
import { staticHead } from '../lib/seo';

export const Route = createFileRoute('/_public/personvern')({
  // The retention period the site runs with comes with the HTML.
  loader: ({ context: { trpc } }) => preload(trpc.public.enquiries.privacy.ensureData()),
  head: staticHead(staticRouteSeo('/personvern')),
  component: PrivacyPage,
});

function PrivacyPage() {
  return (
    <>
      <PageHeader eyebrow="Personvern" title="Personvernerklæring">
        <p>Her forklarer vi hvilke opplysninger vi tar vare på når du kontakter oss, hvorfor, hvor lenge, og hva du kan be oss om.</p>
      </PageHeader>
      <PrivacyStatement />
    </>
  );
}
