// Both enquiry forms against the server (docs/PRODUCT.md, sections 2 and 4): what is stored as the admin sees
// it, the receipt's reference, the schemas' lazy chunk, values kept across the page's tabs and typed before the
// page became live. Each form's own behaviour (validation, sending state, toasts, clearing, the estimate card)
// is a component test beside it (web/src/components/Contact/*.test.tsx; docs/decisions/0032-test-pyramid.md).
import type { Locator, Page } from '@playwright/test';
import { terraceInputSchema } from '../src/shared/calculators/terrace/schema';
import { estimate } from '../src/shared/pricing';
import { formatNok } from '../src/shared/pricing/format';
import type { PublicPricingParameter } from '../src/shared/pricing/params';
import { todayInOslo } from '../src/shared/schemas/common';
import { chunkFile } from './chunks';
import { E2E_WEB_ROOT } from './config';
import { ADMIN, expect, fillTimePassed, test } from './fixtures';
import { deliverLate } from './network';
import { adminEnquiries } from './public-helpers';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

const toast = (page: Page) => page.getByRole('alert');

/** A field by its label, with or without the required asterisk. */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));

async function expectFieldError(page: Page, label: string, message: string) {
  const input = field(page.getByRole('tabpanel'), label);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(new RegExp(message));
}

test.describe('contact form', () => {
  // Its validation, sending state, confirmation and failures are component tests (ContactForm.test.tsx).
  test('a message reaches the server: the receipt\'s reference in the toast and the confirmation, the toast goes by itself, and the admin sees the message', async ({ page }) => {
    const name = unique('Kari Nordmann');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Kontaktskjema' });
    await field(form, 'Navn').fill(name);
    await field(form, 'E-post').fill('kari@example.no');
    await field(form, 'Telefon (valgfritt)').fill('+47 912 34 567');
    await field(form, 'Melding').fill('Hei! Jeg vil gjerne ha tilbud på nye lister i stua.');
    await fillTimePassed(form);
    await form.getByRole('button', { name: 'Send melding' }).click();

    await expect(toast(page)).toContainText('Melding sendt!');
    await expect(toast(page)).toContainText(/Referansenummer: SK-\d{4}-\d{4,}\./);
    const reference = /SK-\d{4}-\d{4,}/.exec((await toast(page).textContent()) ?? '')?.[0];
    const panel = page.getByTestId('sent-panel');
    await expect(panel).toContainText(`Referansenummer: ${reference}`);
    // The toast goes away by itself after 5 s; the confirmation stays.
    await expect(toast(page)).toHaveCount(0, { timeout: 8000 });
    await expect(panel).toContainText(`Referansenummer: ${reference}`);

    const stored = (await adminEnquiries(page.request, ADMIN)).find((e) => e.name === name);
    expect(stored).toMatchObject({
      type: 'contact',
      email: 'kari@example.no',
      phone: '+47 912 34 567',
      message: 'Hei! Jeg vil gjerne ha tilbud på nye lister i stua.',
    });
  });

  test('without a phone number, the phone is stored as empty', async ({ page }) => {
    const name = unique('Uten Telefon');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Kontaktskjema' });
    await field(form, 'Navn').fill(name);
    await field(form, 'E-post').fill('uten@example.no');
    await field(form, 'Melding').fill('Kan dere ringe meg tilbake på e-post?');
    await fillTimePassed(form);
    await form.getByRole('button', { name: 'Send melding' }).click();
    await expect(toast(page)).toContainText('Melding sendt!');
    const stored = (await adminEnquiries(page.request, ADMIN)).find((e) => e.name === name);
    expect(stored?.phone).toBeNull();
  });
});

