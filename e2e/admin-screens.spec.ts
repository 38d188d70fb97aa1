// Back-office screens beyond the administrator's day: what the dashboard counts, the empty texts,
// the service parent choice, an enquiry from the public contact form, and logins in the activity log.
import type { Page } from '@playwright/test';
import { choose, dialog, expectToast } from './admin-helpers';
import { rewriteProcedure } from './public-helpers';
import { expect, fillTimePassed, loginAsAdmin, test } from './fixtures';

const run = Date.now().toString(36);
const main = (page: Page) => page.locator('#admin-main');

async function json<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

test('the dashboard counts what the API lists and shows at most five activities', async ({ page }) => {
  await loginAsAdmin(page);
  const [projects, services, enquiryList, log, dashboard] = await Promise.all([
    json<unknown[]>(page, '/api/admin/projects'),
    json<unknown[]>(page, '/api/admin/services'),
    page.request.get('/api/admin/contact-submissions?limit=1'),
    json<{ total: number }>(page, '/api/admin/activity-logs/page'),
    json<{ projects: number; services: number; enquiries: number; activities: number; latestActivities: unknown[] }>(page, '/api/admin/dashboard'),
  ]);
  // The list is paged; its total (the inbox's default filter: everything but spam) is in a header.
  const enquiries = { length: Number(enquiryList.headers()['x-total-count']) };
  expect(dashboard).toMatchObject({ projects: projects.length, services: services.length, enquiries: enquiries.length, activities: log.total });

  await page.reload();
  const counters: Array<[string, number]> = [
    ['Prosjekter', projects.length],
    ['Tjenester', services.length],
    ['Henvendelser', enquiries.length],
    ['Loggførte aktiviteter', log.total],
  ];
  for (const [label, value] of counters) {
    const card = main(page).locator('.mantine-Paper-root').filter({ has: page.getByText(label, { exact: true }) });
    await expect(card, label).toContainText(String(value));
  }
  const latest = main(page).locator('.mantine-Paper-root').filter({ has: page.getByRole('heading', { name: 'Siste aktiviteter' }) });
  // The login above is one of them, so there are some; never more than five.
  await expect(latest.getByRole('listitem')).toHaveCount(Math.min(5, log.total));
  await expect(latest.getByRole('listitem').first()).toContainText(/Logg inn|Opprett|Oppdater|Slett|Logg ut/);
});

test('empty lists say so, in the words of the spec', async ({ page }) => {
  await rewriteProcedure(page, 'admin.dashboard.stats', (d: object) => ({ ...d, latestActivities: [] }));
  await rewriteProcedure(page, 'admin.projects.list', () => []);
  await rewriteProcedure(page, 'admin.services.list', () => []);
  await rewriteProcedure(page, 'admin.enquiries.page', (d: object) => ({ ...d, items: [], total: 0 }));
  await rewriteProcedure(page, 'admin.pricingParameters.list', () => []);
  await rewriteProcedure(page, 'admin.activity.page', (d: object) => ({ ...d, items: [], total: 0 }));
  await loginAsAdmin(page);
  await expect(main(page).getByText('Ingen aktiviteter registrert ennå', { exact: true })).toBeVisible();
  const screens: Array<[string, string]> = [
    ['/admin/projects', 'Ingen prosjekter funnet'],
    ['/admin/services', 'Ingen tjenester funnet'],
    ['/admin/contact-submissions', 'Ingen henvendelser funnet'],
    ['/admin/pricing-parameters', 'Ingen parametere funnet for denne kategorien. Legg til nye parametere med knappen over.'],
    ['/admin/activity-logs', 'Ingen aktivitetslogger funnet'],
  ];
  for (const [path, text] of screens) {
    await page.goto(path);
    await expect(main(page).getByText(text, { exact: true }), path).toBeVisible();
  }
});

