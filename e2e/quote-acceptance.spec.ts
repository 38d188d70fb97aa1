// A customer on a phone opens the quote link from the mail, reads it and accepts it; the owner then
// sees the quote as «akseptert» in the enquiry. The enquiry and the quote are made through the API.
import { ADMIN, expect, test } from './fixtures';
import { openCase, osloDay } from './admin-helpers';

test('a customer on a phone reads and accepts the quote; the owner sees «akseptert»', async ({ page, browser, baseURL }) => {
  // Two phone tabs and the owner's screen: on a loaded machine the walk takes longer than one test's 30 s.
  test.slow();
  const name = `Tilbud Kunde ${Date.now().toString(36)}`;
  const enquiry = await page.request.post('/api/inspection', {
    data: { type: 'inspection', name, email: 'tilbudkunde@example.no', phone: '91234567', address: 'Lade allé 10, 7041 Trondheim', projectType: 'terrace', message: 'Ny terrasse mot sør.' },
  });
  expect(enquiry.status()).toBe(201);
  const { id } = (await enquiry.json()) as { id: number };
  expect((await page.request.post('/api/login', { data: ADMIN })).ok()).toBe(true);
  const created = await page.request.post(`/api/admin/contact-submissions/${id}/quotes`, {
    data: { lines: [{ text: 'Terrassebord, impregnert', quantity: 24, unit: 'm²', unitPrice: 2500 }, { text: 'Rigg og rydding', quantity: 1, unit: 'stk', unitPrice: 4000 }], priceType: 'estimate', validUntil: osloDay(30), terms: '50 % ved oppstart, resten ved ferdigstillelse.' },
  });
  expect(created.status()).toBe(201);
  const sent = await page.request.post(`/api/admin/quotes/${((await created.json()) as { id: number }).id}/send`);
  const { url } = (await sent.json()) as { url: string };
  const path = new URL(url).pathname;

  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const customer = await phone.newPage();
  // The same link open in a second tab, answered there after the first tab has accepted.
  const secondTab = await phone.newPage();
  await secondTab.goto(path);
  await secondTab.waitForSelector('html[data-hydrated]', { state: 'attached' });
  const response = await customer.goto(path);
  await customer.waitForSelector('html[data-hydrated]', { state: 'attached' });
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(customer.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(customer.getByRole('heading', { level: 1 })).toContainText('Tilbud SK-');
  await expect(customer.getByTestId('quote-totals')).toContainText('64 000 kr');
  await expect(customer.getByTestId('quote-totals')).toContainText('12 800 kr');
  await expect(customer.getByText('Endelig pris vil ikke overstige prisoverslaget med mer enn 15 %', { exact: false })).toBeVisible();
  await expect(customer.getByText('Arbeidssted: Lade allé 10, 7041 Trondheim')).toBeVisible();
  await expect(customer.getByText(/gjelder til og med \d{1,2}\. [a-zæøå]+ \d{4}/)).toBeVisible();
  // The angrerett is read before the form that accepts it, and the checkbox points to what it accepts.
  const angrerett = await customer.getByRole('heading', { name: 'Angrerett' }).boundingBox();
  const acceptForm = await customer.getByRole('heading', { name: 'Aksepter tilbudet' }).boundingBox();
  expect(angrerett!.y).toBeLessThan(acceptForm!.y);
  await expect(customer.getByRole('link', { name: 'angrerettinformasjonen' })).toHaveAttribute('href', '#angrerett');
  await expect(customer.getByRole('link', { name: 'betalingsvilkårene' })).toHaveAttribute('href', '#betalingsvilkar');

  // The form is far down on a phone; the top leads there.
  const lead = customer.getByRole('link', { name: /Gå til svaret/ });
  await expect(lead).toBeInViewport();
  await lead.click();
  await expect(customer.getByRole('heading', { name: 'Aksepter tilbudet' })).toBeInViewport();
  await customer.getByRole('button', { name: 'Aksepter tilbudet' }).click();
  await expect(customer.getByText('Du må krysse av for at du har lest og godtar vilkårene.')).toBeVisible();
  await customer.getByLabel('Fullt navn').fill(name);
  await customer.getByLabel('Jeg har lest og godtar vilkårene').check();
  await customer.getByRole('button', { name: 'Aksepter tilbudet' }).click();
  await expect(customer.getByTestId('quote-state')).toContainText(`Akseptert av ${name}`);
  // The job that follows, in the customer's words: agreed, dates to come (the owner's «Vunnet» is not theirs).
  await expect(customer.getByTestId('job-section').getByRole('heading', { level: 2 })).toHaveText('Oppdraget: Avtalt');
  await expect(customer.getByTestId('job-section')).toContainText('Vi tar kontakt for å avtale datoer.');
  await secondTab.getByLabel('Hva ønsker du endret?').fill('Kan dere bruke kompositt i stedet?');
  await secondTab.getByRole('button', { name: 'Send ønske om endringer' }).click();
  // The refused answer brings the page up to date instead of leaving forms for an answered quote.
  await expect(secondTab.getByTestId('quote-state')).toContainText(`Akseptert av ${name}`);
  await expect(secondTab.getByRole('button', { name: 'Aksepter tilbudet' })).toHaveCount(0);
  await phone.close();

  // page.request shares the page's cookies: the owner is logged in already.
  const view = await openCase(page, id, name);
  await expect(view.getByTestId('quote-status')).toHaveText('akseptert');
  await expect(view).toContainText('Vunnet');
});

test('a saved estimate shows its total in kr, its link can be copied, and its PDF link is a button', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const saved = await page.request.post('/api/estimates', { data: { type: 'trim', input: { length: 10, corners: 2 } } });
  expect(saved.status()).toBe(201);
  const { url } = (await saved.json()) as { url: string };
  const path = new URL(url).pathname;
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await expect(page.getByTestId('saved-estimate-total')).toHaveText(/^Total estimert pris: [\d\s]+ kr inkl\. mva$/);
  const pdf = page.getByRole('link', { name: 'Last ned som PDF' });
  await expect(pdf).toHaveCSS('text-decoration-line', 'none');
  // Desktop Chromium on Linux has no share sheet: the button copies.
  await page.getByRole('button', { name: 'Kopier lenke' }).click();
  await expect(page.getByText('Lenken er kopiert')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(path, page.url()).href);
});
