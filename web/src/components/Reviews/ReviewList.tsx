import { Link } from '@tanstack/react-router';
import { formatOsloDate } from '@shared/dates';
import type { PublicReviewDto } from '@shared/schemas/review';
import { Stars } from './Stars';
import classes from './Reviews.module.css';

/** Published reviews as cards: stars, the customer's words, the name as they chose it, the company's answer. */
export function ReviewList({ reviews, cols = 2, companyName, linkProjects = true }: { reviews: readonly PublicReviewDto[]; cols?: 2 | 3; companyName: string; linkProjects?: boolean }) {
  return (
    <ul className={classes.list} data-cols={cols} aria-label="Omtaler">
      {reviews.map((r) => (
        <li key={r.id} className={classes.card} data-testid="review">
          <Stars rating={r.rating} />
          <p className={classes.text}>{r.text}</p>
          <p className={classes.meta}>
            {`${r.shownName} · ${formatOsloDate(r.publishedAt)}`}
            {linkProjects && r.project && (
              <>
                {' · '}
                <Link to="/projects/$id" params={{ id: String(r.project.id) }}>
                  {r.project.title}
                </Link>
              </>
            )}
          </p>
          {r.answer && (
            <div className={classes.answer}>
              <p className={classes.answerBy}>{`Svar fra ${companyName}`}</p>
              <p>{r.answer}</p>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** «4,7 av 5 · 12 omtaler». */
export function ReviewAverage({ average, count }: { average: number; count: number }) {
  return (
    <div className={classes.summary} data-testid="review-summary">
      <span className={classes.average}>{average.toLocaleString('nb-NO', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</span>
      <Stars rating={average} size="lg" />
      <span className={classes.count}>{`av 5 · ${count} ${count === 1 ? 'omtale' : 'omtaler'} fra kunder med ferdig jobb`}</span>
    </div>
  );
}
