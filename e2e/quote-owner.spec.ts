// The owner prepares and sends a quote: Firma's payment terms and validity fill a new quote, a saved
// line is picked into it, «Send til kunden» first shows the quote as the customer will see it and asks
// before anything is sent, and «Forhåndsvis» afterwards records nothing (the quote stays «sendt»).
import { ADMIN, expect, loginAsAdmin, test } from './fixtures';
import { casePage, dialog, expectToast, openCase, osloDay } from './admin-helpers';

const shot = (name: string) => `test-results/${name}.png`;

test('Firma defaults and a saved line fill a new quote; sending shows the preview and asks first; the preview records nothing', async ({ page }) => {
  // Firma, a saved line, a quote sent and looked at, and the screens again at phone width: one long walk.
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const terms = `Faktura ved oppstart ${stamp}, resten ved overlevering.`;
  const lineText = `Rigg og drift ${stamp}`;
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await loginAsAdmin(page, ADMIN);

  // Firma: the defaults for new quotes.
  await page.getByRole('navigation', { name: 'Administrasjonsmeny' }).getByRole('link', { name: 'Firma' }).click();
  await page.getByRole('tab', { name: 'Firmaopplysninger' }).click();
  const form = page.getByRole('form', { name: 'Firmaopplysninger' });
  await form.getByLabel('Standard betalingsvilkår').fill(terms);
  await form.getByLabel('Tilbud gjelder (dager)').fill('10');
  await form.getByRole('button', { name: 'Lagre firmaopplysninger' }).click();
  await expectToast(page, 'Firmaopplysninger lagret');
  // The form is drawn again from the saved record.
  await expect(form.getByLabel('Standard betalingsvilkår')).toHaveValue(terms);
  await expect(async () => form.getByLabel('Tilbud gjelder (dager)').scrollIntoViewIfNeeded({ timeout: 1000 })).toPass();
  await page.screenshot({ path: shot('firma-quote-defaults-1280') });

  // Firma: a saved line.
  await page.getByRole('tab', { name: 'Faste tilbudslinjer' }).click();
  await page.getByRole('button', { name: 'Legg til linje' }).click();
  const add = dialog(page, 'Legg til fast linje');
  await add.getByLabel('Tekst').fill(lineText);
  await add.getByRole('textbox', { name: /^Enhet\s*\*?$/ }).fill('stk');
  await add.getByLabel('Enhetspris inkl. mva').fill('3500');
  await add.getByRole('button', { name: 'Legg til' }).click();
  await expectToast(page, 'Fast linje lagt til');
  await expect(page.getByRole('cell', { name: lineText }).first()).toBeVisible();
  await page.screenshot({ path: shot('firma-quote-lines-1280') });

  // An enquiry, and a first quote for it.
  const name = `Eier Forhånd ${stamp}`;
  const created = await page.request.post('/api/inspection', {
    data: { type: 'inspection', name, email: 'forhand@example.no', phone: '91234567', address: 'Lade allé 10, 7041 Trondheim', projectType: 'terrace', message: 'Ny terrasse mot sør.' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const view = await openCase(page, id, name);
  await view.getByRole('button', { name: 'Lag tilbud' }).click();
  const editor = view.getByRole('form', { name: 'Tilbud' });
  await expect(editor.getByLabel('Betalingsvilkår')).toHaveValue(terms);
  await expect(editor.getByLabel('Gyldig til')).toHaveValue(osloDay(10));
  await editor.getByRole('combobox', { name: 'Legg til fast linje' }).click();
  await page.getByRole('option', { name: new RegExp(lineText) }).click();
  await expect(editor.getByLabel('Tekst', { exact: true }).first()).toHaveValue(lineText);
  await expect(editor.getByTestId('quote-editor-totals')).toContainText('3 500 kr');
  await page.screenshot({ path: shot('quote-editor-1280') });
  await editor.getByRole('button', { name: 'Lagre utkast' }).click();
  await expectToast(page, 'Tilbud lagret');
  const row = view.getByTestId('quote-row');
  await expect(row.getByTestId('quote-status')).toHaveText('utkast');

  // «Send til kunden» shows the customer's view and asks; nothing is sent before the answer.
  await row.getByRole('button', { name: 'Send til kunden' }).click();
  const confirm = dialog(page, 'Se over og send tilbudet');
  await expect(confirm.getByTestId('quote-preview').getByRole('heading', { level: 1 })).toContainText('Tilbud SK-');
  await expect(confirm.getByTestId('quote-preview')).toContainText(lineText);
  await expect(confirm.getByTestId('quote-preview')).toContainText(terms);
  await expect(confirm.getByTestId('quote-send-confirm')).toContainText('Send tilbudet til forhand@example.no?');
  await page.screenshot({ path: shot('quote-send-preview-1280') });
  const quotes = async () => (await (await page.request.get(`/api/admin/contact-submissions/${id}/quotes`)).json()) as Array<{ id: number; status: string; sentAt: string | null; viewedAt: string | null }>;
  expect((await quotes())[0]).toMatchObject({ status: 'draft', sentAt: null });
  await confirm.getByRole('button', { name: 'Send til kunden' }).click();
  await expectToast(page, 'Tilbud sendt');
  await expect(confirm).toBeHidden();
  await expect(row.getByTestId('quote-status')).toHaveText('sendt');

  // The owner's look afterwards: the preview, which records nothing.
  await row.getByRole('button', { name: 'Forhåndsvis' }).click();
  const preview = dialog(page, 'Forhåndsvisning av tilbudet');
  await expect(preview.getByTestId('quote-preview')).toContainText(lineText);
  await expect(preview.getByTestId('quote-preview-note')).toContainText('registreres ikke');
  await preview.getByRole('button', { name: 'Lukk' }).click();
  await expect(row.getByRole('button', { name: 'Kopier kundens lenke' })).toBeVisible();
  const [quote] = await quotes();
  expect(quote).toMatchObject({ status: 'sent', viewedAt: null });
  await page.reload();
  await expect(casePage(page).getByTestId('quote-status')).toHaveText('sendt');

  // The same screens on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await casePage(page).getByRole('button', { name: 'Forhåndsvis' }).click();
  await expect(dialog(page, 'Forhåndsvisning av tilbudet').getByTestId('quote-preview')).toContainText(lineText);
  await page.screenshot({ path: shot('quote-preview-390') });
  await dialog(page, 'Forhåndsvisning av tilbudet').getByRole('button', { name: 'Lukk' }).click();
  await casePage(page).getByRole('button', { name: 'Ny versjon' }).click();
  await expect(casePage(page).getByRole('form', { name: 'Tilbud' })).toBeVisible();
  await page.screenshot({ path: shot('quote-editor-390') });
  await page.goto('/admin/company');
  await page.getByRole('tab', { name: 'Faste tilbudslinjer' }).click();
  await expect(page.getByText(lineText).first()).toBeVisible();
  await page.screenshot({ path: shot('firma-quote-lines-390') });
  await page.getByRole('tab', { name: 'Firmaopplysninger' }).click();
  await page.getByLabel('Tilbud gjelder (dager)').scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('firma-quote-defaults-390') });
  expect(problems).toEqual([]);
});
