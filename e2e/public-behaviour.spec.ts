// Behaviour of the public site that is easy to break without noticing: scrolling on navigation,
// the toast's keyboard access and width, server answers without a message, the forms by keyboard
// alone, and project pages with few or no images.
import type { Locator, Page } from '@playwright/test';
import { adminOnlyFiles, chunkFile } from './chunks';
import { E2E_WEB_ROOT } from './config';
import { expect, fillTimePassed, test } from './fixtures';
import { publicProjects, rewriteProcedure } from './public-helpers';

const toast = (page: Page) => page.getByRole('alert');
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function fillContact(form: Locator) {
  await field(form, 'Navn').fill('Ola Nordmann');
  await field(form, 'E-post').fill('ola@example.no');
  await field(form, 'Melding').fill('Vi trenger hjelp med en ny terrasse.');
}

test('a click on the link of the page already shown scrolls back to the top; changing a tab keeps the place', async ({ page }) => {
  await page.goto('/services');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(500);
  // The menu's link (the footer's service links now lead to a group on the page, not its top).
  await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Tjenester' }).click();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goto('/contact');
  const tabs = page.getByRole('tablist', { name: 'Velg skjema' });
  await expect(page.getByRole('form', { name: 'Kontaktskjema' })).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 120, behavior: 'instant' }));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(50);
  await expect(tabs).toBeInViewport();
  const before = await scrollY(page);
  // By keyboard, so the test itself scrolls nothing.
  await tabs.getByRole('tab', { name: 'Send melding' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\?tab=inspection$/);
  await expect(page.getByRole('form', { name: 'Bestill befaring' })).toBeVisible();
  expect(await scrollY(page)).toBe(before);
});

test('F8 moves focus to the toast, which is at most 420 px wide', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Kontaktskjema' });
  await fillContact(form);
  await page.route('**/trpc/public.enquiries.contact**', (route) => route.abort('connectionrefused'));
  await form.getByRole('button', { name: 'Send melding' }).click();
  await expect(toast(page)).toBeVisible();
  await page.keyboard.press('F8');
  await expect(page.locator('.mantine-Notification-root')).toBeFocused();
  const width = await toast(page).evaluate((el) => el.getBoundingClientRect().width);
  // Layout works in fractions of a pixel (420.00006 is 420).
  expect(Math.round(width)).toBeLessThanOrEqual(420);
});

test.describe('server answers', () => {
  test('contact: an answer without a message, or a proxy error page, says "Noe gikk galt ved sending av skjemaet"', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Kontaktskjema' });
    await fillContact(form);
    await page.route('**/trpc/public.enquiries.contact**', (route) =>
      route.fulfill({ status: 500, json: [{ error: { message: '', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } }] }),
    );
    await form.getByRole('button', { name: 'Send melding' }).click();
    await expect(toast(page)).toContainText('Kunne ikke sende skjema');
    await expect(toast(page)).toContainText('Noe gikk galt ved sending av skjemaet');

    await page.unrouteAll({ behavior: 'wait' });
    await page.route('**/trpc/public.enquiries.contact**', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad Gateway</body></html>' }),
    );
    await form.getByRole('button', { name: 'Send melding' }).click();
    await expect(toast(page)).toHaveCount(1);
    await expect(toast(page)).toContainText('Noe gikk galt ved sending av skjemaet');
    await expect(toast(page)).not.toContainText(/Unexpected|JSON|token/);
  });

  test('inspection: the server message is shown; a success then replaces the failure toast', async ({ page }) => {
    await page.goto('/contact?tab=inspection');
    const form = page.getByRole('form', { name: 'Bestill befaring' });
    await field(form, 'Navn').fill('Lise Berg');
    await field(form, 'E-post').fill('lise@example.no');
    await field(form, 'Telefon').fill('45678912');
    await field(form, 'Adresse for befaring').fill('Elgeseter gate 5, 7030 Trondheim');
    await field(form, 'Prosjekttype').click();
    await page.getByRole('option', { name: 'Renovering' }).click();
    await field(form, 'Beskrivelse av prosjektet').fill('Nytt bad i andre etasje, ca. 6 m².');
    await page.route('**/trpc/public.enquiries.inspection**', (route) =>
      route.fulfill({
        status: 400,
        json: [{ error: { message: 'Adressen ligger utenfor området vårt.', code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400 } } }],
      }),
    );
    await form.getByRole('button', { name: 'Send forespørsel' }).click();
    await expect(toast(page)).toContainText('Kunne ikke sende skjema');
    await expect(toast(page)).toContainText('Adressen ligger utenfor området vårt.');
    await expect(field(form, 'Beskrivelse av prosjektet')).toHaveValue('Nytt bad i andre etasje, ca. 6 m².');

    await page.unrouteAll({ behavior: 'wait' });
    await fillTimePassed(form);
    await form.getByRole('button', { name: 'Send forespørsel' }).click();
    await expect(toast(page)).toHaveCount(1);
    await expect(toast(page)).toContainText('Befaringsforespørsel sendt!');
    await expect(toast(page)).not.toContainText('Kunne ikke sende skjema');
    // Success toasts, too, leave after 5 s.
    await expect(toast(page)).toHaveCount(0, { timeout: 8000 });
  });
});

