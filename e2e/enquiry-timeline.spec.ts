// The owner reads one history per enquiry at phone width: a befaring booked, moved and cancelled by the
// customer stays on its enquiry (when and by whom), the quote sent, seen and accepted, every mail with its
// delivery, and a failed mail sent again from the timeline; then the acceptance is withdrawn through its
// dialog. The case is made through the API; a mail failure (no SMTP server in this run) is set in the database.
import pg from 'pg';
import { currentServer } from './current-server';
import { ADMIN, expect, test } from './fixtures';
import { dialog, expectToast, openCase, osloDay } from './admin-helpers';

const shot = (name: string) => `test-results/${name}.png`;

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: currentServer().databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

test('the enquiry timeline at 390 px: the cancelled befaring stays, every event and mail in order, a failed mail sent again, the acceptance withdrawn', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));

  // The customer's side, without the owner's cookie: their looks and answers are recorded as theirs.
  const customerContext = await browser.newContext({ baseURL });
  const customer = customerContext.request;
  const name = `Historikk Kunde ${Date.now().toString(36)}`;
  const slots = (await (await customer.get('/api/inspection/slots?days=30')).json()) as Array<{ start: string }>;
  const created = await customer.post('/api/inspection', {
    data: { type: 'inspection', name, email: 'historikk@example.no', phone: '91234567', address: 'Lade allé 12, 7041 Trondheim', projectType: 'terrace', message: 'Ny terrasse.', slotStart: slots[0]!.start },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const token = (await sql<{ token: string }>('select token from inspection_booking where enquiry_id = $1', [id]))[0]!.token;
  expect((await customer.post(`/api/bookings/${token}/move`, { data: { slotStart: slots[2]!.start } })).ok()).toBe(true);
  expect((await customer.post(`/api/bookings/${token}/cancel`)).ok()).toBe(true);

  expect((await page.request.post('/api/login', { data: ADMIN })).ok()).toBe(true);
  const quote = await page.request.post(`/api/admin/contact-submissions/${id}/quotes`, {
    data: { lines: [{ text: 'Terrassebord', quantity: 20, unit: 'm²', unitPrice: 2500 }], priceType: 'fixed', validUntil: osloDay(30) },
  });
  expect(quote.status()).toBe(201);
  const quoteId = ((await quote.json()) as { id: number }).id;
  const sent = (await (await page.request.post(`/api/admin/quotes/${quoteId}/send`)).json()) as { url: string };
  const quoteToken = new URL(sent.url).pathname.split('/').pop()!;
  expect((await customer.get(`/api/quotes/${quoteToken}`)).ok()).toBe(true);
  expect((await customer.post(`/api/quotes/${quoteToken}/accept`, { data: { name, acceptTerms: true } })).ok()).toBe(true);
  await customerContext.close();

  // Every mail has left the queue; then the quote's mail is made to have failed, as an SMTP refusal would.
  await expect.poll(async () => (await sql<{ n: number }>(`select count(*)::int as n from outbox_mail where case_id = $1 and status = 'queued'`, [id]))[0]!.n, { timeout: 20_000 }).toBe(0);
  await sql(`update outbox_mail set status = 'failed', attempts = 5, last_error = '550 5.1.1 Mailbox unavailable' where case_id = $1 and kind = 'quote_sent'`, [id]);

  await page.setViewportSize({ width: 390, height: 844 });
  const view = await openCase(page, id, name);
  // The cancelled befaring is still on its enquiry: when and by whom; no «Ønsket dato: Ikke oppgitt».
  await expect(view.getByTestId('booking-cancelled')).toContainText('av kunden');
  await expect(view.getByText('Ønsket dato')).toHaveCount(0);

  const history = view.getByRole('region', { name: 'Historikk' });
  const shown = history.locator('li[data-event]');
  const order = await shown.evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.event));
  const acts = order.filter((e) => e !== 'mail' && e !== 'status');
  expect(acts).toEqual(['quote_accepted', 'quote_viewed', 'quote_sent', 'quote_created', 'booking_cancelled', 'booking_moved', 'booking_booked', 'received']);
  await expect(history.locator('li[data-event="booking_cancelled"]')).toContainText('av kunden');
  await expect(history.locator('li[data-event="booking_moved"]')).toContainText('→');
  await expect(history.locator('li[data-event="quote_accepted"]')).toContainText(`Akseptert med navnet «${name}»`);
  for (const kind of ['inspection_booked', 'inspection_moved', 'inspection_cancelled', 'quote_accepted']) {
    await expect(history.locator(`li[data-mail="${kind}"][data-audience="customer"] [data-status]`)).toHaveText('sendt');
  }
  const failed = history.locator('li[data-mail="quote_sent"]');
  await expect(failed.locator('[data-status]')).toHaveText('feilet');
  await expect(failed).toContainText('550 5.1.1 Mailbox unavailable');
  await failed.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('enquiry-timeline-390') });

  await failed.getByRole('button', { name: 'Send på nytt' }).click();
  await expectToast(page, 'E-posten er lagt i kø');
  await expect(failed.locator('[data-status]')).toHaveText('sendt', { timeout: 20_000 });
  await expect(history.locator('li[data-event="mail_resent"]')).toContainText('Tilbud til kunden');

  // Withdrawing the acceptance: the dialog says what happens and will not go on without a reason.
  await view.getByRole('button', { name: 'Trekk tilbake aksepten' }).click();
  const ask = dialog(page, 'Trekk tilbake aksepten?');
  await expect(ask).toContainText('går henvendelsen fra «Vunnet» til «Tilbud sendt»');
  // Pressed once it has slid in, as a person would: a press while it still moves can miss the button.
  await expect(ask).toHaveCSS('opacity', '1');
  await expect(ask).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');
  await ask.getByRole('button', { name: 'Trekk tilbake aksepten' }).click();
  await expect(ask.getByText('Skriv hvorfor aksepten trekkes tilbake.')).toBeVisible();
  await ask.getByLabel(/Begrunnelse/).fill('Kunden vil ha kompositt i stedet for tre.');
  await page.screenshot({ path: shot('withdraw-acceptance-390') });
  await ask.getByRole('button', { name: 'Trekk tilbake aksepten' }).click();
  await expectToast(page, 'Aksepten er trukket tilbake');
  await expect(history.locator('li[data-event="quote_withdrawn"]')).toContainText('Kunden vil ha kompositt i stedet for tre.');
  await expect(history.locator('li[data-mail="quote_withdrawn"]')).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await history.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('enquiry-timeline-1280') });
  expect(problems).toEqual([]);
});
