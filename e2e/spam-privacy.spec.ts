// Spam protection on both forms (a filled honeypot: answered like a success, stored as Spam, not
// mailed; a form sent within the minimum fill time: a message, values kept, nothing stored), the 429
// message in the toast, and the privacy page.
import type { Locator, Page } from '@playwright/test';
import { messages } from '../src/shared/messages';
import { ADMIN, axeViolations, expect, fillTimePassed, test } from './fixtures';
import { adminEnquiries, holdProcedure } from './public-helpers';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));
const toast = (page: Page) => page.getByRole('alert');

type FormCase = { tab: string; form: string; button: string; success: string; fill: (form: Locator, name: string) => Promise<void> };

const forms: FormCase[] = [
  {
    tab: '/contact',
    form: 'Kontaktskjema',
    button: 'Send melding',
    success: 'Melding sendt!',
    fill: async (form, name) => {
      await field(form, 'Navn').fill(name);
      await field(form, 'E-post').fill('robot@example.no');
      await field(form, 'Melding').fill('Billige klokker, klikk her for tilbud!');
    },
  },
  {
    tab: '/contact?tab=inspection',
    form: 'Bestill befaring',
    button: 'Send forespørsel',
    success: 'Befaringsforespørsel sendt!',
    fill: async (form, name) => {
      await field(form, 'Navn').fill(name);
      await field(form, 'E-post').fill('robot@example.no');
      await field(form, 'Telefon').fill('41234567');
      await field(form, 'Adresse for befaring').fill('Fjordgata 1, 7010 Trondheim');
      await field(form, 'Prosjekttype').click();
      await form.page().getByRole('option', { name: 'Annet' }).click();
      await field(form, 'Beskrivelse av prosjektet').fill('Billige klokker, klikk her for tilbud!');
    },
  },
];

/** The stored enquiry and its mails, as the back office sees them. */
async function storedAs(page: Page, name: string) {
  const stored = (await adminEnquiries(page.request, ADMIN)).find((e) => e.name === name);
  expect(stored).toBeDefined();
  const detail = (await (await page.request.get(`/api/admin/contact-submissions/${stored!.id}`)).json()) as { status: string; mails: unknown[] };
  return { status: detail.status, mails: detail.mails.length };
}

for (const c of forms) {
  test.describe(c.form, () => {
    test('a filled honeypot: the visitor sees the success toast; the enquiry is Spam and not mailed', async ({ page }) => {
      const name = unique('Honning Robot');
      await page.goto(c.tab);
      const form = page.getByRole('form', { name: c.form });
      await c.fill(form, name);
      // What a form-filling robot does: it fills every input, also the one people never see.
      await form.locator('input[name="website"]').evaluate((el: HTMLInputElement) => {
        el.value = 'https://spam.example';
      });
      await fillTimePassed(form);
      await form.getByRole('button', { name: c.button }).click();
      await expect(toast(page)).toContainText(c.success);
      expect(await storedAs(page, name)).toEqual({ status: 'spam', mails: 0 });
    });

    test('sent faster than a person could: a message, the values kept and nothing stored; sent again a moment later: Ny and mailed', async ({ page }) => {
      const name = unique('Rask Person');
      // The form's stamp is issued only once everything is filled in (autofill and a pasted text are that fast).
      const release = await holdProcedure(page, 'public.enquiries.formToken');
      await page.goto(c.tab);
      const form = page.getByRole('form', { name: c.form });
      await c.fill(form, name);
      const issued = page.waitForResponse((r) => r.url().includes('public.enquiries.formToken'));
      release();
      await issued;
      await expect(form.locator('input[name="formToken"]')).toHaveCount(1);
      await form.getByRole('button', { name: c.button }).click();
      await expect(toast(page)).toContainText('Kunne ikke sende skjema');
      await expect(toast(page)).toContainText(messages.sentTooFast);
      // The message stays beside the button after the toast has gone, and nothing typed is lost.
      await expect(form.getByText(messages.sentTooFast)).toBeVisible();
      await expect(field(form, 'Navn')).toHaveValue(name);
      expect((await adminEnquiries(page.request, ADMIN)).some((e) => e.name === name)).toBe(false);

      await fillTimePassed(form);
      await form.getByRole('button', { name: c.button }).click();
      await expect(page.getByTestId('sent-panel')).toContainText(c.success);
      await expect.poll(async () => (await adminEnquiries(page.request, ADMIN)).some((e) => e.name === name)).toBe(true);
      expect(await storedAs(page, name)).toEqual({ status: 'new', mails: 2 });
    });
  });
}

test('past the per-address limit, the toast says so and names the phone number; the values stay', async ({ page }) => {
  await page.goto('/contact');
  const message = 'For mange henvendelser på kort tid. Prøv igjen senere, eller ring oss på 73 00 00 00.';
  await page.route('**/trpc/public.enquiries.contact**', (route) =>
    route.fulfill({ status: 429, json: [{ error: { message, code: -32429, data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path: 'public.enquiries.contact' } } }] }),
  );
  const form = page.getByRole('form', { name: 'Kontaktskjema' });
  await forms[0]!.fill(form, 'Ivrig Kunde');
  await fillTimePassed(form);
  await form.getByRole('button', { name: 'Send melding' }).click();
  await expect(toast(page)).toContainText('Kunne ikke sende skjema');
  await expect(toast(page)).toContainText(message);
  await expect(field(form, 'Navn')).toHaveValue('Ivrig Kunde');
});

test('the privacy page: linked from the footer and both forms, in the sitemap, with the company facts; axe-clean', async ({ page }) => {
  await page.goto('/contact');
  for (const name of ['Kontaktskjema', 'Bestill befaring']) {
    if (name === 'Bestill befaring') await page.getByRole('tab', { name: /befaring/i }).click();
    await expect(page.getByRole('form', { name }).getByRole('link', { name: 'personvernerklæringen' })).toHaveAttribute('href', '/personvern');
  }
  await page.getByRole('contentinfo').getByRole('link', { name: 'Personvern' }).click();
  await expect(page).toHaveURL(/\/personvern$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personvernerklæring');
  await expect(page).toHaveTitle(/^Personvernerklæring \| /);
  const company = (await (await page.request.get('/api/company')).json()) as { name: string; email: string };
  const main = page.getByRole('main');
  await expect(main).toContainText(`${company.name} er behandlingsansvarlig`);
  await expect(main).toContainText(company.email);
  for (const heading of ['Hvem som er ansvarlig', 'Hva vi lagrer', 'Hvorfor vi lagrer det', 'Hvor lenge vi lagrer det', 'Dine rettigheter', 'Slik ber du om sletting eller innsyn']) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(main).toContainText('anonymisert automatisk 24 måneder (2 år)');
  await expect(main.getByRole('link', { name: 'Datatilsynet' })).toHaveAttribute('href', 'https://www.datatilsynet.no/');
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page)).toEqual([]);
  // A first load is served as a page of its own (200), and search engines find it.
  expect((await page.request.get('/personvern')).status()).toBe(200);
  expect(await (await page.request.get('/sitemap.xml')).text()).toContain('/personvern</loc>');
});
