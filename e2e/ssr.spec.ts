// Server rendering: every public page is complete HTML without JavaScript, hydrates without
// warnings, carries a fresh CSP nonce on every inline script, and arrives compressed.
import type { Page } from '@playwright/test';
import { companySeed as company } from '../src/seeders/company';
import { readdirSync } from 'node:fs';
import { routeChunkFiles } from './chunks';
import { E2E_WEB_ROOT } from './config';
import { expect, loginAsAdmin, test } from './fixtures';
import { publicProjects, publicServices } from './public-helpers';

const PUBLIC_ROUTES = ['/', '/services', '/projects', '/about', '/contact', '/contact?tab=inspection', '/calculator', '/calculator?type=bathroom', '/personvern', '/finnes-ikke'];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page shows its navigation, headings and content', async ({ page }) => {
    const services = (await publicServices(page.request)).filter((s) => s.parentId === null);
    const projects = await publicProjects(page.request);
    const nav = () => page.getByRole('navigation', { name: 'Hovedmeny' });

    await page.goto('/');
    await expect(nav().getByRole('link', { name: 'Tjenester' })).toHaveAttribute('href', '/services');
    await expect(page.getByRole('heading', { level: 1, name: company.heroHeadline })).toBeVisible();
    await expect(page.locator('#tjenester').getByRole('heading', { level: 3 })).toHaveText(services.slice(0, 3).map((s) => s.title));
    const featured = projects.filter((p) => p.featured).slice(0, 3);
    await expect(page.locator('#utvalgte-prosjekter').getByRole('heading', { level: 3 })).toHaveText(featured.map((p) => p.title));

    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Våre tjenester' })).toBeVisible();
    for (const s of services) await expect(page.getByRole('heading', { level: 3, name: s.title, exact: true })).toBeVisible();

    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Prosjekter vi er stolte av' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(projects.length);

    const project = projects.find((p) => (p.imageUrls?.length ?? 0) > 0)!;
    await page.goto(`/projects/${project.id}`);
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Om Prosjektet' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Vis bilde 1 av/ })).toBeVisible();

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Lokale snekkere som tar ansvar for hele jobben' })).toBeVisible();

    await page.goto('/personvern');
    await expect(page.getByRole('heading', { level: 1, name: 'Personvernerklæring' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Hvem som er ansvarlig' })).toBeVisible();
    // The retention period the site runs with, not a placeholder.
    await expect(page.getByText(/24 måneder \(2 år\)/).first()).toBeVisible();

    await page.goto('/finnes-ikke');
    await expect(page.getByRole('heading', { level: 1, name: '404 Siden ble ikke funnet' })).toBeVisible();
  });

  test('the contact forms and the calculator have their fields in the HTML', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Vi hører gjerne fra deg' })).toBeVisible();
    const field = (label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));
    for (const label of ['Navn', 'E-post', 'Telefon (valgfritt)', 'Melding']) await expect(field(label)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send melding' })).toBeVisible();

    await page.goto('/contact?tab=inspection');
    await expect(page.getByRole('button', { name: 'Send forespørsel' })).toBeVisible();
    for (const label of ['Telefon', 'Adresse for befaring', 'Beskrivelse av prosjektet']) await expect(field(label)).toBeVisible();

    await page.goto('/calculator?type=bathroom');
    await expect(page.getByRole('heading', { level: 1, name: 'Priskalkulator' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Bad', exact: true })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Beregn pris' })).toBeVisible();
    await expect(page.getByRole('textbox').or(page.getByRole('spinbutton')).first()).toBeVisible();
  });
});

test('on a 390 px phone no public page is wider than the screen, as served and once live', async ({ browser }) => {
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
    const page = await context.newPage();
    for (const path of PUBLIC_ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(widths.scroll, `${path} (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`).toBeLessThanOrEqual(widths.client);
      // Header: the menu button is on screen; the call-to-action button waits for wider screens.
      const burger = await page.getByRole('button', { name: 'Åpne meny' }).boundingBox();
      expect(burger!.x + burger!.width, path).toBeLessThanOrEqual(390);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Bestill befaring' }), path).toBeHidden();
    }
    await context.close();
  }
});

/** Console errors and warnings, uncaught errors and CSP violations while `run` goes on. */
async function problemsDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (msg) => {
    // The 404 page's own status is reported as a failed resource; that is the point of it.
    if ((msg.type() === 'error' || msg.type() === 'warning') && !/status of 404/.test(msg.text())) problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  await run();
  return problems;
}

