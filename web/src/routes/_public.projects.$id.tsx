import { Button } from '@mantine/core';
import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { projectCategoryLabel } from '@shared/labels';
import { projectSeo } from '@shared/seo';
import { IconArrowLeft, IconMapPin } from '../components/Icons/Icons';
import { Container } from '../components/Page/Section';
import { CardGrid, ProjectCard } from '../components/Projects/ProjectCard';
import classes from '../components/Projects/ProjectPage.module.css';
import { ProjectGallery } from '../components/Projects/ProjectGallery';
import { ProjectPageSkeleton } from '../components/Projects/ProjectPageSkeleton';
import { useEntrance } from '../lib/hydration';
import { seoHead } from '../lib/seo';
import { trpc } from '../trpc';
import { ProjectReviews } from '../components/Reviews/ProjectReviews';

/** The id from the address as a positive integer, or null. */
function parseId(raw: string): number | null {
  const id = Number(raw);
  return /^\d{1,9}$/.test(raw) && Number.isInteger(id) && id > 0 ? id : null;
}

export const Route = createFileRoute('/_public/projects/$id')({
  // The project and the list (for similar projects) come with the HTML. An unknown id or a failed
  // load goes back to the list (docs/PRODUCT.md §1): on a first load that is an HTTP redirect.
  loader: async ({ context: { trpc }, params }) => {
    const id = parseId(params.id);
    if (id === null) throw redirect({ to: '/projects', replace: true });
    try {
      const [project] = await Promise.all([trpc.public.projects.byId.ensureData({ id }), trpc.public.projects.list.ensureData(), trpc.public.reviews.list.ensureData({ projectId: id })]);
      return { seo: projectSeo(project), id };
    } catch {
      throw redirect({ to: '/projects', replace: true });
    }
  },
  head: ({ match, loaderData }) => (loaderData ? seoHead(loaderData.seo, match) : { meta: [] }),
  // The project's own reviews, without the average (the page shows none).
  staticData: { reviews: ({ loaderData }) => (loaderData ? { input: { projectId: (loaderData as { id: number }).id }, aggregate: false } : null) },
  // A client-side visit waits for the project (its title goes into the head) and shows the skeleton meanwhile.
  pendingComponent: ProjectPageSkeleton,
  pendingMs: 0,
  component: ProjectPage,
});

const SIMILAR = 3;

function ProjectPage() {
  const { id: rawId } = Route.useParams();
  const id = parseId(rawId);
  const navigate = useNavigate();
  const entrance = useEntrance();
  const project = trpc.public.projects.byId.useQuery({ id: id ?? 0 }, { enabled: id !== null });
  const all = trpc.public.projects.list.useQuery(undefined, { enabled: project.isSuccess });
  const failed = id === null || project.isError;

  useEffect(() => {
    // An unknown id or a failed load goes back to the list (docs/PRODUCT.md §1).
    if (failed) void navigate({ to: '/projects', replace: true });
  }, [failed, navigate]);

  const data = project.data;

  if (failed) return null;
  if (project.isPending) return <ProjectPageSkeleton />;
  if (!data) return null;

  const images = data.imageUrls ?? [];
  const similar = (all.data ?? []).filter((p) => p.category === data.category && p.id !== data.id).slice(0, SIMILAR);
  const paragraphs = (data.description ?? '').split(/\n\s*\n/).filter((p) => p.trim());

  return (
    <>
      <Container className={classes.top}>
        <Link to="/projects" className={classes.back}>
          <IconArrowLeft size={18} />
          Tilbake til prosjekter
        </Link>
        <header className={`${classes.header} ${entrance}`}>
          <span className={classes.badge}>{projectCategoryLabel(data.category)}</span>
          <h1 className={classes.title}>{data.title}</h1>
          {data.location && (
            <p className={classes.location}>
              <IconMapPin size={18} />
              {data.location}
            </p>
          )}
        </header>
        <ProjectGallery images={images} metas={data.images} title={data.title} description={data.description} />
      </Container>
      <Container className={classes.content}>
        <section className={classes.about} aria-labelledby="om-prosjektet">
          <h2 id="om-prosjektet" className={classes.h2}>
            Om Prosjektet
          </h2>
          {paragraphs.length > 0 ? paragraphs.map((p, i) => <p key={i}>{p}</p>) : <p>Mer informasjon om prosjektet kommer.</p>}
          <ProjectReviews projectId={data.id} />
        </section>
        <aside className={classes.aside} aria-labelledby="lignende-cta">
          <h2 id="lignende-cta" className={classes.asideTitle}>
            Vil du ha et lignende prosjekt?
          </h2>
          <p>Fortell oss hva du ønsker, så kommer vi på en gratis og uforpliktende befaring.</p>
          <Button component={Link} to="/contact" size="md" fullWidth aria-describedby="lignende-cta">
            Kontakt oss
          </Button>
        </aside>
      </Container>
      {similar.length > 0 && (
        <section className={classes.similar} aria-labelledby="lignende-prosjekter">
          <Container>
            <h2 id="lignende-prosjekter" className={classes.h2}>
              Lignende prosjekter
            </h2>
            <CardGrid>
              {similar.map((p) => (
                <ProjectCard key={p.id} project={p} />
              ))}
            </CardGrid>
          </Container>
        </section>
      )}
    </>
  );
}
