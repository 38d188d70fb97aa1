import { Link } from '@tanstack/react-router';
import { projectCategoryLabel } from '@shared/labels';
import { imagesFor } from '@shared/image-variants';
import type { ProjectDto } from '@shared/schemas/project';
import { IconMapPin } from '../Icons/Icons';
import { Picture } from '../Picture/Picture';
import classes from './Projects.module.css';

type Props = {
  project: Pick<ProjectDto, 'id' | 'title' | 'location' | 'category' | 'imageUrls' | 'description'> & { images?: ProjectDto['images'] };
  headingLevel?: 2 | 3;
  /** The first card of a page: its image loads at once with high priority. */
  priority?: boolean;
};

/** Card widths: one column on phones, two from 40em, three (about 380 px) from 62em. */
const CARD_SIZES = '(min-width: 62em) 380px, (min-width: 40em) 50vw, 100vw';

/** A reference project as a card; the whole card links to the project page. */
export function ProjectCard({ project, headingLevel = 3, priority = false }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const image = imagesFor(project.imageUrls, project.images)[0];
  return (
    <article className={classes.card}>
      <div className={classes.cardImage}>
        {image ? <Picture image={image} alt="" sizes={CARD_SIZES} priority={priority} /> : <div className={classes.noImage} />}
        <span className={classes.badge}>{projectCategoryLabel(project.category)}</span>
      </div>
      <div className={classes.cardBody}>
        <Heading className={classes.cardTitle}>
          <Link to="/projects/$id" params={{ id: String(project.id) }} className={classes.cardLink}>
            {project.title}
          </Link>
        </Heading>
        {project.location && (
          <p className={classes.cardLocation}>
            <IconMapPin size={16} />
            {project.location}
          </p>
        )}
        {project.description && <p className={classes.cardText}>{project.description}</p>}
      </div>
    </article>
  );
}

export function ProjectCardSkeleton() {
  return (
    <div className={classes.card} data-skeleton aria-hidden="true">
      <div className={`${classes.cardImage} skeleton-shimmer`} />
      <div className={classes.cardBody}>
        <div className="skeleton-line skeleton-shimmer" style={{ width: '70%', height: '1.4rem' }} />
        <div className="skeleton-line skeleton-shimmer" style={{ width: '40%' }} />
        <div className="skeleton-line skeleton-shimmer" style={{ width: '95%' }} />
      </div>
    </div>
  );
}

/** A responsive grid of cards (1, 2 or 3 columns). */
export function CardGrid({ children, busy }: { children: React.ReactNode; busy?: boolean }) {
  return (
    <div className={classes.grid} aria-busy={busy || undefined}>
      {children}
    </div>
  );
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return <p className={classes.empty}>{children}</p>;
}
