import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { E2E_ADMIN } from './config';

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
