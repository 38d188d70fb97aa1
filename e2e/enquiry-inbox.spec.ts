// The enquiry inbox in the back office: an enquiry worked from Ny to Vunnet with a note while the
// menu badge counts the new ones, the CSV download, deleting with a confirmation and «Slett all spam»,
// and axe on the list and the detail view; a long address on a phone.
import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ADMIN, axeViolations, expect, loginAsAdmin, test } from './fixtures';
import { casePage, openCase } from './admin-helpers';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** An enquiry as a caller of the API sends it (no form token): stored as Ny. */
async function sendEnquiry(request: APIRequestContext, name: string, extra: Record<string, string> = {}) {
  const res = await request.post('/api/contact', {
    data: { name, email: 'inbox@example.no', phone: '', message: 'Hei! Vi trenger nye lister i gangen.', ...extra },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; reference: string };
}

/** What the server counts as Ny right now. */
async function newCount(page: Page): Promise<number> {
  const res = await page.request.get('/api/admin/contact-submissions/counts');
  return ((await res.json()) as { new: number }).new;
}

const badge = (page: Page) => page.getByRole('navigation', { name: 'Administrasjonsmeny' }).getByTestId('new-enquiries');
const badgeText = (n: number) => `${n} ${n === 1 ? 'ny' : 'nye'}`;

test('an enquiry goes from Ny to Vunnet with a note; the badge counts the new ones; axe-clean list and detail', async ({ page }) => {
  // Two pages, each checked with axe, and four status changes.
  test.setTimeout(60_000);
  const name = unique('Kari Inbox');
  const sent = await sendEnquiry(page.request, name);
  // A second new one, so the badge still shows a number after the first is handled.
  await sendEnquiry(page.request, unique('Ola Venter'));
  await loginAsAdmin(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  const before = await newCount(page);
  await expect(badge(page)).toHaveText(badgeText(before));

  await page.goto(`/admin/contact-submissions?q=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ hasText: sent.reference });
  await expect(row).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  // Status from the list: the badge goes down by one.
  await row.getByRole('combobox', { name: `Status for ${sent.reference}` }).selectOption({ label: 'Kontaktet' });
  await expect(page.getByRole('alert')).toContainText('Status endret');
  await expect(badge(page)).toHaveText(badgeText(before - 1));

  // The case's page: a note, then the rest of the way from there.
  await row.getByRole('link', { name: `Vis henvendelse ${sent.reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/contact-submissions/${sent.id}$`));
  const view = casePage(page);
  await expect(view.locator('#sak-tittel')).toContainText(name);
  await expect(view.getByRole('combobox', { name: 'Status' })).toHaveValue('contacted');
  await view.getByRole('textbox', { name: 'Nytt notat' }).fill('Ringte kunden, befaring på tirsdag kl. 10.');
  await view.getByRole('button', { name: 'Legg til notat' }).click();
  const notes = view.getByRole('list', { name: 'Notater, nyeste først' });
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(notes).toContainText('Ringte kunden, befaring på tirsdag kl. 10.');
  await expect(notes).toContainText(ADMIN.username);
  await expect(view.getByRole('textbox', { name: 'Nytt notat' })).toHaveValue('');
  for (const [label, value] of [
    ['Befaring avtalt', 'inspection_booked'],
    ['Tilbud sendt', 'quote_sent'],
    ['Vunnet', 'won'],
  ] as const) {
    await view.getByRole('combobox', { name: 'Status' }).selectOption({ label });
    await expect(view.getByRole('combobox', { name: 'Status' })).toHaveValue(value);
    await expect(view.getByRole('combobox', { name: 'Status' })).toBeEnabled();
  }
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: '← Alle henvendelser' }).click();
  await page.getByRole('searchbox', { name: 'Søk' }).fill(name);
  await expect(row.getByRole('combobox', { name: `Status for ${sent.reference}` })).toHaveValue('won');
  await expect(badge(page)).toHaveText(badgeText(before - 1));

  // Every change is in the activity log, without the person's data.
  const log = (await (await page.request.get('/api/admin/activity-logs?entityType=contact&action=update&limit=50')).json()) as Array<{
    entityId: number;
    details: Record<string, { from?: string; to?: string }>;
  }>;
  const mine = log.filter((l) => l.entityId === sent.id && l.details.status).map((l) => `${l.details.status!.from}>${l.details.status!.to}`);
  expect(mine.reverse()).toEqual(['new>contacted', 'contacted>inspection_booked', 'inspection_booked>quote_sent', 'quote_sent>won']);
});

test('the search ignores accents and case as people type: «odegard» finds «Ødegård»', async ({ page }) => {
  const tag = Date.now().toString(36);
  const sent = await sendEnquiry(page.request, `Øyvind Ødegård ${tag}`);
  await loginAsAdmin(page);
  await page.goto('/admin/contact-submissions');
  const search = page.getByLabel('Søk');
  await search.fill(`odegard ${tag}`);
  const row = page.getByRole('row').filter({ hasText: sent.reference });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Øyvind Ødegård ${tag}`);
  await search.fill(`OYVIND ODEGAARD ${tag}`);
  await expect(row).toHaveCount(1);
  await page.screenshot({ path: 'test-results/inbox-search-1280.png' });
});

test('the CSV export downloads the current filter for Excel', async ({ page }) => {
  const name = unique('Csv Kunde');
  const sent = await sendEnquiry(page.request, name);
  await loginAsAdmin(page);
  await page.goto(`/admin/contact-submissions?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('row').filter({ hasText: sent.reference })).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Eksporter CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^henvendelser-\d{4}-\d{2}-\d{2}\.csv$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^"Referanse";"Mottatt";"Type";"Status";"Navn";"E-post"/);
  // Only the searched enquiry: the export follows the filter on the screen.
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"${sent.reference}"`);
  expect(lines[1]).toMatch(/"\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}";"Kontakt";"Ny";"Csv Kunde/);
});

test('the Excel export downloads the current filter as a workbook with the phone number as a text cell', async ({ page }) => {
  const name = unique('Xlsx Kunde');
  const sent = await sendEnquiry(page.request, name, { phone: '+47 481 23 456' });
  await loginAsAdmin(page);
  await page.goto(`/admin/contact-submissions?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('row').filter({ hasText: sent.reference })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Eksporter CSV' })).toBeVisible();
  await page.screenshot({ path: 'test-results/inbox-exports-1280.png' });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Eksporter Excel' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^henvendelser-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Henvendelser')!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  // Only the searched enquiry, as in the CSV.
  expect(sheet.rowCount).toBe(2);
  const phone = sheet.getRow(2).getCell(header.indexOf('Telefon') + 1);
  expect(phone.type).toBe(ExcelJS.ValueType.String);
  expect(phone.value).toBe('+47 481 23 456');
  expect(sheet.getRow(2).getCell(header.indexOf('Referanse') + 1).value).toBe(sent.reference);
});

test('deletes one enquiry after a confirmation, and all spam at once', async ({ page }) => {
  const keep = await sendEnquiry(page.request, unique('Slett Meg'));
  const spam = await sendEnquiry(page.request, unique('Robot Spam'), { website: 'https://spam.example' });
  await loginAsAdmin(page);
  await page.goto(`/admin/contact-submissions?q=${encodeURIComponent(keep.reference)}`);
  const row = page.getByRole('row').filter({ hasText: keep.reference });
  await row.getByRole('button', { name: `Slett henvendelse ${keep.reference}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Slett henvendelse' });
  await expect(confirm).toContainText(keep.reference);
  await confirm.getByRole('button', { name: 'Avbryt' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Slett henvendelse ${keep.reference}` }).click();
  await confirm.getByRole('button', { name: 'Slett', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Henvendelse slettet');
  await expect(page.getByText('Ingen henvendelser passer til søket eller filteret')).toBeVisible();

  // Spam is hidden by default and shown with its filter.
  await page.goto('/admin/contact-submissions?status=spam');
  await expect(page.getByRole('row').filter({ hasText: spam.reference })).toHaveCount(1);
  await page.getByRole('button', { name: 'Slett all spam' }).click();
  await page.getByRole('dialog', { name: 'Slett all spam' }).getByRole('button', { name: 'Slett all spam' }).click();
  await expect(page.getByRole('alert')).toContainText('Spam slettet');
  await expect(page.getByText('Ingen henvendelser passer til søket eller filteret')).toBeVisible();
  expect((await page.request.get(`/api/admin/contact-submissions/${spam.id}`)).status()).toBe(404);
});

test('on a phone, an enquiry with a long e-mail address and link opens without sideways scrolling', async ({ page }) => {
  const email = 'bartholomew.christoffersen.aaberg.haugland@eksempel-firmanavn-as.no';
  const sent = await sendEnquiry(page.request, unique('Lang Adresse'), {
    email,
    message: 'Bilder: https://www.example.com/veldig/lang/lenke/til/en/bildemappe/terrasse_2026_bilde_001.jpg',
  });
  await loginAsAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const view = await openCase(page, sent.id);
  await expect(view.getByRole('link', { name: email })).toBeVisible();
  expect(await view.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
