import { createFileRoute } from '@tanstack/react-router';
import { staticRouteSeo } from '@shared/seo';
import { CalculatorSection } from '../components/Home/CalculatorSection';
import { Hero } from '../components/Home/Hero';
import { FeaturedProjects, ServicesPreview } from '../components/Home/HomeSections';
import { WhyChooseUs } from '../components/Home/WhyChooseUs';
import { CtaBand } from '../components/Page/CtaBand';
import { usePageSeo } from '../lib/seo';

export const Route = createFileRoute('/_public/')({
  component: HomePage,
});

const seo = staticRouteSeo('/');

function HomePage() {
  usePageSeo(seo);
  return (
    <>
      <Hero />
      <ServicesPreview />
      <FeaturedProjects />
      <WhyChooseUs />
      <CalculatorSection />
      <CtaBand
        title="Klar for å komme i gang?"
        text="Fortell oss hva du vil ha gjort. Vi kommer på en gratis og uforpliktende befaring og gir deg et tydelig tilbud."
      />
    </>
  );
}