test('the form schemas load when a form is first touched, and a field left then is checked', async ({ page }) => {
  // The schemas' own chunk, as the build manifest names it (a facade in front of shared code is possible).
  const schemas = chunkFile(E2E_WEB_ROOT, 'src/shared/schemas/enquiry.ts');
  const loaded = new Set<string>();
  page.on('request', (req) => loaded.add(new URL(req.url()).pathname));
  await page.goto('/contact', { waitUntil: 'networkidle' });
  expect(loaded.has(schemas), 'a visitor who only reads the page does not load them').toBe(false);
  const form = page.getByRole('form', { name: 'Kontaktskjema' });
  await field(form, 'E-post').click();
  await expect.poll(() => loaded.has(schemas)).toBe(true);
  await field(form, 'E-post').fill('ikke-en-adresse');
  await field(form, 'Navn').click();
  await expectFieldError(page, 'E-post', 'Skriv inn en gyldig e-postadresse');
});

test('what was typed in one form is still there after a look at the other tab', async ({ page }) => {
  await page.goto('/contact');
  const contact = page.getByRole('form', { name: 'Kontaktskjema' });
  await field(contact, 'Navn').fill('Kari Nordmann');
  await page.getByRole('tab', { name: 'Bestill befaring' }).click();
  const inspection = page.getByRole('form', { name: 'Bestill befaring' });
  await field(inspection, 'Adresse for befaring').fill('Fjordgata 1');
  await page.getByRole('tab', { name: 'Send melding' }).click();
  await expect(field(contact, 'Navn')).toHaveValue('Kari Nordmann');
  await page.getByRole('tab', { name: 'Bestill befaring' }).click();
  await expect(field(inspection, 'Adresse for befaring')).toHaveValue('Fjordgata 1');
});

test('also when the page was opened on the inspection form', async ({ page }) => {
  await page.goto('/contact?tab=inspection');
  const inspection = page.getByRole('form', { name: 'Bestill befaring' });
  await field(inspection, 'Adresse for befaring').fill('Fjordgata 1');
  await page.getByRole('tab', { name: 'Send melding' }).click();
  await field(page.getByRole('form', { name: 'Kontaktskjema' }), 'Navn').fill('Kari Nordmann');
  await page.getByRole('tab', { name: 'Bestill befaring' }).click();
  await expect(field(inspection, 'Adresse for befaring')).toHaveValue('Fjordgata 1');
});

