import type { EntityManager } from '@mikro-orm/postgresql';
import { escapeHtml } from '../shared/html';
import { calculatorMeta } from '../shared/calculators/meta';
import { publicPages } from '../shared/public-pages';
import { DEFAULT_CALCULATOR } from '../shared/seo';
import { Company } from '../modules/company/company.entity';
import { Project } from '../modules/project/project.entity';

// Each calculator type has a title and text of its own, so each is a page worth finding.
const calculatorPages = Object.keys(calculatorMeta)
  .filter((t) => t !== DEFAULT_CALCULATOR)
  .map((t) => `/calculator?type=${t}`);

const STATIC_ROUTES = [...publicPages.filter((p) => p.sitemap === true).map((p) => p.path), ...calculatorPages];

const COMPANY_PAGES = new Set(publicPages.filter((p) => p.companyText).map((p) => p.path));

/** The pages listed one URL per row, by their entry's path; public-pages.test.ts checks each 'per-row' entry has one. */
export const perRowPaths = ['/projects/{id}'];

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/admin\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export async function sitemapXml(em: EntityManager, origin: string): Promise<string> {
  const projects = await em.find(Project, {}, { fields: ['id', 'updatedAt'], orderBy: { id: 'asc' } });
  // The pages that show the company's texts change when the company record is saved.
  const company = await em.findOne(Company, { id: 1 }, { fields: ['updatedAt'] });
  const lastmod = (p: string) =>
    company && COMPANY_PAGES.has(p) ? `<lastmod>${company.updatedAt.toISOString().slice(0, 10)}</lastmod>` : '';
  const urls = [
    ...STATIC_ROUTES.map((p) => `<url><loc>${escapeHtml(origin + p)}</loc>${lastmod(p)}</url>`),
    ...projects.map((p) => `<url><loc>${escapeHtml(`${origin}/projects/${p.id}`)}</loc><lastmod>${p.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
