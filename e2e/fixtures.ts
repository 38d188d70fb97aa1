import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_MIN_FILL_SECONDS } from './config';

export { expect };

/**
 * Pages arrive server-rendered and become interactive when hydrated. Typing into a field before
 * that would be lost, so navigation in the tests waits for the app's hydration mark
 * (`<html data-hydrated>`), as a person would wait for a page to settle.
 * After the test, routes the test set are dropped without waiting for their handlers.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const settle = async () => {
        await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 }).catch(() => {});
      };
      const goto = page.goto.bind(page);
      page.goto = async (...args) => {
        const res = await goto(...args);
        await settle();
        return res;
      };
      const reload = page.reload.bind(page);
      page.reload = async (...args) => {
        const res = await reload(...args);
        await settle();
        return res;
      };
    }
    await use(page);
    // A route handler still running as the page closes (a refetch on blur, a held request) would
    // throw after the test ended, and Playwright reports that against the next test on the worker.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
});
export const ADMIN = E2E_ADMIN;

/** Logs in through the real login form and waits for the dashboard. */
export async function loginAsAdmin(page: Page, creds = ADMIN): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Brukernavn').fill(creds.username);
  await page.getByLabel('Passord').fill(creds.password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** WCAG 2.1 AA violations on the current page (axe). */
export async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

/**
 * Waits until the form has been shown for the server's minimum fill time: a form sent sooner is
 * refused with a message. The form carries its signed stamp `<issued ms>.<signature>` in a hidden field.
 */
export async function fillTimePassed(form: Locator): Promise<void> {
  const token = await form.locator('input[name="formToken"]').getAttribute('value');
  const issuedAt = Number(token?.split('.')[0]);
  // A condition on the clock, polled: the stamp's age passing the server's minimum.
  await expect.poll(() => Date.now() - issuedAt, { timeout: E2E_MIN_FILL_SECONDS * 1000 + 10_000 }).toBeGreaterThan(E2E_MIN_FILL_SECONDS * 1000 + 250);
}
