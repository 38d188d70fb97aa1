// Every public page (docs/PRODUCT.md, section 1): content, loading placeholders, empty state, the project page
// with its gallery and lightbox, redirects and the not-found page.
import { company } from './company';
import { ABOUT_GALLERY } from '../src/shared/illustrations';
import type { ProjectDto } from '../src/shared/schemas/project';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdProcedure, publicProjects, publicServices, rewriteProcedure } from './public-helpers';

test('home: hero, first three services, featured projects, why us, the calculator and the closing call to action', async ({ page }) => {
  const services = (await publicServices(page.request)).filter((s) => s.parentId === null);
  const featured = (await publicProjects(page.request)).filter((p) => p.featured);
  await page.goto('/');

  const hero = page.getByRole('region', { name: company.hero.headline });
  await expect(hero.getByRole('heading', { level: 1, name: company.hero.headline })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Bestill befaring' })).toHaveAttribute('href', '/contact');
  await expect(hero.getByRole('link', { name: 'Se prosjektene våre' })).toHaveAttribute('href', '/projects');

  const servicesSection = page.locator('#tjenester');
  await expect(servicesSection.getByRole('heading', { level: 3 })).toHaveText(services.slice(0, 3).map((s) => s.title));
  await expect(servicesSection.getByRole('link', { name: 'Se alle tjenester' })).toHaveAttribute('href', '/services');

  const projects = page.locator('#utvalgte-prosjekter');
  await expect(projects.getByRole('heading', { level: 3 })).toHaveText(featured.slice(0, 3).map((p) => p.title));
  await expect(projects.getByRole('link', { name: 'Se alle prosjekter' })).toHaveAttribute('href', '/projects');
  await expect(projects.getByRole('link', { name: featured[0]!.title })).toHaveAttribute('href', `/projects/${featured[0]!.id}`);

  const why = page.locator('#hvorfor-oss');
  await expect(why.getByRole('heading', { level: 3 })).toHaveText(['Kvalitet', 'Erfaring', 'Håndverk', 'Punktlighet']);

  const calculator = page.locator('#terrassekalkulator');
  await calculator.scrollIntoViewIfNeeded();
  await expect(calculator.getByRole('heading', { name: 'Priskalkulator for terrasse' })).toBeVisible();
  await expect(calculator.getByRole('button', { name: 'Beregn pris' })).toBeVisible();

  const cta = page.getByRole('region', { name: 'Klar for å komme i gang?' });
  await expect(cta.getByRole('link', { name: 'Bestill befaring' })).toHaveAttribute('href', '/contact');
});

test('services: both groups with their services and sub-services, the three-step process and links', async ({ page }) => {
  const services = await publicServices(page.request);
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Våre tjenester' })).toBeVisible();
  for (const [heading, category] of [
    ['Store prosjekter', 'large_projects'],
    ['Mindre oppdrag', 'small_jobs'],
  ] as const) {
    const group = page.getByRole('region', { name: heading });
    const mains = services.filter((s) => s.parentId === null && s.category === category);
    await expect(group.getByRole('heading', { level: 3 })).toHaveText(mains.map((s) => s.title));
  }
  const withPrice = services.find((s) => s.parentId === null && s.price)!;
  await expect(page.getByText(`${withPrice.price} ${withPrice.priceUnit ?? 'kr'}`).first()).toBeVisible();
  const sub = services.find((s) => s.parentId !== null)!;
  await expect(page.getByRole('heading', { level: 4, name: sub.title })).toBeVisible();

  const process = page.getByRole('region', { name: 'Tre steg fra idé til ferdig jobb' });
  await expect(process.getByRole('listitem')).toHaveCount(3);
  await expect(process.getByRole('heading', { level: 3 })).toHaveText(['Steg 1: Konsultasjon', 'Steg 2: Befaring og tilbud', 'Steg 3: Utførelse og levering']);
  await expect(process.getByRole('link', { name: 'Bestill befaring' })).toHaveAttribute('href', '/contact');
  await expect(process.getByRole('link', { name: 'Se referanseprosjekter' })).toHaveAttribute('href', '/projects');
});

// A first load comes with its data in the HTML; placeholders show when the visitor navigates in the app.
const navigateTo = async (page: Page, name: string) => {
  await page.goto('/about');
  await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name }).click();
};

test('services: three or four placeholders per group while loading', async ({ page }) => {
  const release = await holdProcedure(page, 'public.services.list');
  await navigateTo(page, 'Tjenester');
  const large = page.getByRole('region', { name: 'Store prosjekter' }).locator('[aria-busy="true"] > *');
  const small = page.getByRole('region', { name: 'Mindre oppdrag' }).locator('[aria-busy="true"] > *');
  await expect(large).toHaveCount(4);
  await expect(small).toHaveCount(3);
  release();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Store prosjekter' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
});

