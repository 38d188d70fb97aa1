import { Tabs } from '@mantine/core';
import { preload } from '../lib/hydration';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { WOODEN_TERRACE } from '@shared/illustrations';
import { projectTabLabels } from '@shared/labels';
import { isOneOf, projectTabs, type ProjectTab } from '@shared/domain';
import { staticRouteSeo } from '@shared/seo';
import { CtaBand } from '../components/Page/CtaBand';
import { PageHeader } from '../components/Page/PageHeader';
import { Container } from '../components/Page/Section';
import { CardGrid, EmptyState, ProjectCard, ProjectCardSkeleton } from '../components/Projects/ProjectCard';
import classes from '../components/Projects/ProjectsPage.module.css';
import { Reveal } from '../components/Reveal/Reveal';
import { staticHead } from '../lib/seo';
import { trpc } from '../trpc';

export const Route = createFileRoute('/_public/projects/')({
  loader: ({ context: { trpc } }) => preload(trpc.public.projects.list.ensureData()),
  head: staticHead(staticRouteSeo('/projects')),
  component: ProjectsPage,
});

function ProjectsPage() {
  const [tab, setTab] = useState<ProjectTab>('all');
  const projects = trpc.public.projects.list.useQuery();
  const shown = (projects.data ?? []).filter((p) => tab === 'all' || p.category === tab);

  return (
    <>
      <PageHeader eyebrow="Referanseprosjekter" title="Prosjekter vi er stolte av" image={WOODEN_TERRACE[1]}>
        <p>Her er et utvalg av terrasser, renoveringer og interiørarbeid vi har levert for kunder i Trondheim og omegn.</p>
      </PageHeader>
      <Container className={classes.body}>
        <Tabs value={tab} onChange={(v) => isOneOf(projectTabs, v) && setTab(v)} keepMounted={false} classNames={{ list: classes.tabList, tab: classes.tab }}>
          <Tabs.List aria-label="Filtrer prosjekter etter kategori">
            {projectTabs.map((t) => (
              <Tabs.Tab key={t} value={t}>
                {projectTabLabels[t]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {projectTabs.map((t) => (
            <Tabs.Panel key={t} value={t} pt="xl">
              {projects.isPending ? (
                <CardGrid busy>
                  {Array.from({ length: 6 }, (_, i) => (
                    <ProjectCardSkeleton key={i} />
                  ))}
                </CardGrid>
              ) : shown.length === 0 ? (
                <EmptyState>Ingen prosjekter funnet i denne kategorien.</EmptyState>
              ) : (
                <CardGrid>
                  {shown.map((p, i) => (
                    <Reveal key={p.id} delay={(i % 3) * 70}>
                      <ProjectCard project={p} headingLevel={2} priority={i === 0} />
                    </Reveal>
                  ))}
                </CardGrid>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Container>
      <CtaBand title="Har du et prosjekt på gang?" text="Vi kommer gjerne på befaring og hjelper deg med å finne en god løsning – helt uforpliktende." />
    </>
  );
}
