// A save stopped by invalid input shows where, on a phone's real layout (which field takes focus and what the
// toast names is a component test: web/src/components/admin/company/CompanyDetailsForm.test.tsx). A save from a
// dialog opened in another tab keeps what was saved meanwhile.
import { expectToast } from './admin-helpers';
import { expect, loginAsAdmin, test } from './fixtures';

test('on a phone, an invalid org.nr. far above the save button is scrolled into view and focused', async ({ page }) => {
  // Which field is focused and what the toast says is a component test (CompanyDetailsForm.test.tsx); here the
  // real layout of a phone.
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
  await expectToast(page, 'Ikke lagret', 'Rett opp Organisasjonsnummer, og lagre på nytt.');
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
