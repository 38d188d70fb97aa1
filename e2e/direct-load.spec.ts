// Every route as a visitor gets it on a direct load, while the server is fresh: this file runs before
// all others (the `fresh` project in playwright.config.ts), so each page is the first of its kind
// the server renders. No console error or warning (React, hydration, CSP), the back office shows its
// content at once, and a page looks the same on a direct load as after navigation.
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, loginAsAdmin, test } from './fixtures';
import { publicProjects } from './public-helpers';

const PUBLIC = ['/', '/services', '/projects', '/about', '/contact', '/contact?tab=inspection', '/calculator', '/calculator?type=bathroom', '/personvern', '/priser', '/finnes-ikke'];
const ADMIN = ['/admin/dashboard', '/admin/projects', '/admin/services', '/admin/images', '/admin/pricing-parameters', '/admin/contact-submissions', '/admin/company', '/admin/activity-logs', '/admin/settings'];

/** Console errors and warnings and uncaught errors, from now on. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    // The not-found page is answered with 404 on purpose; Chromium reports the document's status.
    if (msg.text().includes('status of 404') && msg.location().url.endsWith('/finnes-ikke')) return;
    problems.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

test('every public page, the first of its kind since the server started: no console error, warning or CSP violation', async ({ page }) => {
  // Eleven first loads; each page becomes live only after it has loaded (its scripts wait for that), slower on a busy machine.
  test.slow();
  const problems = watchConsole(page);
  const project = (await publicProjects(page.request)).find((p) => (p.imageUrls?.length ?? 0) > 1)!;
  for (const path of [...PUBLIC, `/projects/${project.id}`]) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  }
  // A dialog (the project's lightbox) adds its scroll lock as a style element: it carries the nonce.
  await page.getByRole('button', { name: /^Vis bilde 1 av/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  // The inspection form was rendered by the server on /contact?tab=inspection, not left to the browser.
  const html = await (await page.request.get('/contact?tab=inspection')).text();
  expect(html).toContain('Adresse for befaring');
  expect(problems).toEqual([]);
});

// How soon it shows is measured by `npm run bench` («/admin/login, form visible»), not asserted here.
test('the login form shows on a direct load, with no console error', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/admin/login', { waitUntil: 'commit' });
  await expect(page.getByLabel('Brukernavn')).toBeVisible();
  expect(problems).toEqual([]);
});

test('every back-office page on a direct load: its content, and no console error, warning or CSP violation', async ({ page }) => {
  test.setTimeout(60_000); // a dozen pages, each loaded until the network is idle
  await loginAsAdmin(page);
  const problems = watchConsole(page);
  for (const path of ADMIN) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('main')).toBeVisible();
  }
  // A dialog of the back office, with its scroll lock.
  await page.goto('/admin/projects');
  await page.getByRole('button', { name: 'Legg til prosjekt' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(problems).toEqual([]);
});

test('Firma looks the same on a direct load as when reached through the menu', async ({ page }) => {
  await loginAsAdmin(page);
  const styleOf = (selector: string) =>
    page.locator(selector).first().evaluate((el) => {
      const s = getComputedStyle(el);
      return { appearance: s.appearance, width: s.width, height: s.height, border: s.border, background: s.backgroundColor, radius: s.borderRadius, padding: s.padding };
    });
  const look = async () => ({
    checkbox: await styleOf('input[type="checkbox"]'),
    fieldset: await styleOf('fieldset'),
  });
  await page.goto('/admin/company', { waitUntil: 'networkidle' });
  const direct = await look();
  // Mantine's checkbox hides the browser's own box and draws its own; its fieldset has a rounded frame.
  expect(direct.checkbox.appearance).toBe('none');
  expect(direct.fieldset.radius).not.toBe('0px');

  await page.goto('/admin/dashboard', { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'Firma', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/company$/);
  await expect(page.locator('fieldset').first()).toBeVisible();
  expect(await look()).toEqual(direct);
});
