// A save stopped by invalid input shows where: the first invalid field is focused (scrolled into
// view) and a toast names the fields to correct. A save from a dialog opened in another tab keeps
// what was saved meanwhile.
import { expectToast } from './admin-helpers';
import { expect, loginAsAdmin, test } from './fixtures';

test('an invalid org.nr. on /admin/company focuses that field and the toast names it', async ({ page }) => {
  await loginAsAdmin(page);
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/admin/company');
  const form = page.getByRole('form', { name: 'Firmaopplysninger' });
  const orgNumber = form.getByLabel('Organisasjonsnummer');
  await orgNumber.fill('923 609 017');
  // The button is far below the field on a phone: the field is out of view when the save is pressed.
  await form.getByRole('button', { name: 'Lagre firmaopplysninger' }).click();
  await expect(orgNumber).toBeFocused();
  await expect(orgNumber).toBeInViewport();
  await expect(orgNumber).toHaveAttribute('aria-invalid', 'true');
  await expectToast(page, 'Ikke lagret', 'Rett opp Organisasjonsnummer, og lagre på nytt.');

  // Two invalid fields: the first in the form's order takes focus, and the toast names both.
  await form.getByLabel('Telefon').fill('12');
  await form.getByRole('button', { name: 'Lagre firmaopplysninger' }).click();
  await expect(orgNumber).toBeFocused();
  await expectToast(page, 'Ikke lagret', 'Rett opp Organisasjonsnummer og Telefon, og lagre på nytt.');
});

test('two tabs editing one service: saving a price in the stale tab keeps the title the other tab saved', async ({ page, context }) => {
  await loginAsAdmin(page);
  const title = `Fanetest ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/admin/services', { data: { title, category: 'small_jobs', price: 'fra 500', priceUnit: 'kr' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const other = await context.newPage();
  const tabs = [page, other];
  for (const tab of tabs) {
    await tab.goto('/admin/services');
    await tab.getByRole('button', { name: `Rediger ${title}`, exact: true }).click();
  }
  await page.getByRole('dialog').getByLabel('Tittel').fill(`${title} og mer`);
  await page.getByRole('dialog').getByRole('button', { name: 'Lagre endringer' }).click();
  await expectToast(page, 'Tjeneste oppdatert');
  await other.getByRole('dialog').getByLabel('Pris', { exact: true }).fill('fra 700');
  await other.getByRole('dialog').getByRole('button', { name: 'Lagre endringer' }).click();
  await expectToast(other, 'Tjeneste oppdatert');
  const services = (await (await page.request.get('/api/admin/services')).json()) as { id: number; title: string; price: string }[];
  expect(services.find((s) => s.id === id)).toMatchObject({ title: `${title} og mer`, price: 'fra 700' });
  await other.close();
  expect((await page.request.delete(`/api/admin/services/${id}`)).status()).toBe(204);
});