test('the parent choice offers only main services, never the service itself', async ({ page }) => {
  await loginAsAdmin(page);
  type S = { id: number; title: string; parentId: number | null };
  const services = await json<S[]>(page, '/api/admin/services');
  const mains = services.filter((s) => s.parentId === null);
  const subs = services.filter((s) => s.parentId !== null);
  const childless = mains.find((m) => !subs.some((s) => s.parentId === m.id));
  const sub = subs[0];
  expect(childless, 'a seeded main service without sub-services').toBeDefined();
  expect(sub, 'a seeded sub-service').toBeDefined();

  await page.goto('/admin/services');
  for (const service of [childless!, sub!]) {
    await page.getByRole('button', { name: `Rediger ${service.title}`, exact: true }).click();
    await dialog(page).getByRole('combobox', { name: 'Overordnet tjeneste' }).click();
    const offered = await page.getByRole('option').allTextContents();
    expect(offered).toEqual(['Ingen (hovedtjeneste)', ...mains.filter((m) => m.id !== service.id).map((m) => m.title)]);
    await page.keyboard.press('Escape');
    await dialog(page).getByRole('button', { name: 'Avbryt' }).click();
    await expect(dialog(page)).toHaveCount(0);
  }
  // The sub-service shows its parent by name.
  const parent = mains.find((m) => m.id === sub!.parentId)!;
  await expect(page.getByRole('row').filter({ hasText: sub!.title }).first()).toContainText(`Undertjeneste av ${parent.title}`);
});

test('a message from the public contact form reaches the enquiries as Kontakt, with a dash for no phone', async ({ page }) => {
  const name = `E2E Kontakt ${run}`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Kontaktskjema' });
  await form.getByRole('textbox', { name: 'Navn' }).fill(name);
  await form.getByRole('textbox', { name: 'E-post' }).fill('kontakt-e2e@example.no');
  await form.getByRole('textbox', { name: 'Melding' }).fill('Hei! Kan dere se på en ny kjøkkenbenk for oss i vår?');
  // Sent at a person's pace: a form sent within the minimum fill time is refused.
  await fillTimePassed(form);
  await form.getByRole('button', { name: 'Send melding' }).click();
  await expectToast(page, 'Melding sendt!', 'Vi vil kontakte deg så snart som mulig.');

  await loginAsAdmin(page);
  await page.goto('/admin/contact-submissions');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell').nth(1)).toHaveText(/^SK-\d{4}-\d{4,}$/);
  await expect(row.getByRole('cell').nth(2)).toHaveText('Kontakt');
  await expect(row.getByRole('cell').nth(3).getByRole('combobox')).toHaveValue('new');
  await expect(row.getByRole('cell').nth(6)).toHaveText('-');
  await expect(row).toContainText('kontakt-e2e@example.no');
  await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);

  // Logged as created by a visitor (no user id).
  const enquiries = await json<Array<{ id: number; name: string }>>(page, '/api/admin/contact-submissions');
  const id = enquiries.find((e) => e.name === name)!.id;
  await page.goto('/admin/activity-logs');
  await page.getByRole('tab', { name: 'Opprett', exact: true }).click();
  await choose(page, 'Entitetstype', 'Kontakt');
  const logged = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
  await expect(logged).toContainText('Besøkende');
});

test('logins and logouts are in the activity log as Logg inn and Logg ut of Bruker', async ({ page }) => {
  await loginAsAdmin(page);
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expectToast(page, 'Logget ut');
  await loginAsAdmin(page);
  const userId = (await json<Array<{ action: string; userId: number }>>(page, '/api/admin/activity-logs?action=login&limit=1'))[0]!.userId;

  await page.goto('/admin/activity-logs');
  await page.getByRole('tab', { name: 'Logg inn', exact: true }).click();
  const rows = main(page).getByRole('row').filter({ has: page.getByRole('cell', { name: 'Bruker', exact: true }) });
  await expect(rows.first()).toContainText('Logg inn');
  await expect(rows.first().getByRole('cell', { name: String(userId), exact: true }).first()).toBeVisible();

  // Logouts have no tab of their own; they are under Alle, filtered to Bruker.
  await page.getByRole('tab', { name: 'Alle', exact: true }).click();
  await choose(page, 'Entitetstype', 'Bruker');
  const newest = main(page).getByRole('row').filter({ has: page.getByRole('cell', { name: 'Bruker', exact: true }) });
  await expect(newest.nth(0)).toContainText('Logg inn');
  await expect(newest.nth(1)).toContainText('Logg ut');
});