test('every public page hydrates without warnings, errors or blocked scripts, and asks the API nothing on load', async ({ page }) => {
  // Ten pages, each until the network is quiet.
  test.setTimeout(120_000);
  const project = (await publicProjects(page.request))[0]!;
  const trpc: string[] = [];
  const formTokens: string[] = [];
  const slotReads: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!url.pathname.startsWith('/trpc/')) return;
    // One request may carry a batch of procedures («a,b»): each is judged on its own.
    for (const procedure of url.pathname.slice('/trpc/'.length).split(',')) {
      // The forms' fill-time token is per visitor and starts its clock when the form is shown, and the
      // free befaring times change with every booking (which does not empty the public cache): these
      // two reads must not come with the (shared, cached) HTML.
      if (procedure === 'public.enquiries.formToken') formTokens.push(procedure);
      else if (procedure === 'public.bookings.slots') slotReads.push(procedure);
      else trpc.push(req.url());
    }
  });
  const problems = await problemsDuring(page, async () => {
    for (const path of [...PUBLIC_ROUTES, `/projects/${project.id}`]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      // Hydrated: a client-side interaction works (the router answers a link click without a reload).
      await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    }
  });
  expect(problems).toEqual([]);
  expect(trpc, 'data came with the HTML').toEqual([]);
  // One per form page: /contact and /contact?tab=inspection.
  expect(formTokens).toHaveLength(2);
  // The free times: only where the inspection form is shown.
  expect(slotReads).toHaveLength(1);

  // After hydration the app navigates on the client, and the next page fetches its data.
  await page.goto('/about');
  await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Referanseprosjekter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prosjekter vi er stolte av' })).toBeVisible();
  await expect.poll(() => trpc.some((u) => u.includes('public.projects.list'))).toBe(true);
});

test('the ids the server sent stay once the page is live: labels, descriptions and tabs keep their references', async ({ page }) => {
  // Mantine would swap each id for a random one after hydrating (a second render of every field); the build
  // keeps React's own (vite.config.ts, stableMantineIds).
  for (const path of ['/contact', '/calculator?type=bathroom']) {
    const res = await page.goto(path);
    const html = await res!.text();
    const ids = await page.evaluate((served) => {
      const list = (root: ParentNode) => [...root.querySelectorAll('[id^="mantine-"]')].map((element) => element.id).sort();
      return { served: list(new DOMParser().parseFromString(served, 'text/html')), live: list(document) };
    }, html);
    expect(ids.served.length, path).toBeGreaterThan(3);
    expect(ids.live, path).toEqual(ids.served);
  }
});

test('the CSP nonce is new on every request, and every inline script carries it', async ({ page }) => {
  const nonces: string[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await page.request.get('/services');
    const csp = res.headers()['content-security-policy']!;
    expect(csp).not.toContain("'unsafe-inline' 'nonce");
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1]!;
    nonces.push(nonce);
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]!).filter((attrs) => !attrs.includes('application/ld+json'));
    expect(inline.length).toBeGreaterThan(0);
    for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
  }
  expect(new Set(nonces).size).toBe(3);
});

test('an inline script without the nonce does not run', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().includes('Content Security Policy')) blocked.push(msg.text());
  });
  await page.goto('/about');
  // An allowed inline script runs as it is appended; a refused one fires the policy's violation event instead.
  const ran = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const w = window as unknown as { injected?: boolean };
        w.injected = false;
        document.addEventListener('securitypolicyviolation', () => resolve(w.injected === true), { once: true });
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.body.appendChild(script);
        if (w.injected) resolve(true);
      }),
  );
  expect(ran).toBe(false);
  expect(blocked.length).toBeGreaterThan(0);
});

