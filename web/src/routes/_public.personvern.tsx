import { createFileRoute } from '@tanstack/react-router';
import { staticRouteSeo } from '@shared/seo';
import { PageHeader } from '../components/Page/PageHeader';
import { PrivacyStatement } from '../components/Page/Privacy';
import { usePageSeo } from '../lib/seo';

export const Route = createFileRoute('/_public/personvern')({
  component: PrivacyPage,
});

const seo = staticRouteSeo('/personvern');

function PrivacyPage() {
  usePageSeo(seo);
  return (
    <>
      <PageHeader eyebrow="Personvern" title="Personvernerklæring">
        <p>Her forklarer vi hvilke opplysninger vi tar vare på når du kontakter oss, hvorfor, hvor lenge, og hva du kan be oss om.</p>
      </PageHeader>
      <PrivacyStatement />
    </>
  );
}
