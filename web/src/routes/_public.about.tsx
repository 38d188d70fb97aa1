import { createFileRoute } from '@tanstack/react-router';
import { CARPENTRY_WORK } from '@shared/illustrations';
import { staticRouteSeo } from '@shared/seo';
import { AboutGallery, AboutReasons, AboutStory, AboutValues } from '../components/Page/About';
import { CtaBand } from '../components/Page/CtaBand';
import { PageHeader } from '../components/Page/PageHeader';
import { staticHead } from '../lib/seo';
import { useCompanyData } from '../lib/company';
import { TrustSection } from '../components/Trust/TrustFacts';
import { ReviewsSection } from '../components/Reviews/ReviewsSection';

export const Route = createFileRoute('/_public/about')({
  // The reviews come with the HTML, and as AggregateRating/Review in the page's structured data.
  loader: ({ context: { trpc } }) => trpc.public.reviews.list.ensureData(undefined).then(() => undefined),
  head: staticHead(staticRouteSeo('/about')),
  staticData: { reviews: () => ({ input: undefined, aggregate: true }) },
  component: AboutPage,
});

function AboutPage() {
  const company = useCompanyData();
  return (
    <>
      <PageHeader eyebrow="Om oss" title="Lokale snekkere som tar ansvar for hele jobben" image={CARPENTRY_WORK[3]}>
        <p>Skarpjern Snekker er et lite og oversiktlig snekkerfirma i Trondheim. Hos oss vet du alltid hvem du snakker med.</p>
      </PageHeader>
      <AboutStory />
      <AboutValues />
      <AboutReasons />
      <TrustSection trust={company.trust} />
      <AboutGallery />
      <ReviewsSection />
      <CtaBand title="Skal vi ta en prat?" text="Ring oss eller send en melding, så finner vi et tidspunkt for en gratis befaring." buttonLabel="Kontakt oss" />
    </>
  );
}
