// A customer on a phone books a befaring straight into a free time and sees it in the confirmation;
// the owner's availability form refuses values out of range instead of changing them.
import { simpleParser } from 'mailparser';
import { readdirSync, readFileSync } from 'node:fs';
import { currentServer } from './current-server';
import { ADMIN, expect, fillTimePassed, loginAsAdmin, test } from './fixtures';
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
  // The day's times are one radio group, named by the day.
  const times = picker.getByRole('radiogroup', { name: /^Ledige tider / });
  const time = times.getByRole('radio').first();
  const label = (await picker.locator('label').first().innerText()).trim();
  expect(label).toMatch(/^\d{2}:\d{2}$/);
  await picker.getByText(label, { exact: true }).click();
  await expect(time).toBeChecked();
  await expect(form.getByTestId('chosen-slot')).toContainText(`kl. ${label}`);
  await page.screenshot({ path: 'test-results/booking-form-390.png', fullPage: false });

  // Someone else takes that time first: the 409 offers the next free times, the form keeps its values.
  const taken = await page.request.post('/api/inspection', {
    data: { name: 'Ola Først', email: 'ola@example.no', phone: '41234568', address: 'Fjordgata 2, 7010 Trondheim', projectType: 'other', message: 'Rask befaring, takk.', type: 'inspection', slotStart: await time.inputValue() },
  });
  expect(taken.status()).toBe(201);
  await fillTimePassed(form);
  await form.getByRole('button', { name: 'Send forespørsel' }).click();
  await expect(form.getByText('Tidspunktet er ikke ledig lenger. Velg en annen tid.')).toBeVisible();
  await expect(field(form, 'Navn')).toHaveValue('Kari Booking');
  const next = form.getByRole('radiogroup', { name: 'Neste ledige tider' });
  const first = next.getByRole('radio').first();
  await next.locator('label').first().click();
  await expect(first).toBeChecked();
  const firstText = (await form.getByTestId('chosen-slot').locator('strong').innerText()).trim();
  expect(firstText).toMatch(/ kl\. \d{2}:\d{2}–\d{2}:\d{2}$/);
  await page.screenshot({ path: 'test-results/booking-409-390.png', fullPage: false });

  await form.getByRole('button', { name: 'Send forespørsel' }).click();
  const sent = page.getByTestId('sent-booking');
  await expect(sent).toContainText(firstText);
  // The toast names the booked time, not «we will contact you to agree a time».
  await expect(page.getByRole('alert').filter({ hasText: 'Befaringsforespørsel sendt!' })).toContainText(`Befaringen er avtalt ${firstText}`);
  await page.screenshot({ path: 'test-results/booking-sent-390.png' });
  // The browser logs every non-2xx answer; the one 409 above is the refusal the test asked for.
  expect(errors.filter((e) => !e.includes('status of 409'))).toEqual([]);
});

