// A save stopped by invalid input shows where: the first invalid field is focused (scrolled into
// view) and a toast names the fields to correct.
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
