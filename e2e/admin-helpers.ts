// Small helpers for the back-office browser tests.
import { request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import { currentServer } from './current-server';
import { ADMIN, expect } from './fixtures';

/** The newest toast (Mantine notification) with this title; an older one may still be fading out. */
export function toast(page: Page, title: string): Locator {
  return page.locator('.mantine-Notification-root').filter({ hasText: title }).last();
}

export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const t = toast(page, title);
  await expect(t).toBeVisible();
  if (description) await expect(t).toContainText(description);
}

/** Picks an option of a Mantine Select by its label. */
export async function choose(page: Page, label: string, option: string, scope: Page | Locator = page) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The open dialog (Mantine Modal), by its title when several may be on screen at once. */
export function dialog(page: Page, name?: string): Locator {
  return name ? page.getByRole('dialog', { name }) : page.getByRole('dialog');
}

/** The case's own page (/admin/contact-submissions/{id}). */
export function casePage(page: Page): Locator {
  return page.getByTestId('case-page');
}

/** Loads a case's page directly (as a reload or a link from a mail does) and waits for its heading. */
export async function openCase(page: Page, id: number, name?: string): Promise<Locator> {
  await page.goto(`/admin/contact-submissions/${id}`);
  const view = casePage(page);
  await expect(view.locator('#sak-tittel')).toContainText(name ?? 'SK-');
  return view;
}

/** Today + n days in Trondheim, yyyy-MM-dd. */
export function osloDay(offsetDays = 0): string {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    d,
  );
}

/**
 * Puts the e2e administrator's original credentials back, whatever a failed test left behind, so
 * the other specs can still log in.
 */
export async function restoreAdmin(changed: { username: string; password: string }[]) {
  const ctx = await playwrightRequest.newContext({ baseURL: currentServer().origin });
  try {
    for (const creds of [ADMIN, ...changed]) {
      for (const password of [ADMIN.password, ...changed.map((c) => c.password)]) {
        const res = await ctx.post('/api/login', { data: { username: creds.username, password } });
        if (!res.ok()) continue;
        if (creds.username !== ADMIN.username)
          await ctx.patch('/api/admin/update-username', { data: { newUsername: ADMIN.username, currentPassword: password } });
        if (password !== ADMIN.password)
          await ctx.patch('/api/admin/update-password', { data: { currentPassword: password, newPassword: ADMIN.password } });
        await ctx.post('/api/logout', { data: {} });
        return;
      }
    }
  } finally {
    await ctx.dispose();
  }
}
