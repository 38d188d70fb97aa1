import classes from './Reviews.module.css';

/** Whole stars, read out as «4 av 5 stjerner». */
export function Stars({ rating, size }: { rating: number; size?: 'lg' }) {
  const n = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className={classes.stars} data-size={size} role="img" aria-label={`${rating.toLocaleString('nb-NO')} av 5 stjerner`}>
      {'★'.repeat(n)}
      {'☆'.repeat(5 - n)}
    </span>
  );
}
