import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { HOME_FEATURED_COUNT, HOME_SERVICES_COUNT } from '@shared/labels';
import { trpc } from '../../trpc';
import { IconArrowRight } from '../Icons/Icons';
import { Section } from '../Page/Section';
import { CardGrid, EmptyState, ProjectCard, ProjectCardSkeleton } from '../Projects/ProjectCard';
import { Reveal } from '../Reveal/Reveal';
import { ServiceCard, ServiceCardSkeleton } from '../Services/ServiceCard';
import serviceClasses from '../Services/Services.module.css';
import classes from './Home.module.css';

export function ServicesPreview() {
  // Only the services shown travel with the page (services.featured), not the whole list.
  const services = trpc.public.services.featured.useQuery();
  const main = services.data ?? [];
  return (
    <Section
      id="tjenester"
      eyebrow="Våre tjenester"
      title="Fra ny terrasse til ferdig oppusset hjem"
      intro={<p>Vi tar både de store prosjektene og de små jobbene som ofte blir liggende. Her er noe av det vi gjør mest.</p>}
    >
      <div className={serviceClasses.grid} data-cols="3" aria-busy={services.isPending || undefined}>
        {services.isPending
          ? Array.from({ length: HOME_SERVICES_COUNT }, (_, i) => <ServiceCardSkeleton key={i} />)
          : main.map((s, i) => (
              <Reveal key={s.id} delay={i * 80}>
                <ServiceCard service={s} />
              </Reveal>
            ))}
      </div>
      <div className={classes.more}>
        <Button component={Link} to="/services" variant="outline" size="md" rightSection={<IconArrowRight size={18} />}>
          Se alle tjenester
        </Button>
      </div>
    </Section>
  );
}

export function FeaturedProjects() {
  const projects = trpc.public.projects.featured.useQuery();
  return (
    <Section
      id="utvalgte-prosjekter"
      eyebrow="Referanseprosjekter"
      title="Utvalgte prosjekter"
      intro={<p>Et utvalg av terrasser, renoveringer og interiørarbeid vi har levert for kunder i Trondheim og omegn.</p>}
      tone="sand"
    >
      {projects.isPending ? (
        <CardGrid busy>
          {Array.from({ length: 3 }, (_, i) => (
            <ProjectCardSkeleton key={i} />
          ))}
        </CardGrid>
      ) : projects.data && projects.data.length > 0 ? (
        <CardGrid>
          {projects.data.slice(0, HOME_FEATURED_COUNT).map((p, i) => (
            <Reveal key={p.id} delay={(i % 3) * 80}>
              <ProjectCard project={p} />
            </Reveal>
          ))}
        </CardGrid>
      ) : (
        <EmptyState>Nye referanseprosjekter kommer snart.</EmptyState>
      )}
      <div className={classes.more}>
        <Button component={Link} to="/projects" variant="outline" size="md" rightSection={<IconArrowRight size={18} />}>
          Se alle prosjekter
        </Button>
      </div>
    </Section>
  );
}
