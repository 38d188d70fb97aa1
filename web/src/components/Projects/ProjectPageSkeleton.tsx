import { Container } from '../Page/Section';
import classes from './ProjectPageSkeleton.module.css';

/** What the project page shows while the project loads. */
export function ProjectPageSkeleton() {
  const bar = (width: string, height = '1rem') => <div className="skeleton-line skeleton-shimmer" style={{ width, height }} />;
  return (
    <Container className={classes.page}>
      <div aria-busy="true" aria-live="polite" className={classes.skeleton}>
        <span className={classes.srOnly}>Laster prosjektet …</span>
        {bar('10rem')}
        {bar('min(32rem, 90%)', '2.5rem')}
        {bar('12rem')}
        <div className={`${classes.skeletonImage} skeleton-shimmer`} />
      </div>
    </Container>
  );
}
