import type { ReactNode } from 'react';
import { useEntrance } from '../../lib/hydration';
import classes from './PageHeader.module.css';

type Props = { eyebrow?: string; title: string; children?: ReactNode; image?: string };

/** The banner at the top of every sub-page: a small eyebrow, the page's h1 and an intro. */
export function PageHeader({ eyebrow, title, children, image }: Props) {
  const entrance = useEntrance();
  return (
    <section className={classes.pageHeader}>
      <div className={classes.pageHeaderInner}>
        <div className={`${classes.pageHeaderText} ${entrance}`}>
          {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
          <h1 className={classes.pageTitle}>{title}</h1>
          {children && <div className={classes.lead}>{children}</div>}
        </div>
        {image && (
          <div className={classes.pageHeaderImage} aria-hidden="true">
            <img src={image} alt="" />
          </div>
        )}
      </div>
    </section>
  );
}
