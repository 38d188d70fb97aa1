import { Button, Group } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { CARPENTRY_WORK } from '@shared/illustrations';
import { staticRouteSeo } from '@shared/seo';
import { CtaBand } from '../components/Page/CtaBand';
import { PageHeader } from '../components/Page/PageHeader';
import { Section } from '../components/Page/Section';
import { PriceCalculation, RatesTable, ServicePriceTables } from '../components/Prices/PriceList';
import { preload } from '../lib/hydration';
import { staticHead } from '../lib/seo';
import { trpc } from '../trpc';

export const Route = createFileRoute('/_public/priser')({
  // Both lists come with the HTML: the price list is the page.
  loader: ({ context: { trpc } }) => preload(Promise.all([trpc.public.services.list.ensureData(), trpc.public.pricing.rates.ensureData()])),
  head: staticHead(staticRouteSeo('/priser')),
  component: PricesPage,
});

function PricesPage() {
  const services = trpc.public.services.list.useQuery();
  const rates = trpc.public.pricing.rates.useQuery();
  const loading = services.isPending || rates.isPending;
  return (
    <>
      <PageHeader eyebrow="Priser" title="Prisliste" image={CARPENTRY_WORK[1]}>
        <p>
          Her er prisene våre for snekkerarbeid i Trondheim og omegn. Alle priser er i norske kroner og inkluderer 25 % merverdiavgift
          (mva).
        </p>
      </PageHeader>
      <Section id="timepris" eyebrow="Timepris og tillegg" title="Timepris, minstepris og tillegg" tone="white">
        <RatesTable rates={rates.data ?? []} loading={loading} />
      </Section>
      <Section
        id="tjenester"
        eyebrow="Tjenester"
        title="Priser på tjenestene"
        intro={
          <p>«Fra»-prisen er det en jobb av denne typen vanligvis koster som minimum. Prisen per m², meter eller stk ganges med mengden.</p>
        }
        tone="sand"
      >
        <ServicePriceTables services={services.data ?? []} loading={loading} />
      </Section>
      <Section id="slik-beregnes-prisen" eyebrow="Slik regner vi" title="Slik beregnes prisen" tone="white">
        <PriceCalculation rates={rates.data ?? []} />
        <Group mt="xl" gap="md">
          <Button component={Link} to="/contact" size="md">
            Bestill befaring
          </Button>
          <Button component={Link} to="/calculator" size="md" variant="outline">
            Beregn et estimat
          </Button>
        </Group>
      </Section>
      <CtaBand title="Vil du ha en fast pris?" text="Etter en gratis befaring får du et bindende tilbud med fastpris eller prisoverslag." />
    </>
  );
}