test('on a phone: the manage link from the receipt cancels the befaring, and the page leads on to a new booking', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const slots = (await (await page.request.get('/api/inspection/slots?days=21')).json()) as { start: string }[];
  const sent = await page.request.post('/api/inspection', {
    data: { name: 'Kari Avlyser', email: 'avlyser@example.no', phone: '41234569', address: 'Fjordgata 5, 7010 Trondheim', projectType: 'other', message: 'Befaring av kjeller.', type: 'inspection', slotStart: slots.at(-1)!.start },
  });
  expect(sent.status()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  // The receipt with the manage link is mailed from the job queue, as a file in this run.
  const { mailDir } = currentServer();
  const receipt = () => readdirSync(mailDir).find((f) => f.includes(`${reference}.inspection_booked.customer.`));
  await expect.poll(receipt).toBeTruthy();
  const text = (await simpleParser(readFileSync(`${mailDir}/${receipt()!}`))).text ?? '';
  const manage = /\/befaring\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  expect(manage).toBeTruthy();

  await page.goto(manage!);
  await page.getByRole('button', { name: 'Avlys befaringen' }).click();
  await page.getByRole('button', { name: 'Ja, avlys' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Befaringen er avlyst');
  await page.getByRole('link', { name: 'bestille en ny tid her' }).click();
  await expect(page).toHaveURL(/\/contact\?tab=inspection$/);
  await expect(page.getByRole('form', { name: 'Bestill befaring' })).toBeVisible();
});

test('the availability form shows why 0 minutes per befaring or a negative pause cannot be saved', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/admin/bookings');
  const form = page.getByRole('form', { name: 'Tider for befaring' });
  const length = form.getByLabel('Varighet per befaring (minutter)');
  const pause = form.getByLabel('Reisetid mellom befaringer (minutter)');
  const before = await length.inputValue();
  await length.fill('0');
  await pause.fill('-5');
  await form.getByRole('button', { name: 'Lagre' }).click();
  await expect(form.getByText('Varigheten må være et helt tall fra 15 til 480 minutter.')).toBeVisible();
  await expect(form.getByText('Reisetiden må være et helt tall fra 0 til 240 minutter.')).toBeVisible();
  await page.screenshot({ path: 'test-results/booking-settings-invalid.png' });
  // Nothing was changed behind the owner's back, and nothing was saved.
  await expect(length).toHaveValue('0');
  await expect(pause).toHaveValue('-5');
  await page.reload();
  await expect(page.getByRole('form', { name: 'Tider for befaring' }).getByLabel('Varighet per befaring (minutter)')).toHaveValue(before);
});

test('while free times are offered the form asks for one date choice; «Ingen av tidene passer» reveals the preferred date', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/contact?tab=inspection');
  const form = page.getByRole('form', { name: 'Bestill befaring' });
  const picker = form.getByTestId('slot-picker');
  await expect(picker).toBeVisible();
  // One calendar: the free times. The preferred date is not beside it.
  await expect(form.getByLabel(/^Ønsket dato for befaring/)).toHaveCount(0);
  await expect(form.getByRole('table')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/inspection-slots-1280.png', fullPage: true });

  // A time chosen, then none of them fits after all: the time goes, the preferred date comes.
  await picker.locator('table button:not([disabled]):not([data-hidden])').first().click();
  await picker.locator('label').first().click();
  await expect(form.getByTestId('chosen-slot')).toBeVisible();
  await form.getByRole('button', { name: 'Ingen av tidene passer' }).click();
  await expect(picker).toHaveCount(0);
  const date = form.getByLabel(/^Ønsket dato for befaring/);
  await expect(date).toBeVisible();
  await expect(form.getByText('Valgfritt – vi kontakter deg uansett for å avtale tidspunkt.')).toBeVisible();
  await page.screenshot({ path: 'test-results/inspection-own-date-1280.png', fullPage: true });

  // And back: the free times return, the preferred date is hidden again.
  await form.getByRole('button', { name: 'Vis ledige tider' }).click();
  await expect(picker).toBeVisible();
  await expect(form.getByTestId('chosen-slot')).toHaveCount(0);
  await expect(date).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('with booking switched off (no free times), the preferred date is the form\'s one date field', async ({ page }) => {
  const login = await page.request.post('/api/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  const settings = (await (await page.request.get('/api/admin/bookings/settings')).json()) as Record<string, unknown> & { effectiveWindows: { opens: string; closes: string }[] };
  const input = { windows: settings.windows, slotMinutes: settings.slotMinutes, bufferMinutes: settings.bufferMinutes, minNoticeDays: settings.minNoticeDays, daysAhead: settings.daysAhead, blockedDays: settings.blockedDays };
  const closed = settings.effectiveWindows.map((w) => ({ ...w, closed: true }));
  expect((await page.request.put('/api/admin/bookings/settings', { data: { ...input, windows: closed } })).ok()).toBe(true);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact?tab=inspection');
    const form = page.getByRole('form', { name: 'Bestill befaring' });
    await expect(form.getByLabel(/^Ønsket dato for befaring/)).toBeVisible();
    await expect(form.getByTestId('slot-picker')).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Ingen av tidene passer' })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Vis ledige tider' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/inspection-no-slots-390.png', fullPage: true });
  } finally {
    expect((await page.request.put('/api/admin/bookings/settings', { data: input })).ok()).toBe(true);
  }
});
