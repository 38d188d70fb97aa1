// Firma in the back office: what the administrator saves shows on the public pages at the next load.
import { request as playwrightRequest, type Page } from '@playwright/test';
import { companySeed } from '../src/seeders/company';
import { expectToast } from './admin-helpers';
import { currentServer } from './current-server';
import { ADMIN, expect, loginAsAdmin, test } from './fixtures';

const NEW_PHONE = '+47 911 22 333';
const NEW_PHONE_HREF = 'tel:+4791122333';

// The other specs expect the seeded company: put it back, and remove what this spec added.
test.afterAll(async () => {
  // Sent as a page of this site would: bodiless mutations with the session cookie need a same-site Origin.
  const { origin } = currentServer();
  const ctx = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  try {
    expect((await ctx.post('/api/login', { data: ADMIN })).ok()).toBe(true);
    await ctx.patch('/api/admin/company', { data: { phone: companySeed.phone, email: companySeed.email, openingHours: companySeed.openingHours } });
    for (const m of (await (await ctx.get('/api/admin/team-members')).json()) as Array<{ id: number; name: string }>) {
      if (m.name === 'Kari Testesen') await ctx.delete(`/api/admin/team-members/${m.id}`);
    }
    for (const f of (await (await ctx.get('/api/admin/faq')).json()) as Array<{ id: number; question: string }>) {
      if (f.question.startsWith('Kan dere bygge')) await ctx.delete(`/api/admin/faq/${f.id}`);
    }
    await ctx.post('/api/logout');
  } finally {
    await ctx.dispose();
  }
});

async function openFirma(page: Page, tab: string) {
  await page.getByRole('navigation', { name: 'Administrasjonsmeny' }).getByRole('link', { name: 'Firma' }).click();
  await expect(page).toHaveURL(/\/admin\/company$/);
  await page.getByRole('tab', { name: tab }).click();
}

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? '{}') as Record<string, unknown>;
}

test('a new phone number and Saturday hours saved in Firma show in the header, footer, contact page and JSON-LD', async ({ page }) => {
  await loginAsAdmin(page);
  await openFirma(page, 'Firmaopplysninger');
  const form = page.getByRole('form', { name: 'Firmaopplysninger' });

  // A wrong check digit is refused with the Norwegian message, and nothing is saved.
  await form.getByLabel('Organisasjonsnummer').fill('923 609 017');
  await form.getByRole('button', { name: 'Lagre firmaopplysninger' }).click();
  await expect(form.getByText('Organisasjonsnummeret er ikke gyldig – kontrollsifferet stemmer ikke')).toBeVisible();
  await form.getByLabel('Organisasjonsnummer').fill('999 999 999');

  await form.getByLabel('Telefon').fill(NEW_PHONE);
  const saturday = form.locator('[data-weekday="saturday"]');
  await saturday.getByRole('checkbox', { name: 'Lørdag stengt' }).uncheck();
  await saturday.getByLabel('Lørdag åpner').fill('10:00');
  await saturday.getByLabel('Lørdag stenger').fill('14:00');
  await form.getByRole('button', { name: 'Lagre firmaopplysninger' }).click();
  await expectToast(page, 'Firmaopplysninger lagret');

  await page.goto('/');
  const bar = page.getByRole('link', { name: NEW_PHONE }).first();
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('href', NEW_PHONE_HREF);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: NEW_PHONE })).toHaveAttribute('href', NEW_PHONE_HREF);
  await expect(footer.getByText('Org.nr. 999 999 999 MVA')).toBeVisible();

  await page.goto('/contact');
  const info = page.getByRole('complementary', { name: 'Kontaktinformasjon' });
  await expect(info.getByRole('link', { name: NEW_PHONE })).toHaveAttribute('href', NEW_PHONE_HREF);
  await expect(info.getByText('Lørdag', { exact: true })).toBeVisible();
  await expect(info.getByText('10:00–14:00')).toBeVisible();
  await expect(info.getByText('Søndag', { exact: true })).toBeVisible();

  const ld = await jsonLd(page);
  expect(ld.telephone).toBe('+4791122333');
  expect(ld.openingHoursSpecification).toEqual([
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '16:00' },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '14:00' },
  ]);
});

test('a team member and a question added in Firma show on /about and /contact', async ({ page }) => {
  await loginAsAdmin(page);
  await openFirma(page, 'Team');
  await page.getByRole('button', { name: 'Legg til teammedlem' }).click();
  const memberDialog = page.getByRole('dialog', { name: 'Legg til teammedlem' });
  await memberDialog.getByLabel('Navn').fill('Kari Testesen');
  await memberDialog.getByLabel('Rolle').fill('Lærling');
  await memberDialog.getByLabel('Om personen').fill('Kari er lærling og lærer faget fra bunnen av.');
  await memberDialog.getByRole('button', { name: 'Legg til' }).click();
  await expectToast(page, 'Teammedlem lagt til');
  await expect(page.getByRole('cell', { name: 'Kari Testesen', exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Spørsmål og svar' }).click();
  await page.getByRole('button', { name: 'Legg til spørsmål' }).click();
  const faqDialog = page.getByRole('dialog', { name: 'Legg til spørsmål' });
  await faqDialog.getByLabel('Spørsmål').fill('Kan dere bygge carport?');
  await faqDialog.getByLabel('Svar').fill('Ja, vi bygger carporter og boder i tre.');
  await faqDialog.getByRole('button', { name: 'Legg til' }).click();
  await expectToast(page, 'Spørsmål lagt til');

  await page.goto('/about');
  const history = page.getByRole('region', { name: 'Vår historie' });
  await expect(history.getByText('Kari Testesen', { exact: true })).toBeVisible();
  await expect(history.getByText('Lærling', { exact: true })).toBeVisible();

  await page.goto('/contact');
  const question = page.getByRole('region', { name: 'Ofte stilte spørsmål' }).locator('summary', { hasText: 'Kan dere bygge carport?' });
  await expect(question).toBeVisible();
  await question.click();
  await expect(page.getByText('Ja, vi bygger carporter og boder i tre.')).toBeVisible();
});

test('Firma open in two tabs: saving the e-mail in the stale one keeps the phone number the other saved', async ({ page, context }) => {
  await loginAsAdmin(page);
  const other = await context.newPage();
  for (const tab of [page, other]) await tab.goto('/admin/company');
  const form = (tab: Page) => tab.getByRole('form', { name: 'Firmaopplysninger' });
  // Not NEW_PHONE: the test above may have saved that already, and both tabs would then hold it.
  await form(page).getByLabel('Telefon').fill('+47 922 33 444');
  await form(page).getByRole('button', { name: 'Lagre firmaopplysninger' }).click();
  await expectToast(page, 'Firmaopplysninger lagret');
  await form(other).getByLabel('E-post').fill('kontor@skarpjern-snekker.no');
  await form(other).getByRole('button', { name: 'Lagre firmaopplysninger' }).click();
  await expectToast(other, 'Firmaopplysninger lagret');
  expect(await (await page.request.get('/api/admin/company')).json()).toMatchObject({ phone: '+47 922 33 444', email: 'kontor@skarpjern-snekker.no' });
  await other.close();
});
