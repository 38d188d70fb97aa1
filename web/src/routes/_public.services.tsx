import { Button, Group } from '@mantine/core';
import { preload } from '../lib/hydration';
import { createFileRoute, Link } from '@tanstack/react-router';
import { serviceCategoryLabels } from '@shared/labels';
import { serviceCategories, type ServiceCategory } from '@shared/domain';
import { CARPENTRY_WORK } from '@shared/illustrations';
import type { ServiceDto } from '@shared/schemas/service';
import { staticRouteSeo } from '@shared/seo';
import { IconArrowRight } from '../components/Icons/Icons';
import { CtaBand } from '../components/Page/CtaBand';
import { PageHeader } from '../components/Page/PageHeader';
import { Section } from '../components/Page/Section';
import { Reveal } from '../components/Reveal/Reveal';
import { ServiceCard, ServiceCardSkeleton } from '../components/Services/ServiceCard';
import { SubServiceList } from '../components/Services/SubServiceList';
import classes from '../components/Services/Services.module.css';
import { WorkProcess } from '../components/Services/WorkProcess';
import { staticHead } from '../lib/seo';
import { trpc } from '../trpc';

export const Route = createFileRoute('/_public/services')({
  // A link to one group (#mindre-oppdrag) waits for the list, so the group is where it will stay when the page
  // scrolls to it; any other visit shows the placeholders while the list loads.
  loader: ({ context: { trpc }, location }) => {
    const list = trpc.public.services.list.ensureData();
    return location.hash ? list.then(() => undefined) : preload(list);
  },
  head: staticHead(staticRouteSeo('/services')),
  component: ServicesPage,
});

const groupIntro: Record<ServiceCategory, string> = {
  large_projects: 'Terrasser, oppussing og snekkerarbeid der vi tar ansvar for hele prosjektet, fra befaring til ferdig resultat.',
  small_jobs: 'Mindre jobber som gjør en stor forskjell i hverdagen – ofte gjort på en dag eller to.',
};
// While loading: four placeholders for the large projects, three for the small jobs.
const placeholders: Record<ServiceCategory, number> = { large_projects: 4, small_jobs: 3 };

function ServiceGroup({ category, services, loading }: { category: ServiceCategory; services: ServiceDto[]; loading: boolean }) {
  const main = services.filter((s) => s.parentId === null && s.category === category);
  return (
    <Section id={category === 'large_projects' ? 'store-prosjekter' : 'mindre-oppdrag'} title={serviceCategoryLabels[category]} intro={<p>{groupIntro[category]}</p>} tone={category === 'small_jobs' ? 'sand' : 'plain'}>
      <div className={classes.grid} data-cols={category === 'small_jobs' ? '3' : '2'} aria-busy={loading || undefined}>
        {loading
          ? Array.from({ length: placeholders[category] }, (_, i) => <ServiceCardSkeleton key={i} />)
          : main.map((s, i) => (
              <Reveal key={s.id} delay={(i % 3) * 80}>
                <ServiceCard service={s} priority={category === serviceCategories[0] && i === 0}>
                  <SubServiceList services={services.filter((sub) => sub.parentId === s.id)} />
                </ServiceCard>
              </Reveal>
            ))}
      </div>
    </Section>
  );
}

function ServicesPage() {
  const services = trpc.public.services.list.useQuery();
  const list = services.data ?? [];
  return (
    <>
      <PageHeader eyebrow="Tjenester" title="Våre tjenester" image={CARPENTRY_WORK[0]}>
        <p>
          Vi er snekkere i Trondheim som tar på oss alt fra nye terrasser og totalrenovering til lister, dører og montering av
          møbler. Her ser du hva vi kan hjelpe deg med – og omtrent hva det koster.
        </p>
        <p>
          Timepris, minstepris og tillegg står i <Link to="/priser">prislisten</Link>.
        </p>
      </PageHeader>
      {serviceCategories.map((c) => (
        <ServiceGroup key={c} category={c} services={list} loading={services.isPending} />
      ))}
      <Section id="arbeidsprosess" eyebrow="Slik jobber vi" title="Tre steg fra idé til ferdig jobb" tone="white">
        <WorkProcess />
        <Group mt="xl" gap="md">
          <Button component={Link} to="/contact" size="md">
            Bestill befaring
          </Button>
          <Button component={Link} to="/projects" size="md" variant="outline" rightSection={<IconArrowRight size={18} />}>
            Se referanseprosjekter
          </Button>
        </Group>
      </Section>
      <CtaBand title="Lurer du på hva jobben vil koste?" text="Ta kontakt for en gratis befaring, så får du et tydelig tilbud uten overraskelser." />
    </>
  );
}
