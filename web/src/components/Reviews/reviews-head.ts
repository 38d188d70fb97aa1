import { reviewsJsonLd } from '@shared/reviews';
import type { HeadMatch, RouteHead } from '../../lib/seo';

type Input = { projectId?: number; limit?: number } | undefined;

/**
 * A route's head() with the reviews it shows as schema.org data (AggregateRating and a Review each),
 * from the same query its loader filled; nothing is added before the first published review.
 */
export const withReviewsJsonLd =
  (head: (ctx: { match: HeadMatch }) => RouteHead, input: Input, opts: { aggregate?: boolean } = {}) =>
  ({ match }: { match: HeadMatch }): RouteHead => {
    const base = head({ match });
    const summary = match.context.trpc.public.reviews.list.getData(input);
    const ld = summary ? reviewsJsonLd(match.context.origin, summary, opts) : null;
    return ld ? { ...base, meta: [...base.meta, { 'script:ld+json': ld }] } : base;
  };