test('projects: tabs filter by category, each card links to its project', async ({ page }) => {
  const all = await publicProjects(page.request);
  await page.goto('/projects');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Alle prosjekter', 'Terrasser', 'Renovering', 'Interiør']);
  await expect(page.getByRole('tab', { name: 'Alle prosjekter' })).toHaveAttribute('aria-selected', 'true');
  const cards = page.getByRole('tabpanel').getByRole('article');
  await expect(cards).toHaveCount(all.length);

  for (const [tab, category] of [
    ['Terrasser', 'terrace'],
    ['Renovering', 'renovation'],
    ['Interiør', 'interior'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    const expected = all.filter((p) => p.category === category);
    await expect(cards).toHaveCount(expected.length);
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(expected.map((p) => p.title));
  }

  // Keyboard: arrow keys move between tabs and select them.
  await page.getByRole('tab', { name: 'Interiør' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Renovering' })).toHaveAttribute('aria-selected', 'true');

  const first = all.find((p) => p.category === 'renovation')!;
  await page.getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
});

test('projects: six placeholders while loading, and the empty state of a category without projects', async ({ page }) => {
  const release = await holdProcedure(page, 'public.projects.list');
  await navigateTo(page, 'Referanseprosjekter');
  await expect(page.getByRole('tabpanel').locator('[aria-busy="true"] > *')).toHaveCount(6);
  release();
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();

  await page.unrouteAll({ behavior: 'wait' });
  await rewriteProcedure<ProjectDto[]>(page, 'public.projects.list', (list) => list.filter((p) => p.category !== 'interior'));
  await navigateTo(page, 'Referanseprosjekter');
  await page.getByRole('tab', { name: 'Interiør' }).click();
  await expect(page.getByText('Ingen prosjekter funnet i denne kategorien.')).toBeVisible();
});

test('project page: back link, title, location, badge, gallery of six, lightbox, description, call to action, similar projects', async ({ page }) => {
  const all = await publicProjects(page.request);
  const project = all.find((p) => (p.imageUrls?.length ?? 0) > 6)!;
  expect(project, 'the seed has a project with more than six images').toBeTruthy();
  const images = project.imageUrls!;
  const n = images.length;
  await page.goto(`/projects/${project.id}`);

  await expect(page.getByRole('link', { name: 'Tilbake til prosjekter' })).toHaveAttribute('href', '/projects');
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await expect(page.getByText(project.location!, { exact: true })).toBeVisible();
  await expect(page.locator('main').getByText('Renovering', { exact: true }).first()).toBeVisible();

  const thumbs = page.getByRole('button', { name: /^Vis bilde \d+ av/ });
  await expect(thumbs).toHaveCount(6);
  await expect(page.getByRole('button', { name: `Se alle bilder (${n})` })).toBeVisible();

  await expect(page.getByRole('heading', { level: 2, name: 'Om Prosjektet' })).toBeVisible();
  const firstParagraph = project.description!.split(/\n\s*\n/)[0]!;
  await expect(page.locator('main').getByText(firstParagraph)).toBeVisible();
  const cta = page.getByRole('complementary', { name: 'Vil du ha et lignende prosjekt?' });
  await expect(cta.getByRole('link', { name: 'Kontakt oss' })).toHaveAttribute('href', '/contact');

  const similar = all.filter((p) => p.category === project.category && p.id !== project.id).slice(0, 3);
  const similarSection = page.getByRole('region', { name: 'Lignende prosjekter' });
  await expect(similarSection.getByRole('article')).toHaveCount(similar.length);
  await expect(similarSection.getByRole('heading', { level: 3 })).toHaveText(similar.map((p) => p.title));

  // Lightbox: opens at the clicked image, wraps around both ways, arrow keys browse, Escape closes.
  await thumbs.nth(2).click();
  const box = page.getByRole('dialog', { name: project.title });
  await expect(box).toBeVisible();
  await expect(box.getByText(`3 / ${n}`)).toBeVisible();
  await expect(box.locator('img')).toHaveAttribute('src', images[2]!);
  await expect(box.getByText(firstParagraph, { exact: false })).toBeVisible();
  await box.getByRole('button', { name: 'Neste bilde' }).click();
  await expect(box.getByText(`4 / ${n}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(box.getByText(`1 / ${n}`)).toBeVisible();
  await box.getByRole('button', { name: 'Forrige bilde' }).click();
  await expect(box.getByText(`${n} / ${n}`)).toBeVisible();
  await expect(box.locator('img')).toHaveAttribute('src', images[n - 1]!);
  await page.keyboard.press('ArrowRight');
  await expect(box.getByText(`1 / ${n}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();

  await page.getByRole('button', { name: `Se alle bilder (${n})` }).click();
  await expect(box.getByText(`1 / ${n}`)).toBeVisible();
  await box.getByRole('button', { name: 'Lukk' }).click();
  await expect(box).toBeHidden();
});

test('project page: a skeleton while loading', async ({ page }) => {
  const [project] = await publicProjects(page.request);
  const release = await holdProcedure(page, 'public.projects.byId');
  // Reached in the app: a first load has the project in its HTML.
  await page.goto('/projects');
  await page.getByRole('tabpanel').getByRole('link', { name: project!.title }).click();
  await expect(page.getByText('Laster prosjektet …')).toBeAttached();
  await expect(page.locator('main [aria-busy="true"]')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: project!.title })).toBeVisible();
});

test('project page: an unknown or malformed id goes back to the project list', async ({ page }) => {
  await page.goto('/projects/987654');
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('tab', { name: 'Alle prosjekter' })).toBeVisible();
  await page.goto('/projects/abc');
  await expect(page).toHaveURL(/\/projects$/);
});

test('about: history with founding year, four values, six reasons, a gallery of four and a link to contact', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const history = page.getByRole('region', { name: 'Vår historie' });
  await expect(history.getByText(`Grunnlagt i ${company.founded}`)).toBeVisible();
  await expect(history.getByText(company.aboutParagraphs[0]!)).toBeVisible();
  for (const member of company.team) await expect(history.getByText(member.name, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dette står vi for' }).getByRole('heading', { level: 3 })).toHaveText([
    'Kvalitet',
    'Integritet',
    'Pålitelighet',
    'Kundefokus',
  ]);
  await expect(page.getByRole('region', { name: 'Seks grunner til å velge Skarpjern' }).getByRole('listitem')).toHaveCount(6);
  const gallery = page.getByRole('region', { name: 'Et innblikk i jobbene våre' }).getByRole('img');
  await expect(gallery).toHaveCount(4);
  for (const [i, src] of ABOUT_GALLERY.entries()) await expect(gallery.nth(i)).toHaveAttribute('src', src);
  await expect(page.getByRole('region', { name: 'Skal vi ta en prat?' }).getByRole('link', { name: 'Kontakt oss' })).toHaveAttribute('href', '/contact');
});

test('contact: two tabs, the info card with links and opening hours, and the four answers', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('tab', { name: 'Send melding' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Kontakt oss' })).toBeVisible();
  await expect(page.getByText('Fyll ut skjemaet nedenfor, så tar vi kontakt med deg.')).toBeVisible();
  await page.getByRole('tab', { name: 'Bestill befaring' }).click();
  await expect(page).toHaveURL(/\/contact\?tab=inspection$/);
  await expect(page.getByRole('button', { name: 'Send forespørsel' })).toBeVisible();
  await page.getByRole('tab', { name: 'Send melding' }).click();
  await expect(page).toHaveURL(/\/contact$/);

  const info = page.getByRole('complementary', { name: 'Kontaktinformasjon' });
  await expect(info.getByText(company.address.display)).toBeVisible();
  await expect(info.getByRole('link', { name: company.phone })).toHaveAttribute('href', company.phoneHref);
  await expect(info.getByRole('link', { name: company.email })).toHaveAttribute('href', company.emailHref);
  await expect(info.getByText('Mandag–fredag')).toBeVisible();
  await expect(info.getByText('08:00–16:00')).toBeVisible();
  await expect(info.getByText('Lørdag–søndag')).toBeVisible();
  await expect(info.getByText('Stengt')).toBeVisible();
  await expect(info.getByRole('link', { name: /^Facebook/ })).toHaveAttribute('target', '_blank');
  await expect(info.getByRole('link', { name: /^Instagram/ })).toHaveAttribute('target', '_blank');

  const faq = page.getByRole('region', { name: 'Ofte stilte spørsmål' });
  const questions = faq.locator('summary');
  await expect(questions).toHaveCount(4);
  const answers = [/1–2 uker/, /størrelsen og høyden/, /bankoverføring mot faktura.*delbetaling/, /garanti på alt arbeid.*varierer med type prosjekt/];
  for (const [i, answer] of answers.entries()) {
    await expect(faq.getByText(answer)).toBeHidden();
    await questions.nth(i).click();
    await expect(faq.getByText(answer)).toBeVisible();
  }
  // A question opens from the keyboard too, and closes again.
  await questions.nth(0).focus();
  await page.keyboard.press('Enter');
  await expect(faq.getByText(answers[0]!)).toBeHidden();
});

test('contact: ?tab=inspection opens the inspection form directly', async ({ page }) => {
  await page.goto('/contact?tab=inspection');
  await expect(page.getByRole('tab', { name: 'Bestill befaring' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Bestill befaring', level: 2 })).toBeVisible();
  await page.goto('/contact?tab=noe-annet');
  await expect(page.getByRole('tab', { name: 'Send melding' })).toHaveAttribute('aria-selected', 'true');
});

test('not found: any other path answers 404 with the not-found page, also after client-side navigation', async ({ page }) => {
  const res = await page.goto('/finnes-ikke');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Siden ble ikke funnet' })).toBeVisible();
  await expect(page.getByText('Siden du leter etter eksisterer ikke eller har blitt flyttet.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hovedmeny' })).toBeVisible();
  await page.getByRole('link', { name: 'Til forsiden', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  // An unknown project keeps the spec's way back to the list: on a first load, an HTTP redirect.
  const unknownProject = await page.request.get('/projects/987654', { maxRedirects: 0 });
  expect(unknownProject.status()).toBe(307);
  expect(unknownProject.headers()['location']).toMatch(/\/projects$/);

  await page.evaluate(() => {
    window.history.pushState({}, '', '/ogsa-borte');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: '404 Siden ble ikke funnet' })).toBeVisible();
});
