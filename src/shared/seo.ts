// Deliberately light imports: every public page bundles this module, so it must not pull in zod
// (schemas/calculator) or the whole price engine (pricing/index); the metadata module suffices.
import type { CalculatorType } from './calculators';
import { calculatorMeta } from './calculators/meta';
import { openingHoursSpecification, phoneE164 } from './company-view';
import { escapeHtml, jsonForScript } from './html';
import { publicPage } from './public-pages';
import type { CompanyPublic } from './schemas/company';

/** The company facts the head tags use (the record from the database). */
export type SeoCompany = Pick<CompanyPublic, 'name' | 'founded' | 'description' | 'phone' | 'email' | 'address' | 'openingHours' | 'social' | 'orgNumber' | 'vatRegistered'>;

/** What a page says about itself; everything else in the head is derived from it. */
export type PageSeo = {
  title: string;
  description: string;
  keywords?: string;
  /** Site-relative or absolute image for social cards. */
  image?: string;
  noindex?: boolean;
  type?: 'website' | 'article';
};

export type HeadTags = PageSeo & { fullTitle: string; canonical: string; imageUrl: string };

export const DEFAULT_IMAGE = '/images/og-default.png';

const adminSeo: PageSeo = { title: 'Administrasjon', description: 'Administrasjon av nettsiden.', noindex: true };

export const notFoundSeo: PageSeo = {
  title: 'Siden ble ikke funnet',
  description: 'Siden du leter etter eksisterer ikke eller har blitt flyttet.',
  noindex: true,
};

export const isCalculatorType = (t: unknown): t is CalculatorType => typeof t === 'string' && Object.hasOwn(calculatorMeta, t);

/** The calculator /calculator shows without a type. */
export const DEFAULT_CALCULATOR: CalculatorType = 'terrace';

/**
 * The path a page's canonical URL names: no trailing slash, and no query except a calculator type
 * other than the default (each has its own title and text), so '/calculator?type=nope',
 * '/calculator?type=terrace' and '/services/?x=1' do not count as pages of their own.
 */
export function canonicalPath(pathname: string, search: URLSearchParams = new URLSearchParams()): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const type = search.get('type');
  return path === '/calculator' && isCalculatorType(type) && type !== DEFAULT_CALCULATOR ? `${path}?type=${type}` : path;
}

/** The SEO of a static route, or null when the path is not a static route (a project page or unknown). */
export function staticRouteSeo(pathname: string, search: URLSearchParams = new URLSearchParams()): PageSeo | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/calculator') {
    const type = search.get('type');
    if (isCalculatorType(type)) {
      const meta = calculatorMeta[type];
      return { title: meta.title, description: meta.seoText ?? meta.description };
    }
  }
  if (path.startsWith('/admin')) return adminSeo;
  const page = publicPage(path);
  // Only a page whose path is its own: '/projects/{id}' has no static SEO.
  return page && page.path === path ? page.seo : null;
}

export function projectSeo(project: { title: string; description: string | null; location: string | null; imageUrls: string[] | null }): PageSeo {
  const text = (project.description ?? '').replace(/\s+/g, ' ').trim();
  const description = text ? (text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text) : `${project.title}${project.location ? ` i ${project.location}` : ''} – levert av {name}.`;
  return { title: project.title, description, image: project.imageUrls?.[0], type: 'article' };
}

/** The image as an absolute URL on this site; a malformed or foreign image falls back to the default. */
function siteImageUrl(image: string | undefined, origin: string): string {
  try {
    const url = new URL(image ?? DEFAULT_IMAGE, origin);
    if (url.origin === new URL(origin).origin) return url.toString();
  } catch {
    // Stored before image URLs were checked; never worth a failed page.
  }
  return new URL(DEFAULT_IMAGE, origin).toString();
}

/**
 * Page texts name the company through the placeholders {name} and {founded}, filled in from the
 * company record when the head is built, so a renamed company never leaves the old name behind.
 */
export function fillCompany(text: string, company: Pick<SeoCompany, 'name' | 'founded'>): string {
  return text.replaceAll('{name}', company.name).replaceAll('{founded}', String(company.founded));
}

export function headTags(seo: PageSeo, origin: string, pathAndQuery: string, company: Pick<SeoCompany, 'name' | 'founded'>): HeadTags {
  return {
    ...seo,
    title: fillCompany(seo.title, company),
    description: fillCompany(seo.description, company),
    fullTitle: `${fillCompany(seo.title, company)} | ${company.name}`,
    canonical: new URL(pathAndQuery, origin).toString(),
    imageUrl: siteImageUrl(seo.image, origin),
  };
}

export function localBusinessJsonLd(origin: string, company: SeoCompany) {
  const sameAs = [company.social.facebook, company.social.instagram].filter((u): u is string => !!u);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${origin}/#business`,
    name: company.name,
    description: company.description,
    url: origin,
    telephone: phoneE164(company.phone),
    email: company.email,
    image: new URL(DEFAULT_IMAGE, origin).toString(),
    logo: new URL('/images/logo-primary.svg', origin).toString(),
    foundingDate: String(company.founded),
    priceRange: '$$',
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.country,
    },
    // The Norwegian organisation number (Enhetsregisteret), as schema.org's taxID and leiCode are not it.
    identifier: { '@type': 'PropertyValue', propertyID: 'orgnr', value: company.orgNumber },
    openingHoursSpecification: openingHoursSpecification(company.openingHours),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** The head tags as HTML, for the first response of every page (before any script runs). */
export function renderHead(head: HeadTags, origin: string, company: SeoCompany): string {
  const e = escapeHtml;
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${e(value)}" data-head>`;
  return [
    `<title>${e(head.fullTitle)}</title>`,
    meta('name', 'description', head.description),
    head.keywords ? meta('name', 'keywords', head.keywords) : '',
    head.noindex ? meta('name', 'robots', 'noindex, nofollow') : '',
    `<link rel="canonical" href="${e(head.canonical)}" data-head>`,
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', company.name),
    meta('property', 'og:locale', 'nb_NO'),
    meta('property', 'og:title', head.fullTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.imageUrl),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.fullTitle),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.imageUrl),
    `<script type="application/ld+json" data-head>${jsonForScript(localBusinessJsonLd(origin, company))}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
}
