// WCAG 2.1 AA (axe: wcag2a, wcag2aa, wcag21a, wcag21aa) on one page of each public template (shared/public-pages.ts,
// token pages made through the app included) and in the open states: lightbox, mobile menu, calendar, form errors
// and toasts. The whole route matrix (every calculator too) runs with A11Y_ALL=1: `npm run test:a11y:all`, and in
// CI when the public pages' sources changed since it last passed (scripts/a11y-stamp.mjs).
// Reduced motion: entrances and transitions are off, so a page is scanned as soon as its content is there.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { calculatorMeta } from '../src/shared/calculators/meta';
import { publicPages } from '../src/shared/public-pages';
import { CALCULATOR_ANCHOR } from '../web/src/components/Layout/nav';
import { currentServer } from './current-server';
import { axeViolations, expect, test } from './fixtures';
import { publicProjects } from './public-helpers';
import { makeTokenPages, type TokenPages } from './token-pages';

test.use({ reducedMotion: 'reduce' });

/** The page's content is drawn: its heading, the home page's calculator (loaded near the viewport), no busy part. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const calculator = page.locator(`#${CALCULATOR_ANCHOR}`);
  if ((await calculator.count()) > 0) {
    await calculator.scrollIntoViewIfNeeded();
    await expect(page.getByText('Laster priskalkulatoren …')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

let tokens: TokenPages;
test.beforeAll(async ({ playwright }) => {
  const owner = await playwright.request.newContext({ baseURL: currentServer().origin });
  tokens = await makeTokenPages(owner, `axe${Date.now().toString(36)}`, 2);
  await owner.dispose();
});

const tokenPath: Record<string, () => string> = { '/estimat/{token}': () => tokens.estimate, '/tilbud/{token}': () => tokens.quote, '/befaring/{token}': () => tokens.befaring, '/omtale/{token}': () => tokens.review };
const calculatorTypes = Object.keys(calculatorMeta);
const routes = [
  // Every public page is a template of its own; the project page is scanned with its lightbox below.
  ...publicPages.map((p) => p.path).filter((p) => p !== '/projects/{id}'),
  // One calculator draws the template (/calculator above); the others differ only in their fields.
  ...(process.env.A11Y_ALL ? calculatorTypes.map((type) => `/calculator?type=${type}`) : [`/calculator?type=${calculatorTypes.at(-1)}`]),
  '/contact?tab=inspection',
  '/finnes-ikke',
];
for (const route of routes) {
  test(`axe finds nothing on ${route}`, async ({ page }) => {
    await page.goto(tokenPath[route]?.() ?? route);
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('axe finds nothing on /befaring/{token} while it asks whether to cancel', async ({ page }) => {
  await page.goto(tokens.befaring);
  await settle(page);
  await page.getByRole('button', { name: 'Avlys befaringen' }).click();
  await expect(page.getByRole('button', { name: 'Ja, avlys' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the step numbers on /services, hidden from screen readers but seen, have the contrast of large text (3:1)', async ({ page }) => {
  await page.goto('/services');
  await settle(page);
  // axe's rule leaves single characters to a person («too short to determine»): measured here with
  // axe's own colour functions (axe.commons.color), loaded into the page by a first run.
  await new AxeBuilder({ page }).include('main').withRules(['color-contrast']).analyze();
  const ratios = await page.locator('main ol > li span[aria-hidden="true"]').evaluateAll((spans) => {
    type Color = object;
    type Axe = { setup(): void; teardown(): void; commons: { color: { getForegroundColor(e: Element): Color; getBackgroundColor(e: Element): Color; getContrast(bg: Color, fg: Color): number } } };
    const axe = (window as unknown as { axe: Axe }).axe;
    const { color } = axe.commons;
    axe.setup();
    try {
      return spans.map((s) => ({ text: s.textContent, ratio: Math.round(color.getContrast(color.getBackgroundColor(s), color.getForegroundColor(s)) * 100) / 100 }));
    } finally {
      axe.teardown();
    }
  });
  expect(ratios.map((r) => r.text)).toEqual(['1', '2', '3']);
  for (const r of ratios) expect(r.ratio, `step ${r.text}`).toBeGreaterThanOrEqual(3);
});

test('axe finds nothing on a project page, nor in its lightbox', async ({ page }) => {
  const project = (await publicProjects(page.request)).find((p) => (p.imageUrls?.length ?? 0) > 6)!;
  await page.goto(`/projects/${project.id}`);
  await settle(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /^Vis bilde 1 av/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1'); // faded in
  expect(await axeViolations(page)).toEqual([]);
});

test('the lightbox works by keyboard: focus moves in, arrows browse, Escape returns focus', async ({ page }) => {
  const project = (await publicProjects(page.request)).find((p) => (p.imageUrls?.length ?? 0) > 6)!;
  await page.goto(`/projects/${project.id}`);
  const thumb = page.getByRole('button', { name: /^Vis bilde 2 av/ });
  await thumb.focus();
  await page.keyboard.press('Enter');
  const box = page.getByRole('dialog', { name: project.title });
  await expect(box).toBeVisible();
  await expect.poll(() => box.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(box.getByText(`3 / ${project.imageUrls!.length}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(thumb).toBeFocused();
});

test('axe finds nothing on the contact forms with their errors, the calendar and a toast', async ({ page }) => {
  test.setTimeout(60_000); // four scans of a long page
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send melding' }).click();
  await expect(page.getByText('Navn må være minst 2 tegn')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Bestill befaring' }).click();
  await page.getByRole('button', { name: 'Send forespørsel' }).click();
  await expect(page.getByText('Velg prosjekttype', { exact: true }).last()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Ingen av tidene passer' }).click();
  await page.getByLabel(/^Ønsket dato for befaring/).click();
  await expect(page.getByRole('button', { name: 'Neste måned' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.route('**/trpc/public.enquiries.inspection**', (route) => route.abort('connectionrefused'));
  const form = page.getByRole('tabpanel');
  await form.getByLabel(/^Navn/).fill('Test Person');
  await form.getByLabel(/^E-post/).fill('test@example.no');
  await form.getByLabel(/^Telefon/).fill('12345678');
  await form.getByLabel(/^Adresse for befaring/).fill('Testveien 1, 7020 Trondheim');
  await form.getByLabel(/^Prosjekttype/).click();
  await page.getByRole('option', { name: 'Terrasse' }).click();
  await form.getByLabel(/^Beskrivelse av prosjektet/).fill('En ny terrasse på baksiden.');
  await page.getByRole('button', { name: 'Send forespørsel' }).click();
  await expect(page.getByRole('alert')).toContainText('Kunne ikke sende skjema');
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('axe finds nothing on the home page and in the open menu', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Åpne meny' }).click();
    await expect(page.getByRole('dialog', { name: 'Meny' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Meny' })).toHaveCSS('opacity', '1');
    expect(await axeViolations(page)).toEqual([]);
  });
});
