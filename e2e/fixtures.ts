import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_MIN_FILL_SECONDS } from './config';

export { expect };
export const test = base;
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
 * Waits until the form has been shown for the server's minimum fill time: a form sent sooner is kept
 * as spam and not mailed. The form carries its signed stamp `<issued ms>.<signature>` in a hidden field.
 */
export async function fillTimePassed(form: Locator): Promise<void> {
  const token = await form.locator('input[name="formToken"]').getAttribute('value');
  const issuedAt = Number(token?.split('.')[0]);
  const wait = issuedAt + E2E_MIN_FILL_SECONDS * 1000 + 250 - Date.now();
  if (wait > 0) await form.page().waitForTimeout(wait);
}
