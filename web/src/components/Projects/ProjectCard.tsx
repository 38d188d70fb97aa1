import { Link } from '@tanstack/react-router';
import { projectCategoryLabel } from '@shared/labels';
import type { ProjectDto } from '@shared/schemas/project';
import { IconMapPin } from '../Icons/Icons';
import classes from './Projects.module.css';

type Props = { project: Pick<ProjectDto, 'id' | 'title' | 'location' | 'category' | 'imageUrls' | 'description'>; headingLevel?: 2 | 3 };

/** A reference project as a card; the whole card links to the project page. */
export function ProjectCard({ project, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const image = project.imageUrls?.[0];
  return (
    <article className={classes.card}>
      <div className={classes.cardImage}>
        {image ? <img src={image} alt="" loading="lazy" decoding="async" /> : <div className={classes.noImage} />}
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
