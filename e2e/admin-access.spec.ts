// The back office is closed without a session, and its entry pages are accessible.
import { axeViolations, expect, loginAsAdmin, test } from './fixtures';
import { deliverLate } from './network';

test('an unauthenticated visit to an admin page ends on the login page', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Logg inn' })).toBeVisible();

  await page.goto('/admin/projects');
  await expect(page).toHaveURL(/\/admin\/login$/);
  // The admin API answers 401 as well.
  expect((await page.request.get('/api/admin/projects')).status()).toBe(401);
});

test('/admin leads to the dashboard once logged in', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // A logged-in visit to the login page goes straight to the dashboard.
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('login form: required fields and a wrong password', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByText('Brukernavn er påkrevd')).toBeVisible();
  await expect(page.getByText('Passord er påkrevd')).toBeVisible();
  await expect(page.getByLabel('Brukernavn')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Brukernavn').fill('finnes-ikke');
  await page.getByLabel('Passord').fill('feil-passord-123');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  const t = page.locator('.mantine-Notification-root').filter({ hasText: 'Pålogging mislyktes' });
  await expect(t).toContainText('Feil brukernavn eller passord');
  await expect(page).toHaveURL(/\/admin\/login$/);
  // Nothing typed is lost.
  await expect(page.getByLabel('Brukernavn')).toHaveValue('finnes-ikke');
});

test('the login page and the dashboard are axe clean, on a phone too', async ({ page }) => {
  // Several axe runs, each seconds of script on a loaded machine: a slow test's time.
  test.slow();
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Logg inn' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await loginAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Siste aktiviteter' })).toBeVisible();
  await expect(page.getByText('Laster...')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Åpne meny' }).click();
  const menu = page.getByRole('navigation', { name: 'Administrasjonsmeny' });
  await expect(menu.getByRole('link', { name: 'Prosjekter' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await menu.getByRole('link', { name: 'Prosjekter' }).click();
  await expect(page).toHaveURL(/\/admin\/projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Prosjekter' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Åpne meny' })).toBeVisible();
});

test("'Laster...' while the login status is checked, then the page", async ({ page }) => {
  await loginAsAdmin(page);
  await page.route('**/trpc/auth.checkAuth*', (route) => deliverLate(route, 1500));
  await page.goto('/admin/services');
  // By role: while the browser takes over, React keeps the server's copy of the loader hidden next to its own.
  await expect(page.getByRole('status').getByText('Laster...')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Tjenester' })).toBeVisible();
});

test('a session that ended elsewhere sends the user to the login page', async ({ page }) => {
  await loginAsAdmin(page);
  // End the session on the server (as a logout in another tab would). Clearing the browser's cookie
  // would race with in-flight requests whose rolling Set-Cookie puts it straight back.
  expect((await page.request.post('/api/logout', { data: {} })).ok()).toBe(true);
  // The status is cached for 60 s; the first refused admin request makes the shell check again. A
  // background refetch may get there before the click, in which case the link is already gone.
  await page
    .getByRole('navigation', { name: 'Administrasjonsmeny' })
    .getByRole('link', { name: 'Tjenester' })
    .click({ timeout: 5000 })
    .catch(() => {});
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Logg inn' })).toBeVisible();
});
