import { reviewsJsonLd } from '@shared/reviews';
import type { HeadMatch } from '../../lib/seo';

type Input = { projectId?: number; limit?: number } | undefined;
/** Which reviews a page shows, and whether with their average: what its LocalBusiness block states about them. */
export type PageReviews = { input: Input; aggregate: boolean };

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The reviews the page shows (from the query its loader filled), stated in the site's one LocalBusiness block
     * by the root's head (`siteHead`): a second block of the same business would carry no name of its own.
     */
    reviews?: (match: { loaderData?: unknown }) => PageReviews | null;
  }
}

type ReviewsMatch = { staticData?: { reviews?: (match: { loaderData?: unknown }) => PageReviews | null }; loaderData?: unknown };

/** The schema.org review fields for the deepest matched page that shows reviews; nothing before the first published one. */
export function pageReviewsJsonLd(match: HeadMatch, matches: readonly ReviewsMatch[]) {
  const page = matches.findLast((m) => m.staticData?.reviews);
  const shown = page?.staticData?.reviews?.(page);
  if (!shown) return null;
  const summary = match.context.trpc.public.reviews.list.getData(shown.input);
  return summary ? reviewsJsonLd(match.context.origin, summary, { aggregate: shown.aggregate }) : null;
}
