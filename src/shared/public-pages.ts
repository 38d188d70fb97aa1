// The one list of public pages. The SEO table (seo.ts), the sitemap (http/sitemap.ts), the page cache
// (http/public-responses.ts) and the Cache-Control of pages (http/web.ts) are made from it; adding a public
// page is its route file and one entry here (public-pages.test.ts fails while either is missing).
import { savedEstimateLabel } from './labels';
import type { PageSeo } from './seo';

export type PublicPage = {
  /** The route's path; `{name}` stands for one path segment ('/projects/{id}'). */
  path: string;
  /** Its head tags; null when the route makes them from its data (a project). */
  seo: PageSeo | null;
  /**
   * In the sitemap: true for the path itself, 'per-row' when http/sitemap.ts lists one URL per row (a
   * project each), false for none.
   */
  sitemap: boolean | 'per-row';
  /** Shows the company's texts, so its sitemap lastmod is the company record's. */
  companyText?: boolean;
  /**
   * 'public': kept by the public cache until an admin write (revalidated with its ETag); 'no-store': never
   * kept by this server or a browser (token pages).
   */
  cache: 'public' | 'no-store';
};

/**
 * A page reached by a secret link (/befaring/{token}, /estimat/{token}, /tilbud/{token}): noindex, not in
 * the sitemap and no-store, whatever else it shows.
 */
export const tokenPage = (path: string, seo: Omit<PageSeo, 'noindex'>): PublicPage => ({ path, seo: { ...seo, noindex: true }, sitemap: false, cache: 'no-store' });

export const publicPages: readonly PublicPage[] = [
  {
    path: '/',
    sitemap: true,
    cache: 'public',
    seo: {
      title: 'Snekker i Trondheim – terrasse, renovering og interiør',
      description: `{name} er et snekkerfirma i Trondheim. Vi bygger terrasser, pusser opp hjem og tar små og store snekkeroppdrag. Få et prisestimat på minuttet eller bestill gratis befaring.`,
      keywords: 'snekker Trondheim, terrasse, renovering, oppussing, interiør, tømrer, befaring',
    },
  },
  {
    path: '/services',
    sitemap: true,
    cache: 'public',
    seo: {
      title: 'Tjenester',
      description: 'Terrasser, oppussing og renovering, interiørsnekring og mindre oppdrag som lister, dører, persienner og montering av møbler i Trondheim.',
      keywords: 'snekkertjenester, terrasse, renovering, innerdører, lister, persienner, IKEA-montering',
    },
  },
  {
    path: '/projects',
    sitemap: true,
    cache: 'public',
    seo: {
      title: 'Referanseprosjekter',
      description: 'Se terrasser, renoveringer og interiørarbeid vi har levert for kunder i Trondheim og omegn.',
      keywords: 'referanseprosjekter, terrasse, renovering, interiør, Trondheim',
    },
  },
  { path: '/projects/{id}', sitemap: 'per-row', cache: 'public', seo: null },
  {
    path: '/about',
    sitemap: true,
    companyText: true,
    cache: 'public',
    seo: {
      title: 'Om oss',
      description: `Bli kjent med {name}: et lokalt snekkerfirma i Trondheim, grunnlagt i {founded}, med fokus på kvalitet, ærlighet og punktlighet.`,
    },
  },
  {
    path: '/contact',
    sitemap: true,
    companyText: true,
    cache: 'public',
    seo: {
      title: 'Kontakt oss',
      description: 'Send oss en melding eller bestill befaring. Vi svarer raskt, og befaringen er uforpliktende.',
      keywords: 'kontakt snekker, bestill befaring, Trondheim',
    },
  },
  {
    path: '/personvern',
    sitemap: true,
    companyText: true,
    cache: 'public',
    seo: {
      title: 'Personvernerklæring',
      description: 'Hvordan {name} behandler personopplysningene du sender oss: hva vi lagrer, hvorfor, hvor lenge, og hvilke rettigheter du har.',
    },
  },
  {
    // Made from the services' prices and the general prices (hour rate, surcharges, minimum price).
    path: '/priser',
    sitemap: true,
    cache: 'public',
    seo: {
      title: 'Prisliste',
      description: 'Timepris, fra-priser, priser per m² og meter, minstepris og reisetillegg for snekkerarbeid i Trondheim. Alle priser inkl. mva.',
      keywords: 'prisliste snekker, timepris snekker Trondheim, pris terrasse, pris lister, minstepris',
    },
  },
  {
    // Each calculator type has a page of its own in the sitemap (http/sitemap.ts), with its own title.
    path: '/calculator',
    sitemap: true,
    cache: 'public',
    seo: { title: 'Priskalkulator', description: 'Beregn et uforpliktende prisestimat for terrasse, lister, kjøkken, dører eller bad.' },
  },
  tokenPage('/befaring/{token}', { title: 'Din befaring', description: 'Se, flytt eller avlys befaringen du har bestilt hos {name}.' }),
  tokenPage('/estimat/{token}', { title: savedEstimateLabel, description: 'Et lagret prisestimat fra priskalkulatoren.' }),
  tokenPage('/tilbud/{token}', { title: 'Tilbud', description: 'Tilbud fra {name}.' }),
  tokenPage('/omtale/{token}', { title: 'Skriv en omtale', description: 'Fortell hvordan jobben {name} gjorde for deg, gikk.' }),
];

/** The head tags of the entry with this path pattern ('/tilbud/{token}'); for routes whose SEO does not come from data. */
export function pageSeo(path: string): PageSeo {
  const seo = publicPages.find((p) => p.path === path)?.seo;
  if (!seo) throw new Error(`No public page with fixed SEO at ${path}`);
  return seo;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** The entry a path belongs to (no query; a trailing slash is the same page), or null for any other path. */
export function publicPage(pathname: string): PublicPage | null {
  const parts = segments(pathname);
  return (
    publicPages.find((page) => {
      const pattern = segments(page.path);
      return pattern.length === parts.length && pattern.every((p, i) => (p.startsWith('{') ? /^[\w-]+$/.test(parts[i]!) : p === parts[i]));
    }) ?? null
  );
}
