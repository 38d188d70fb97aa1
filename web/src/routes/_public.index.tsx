import { preload } from '../lib/hydration';
import { createFileRoute } from '@tanstack/react-router';
import { staticRouteSeo } from '@shared/seo';
import { CalculatorSection } from '../components/Home/CalculatorSection';
import { Hero } from '../components/Home/Hero';
import { FeaturedProjects, ServicesPreview } from '../components/Home/HomeSections';
import { WhyChooseUs } from '../components/Home/WhyChooseUs';
import { CtaBand } from '../components/Page/CtaBand';
import { staticHead } from '../lib/seo';
import { HomeReviews, homeReviewsInput } from '../components/Reviews/HomeReviews';

export const Route = createFileRoute('/_public/')({
  // The services and featured projects come with the HTML; the calculator loads near its section.
  loader: ({ context: { trpc } }) => preload(Promise.all([trpc.public.services.featured.ensureData(), trpc.public.projects.featured.ensureData(), trpc.public.reviews.list.ensureData(homeReviewsInput)])),
  head: staticHead(staticRouteSeo('/')),
  staticData: { reviews: () => ({ input: homeReviewsInput, aggregate: true }) },
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <Hero />
      <ServicesPreview />
      <FeaturedProjects />
      <WhyChooseUs />
      <HomeReviews />
      <CalculatorSection />
      <CtaBand
        title="Klar for å komme i gang?"
        text="Fortell oss hva du vil ha gjort. Vi kommer på en gratis og uforpliktende befaring og gir deg et tydelig tilbud."
      />
    </>
  );
}
