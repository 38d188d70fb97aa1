// A customer on a phone books a befaring straight into a free time and sees it in the confirmation.
import { expect, fillTimePassed, test } from './fixtures';
import type { Locator } from '@playwright/test';

const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));

test('on a phone: choose a day and a time, send, and the confirmation shows the booked time', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact?tab=inspection');
  const form = page.getByRole('form', { name: 'Bestill befaring' });
  await field(form, 'Navn').fill('Kari Booking');
  await field(form, 'E-post').fill('kari@example.no');
  await field(form, 'Telefon').fill('41234567');
  await field(form, 'Adresse for befaring').fill('Fjordgata 1, 7010 Trondheim');
  await field(form, 'Prosjekttype').click();
  await page.getByRole('option', { name: 'Terrasse' }).click();
  await field(form, 'Beskrivelse av prosjektet').fill('Ny terrasse på ca. 30 m² mot sør.');

  const picker = form.getByTestId('slot-picker');
  // The calendar starts on Monday; a day with free times is enabled.
  await expect(picker.locator('thead th').first()).toHaveText(/^ma/i);
  const day = picker.locator('table button:not([disabled]):not([data-hidden])').first();
  await day.click();
  const time = picker.getByRole('radio').first();
  const label = (await picker.locator('label').first().innerText()).trim();
  expect(label).toMatch(/^\d{2}:\d{2}$/);
  await picker.getByText(label, { exact: true }).click();
  await expect(time).toBeChecked();
  await expect(form.getByTestId('chosen-slot')).toContainText(`kl. ${label}`);
  await page.screenshot({ path: 'test-results/booking-form-390.png', fullPage: false });

  await fillTimePassed(form);
  await form.getByRole('button', { name: 'Send forespørsel' }).click();
  const sent = page.getByTestId('sent-booking');
  await expect(sent).toContainText(`kl. ${label}`);
  await page.screenshot({ path: 'test-results/booking-sent-390.png' });
  expect(errors).toEqual([]);
});
