import type { LocalBusiness, Review, WithContext } from 'schema-dts';
import { osloDate } from './dates';

// Verified reviews (docs/decisions/0018-verified-reviews.md): the value sets and the pure rules the
// server and the pages share. Isomorphic: no server code.

/**
 * Where a review is: `requested` (the link is given, nothing sent yet), `unseen` (sent, waiting for the
 * owner), `published` (the owner has seen it; shown whatever its rating), `hidden` (unlawful content only,
 * with a logged reason).
 */
export const reviewStatuses = ['requested', 'unseen', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** How the customer lets their name be shown: «Kari, Trondheim» or «K. N.». */
export const reviewNameStyles = ['first_name_town', 'initials'] as const;
export type ReviewNameStyle = (typeof reviewNameStyles)[number];

export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
/** How many reviews the home page shows beside the average. */
export const HOME_REVIEWS_COUNT = 3;

const words = (name: string) => name.trim().split(/\s+/).filter(Boolean);

/** 'Kari Nordmann' → 'K. N.'; at most three letters, so a long name stays short. */
export function initialsOf(name: string): string {
  return words(name)
    .slice(0, 3)
    .map((w) => `${w.charAt(0).toLocaleUpperCase('nb-NO')}.`)
    .join(' ');
}

/** The name a review is shown with, as the customer chose it. */
export function shownName(name: string, style: ReviewNameStyle, town: string | null): string {
  if (style === 'initials') return initialsOf(name);
  const first = words(name)[0] ?? '';
  return town ? `${first}, ${town}` : first;
}

/** The average of whole-star ratings to one decimal (4.5), or null when there are none. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
}

type ReviewForLd = { rating: number; text: string; shownName: string; publishedAt: string; answer: string | null };

/**
 * The page's reviews as schema.org data about the business: a Review per review shown, and AggregateRating over
 * every published review where the page shows the average (`aggregate`). The site's one LocalBusiness block takes
 * them in (web/src/lib/seo.ts `siteHead`). Null when there is nothing to state (an AggregateRating of nothing is invalid).
 */
export function reviewsJsonLd(origin: string, summary: { count: number; average: number | null; reviews: readonly ReviewForLd[] }, { aggregate = true } = {}) {
  const average = aggregate && summary.count > 0 ? summary.average : null;
  if (average === null && summary.reviews.length === 0) return null;
  const review: Review[] = summary.reviews.map((r) => ({
    '@type': 'Review',
    reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    author: { '@type': 'Person', name: r.shownName },
    datePublished: osloDate(r.publishedAt), // the day the page shows, in Oslo
    reviewBody: r.text,
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${origin}/#business`,
    ...(average !== null ? { aggregateRating: { '@type': 'AggregateRating' as const, ratingValue: average, reviewCount: summary.count, bestRating: 5, worstRating: 1 } } : {}),
    review,
  } satisfies WithContext<LocalBusiness>;
}
