import type { ReactNode } from 'react';
import classes from './Page.module.css';

type Props = {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: ReactNode;
  tone?: 'plain' | 'sand' | 'white';
  children: ReactNode;
  /** Heading id for aria-labelledby; defaults from `id`. */
  headingId?: string;
  align?: 'left' | 'center';
};

/** A page section with an optional eyebrow, h2 and intro, on one of three backgrounds. */
export function Section({ id, eyebrow, title, intro, tone = 'plain', children, headingId, align = 'left' }: Props) {
  const hId = title ? (headingId ?? (id ? `${id}-tittel` : undefined)) : undefined;
  return (
    <section id={id} className={classes.section} data-tone={tone} aria-labelledby={hId}>
      <div className={classes.container}>
        {(title || eyebrow) && (
          <div className={classes.sectionHead} data-align={align}>
            {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
            {title && (
              <h2 id={hId} className={classes.sectionTitle}>
                {title}
              </h2>
            )}
            {intro && <div className={classes.sectionIntro}>{intro}</div>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `${classes.container} ${className}` : classes.container}>{children}</div>;
}
