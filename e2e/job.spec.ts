// From an accepted quote to the job, on a phone: the owner plans the job (the customer gets the
// days as an all-day invite), adds change orders past 10 % (a warning) and 15 % (the customer's new
// limit must be confirmed) of a prisoverslag; the customer accepts one on their page and sees the
// answer where they are looking; the owner sees it all in the enquiry's timeline.
import { simpleParser } from 'mailparser';
import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { currentServer } from './current-server';
import { casePage, dialog, expectToast, openCase, osloDay, toast } from './admin-helpers';
import { ADMIN, expect, loginAsAdmin, test } from './fixtures';

const mailsOf = (reference: string, kind: string) => {
  const { mailDir } = currentServer();
  return readdirSync(mailDir)
    .map((f) => readFileSync(`${mailDir}/${f}`, 'utf8'))
    .filter((m) => m.includes(`${reference}.${kind}.`));
};
const shot = (name: string) => `test-results/${name}.png`;

async function phone(browser: Browser, baseURL: string | undefined): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return { page, problems };
}

test('the owner plans the job and adds change orders under the 15 % rule; the customer gets the invite and accepts on their page', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const owner = await phone(browser, baseURL);
  await loginAsAdmin(owner.page, ADMIN);
  const api = owner.page.request;

  // A case with a prisoverslag of 100 000 kr, sent and accepted by the customer.
  const name = `Jobb Kunde ${stamp}`;
  const created = await api.post('/api/inspection', { data: { type: 'inspection', name, email: 'jobb@example.no', phone: '91234567', address: 'Lade allé 12, 7041 Trondheim', projectType: 'terrace', message: 'Ny terrasse og nytt bad.' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id, reference } = (await created.json()) as { id: number; reference: string };
  const quote = await api.post(`/api/admin/contact-submissions/${id}/quotes`, { data: { lines: [{ text: 'Nytt bad', quantity: 1, unit: 'stk', unitPrice: 100_000 }], priceType: 'estimate', validUntil: osloDay(30) } });
  const sent = await api.post(`/api/admin/quotes/${((await quote.json()) as { id: number }).id}/send`);
  const path = new URL(((await sent.json()) as { url: string }).url).pathname;
  const token = path.split('/').pop()!;
  expect((await api.post(`/api/quotes/${token}/accept`, { data: { name, acceptTerms: true } })).ok()).toBe(true);

  // The owner plans the job on the enquiry, at phone width.
  const view = await openCase(owner.page, id, name);
  const job = view.getByRole('region', { name: 'Oppdrag' });
  await expect(job).toContainText('Ikke planlagt ennå.');
  await job.getByLabel('Første dag').fill(osloDay(14));
  await job.getByLabel('Siste dag').fill(osloDay(16));
  await job.getByRole('button', { name: 'Planlegg oppdraget' }).click();
  await expectToast(owner.page, 'Oppdraget er planlagt');
  await expect(job.getByText('Planlagt', { exact: true })).toBeVisible();
  await owner.page.screenshot({ path: shot('job-planned-390') });
  // The accepted quote is the contract now: no new version, and its acceptance is not withdrawn until the dates are
  // cancelled (the server refuses both); the quote says so instead of offering buttons that fail.
  await expect(view.getByRole('button', { name: 'Ny versjon' })).toHaveCount(0);
  await expect(view.getByRole('button', { name: 'Trekk tilbake aksepten' })).toHaveCount(0);
  await expect(view.getByTestId('quote-locked')).toHaveText('Oppdraget er planlagt. Avlys datoene for oppdraget først; da får kunden beskjed.');

  // The customer's mail carries the days as an all-day invite.
  await expect.poll(() => mailsOf(reference, 'job_planned').length, { timeout: 20_000 }).toBe(1);
  const mail = await simpleParser(mailsOf(reference, 'job_planned')[0]!);
  const ics = mail.attachments.find((a) => a.filename === 'oppdrag.ics');
  expect(ics?.contentType).toBe('text/calendar');
  expect(ics!.content.toString('utf8')).toContain(`DTSTART;VALUE=DATE:${osloDay(14).replaceAll('-', '')}`);
  expect(ics!.content.toString('utf8')).toContain(`DTEND;VALUE=DATE:${osloDay(17).replaceAll('-', '')}`);

  // A change order of 12 000 kr: 12 % above the prisoverslag, so sending warns the owner first.
  const addChange = async (reason: string, amount: string) => {
    await job.getByRole('button', { name: 'Ny endring' }).click();
    const editor = job.getByRole('form', { name: 'Endring' });
    await editor.getByLabel('Hvorfor (kunden ser dette)').fill(reason);
    await editor.getByLabel('Tekst', { exact: true }).fill(reason);
    await editor.getByLabel('Enhetspris inkl. mva').fill(amount);
    await editor.getByRole('button', { name: 'Lagre utkast' }).click();
    await expectToast(owner.page, 'Endring lagret');
  };
  await addChange('Råte i bjelkelaget', '12000');
  await job.getByTestId('change-order').last().getByRole('button', { name: 'Send til kunden' }).click();
  let confirm = dialog(owner.page, 'Send endring 1 til kunden?');
  await expect(confirm.getByTestId('limit-impact')).toContainText('12 % over prisoverslaget');
  await expect(confirm.getByTestId('limit-impact')).toContainText('mer enn 10 %');
  await owner.page.screenshot({ path: shot('change-order-warning-390') });
  await confirm.getByRole('button', { name: 'Send til kunden' }).click();
  await expectToast(owner.page, 'Endringen er sendt');

  // Another 5 000 kr takes it to 17 %, past the limit: the owner reads that the customer's yes will be the
  // yes to a new limit (or records one agreed outside the site), and sends.
  await addChange('Flytting av sluk', '5000');
  await job.getByTestId('change-order').last().getByRole('button', { name: 'Send til kunden' }).click();
  confirm = dialog(owner.page, 'Send endring 2 til kunden?');
  await expect(confirm.getByTestId('limit-impact')).toContainText('17 % over prisoverslaget');
  await expect(confirm.getByTestId('limit-agreement')).toContainText('godkjenner kunden endringen, er det også et ja til en ny prisramme på 117 000 kr');
  // On a phone the «Endring lagret» toast, still shown, leaves the dialog's title readable: it sits at the bottom.
  const saved = toast(owner.page, 'Endring lagret');
  if (await saved.isVisible()) {
    const [title, note] = [await confirm.getByRole('heading', { name: 'Send endring 2 til kunden?' }).boundingBox(), await saved.boundingBox()];
    expect(note!.y, 'the toast is below the dialog’s title').toBeGreaterThan(title!.y + title!.height);
  }
  await expect(confirm.getByRole('checkbox', { name: /avtalt utenfor nettsiden/ })).not.toBeChecked();
  await owner.page.screenshot({ path: shot('change-order-new-limit-390') });
  await confirm.getByRole('button', { name: 'Send til kunden' }).click();
  await expectToast(owner.page, 'Endringen er sendt');
  await expect(job).toContainText('Uten ny avtale kan prisen ikke bli mer enn 15 %');

  // The customer, on their phone: the job above its contract, the new limit said plainly, and the answer in view.
  const customer = await phone(browser, baseURL);
  await customer.page.goto(path);
  await customer.page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  const section = customer.page.getByTestId('job-section');
  await expect(section).toContainText('Oppdraget: Planlagt');
  await expect(section.getByTestId('price-limit')).toContainText('kan prisen ikke bli mer enn 15 % høyere (115 000 kr) uten at du sier ja til det');
  const waiting = section.getByTestId('waiting-change-order');
  await expect(waiting).toHaveCount(2);
  // Each answer on its own: the second alone would stay within the limit.
  await expect(waiting.last().getByTestId('change-order-price')).toHaveText('Avtalt pris nå: 100 000 kr inkl. mva. Med endringen: 105 000 kr inkl. mva.');
  await customer.page.screenshot({ path: shot('job-customer-390'), fullPage: true });
  await waiting.first().getByLabel('Fullt navn').fill(name);
  await waiting.first().getByRole('button', { name: 'Godkjenn endringen' }).click();
  const answer = customer.page.getByTestId('change-order-answer');
  await expect(answer).toContainText('Endringen er godkjent');
  await expect(answer).toBeInViewport({ ratio: 1 });
  await expect(answer.getByRole('heading', { name: 'Endringen er godkjent' })).toBeFocused();
  await expect(section).toContainText('Avtalt pris: 112 000 kr');
  await expect(section.getByTestId('waiting-change-order')).toHaveCount(1);
  // With the first agreed, the second goes past the limit: the page says that a yes is a yes to a new limit.
  await expect(waiting.first().getByTestId('change-order-price')).toContainText('Med endringen blir den 17 % høyere enn overslaget.');
  await expect(waiting.first().getByTestId('change-order-price')).toContainText('Godkjenner du endringen, sier du samtidig ja til en ny prisramme: prisen kan bli inntil 117 000 kr');
  await waiting.first().getByLabel('Fullt navn').fill(name);
  await waiting.first().getByRole('button', { name: 'Godkjenn endringen' }).click();
  await expect(section).toContainText('Avtalt pris: 117 000 kr');
  await expect(section.getByTestId('price-limit')).toContainText('Da du godkjente endring 2, sa du ja til en ny prisramme: prisen kan bli inntil 117 000 kr');
  expect(customer.problems).toEqual([]);

  // The owner sees it all in the enquiry's timeline.
  await owner.page.reload();
  const timeline = casePage(owner.page).getByRole('region', { name: 'Historikk' });
  await expect(timeline).toContainText('Endring godkjent (endring 1)');
  await expect(timeline).toContainText(`Godkjent med navnet «${name}»`);
  await expect(timeline).toContainText('Ny prisramme avtalt med kunden: 117 000 kr');
  await expect(timeline).toContainText('Oppdraget er planlagt');
  await owner.page.screenshot({ path: shot('job-timeline-390'), fullPage: true });
  expect(owner.problems).toEqual([]);
});
