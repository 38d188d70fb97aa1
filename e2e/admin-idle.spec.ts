// The idle timeout: 30 minutes without interaction end the back-office session, although the
// 60 s background refetch keeps talking to the server all along.
import { expectToast } from './admin-helpers';
import { expect, loginAsAdmin, test } from './fixtures';

test('30 minutes without interaction log out, with an explanation; interaction keeps the session', async ({ page }) => {
  await page.clock.install();
  await loginAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Used now and then: still logged in after 50 minutes.
  await page.clock.fastForward('25:00');
  await page.mouse.move(200, 300);
  await page.keyboard.press('Shift');
  await page.clock.fastForward('25:00');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect((await page.request.get('/api/admin/check-auth')).status()).toBe(200);

  // Then left alone (the refetches go on): still in after 29 minutes, out after 30.
  let loggedOut = false;
  page.on('request', (req) => {
    if (/auth\.logout|\/api\/logout/.test(req.url())) loggedOut = true;
  });
  await page.mouse.move(220, 320);
  await page.clock.fastForward('29:00');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(loggedOut).toBe(false);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.clock.fastForward('01:30');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expectToast(page, 'Logget ut på grunn av inaktivitet', 'Du har ikke brukt administrasjonen på 30 minutter');
  const check = await page.request.get('/api/admin/check-auth');
  expect(check.status()).toBe(401);
  expect(await check.json()).toMatchObject({ authenticated: false });
});
