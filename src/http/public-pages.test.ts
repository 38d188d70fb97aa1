import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../env';
import { perRowPaths } from './sitemap';
import { pageSeo, publicPage, publicPages, tokenPage } from '../shared/public-pages';
import { staticRouteSeo } from '../shared/seo';

// '_public.projects.$id.tsx' → '/projects/{id}', '_public.index.tsx' → '/'; the layout and not-found routes are no pages.
const routePaths = readdirSync(join(projectRoot, 'web/src/routes'))
  .filter((f) => f.startsWith('_public.') && f !== '_public.tsx' && f !== '_public.$.tsx')
  .map((f) => f.replace(/^_public\./, '').replace(/\.tsx$/, '').split('.'))
  .map((parts) => `/${parts.filter((p) => p !== 'index').map((p) => (p.startsWith('$') ? `{${p.slice(1)}}` : p)).join('/')}`);

describe('the list of public pages', () => {
  it('has an entry for every public route file, and a route file for every entry', () => {
    expect(routePaths.length).toBeGreaterThan(5);
    expect([...routePaths].sort()).toEqual(publicPages.map((p) => p.path).sort());
  });

  it('gives every static page its SEO, a token page a fixed noindex one, and leaves a page with data to its route', () => {
    for (const page of publicPages) {
      if (page.cache === 'no-store') expect(pageSeo(page.path).noindex).toBe(true);
      else if (page.path.includes('{')) expect(page.seo).toBeNull();
      else expect(staticRouteSeo(page.path)).toEqual(page.seo);
    }
  });

  it('finds a page by its path, with or without a trailing slash, and no other path', () => {
    expect(publicPage('/projects/12')?.path).toBe('/projects/{id}');
    expect(publicPage('/services/')?.path).toBe('/services');
    expect(publicPage('/')?.path).toBe('/');
    expect(publicPage('/admin/projects')).toBeNull();
    expect(publicPage('/projects/12/x')).toBeNull();
  });

  it('has a sitemap lister for each page listed per row', () => {
    expect(publicPages.filter((p) => p.sitemap === 'per-row').map((p) => p.path)).toEqual(perRowPaths);
  });

  it('makes a token page noindex, keeps it out of the sitemap and never stores it', () => {
    const page = tokenPage('/tilbud/{token}', { title: 'Tilbud', description: 'Ditt tilbud.' });
    expect(page).toMatchObject({ sitemap: false, cache: 'no-store', seo: { noindex: true } });
  });
});
