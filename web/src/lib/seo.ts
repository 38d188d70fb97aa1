import { canonicalPath, headTags, localBusinessJsonLd, notFoundSeo, staticRouteSeo, type PageSeo, type SeoCompany } from '@shared/seo';
import type { TrpcUtils } from '../trpc';

type Meta = Record<string, unknown>;
export type RouteHead = { meta: Meta[]; links?: { rel: string; href: string }[] };
/** What a route's head() needs from its match: the router context, the path and the search. */
export type HeadMatch = { context: { origin: string; trpc: TrpcUtils }; pathname: string; search: unknown; status?: string };

function searchParams(search: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (search && typeof search === 'object') {
    for (const [key, value] of Object.entries(search)) if (typeof value === 'string') params.set(key, value);
  }
  return params;
}

/** The company record the root route's loader read (it runs before any head()). */
export const headCompany = (match: HeadMatch): SeoCompany | undefined => match.context.trpc.public.company.get.getData();

/**
 * The head tags of one page (title, description, canonical, Open Graph, Twitter card), computed by
 * the same shared function on the server's first HTML and during client-side navigation.
 */
export function seoHead(seo: PageSeo, match: HeadMatch): RouteHead {
  const company = headCompany(match);
  if (!company) return { meta: [] };
  const head = headTags(seo, match.context.origin, canonicalPath(match.pathname, searchParams(match.search)), company);
  const meta: Meta[] = [
    { title: head.fullTitle },
    { name: 'description', content: head.description },
    ...(head.keywords ? [{ name: 'keywords', content: head.keywords }] : []),
    ...(head.noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
    { property: 'og:type', content: head.type ?? 'website' },
    { property: 'og:title', content: head.fullTitle },
    { property: 'og:description', content: head.description },
    { property: 'og:url', content: head.canonical },
    { property: 'og:image', content: head.imageUrl },
    { name: 'twitter:title', content: head.fullTitle },
    { name: 'twitter:description', content: head.description },
    { name: 'twitter:image', content: head.imageUrl },
  ];
  return { meta, links: [{ rel: 'canonical', href: head.canonical }] };
}

/** A head() for a route whose SEO does not depend on its data. */
export const staticHead =
  (seo: PageSeo | null) =>
  ({ match }: { match: HeadMatch }): RouteHead =>
    seo ? seoHead(seo, match) : { meta: [] };

/** A head() for a page behind a secret link: its own title, or the not-found page's when the link is unknown. */
export const tokenHead =
  (seo: PageSeo | null) =>
  ({ match }: { match: HeadMatch }): RouteHead =>
    match.status === 'notFound' ? seoHead(notFoundSeo, match) : staticHead(seo)({ match });

/**
 * Tags every page shares: the site name, locale, card type and the one LocalBusiness block, with the reviews
 * the page shows (`reviews`: what the business's block states about them; see Reviews/reviews-head.ts).
 */
export function siteHead(match: HeadMatch, reviews: object | null = null): RouteHead {
  const company = headCompany(match);
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#5b3a1e' },
      ...(company ? [{ property: 'og:site_name', content: company.name }] : []),
      { property: 'og:locale', content: 'nb_NO' },
      { name: 'twitter:card', content: 'summary_large_image' },
      ...(company ? [{ 'script:ld+json': { ...localBusinessJsonLd(match.context.origin, company), ...reviews } }] : []),
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' } as { rel: string; href: string }],
  };
}

/** The back office: '{page} – Administrasjon | company', never indexed. */
export function adminHead(page?: string) {
  const base = staticRouteSeo('/admin')!;
  return staticHead(page ? { ...base, title: `${page} – ${base.title}`, noindex: true } : base);
}