test.describe('forms by keyboard alone', () => {
  test('tabs switch with the arrow keys; the contact form is filled and sent without a mouse', async ({ page }) => {
    await page.goto('/contact');
    const contactTab = page.getByRole('tab', { name: 'Send melding' });
    await contactTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Bestill befaring' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('form', { name: 'Bestill befaring' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(contactTab).toHaveAttribute('aria-selected', 'true');

    const form = page.getByRole('form', { name: 'Kontaktskjema' });
    await field(form, 'Navn').focus();
    await page.keyboard.type('Tastatur Bruker');
    await page.keyboard.press('Tab');
    await page.keyboard.type('tastatur@example.no');
    await page.keyboard.press('Tab');
    await page.keyboard.type('91234567');
    await page.keyboard.press('Tab');
    await expect(field(form, 'Melding')).toBeFocused();
    await page.keyboard.type('Jeg bruker bare tastaturet, og det går fint.');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Send melding' })).toBeFocused();
    await fillTimePassed(form);
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Melding sendt!');
    // The confirmation takes the focus, so the keyboard goes on from there.
    await expect(page.getByTestId('sent-panel')).toBeFocused();
  });

  test('the inspection form: project type and date are chosen with the keyboard', async ({ page }) => {
    await page.goto('/contact?tab=inspection');
    const form = page.getByRole('form', { name: 'Bestill befaring' });
    await field(form, 'Prosjekttype').focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(field(form, 'Prosjekttype')).toHaveValue(/\S/);
    await expect(page.getByRole('listbox')).toBeHidden();

    await form.getByRole('button', { name: 'Ingen av tidene passer' }).click();
    const date = field(form, 'Ønsket dato for befaring');
    await date.focus();
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Neste måned' }) });
    await expect(calendar).toBeVisible();
    // Focus moves into the calendar once it has opened (and stays there); Tab reaches the days, Enter picks one.
    await expect.poll(() => calendar.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 8 && !(await calendar.locator('table button:focus').count()); i++) await page.keyboard.press('Tab');
    await expect(calendar.locator('table button:focus')).toHaveCount(1);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(date).not.toContainText('Velg dato');
  });
});

test('the message field is at least about 120 px tall', async ({ page }) => {
  await page.goto('/contact');
  const height = await field(page.getByRole('form', { name: 'Kontaktskjema' }), 'Melding').evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBeGreaterThanOrEqual(118);
});

test.describe('project pages with few images', () => {
  test('six or fewer images: no "Se alle bilder" button', async ({ page }) => {
    const project = (await publicProjects(page.request)).find((p) => (p.imageUrls?.length ?? 0) > 0 && p.imageUrls!.length <= 6)!;
    expect(project, 'the seed has a project with at most six images').toBeTruthy();
    await page.goto(`/projects/${project.id}`);
    await expect(page.getByRole('button', { name: /^Vis bilde \d+ av/ })).toHaveCount(project.imageUrls!.length);
    await expect(page.getByRole('button', { name: /^Se alle bilder/ })).toHaveCount(0);
  });

  test('a project without images, location or description still reads well', async ({ page }) => {
    const project = (await publicProjects(page.request))[0]!;
    await rewriteProcedure<Record<string, unknown>>(page, 'public.projects.byId', (p) => ({ ...p, imageUrls: null, location: null, description: null }));
    // Reached in the app (a first load has the project in its HTML, untouched by the rewrite).
    await page.goto('/projects');
    await page.getByRole('tabpanel').getByRole('link', { name: project.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Vis bilde/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Om Prosjektet' })).toBeVisible();
    await expect(page.locator('main img[src=""]')).toHaveCount(0);
  });
});

test('public pages load no back-office code; the login page does', async ({ page }) => {
  const adminOnly = adminOnlyFiles(E2E_WEB_ROOT);
  expect(adminOnly.size).toBeGreaterThan(5);
  const loaded = new Set<string>();
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (/\.(js|css)$/.test(url.pathname)) loaded.add(url.pathname);
  });
  const project = (await publicProjects(page.request))[0]!;
  for (const path of ['/', '/services', '/projects', `/projects/${project.id}`, '/about', '/contact?tab=inspection', '/calculator?type=bathroom', '/finnes-ikke']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect([...loaded].filter((f) => adminOnly.has(f))).toEqual([]);

  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Logg inn' })).toBeVisible();
  expect([...loaded].filter((f) => adminOnly.has(f)).length).toBeGreaterThan(0);
});

test('the lightbox loads its code when wanted, not with the page', async ({ page }) => {
  const loaded = new Set<string>();
  page.on('request', (req) => loaded.add(new URL(req.url()).pathname));
  const lightbox = chunkFile(E2E_WEB_ROOT, 'src/components/Projects/Lightbox.tsx');
  const project = (await publicProjects(page.request)).find((p) => (p.imageUrls?.length ?? 0) > 1)!;
  await page.goto(`/projects/${project.id}`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  expect(loaded.has(lightbox)).toBe(false);
  await page.getByRole('button', { name: /^Vis bilde 2 av/ }).click();
  await expect(page.getByRole('dialog', { name: project.title })).toBeVisible();
  expect(loaded.has(lightbox)).toBe(true);
});

test("the inspection form's calendar loads its code when the form shows it, not with /contact", async ({ page }) => {
  const loaded = new Set<string>();
  page.on('request', (req) => loaded.add(new URL(req.url()).pathname));
  const dateChoice = chunkFile(E2E_WEB_ROOT, 'src/components/Contact/DateChoice.tsx');
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  expect(loaded.has(dateChoice)).toBe(false);
  await page.getByRole('tab', { name: 'Bestill befaring' }).click();
  // The free times as a calendar, or the preferred date when none is offered: either way the calendar's code.
  await expect(page.getByTestId('slot-choice').or(page.getByLabel('Ønsket dato for befaring'))).toBeVisible();
  expect(loaded.has(dateChoice)).toBe(true);
});
