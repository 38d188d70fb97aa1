// Both enquiry forms end to end (docs/PRODUCT.md, sections 2 and 4): every validation message at its field,
// the sending state, success and failure toasts, clearing, and the stored enquiry as the admin sees it.
import type { Locator, Page, Route } from '@playwright/test';
import { terraceInputSchema } from '../src/shared/calculators/terrace/schema';
import { estimate } from '../src/shared/pricing';
import { formatNok } from '../src/shared/pricing/format';
import type { PublicPricingParameter } from '../src/shared/pricing/params';
import { todayInOslo } from '../src/shared/schemas/common';
import { chunkFile } from './chunks';
import { E2E_WEB_ROOT } from './config';
import { ADMIN, expect, fillTimePassed, test } from './fixtures';
import { adminEnquiries } from './public-helpers';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** Holds the next request to a tRPC procedure until the returned function is called. */
async function holdMutation(page: Page, procedure: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/trpc/${procedure}**`, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return release;
}

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
  test('shows every validation message at its field and focuses the first one', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Kontaktskjema' });
    await form.getByRole('button', { name: 'Send melding' }).click();
    await expectFieldError(page, 'Navn', 'Navn må være minst 2 tegn');
    await expectFieldError(page, 'E-post', 'Skriv inn en gyldig e-postadresse');
    await expectFieldError(page, 'Melding', 'Meldingen må være minst 10 tegn');
    await expect(field(form, 'Telefon (valgfritt)')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(form, 'Navn')).toBeFocused();

    await field(form, 'Navn').fill('A');
    await field(form, 'E-post').fill('ikke-en-adresse');
    await field(form, 'Telefon (valgfritt)').fill('1234');
    await field(form, 'Melding').fill('For kort');
    await form.getByRole('button', { name: 'Send melding' }).click();
    await expectFieldError(page, 'Navn', 'Navn må være minst 2 tegn');
    await expectFieldError(page, 'E-post', 'Skriv inn en gyldig e-postadresse');
    await expectFieldError(page, 'Telefon (valgfritt)', 'Skriv inn et gyldig telefonnummer');
    await expectFieldError(page, 'Melding', 'Meldingen må være minst 10 tegn');
    // Nothing typed is lost.
    await expect(field(form, 'Melding')).toHaveValue('For kort');
    await expect(toast(page)).toHaveCount(0);
  });

  test('sends: "Sender..." while sending, a success toast, a confirmation that stays and has focus, and the admin sees the message', async ({ page }) => {
    const name = unique('Kari Nordmann');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Kontaktskjema' });
    await field(form, 'Navn').fill(name);
    await field(form, 'E-post').fill('kari@example.no');
    await field(form, 'Telefon (valgfritt)').fill('+47 912 34 567');
    await field(form, 'Melding').fill('Hei! Jeg vil gjerne ha tilbud på nye lister i stua.');
    await fillTimePassed(form);
    const firstStamp = await form.locator('input[name="formToken"]').inputValue();
    const release = await holdMutation(page, 'public.enquiries.contact');
    await form.getByRole('button', { name: 'Send melding' }).click();
    await expect(form.getByRole('button', { name: 'Sender...' })).toBeDisabled();
    release();

    await expect(toast(page)).toHaveCount(1);
    await expect(toast(page)).toContainText('Melding sendt!');
    await expect(toast(page)).toContainText('Vi vil kontakte deg så snart som mulig.');
    await expect(toast(page)).toContainText(/Referansenummer: SK-\d{4}-\d{4,}\./);
    const reference = /SK-\d{4}-\d{4,}/.exec((await toast(page).textContent()) ?? '')?.[0];
    // The form gives way to a confirmation that takes focus and keeps the reference number.
    const panel = page.getByTestId('sent-panel');
    await expect(panel).toBeFocused();
    await expect(panel.getByRole('heading', { name: 'Melding sendt!' })).toBeVisible();
    await expect(panel).toContainText(`Referansenummer: ${reference}`);
    await expect(panel.locator('a[href^="tel:"]')).toBeVisible();
    await expect(form).toHaveCount(0);
    // The toast goes away by itself after 5 s; the confirmation stays.
    await expect(toast(page)).toHaveCount(0, { timeout: 8000 });
    await expect(panel).toContainText(`Referansenummer: ${reference}`);
    await panel.getByRole('button', { name: 'Send en ny melding' }).click();
    for (const label of ['Navn', 'E-post', 'Telefon (valgfritt)', 'Melding']) await expect(field(form, label)).toHaveValue('');
    await expect(field(form, 'Navn')).toBeFocused();
    await expect(form.getByRole('button', { name: 'Send melding' })).toBeEnabled();
    // The new form is live too: the page's loader holds a submit of a form without the mark (lib/hydration.ts).
    await expect(form).toHaveAttribute('data-live', '');
    // …with a stamp of its own, so the next message's fill time counts from when this form was shown.
    await expect(form.locator('input[name="formToken"]')).toHaveCount(1);
    expect(await form.locator('input[name="formToken"]').inputValue()).not.toBe(firstStamp);

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

  test('failures: the server message, or "Vennligst prøv igjen senere" without an answer; one toast at a time, values kept', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Kontaktskjema' });
    await field(form, 'Navn').fill('Ola Nordmann');
    await field(form, 'E-post').fill('ola@example.no');
    await field(form, 'Melding').fill('Vi trenger hjelp med en ny terrasse.');

    await page.route('**/trpc/public.enquiries.contact**', (route) =>
      route.fulfill({
        status: 400,
        json: [{ error: { message: 'Serveren avviste meldingen.', code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400, path: 'public.enquiries.contact' } } }],
      }),
    );
    await form.getByRole('button', { name: 'Send melding' }).click();
    await expect(toast(page)).toContainText('Kunne ikke sende skjema');
    await expect(toast(page)).toContainText('Serveren avviste meldingen.');

    await page.unrouteAll({ behavior: 'wait' });
    await page.route('**/trpc/public.enquiries.contact**', (route) => route.abort('connectionrefused'));
    await form.getByRole('button', { name: 'Send melding' }).click();
    await expect(toast(page)).toHaveCount(1);
    await expect(toast(page)).toContainText('Kunne ikke sende skjema');
    await expect(toast(page)).toContainText('Vennligst prøv igjen senere');
    await expect(field(form, 'Navn')).toHaveValue('Ola Nordmann');
    await expect(field(form, 'Melding')).toHaveValue('Vi trenger hjelp med en ny terrasse.');
    await expect(form.getByRole('button', { name: 'Send melding' })).toBeEnabled();
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
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
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

test.describe('inspection form', () => {
  const open = async (page: Page) => {
    await page.goto('/contact?tab=inspection');
    return page.getByRole('form', { name: 'Bestill befaring' });
  };

  test('shows every validation message at its field', async ({ page }) => {
    const form = await open(page);
    await form.getByRole('button', { name: 'Send forespørsel' }).click();
    await expectFieldError(page, 'Navn', 'Navn må være minst 2 tegn');
    await expectFieldError(page, 'E-post', 'Skriv inn en gyldig e-postadresse');
    await expectFieldError(page, 'Telefon', 'Skriv inn et gyldig telefonnummer');
    await expectFieldError(page, 'Adresse for befaring', 'Skriv inn en gyldig adresse');
    await expectFieldError(page, 'Prosjekttype', 'Velg prosjekttype');
    await expectFieldError(page, 'Beskrivelse av prosjektet', 'Beskrivelsen må være minst 10 tegn');
    await expect(field(form, 'Navn')).toBeFocused();

    await field(form, 'Telefon').fill('123');
    await field(form, 'Adresse for befaring').fill('Vei');
    await form.getByRole('button', { name: 'Send forespørsel' }).click();
    await expectFieldError(page, 'Telefon', 'Skriv inn et gyldig telefonnummer');
    await expectFieldError(page, 'Adresse for befaring', 'Skriv inn en gyldig adresse');
    await expect(field(form, 'Adresse for befaring')).toHaveValue('Vei');
  });

  test('the calendar starts on Monday, disables past days, and the chosen day is stored as yyyy-MM-dd', async ({ page }) => {
    const name = unique('Per Hansen');
    const form = await open(page);
    await field(form, 'Navn').fill(name);
    await field(form, 'E-post').fill('per@example.no');
    await field(form, 'Telefon').fill('41234567');
    await field(form, 'Adresse for befaring').fill('Fjordgata 1, 7010 Trondheim');
    await field(form, 'Prosjekttype').click();
    await page.getByRole('option', { name: 'Interiør Snekkerarbeid' }).click();
    await field(form, 'Beskrivelse av prosjektet').fill('Innebygd garderobe under skråtaket på loftet.');

    // While free times are offered, the preferred date waits behind «Ingen av tidene passer».
    await expect(field(form, 'Ønsket dato for befaring')).toHaveCount(0);
    await form.getByRole('button', { name: 'Ingen av tidene passer' }).click();
    await field(form, 'Ønsket dato for befaring').click();
    const calendar = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Neste måned' }) });
    await expect(calendar.locator('thead th').first()).toHaveText(/^ma/i);
    const day = (d: Date) => d.toLocaleDateString('nb-NO', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Oslo' }).replace(/,/g, '');
    const today = new Date();
    const yesterday = new Date(today.getTime() - 86_400_000);
    await expect(calendar.getByRole('button', { name: day(today), exact: true })).toBeEnabled();
    const yesterdayButton = calendar.getByRole('button', { name: day(yesterday), exact: true });
    // On the 1st, yesterday is in last month, which the calendar does not let you open at all.
    const osloMonth = (d: Date) => todayInOslo(d).slice(0, 7);
    if (osloMonth(yesterday) === osloMonth(today)) await expect(yesterdayButton).toBeDisabled();
    else await expect(calendar.getByRole('button', { name: 'Forrige måned' })).toBeDisabled();

    await calendar.getByRole('button', { name: 'Neste måned' }).click();
    // The 15th of next month as the calendar (in Oslo time) shows it, whatever this machine's zone.
    const [year, month] = todayInOslo(today).split('-').map(Number) as [number, number];
    const target = new Date(Date.UTC(year, month, 15, 12));
    await calendar.getByRole('button', { name: day(target), exact: true }).click();
    const iso = todayInOslo(target);
    await expect(field(form, 'Ønsket dato for befaring')).toContainText(
      `15. ${target.toLocaleDateString('nb-NO', { month: 'long', timeZone: 'Europe/Oslo' })} ${target.getUTCFullYear()}`,
    );

    // The calendar has closed; a click while it is still closing would only close it.
    await expect(calendar).toBeHidden();
    await fillTimePassed(form);
    const release = await holdMutation(page, 'public.enquiries.inspection');
    await form.getByRole('button', { name: 'Send forespørsel' }).click();
    await expect(form.getByRole('button', { name: 'Sender...' })).toBeDisabled();
    release();
    await expect(toast(page)).toContainText('Befaringsforespørsel sendt!');
    await expect(toast(page)).toContainText('Vi vil kontakte deg for å avtale tid for befaring.');
    const panel = page.getByTestId('sent-panel');
    await expect(panel).toBeFocused();
    await expect(panel).toContainText(/Referansenummer: SK-\d{4}-\d{4,}/);
    // A new request starts cleared, the date included.
    await panel.getByRole('button', { name: 'Send en ny forespørsel' }).click();
    for (const label of ['Navn', 'E-post', 'Telefon', 'Adresse for befaring', 'Beskrivelse av prosjektet']) {
      await expect(field(form, label)).toHaveValue('');
    }
    await expect(field(form, 'Prosjekttype')).toHaveValue('');
    await expect(form.getByTestId('slot-picker')).toBeVisible();
    await form.getByRole('button', { name: 'Ingen av tidene passer' }).click();
    await expect(field(form, 'Ønsket dato for befaring')).toContainText('Velg dato');

    const stored = (await adminEnquiries(page.request, ADMIN)).find((e) => e.name === name);
    expect(stored).toMatchObject({
      type: 'inspection',
      email: 'per@example.no',
      phone: '41234567',
      address: 'Fjordgata 1, 7010 Trondheim',
      projectType: 'interior',
      preferredDate: iso,
      message: 'Innebygd garderobe under skråtaket på loftet.',
      estimate: null,
    });
  });

  test('an estimate handed over from the calculator comes as a card beside an empty description, and is sent along, priced by the server', async ({ page }) => {
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
    await expect(field(form, 'Prosjekttype')).toHaveValue('Terrasse');
    // The description is the customer's: empty, with a placeholder that asks for their own words.
    const description = field(form, 'Beskrivelse av prosjektet');
    await expect(description).toHaveValue('');
    await expect(description).toHaveAttribute('placeholder', /egne ord/);
    const card = form.getByTestId('estimate-card');
    await expect(card).toContainText(`${formatNok(expected.total)} kr inkl. mva`);
    await expect(card).toContainText('sendes med forespørselen');
    // The card stands above the description.
    const [cardBox, descriptionBox] = [await card.boundingBox(), await description.boundingBox()];
    expect(cardBox!.y).toBeLessThan(descriptionBox!.y);

    await field(form, 'Navn').fill(name);
    await field(form, 'E-post').fill('estimat@example.no');
    await field(form, 'Telefon').fill('98765432');
    await field(form, 'Adresse for befaring').fill('Byåsveien 100, 7021 Trondheim');
    await description.fill('Vi vil ha ny terrasse mot vest, helst før sommeren.');
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

  test('the estimate card can be removed: the request then goes without it', async ({ page }) => {
    const name = unique('Uten Estimat');
    await page.goto('/');
    await page.evaluate(() =>
      sessionStorage.setItem('skarpjern.estimate-handoff', JSON.stringify({ projectType: 'terrace', estimate: { type: 'terrace', input: { area: 12 }, shownTotal: 1000 } })),
    );
    const form = await open(page);
    await form.getByRole('button', { name: 'Fjern prisestimatet fra forespørselen' }).click();
    await expect(form.getByTestId('estimate-card')).toHaveCount(0);
    await field(form, 'Navn').fill(name);
    await field(form, 'E-post').fill('uten@example.no');
    await field(form, 'Telefon').fill('98765432');
    await field(form, 'Adresse for befaring').fill('Byåsveien 100, 7021 Trondheim');
    await field(form, 'Beskrivelse av prosjektet').fill('Bare en prat om terrassen først.');
    await fillTimePassed(form);
    await form.getByRole('button', { name: 'Send forespørsel' }).click();
    await expect(page.getByTestId('sent-panel')).toBeVisible();
    const stored = (await adminEnquiries(page.request, ADMIN)).find((e) => e.name === name);
    expect(stored?.estimate).toBeNull();
  });

  test('a handoff left by an older page (its description pasted in) keeps the project type, not the pasted text, and sends no estimate', async ({ page }) => {
    await page.goto('/');
    const handoff = {
      projectType: 'terrace',
      description: 'Priskalkulator: Terrasse\nAreal: 20 m²',
      estimate: { type: 'terrace', input: { area: 20 }, total: 1, lines: [{ label: 'Terrassebord', amount: 1 }] },
    };
    await page.evaluate((h) => sessionStorage.setItem('skarpjern.estimate-handoff', JSON.stringify(h)), handoff);
    const form = await open(page);
    await expect(field(form, 'Prosjekttype')).toHaveValue('Terrasse');
    await expect(field(form, 'Beskrivelse av prosjektet')).toHaveValue('');
    await expect(form.getByTestId('estimate-card')).toHaveCount(0);
  });

  test('a failure keeps the values and says so', async ({ page }) => {
    const form = await open(page);
    await field(form, 'Navn').fill('Lise Berg');
    await field(form, 'E-post').fill('lise@example.no');
    await field(form, 'Telefon').fill('45678912');
    await field(form, 'Adresse for befaring').fill('Elgeseter gate 5, 7030 Trondheim');
    await field(form, 'Prosjekttype').click();
    await page.getByRole('option', { name: 'Annet' }).click();
    await field(form, 'Beskrivelse av prosjektet').fill('Ny trapp til kjelleren.');
    await page.route('**/trpc/public.enquiries.inspection**', (route) => route.abort('connectionrefused'));
    await form.getByRole('button', { name: 'Send forespørsel' }).click();
    await expect(toast(page)).toContainText('Kunne ikke sende skjema');
    await expect(toast(page)).toContainText('Vennligst prøv igjen senere');
    await expect(field(form, 'Prosjekttype')).toHaveValue('Annet');
    await expect(field(form, 'Beskrivelse av prosjektet')).toHaveValue('Ny trapp til kjelleren.');
  });
});