test('what was typed before the page became live (slow scripts) is kept and sent', async ({ context }) => {
  // Not the fixture's page, whose goto waits for hydration: here the visitor types into the server's HTML at once.
  const page = await context.newPage();
  await page.route('**/assets/*.js', (route) => deliverLate(route, 1500));
  await page.goto('/contact', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Kontaktskjema' });
  const name = unique('Kari Tidlig');
  await field(form, 'Navn').fill(name);
  await field(form, 'E-post').fill('tidlig@example.no');
  await field(form, 'Melding').fill('Skrevet før siden var klar.');
  expect(await page.evaluate(() => 'hydrated' in document.documentElement.dataset)).toBe(false);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await expect(field(form, 'Navn')).toHaveValue(name);
  await fillTimePassed(form);
  await form.getByRole('button', { name: 'Send melding' }).click();
  await expect(page.getByTestId('sent-panel')).toBeVisible();
  await page.close();
});

// The form's validation, calendar, confirmation, estimate card and failures are component tests
// (InspectionForm.test.tsx); here what the server stores.
test.describe('inspection form', () => {
  const open = async (page: Page) => {
    await page.goto('/contact?tab=inspection');
    return page.getByRole('form', { name: 'Bestill befaring' });
  };

  test('the chosen preferred day is stored as yyyy-MM-dd', async ({ page }) => {
    const name = unique('Per Hansen');
    const form = await open(page);
    await field(form, 'Navn').fill(name);
    await field(form, 'E-post').fill('per@example.no');
    await field(form, 'Telefon').fill('41234567');
    await field(form, 'Adresse for befaring').fill('Fjordgata 1, 7010 Trondheim');
    await field(form, 'Prosjekttype').click();
    await page.getByRole('option', { name: 'Interiør Snekkerarbeid' }).click();
    await field(form, 'Beskrivelse av prosjektet').fill('Innebygd garderobe under skråtaket på loftet.');
    await form.getByRole('button', { name: 'Ingen av tidene passer' }).click();
    await field(form, 'Ønsket dato for befaring').click();
    const calendar = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Neste måned' }) });
    await calendar.getByRole('button', { name: 'Neste måned' }).click();
    // The 15th of next month as the calendar (in Oslo time) shows it, whatever this machine's zone.
    const [year, month] = todayInOslo(new Date()).split('-').map(Number) as [number, number];
    const target = new Date(Date.UTC(year, month, 15, 12));
    const day = target.toLocaleDateString('nb-NO', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Oslo' }).replace(/,/g, '');
    await calendar.getByRole('button', { name: day, exact: true }).click();
    // The calendar has closed; a click while it is still closing would only close it.
    await expect(calendar).toBeHidden();
    await fillTimePassed(form);
    await form.getByRole('button', { name: 'Send forespørsel' }).click();
    await expect(toast(page)).toContainText('Befaringsforespørsel sendt!');
    await expect(page.getByTestId('sent-panel')).toContainText(/Referansenummer: SK-\d{4}-\d{4,}/);

    const stored = (await adminEnquiries(page.request, ADMIN)).find((e) => e.name === name);
    expect(stored).toMatchObject({
      type: 'inspection',
      email: 'per@example.no',
      phone: '41234567',
      address: 'Fjordgata 1, 7010 Trondheim',
      projectType: 'interior',
      preferredDate: todayInOslo(target),
      message: 'Innebygd garderobe under skråtaket på loftet.',
      estimate: null,
    });
  });

  test('an estimate handed over from the calculator is sent along and priced by the server; after sending, a reload starts clean', async ({ page }) => {
    const name = unique('Estimat Kunde');
    await page.goto('/');
    const input = { area: 20 };
    const params = (await (await page.request.get('/api/pricing/terrace')).json()) as PublicPricingParameter[];
    const expected = estimate('terrace', terraceInputSchema().parse(input), params);
    expect(expected.total).toBeGreaterThan(0);
    // The total the visitor saw; what is stored is the server's own pricing of the input.
    const handoff = { projectType: 'terrace', estimate: { type: 'terrace', input, shownTotal: expected.total } };
    await page.evaluate((h) => sessionStorage.setItem('skarpjern.estimate-handoff', JSON.stringify(h)), handoff);
    const form = await open(page);
    await expect(form.getByTestId('estimate-card')).toContainText(`${formatNok(expected.total)} kr inkl. mva`);
    await field(form, 'Navn').fill(name);
    await field(form, 'E-post').fill('estimat@example.no');
    await field(form, 'Telefon').fill('98765432');
    await field(form, 'Adresse for befaring').fill('Byåsveien 100, 7021 Trondheim');
    await field(form, 'Beskrivelse av prosjektet').fill('Vi vil ha ny terrasse mot vest, helst før sommeren.');
    await fillTimePassed(form);
    await form.getByRole('button', { name: 'Send forespørsel' }).click();
    await expect(toast(page)).toContainText('Befaringsforespørsel sendt!');

    const stored = (await adminEnquiries(page.request, ADMIN)).find((e) => e.name === name);
    expect(stored?.projectType).toBe('terrace');
    expect(stored?.message).toBe('Vi vil ha ny terrasse mot vest, helst før sommeren.');
    expect(stored?.preferredDate).toBeNull();
    expect(stored?.estimate).toMatchObject({ type: 'terrace', total: expected.total, lines: expected.lines, shownTotal: expected.total });

    // Read once: a reload starts clean.
    await page.reload();
    await expect(field(form, 'Beskrivelse av prosjektet')).toHaveValue('');
    await expect(form.getByTestId('estimate-card')).toHaveCount(0);
  });
});