test("every public page paints with its critical CSS inline and loads the one stylesheet and its scripts off the first paint's path", async ({ page }) => {
  const stylesheets = new Set<string>();
  for (const path of PUBLIC_ROUTES) {
    const html = await (await page.request.get(path)).text();
    const nonce = /<meta property="csp-nonce" content="([^"]+)"/.exec(html)![1]!.replace(/[+/=]/g, '\\$&');
    // The page's own rules inline (beasties), with the nonce; the whole stylesheet only in <noscript> (for a browser
    // without scripts): with scripts, the loader links it after the load.
    expect(html, path).toMatch(new RegExp(`<style nonce="${nonce}">@layer mantine`));
    const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"[^>]*>/g)];
    expect(links, path).toHaveLength(1);
    expect(html, path).toContain(`<noscript>${links[0]![0]}</noscript>`);
    stylesheets.add(links[0]![1]!);
    // No module preload and no entry script tag: an inline loader with the nonce imports the entry's chunks after the
    // load, one per task, the entry last.
    expect(html, path).not.toContain('rel="modulepreload"');
    expect(html, path).not.toMatch(/<script type="module" src=/);
    expect(html, path).toMatch(new RegExp(`<script type="module" nonce="${nonce}">let started = false;[^<]*const stages = \\[[^\\]]*"/assets/entry-client-[^"]+\\.js"\\];[^<]*await import\\(src\\)`));
  }
  expect(stylesheets.size).toBe(1);
  // In a browser the stylesheet is fetched once the page has loaded, and linked once, also after hydration.
  await page.goto('/');
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  await page.waitForFunction((href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href)), [...stylesheets][0]!);
  const order = await page.evaluate((href) => {
    const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
    const sheet = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(href))!;
    return { loaded, requested: sheet.startTime };
  }, [...stylesheets][0]!);
  expect(order.requested).toBeGreaterThanOrEqual(order.loaded);
  const entryRequested = await page.evaluate(() => performance.getEntriesByType('resource').find((entry) => /\/assets\/entry-client-[^/]+\.js$/.test(entry.name))?.startTime);
  expect(entryRequested).toBeGreaterThanOrEqual(order.loaded);
  // The loader linked the route's own chunks beside the entry's, a few per task; the router, hydrating, linked none twice.
  const routeChunk = routeChunkFiles(E2E_WEB_ROOT, '_public.index.tsx');
  expect(routeChunk).toHaveLength(1);
  const preloads = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloads).toContain(routeChunk[0]);
  expect(new Set(preloads).size).toBe(preloads.length);
  await page.waitForFunction(() => !('$_TSR' in self));
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  // Mantine's styles sit in their cascade layer, below the site's own unlayered rules.
  const css = await (await page.request.get([...stylesheets][0]!)).text();
  expect(css).toContain('@layer mantine');

  // The back office is drawn by its scripts: they and the stylesheet load at once.
  const admin = await (await page.request.get('/admin/login')).text();
  expect(admin).toMatch(/<script type="module" src="\/assets\/entry-client-[^"]+\.js"/);
  expect(admin).toMatch(/<link rel="modulepreload" href="\/assets\/[^"]+\.js"/);
  // Its route's own chunk is preloaded beside the entry's, not fetched after the entry has run.
  expect(admin).toMatch(/<link rel="modulepreload" href="\/assets\/admin\.login-[^"]+\.js"/);
  expect(admin).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"[^>]*\/>/);
  expect(admin).not.toContain('data-beasties-media');
});

test('the HTML, a script, a stylesheet and a JSON read arrive with brotli', async ({ page }) => {
  const assets: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (/^\/assets\/.+\.(js|css)$/.test(path)) assets.push(path);
  });
  await page.goto('/');
  const script = assets.find((a) => a.endsWith('.js'))!;
  const style = (await page.locator('link[rel="stylesheet"]').first().getAttribute('href'))!;
  expect(script).toBeTruthy();
  expect(style).toBeTruthy();
  const headers = { 'accept-encoding': 'br, gzip' };
  for (const path of ['/', script, style, '/api/projects', '/trpc/public.services.list']) {
    const res = await page.request.get(path, { headers });
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-encoding'], path).toBe('br');
  }
});

test('a repeated page request with If-None-Match gets 304; an unknown project redirects to the list on a first load', async ({ page }) => {
  const first = await page.request.get('/projects');
  const etag = first.headers()['etag']!;
  expect(etag).toBeTruthy();
  const again = await page.request.get('/projects', { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  expect(await again.text()).toBe('');

  const redirect = await page.request.get('/projects/999999', { maxRedirects: 0 });
  expect([302, 307]).toContain(redirect.status());
  expect(new URL(redirect.headers()['location']!, 'http://x').pathname).toBe('/projects');
  expect((await page.request.get('/finnes-ikke')).status()).toBe(404);
});

test('public pages and reads never set a cookie, even for a logged-in admin', async ({ page }) => {
  await loginAsAdmin(page);
  for (const path of ['/', '/projects', '/api/projects', '/trpc/public.services.list']) {
    const res = await page.request.get(path);
    expect(res.headers()['set-cookie'], path).toBeUndefined();
  }
});

test('the server renders the inspection form itself on /contact?tab=inspection, and only there', async ({ page }) => {
  expect(await (await page.request.get('/contact?tab=inspection')).text()).toContain('Adresse for befaring');
  expect(await (await page.request.get('/contact')).text()).not.toContain('Adresse for befaring');
});

// The server links a route's own chunks from the build's list of them (vite.config.ts `routeChunks`), made from
// the bundler's output rather than the router plugin's module naming: an upgrade that splits routes differently
// leaves a route without its chunks here, and its page would then fetch them only after the entry had run.
test('the build lists the split chunk of every public route file', () => {
  const routeFiles = readdirSync('web/src/routes').filter((f) => /^_public\..+\.tsx$/.test(f) && !f.includes('.test.'));
  expect(routeFiles.length).toBeGreaterThan(8);
  for (const file of routeFiles) expect(routeChunkFiles(E2E_WEB_ROOT, file), file).not.toEqual([]);
});
