// Head tags in the first HTML of every public route (before any script runs) and after client-side
// navigation: title, description, canonical, Open Graph, Twitter card and the LocalBusiness block.
import { company } from './company';
import { fillCompany, projectSeo, staticRouteSeo, type PageSeo } from '../src/shared/seo';
import { E2E_PORT } from './config';
import { expect, test } from './fixtures';
import { publicProjects } from './public-helpers';

const origin = `http://localhost:${E2E_PORT}`;

function meta(html: string, attr: 'name' | 'property', key: string): string | null {
  const match = new RegExp(`<meta ${attr}="${key.replace(/[:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return match ? decode(match[1]!) : null;
}

const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function expectHead(html: string, pageSeo: PageSeo, path: string) {
  const seo = { ...pageSeo, title: fillCompany(pageSeo.title, company), description: fillCompany(pageSeo.description, company) };
  const fullTitle = `${seo.title} | ${company.name}`;
  expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(fullTitle);
  expect(meta(html, 'name', 'description')).toBe(seo.description);
  expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toBe(`${origin}${path}`);
  expect(meta(html, 'property', 'og:title')).toBe(fullTitle);
  expect(meta(html, 'property', 'og:description')).toBe(seo.description);
  expect(meta(html, 'property', 'og:url')).toBe(`${origin}${path}`);
  expect(meta(html, 'property', 'og:image')).toMatch(new RegExp(`^${origin}/images/`));
  expect(meta(html, 'property', 'og:type')).toBe(seo.type ?? 'website');
  expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
  expect(meta(html, 'name', 'twitter:title')).toBe(fullTitle);
  expect(meta(html, 'name', 'twitter:description')).toBe(seo.description);
  expect(meta(html, 'name', 'twitter:image')).toBe(meta(html, 'property', 'og:image'));

  const ld = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(ld, 'structured data').toBeTruthy();
  const data = JSON.parse(ld!) as Record<string, unknown>;
  expect(data).toMatchObject({
    '@type': 'LocalBusiness',
    name: company.name,
    description: company.description,
    telephone: company.phoneE164,
    email: company.email,
    priceRange: '$$',
    address: { addressLocality: 'Trondheim', addressRegion: 'Trøndelag', postalCode: '7020', addressCountry: 'NO' },
    openingHoursSpecification: [{ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '16:00' }],
  });
}

for (const path of ['/', '/services', '/projects', '/about', '/contact']) {
  test(`the first HTML of ${path} carries its head tags`, async ({ page }) => {
    const res = await page.request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const seo = staticRouteSeo(path)!;
    expectHead(html, seo, path);
    if (seo.keywords) expect(meta(html, 'name', 'keywords')).toBe(seo.keywords);
    expect(meta(html, 'name', 'robots')).toBeNull();
  });
}

test('the first HTML of /calculator names the chosen calculator, and ignores an unknown type', async ({ page }) => {
  const plain = await (await page.request.get('/calculator')).text();
  expectHead(plain, staticRouteSeo('/calculator')!, '/calculator');
  const bathroom = await (await page.request.get('/calculator?type=bathroom')).text();
  expectHead(bathroom, staticRouteSeo('/calculator', new URLSearchParams({ type: 'bathroom' }))!, '/calculator?type=bathroom');
  const unknown = await (await page.request.get('/calculator?type=garasje')).text();
  expectHead(unknown, staticRouteSeo('/calculator')!, '/calculator');
});

test('sitemap.xml lists every public route and every project; robots.txt points to it and keeps crawlers out of admin', async ({ page }) => {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const path of ['/', '/services', '/projects', '/about', '/contact', '/calculator', '/calculator?type=bathroom']) {
    expect(locs, path).toContain(`${origin}${path}`);
  }
  const projects = await publicProjects(page.request);
  expect(projects.length).toBeGreaterThan(0);
  for (const p of projects) expect(locs).toContain(`${origin}/projects/${p.id}`);
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  expect(robots).toMatch(/Disallow: \/admin/);
  expect(robots).toMatch(/Disallow: \/api/);
});

test('the first HTML of a project page carries the project title, description and image', async ({ page }) => {
  // One with a bundled image (other tests give some projects uploaded photos, under /uploads/).
  const project = (await publicProjects(page.request)).find((p) => p.imageUrls?.[0]?.startsWith('/images/'))!;
  const html = await (await page.request.get(`/projects/${project.id}`)).text();
  const seo = projectSeo(project);
  expectHead(html, seo, `/projects/${project.id}`);
  expect(meta(html, 'property', 'og:image')).toBe(`${origin}${project.imageUrls![0]}`);
  expect(meta(html, 'property', 'og:type')).toBe('article');
});

test('the not-found page is marked noindex', async ({ page }) => {
  const res = await page.request.get('/finnes-ikke');
  expect(res.status()).toBe(404);
  const html = await res.text();
  expect(meta(html, 'name', 'robots')).toBe('noindex, nofollow');
  expect(html).toContain('<title>Siden ble ikke funnet | Skarpjern Snekker AS</title>');
});

test('an unknown estimate, quote or befaring link is the not-found page, title included', async ({ page }) => {
  for (const path of ['/estimat/AAAAAAAAAAAAAAAAAAAAAA', '/tilbud/AAAAAAAAAAAAAAAAAAAAAA', '/befaring/AAAAAAAAAAAAAAAAAAAAAA']) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(404);
    const html = await res.text();
    expect(html, path).toContain('<title>Siden ble ikke funnet | Skarpjern Snekker AS</title>');
    expect(meta(html, 'name', 'robots'), path).toBe('noindex, nofollow');
  }
});

test('client-side navigation keeps the head tags current', async ({ page }) => {
  const project = (await publicProjects(page.request))[0]!;
  await page.goto('/');
  await expect(page).toHaveTitle(`${staticRouteSeo('/')!.title} | ${company.name}`);

  await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Om oss' }).click();
  await expect(page).toHaveTitle(`Om oss | ${company.name}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/about`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', fillCompany(staticRouteSeo('/about')!.description, company));
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}/about`);

  await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Referanseprosjekter' }).click();
  await page.getByRole('link', { name: project.title }).click();
  await expect(page).toHaveTitle(`${project.title} | ${company.name}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/projects/${project.id}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', fillCompany(projectSeo(project).description, company));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${origin}${project.imageUrls![0]}`);
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', `${origin}${project.imageUrls![0]}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  // A client-side visit to an unknown page marks it noindex; leaving it removes the mark again.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/finnes-ikke');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: '404 Siden ble ikke funnet' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await page.goBack();
  await expect(page).toHaveTitle(`${project.title} | ${company.name}`);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('/favicon.ico is the site icon as a file, kept by browsers for an hour', async ({ request }) => {
  const res = await request.get('/favicon.ico');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
  expect(res.headers()['cache-control']).toBe('public, max-age=3600');
  // A file's headers (security-headers.ts), not a page's policy.
  expect(res.headers()['content-security-policy']).toBeUndefined();
  const body = await res.body();
  expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
});
