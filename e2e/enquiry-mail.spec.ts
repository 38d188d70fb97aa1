// An inspection request with an attached estimate, from the visitor's toast with the reference
// number to both mails (the customer's own words, the estimate once) and the back office, where the
// enquiry shows that both its mails went out.
import { simpleParser } from 'mailparser';
import { readdirSync, readFileSync } from 'node:fs';
import { currentServer } from './current-server';
import { casePage, expectToast } from './admin-helpers';
import { ADMIN, expect, fillTimePassed, test } from './fixtures';
import { adminEnquiries } from './public-helpers';

const mailFiles = () => {
  const { mailDir } = currentServer();
  return readdirSync(mailDir).map((f) => readFileSync(`${mailDir}/${f}`, 'utf8'));
};

test("the estimate comes as a card, the mails carry the customer's words and the estimate once, and the back office shows both mails as sent", async ({ page }) => {
  test.setTimeout(60_000);
  const name = `Epost Kunde ${Date.now().toString(36)}`;
  await page.goto('/calculator');
  await page.getByLabel('Areal (m²)').fill('24');
  await page.getByRole('button', { name: 'Beregn pris' }).click();
  await expect(page.getByTestId('estimate-total')).toBeVisible();
  await page.getByRole('button', { name: 'Bestill befaring med dette estimatet' }).click();

  const form = page.getByRole('form', { name: 'Bestill befaring' });
  // The description is for the customer's own words; the estimate stands above it as a card.
  const description = form.getByLabel(/^Beskrivelse av prosjektet/);
  await expect(form.getByTestId('estimate-card')).toContainText('kr inkl. mva');
  await expect(description).toHaveValue('');
  const words = 'Terrassen skal ligge mot sør, og vi vil gjerne ha trapp ned til plenen.';
  await description.fill(words);
  await form.getByLabel(/^Navn/).fill(name);
  await form.getByLabel(/^E-post/).fill('epostkunde@example.no');
  await form.getByLabel(/^Telefon/).fill('91234567');
  await form.getByLabel(/^Adresse for befaring/).fill('Lade allé 10, 7041 Trondheim');
  // Sent at a person's pace: a form sent within the minimum fill time is refused.
  await fillTimePassed(form);
  await form.getByRole('button', { name: 'Send forespørsel' }).click();

  await expectToast(page, 'Befaringsforespørsel sendt!', /Vi vil kontakte deg for å avtale tid for befaring\. Referansenummer: SK-\d{4}-\d{4,}\./);
  const toastText = (await page.locator('.mantine-Notification-root').last().textContent()) ?? '';
  const reference = /SK-\d{4}-\d{4,}/.exec(toastText)?.[0];
  const stored = (await adminEnquiries(page.request, ADMIN)).find((e) => e.name === name);
  expect(stored?.reference).toBe(reference);

  // Both mails were written (no SMTP server in this run), each with the estimate once, in its own section.
  // The company's notice carries the customer's words as they wrote them; the receipt, which goes to
  // whatever address the sender typed, repeats none of them.
  await expect.poll(() => mailFiles().filter((m) => m.includes(reference!)).length).toBe(2);
  for (const raw of mailFiles().filter((m) => m.includes(reference!))) {
    const mail = await simpleParser(raw);
    const receipt = !!mail.messageId?.includes('.enquiry_receipt.');
    expect(mail.text?.includes(words)).toBe(!receipt);
    expect((mail.html || '').includes(words)).toBe(!receipt);
    expect(mail.text?.split('Prisestimat: Terrasse').length).toBe(2);
    expect(mail.text).not.toContain('Priskalkulator:');
  }

  // page.request shares the page's cookies: the admin is logged in already.
  await page.goto('/admin/contact-submissions');
  await page.getByRole('searchbox', { name: 'Søk' }).fill(reference!);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);
  await rows.first().getByRole('link', { name: `Vis henvendelse ${reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/contact-submissions/${stored!.id}$`));

  const view = casePage(page);
  await expect(view).toContainText(reference!);
  const mails = view.getByRole('region', { name: 'Historikk' });
  await expect(mails.locator('[data-mail="enquiry_notice"]')).toContainText('Varsel til firmaet');
  await expect(mails.locator('[data-mail="enquiry_notice"] [data-status]')).toHaveText('sendt', { timeout: 15_000 });
  await expect(mails.locator('[data-mail="enquiry_receipt"] [data-status]')).toHaveText('sendt');
  await expect(mails.locator('[data-mail="enquiry_receipt"]')).toContainText('Til epostkunde@example.no');

  // The link in the company's mail opens the same case directly, and so does the older ?id= link.
  await page.goto('/admin/contact-submissions');
  await page.goto(`/admin/contact-submissions/${stored!.id}`);
  await expect(casePage(page)).toContainText(reference!);
  await page.goto(`/admin/contact-submissions?id=${stored!.id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/contact-submissions/${stored!.id}$`));
  await expect(casePage(page)).toContainText(reference!);
});
