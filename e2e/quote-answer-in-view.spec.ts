// A customer on a phone answers a quote: the answer appears where they are looking, without scrolling, takes
// focus, and is announced (role=status). Before, the form vanished and the phone showed the angreskjema's end and
// the footer. That every answer (accepted, declined, changes asked for) is brought into view, focused and
// announced is a component test (web/src/components/Quote/QuotePage.test.tsx); here one answer on a real
// phone's layout, against the server.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ADMIN, expect, test } from './fixtures';
import { osloDay } from './admin-helpers';

async function sentQuotePath(request: APIRequestContext, name: string): Promise<string> {
  const enquiry = await request.post('/api/inspection', {
    data: { type: 'inspection', name, email: 'svar@example.no', phone: '91234567', address: 'Lade allé 10, 7041 Trondheim', projectType: 'terrace', message: 'Ny terrasse mot sør.' },
  });
  expect(enquiry.status()).toBe(201);
  const { id } = (await enquiry.json()) as { id: number };
  expect((await request.post('/api/login', { data: ADMIN })).ok()).toBe(true);
  const created = await request.post(`/api/admin/contact-submissions/${id}/quotes`, {
    data: { lines: [{ text: 'Terrassebord, impregnert', quantity: 24, unit: 'm²', unitPrice: 2500 }], priceType: 'fixed', validUntil: osloDay(30), terms: '50 % ved oppstart, resten ved ferdigstillelse.' },
  });
  expect(created.status()).toBe(201);
  const sent = await request.post(`/api/admin/quotes/${((await created.json()) as { id: number }).id}/send`);
  expect(sent.ok()).toBe(true);
  return new URL(((await sent.json()) as { url: string }).url).pathname;
}

async function onPhone(browser: Browser, baseURL: string | undefined, path: string): Promise<Page> {
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
  const page = await phone.newPage();
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  return page;
}

/** The confirmation is wholly on screen, its heading has focus, and it is a live status region. */
async function expectAnswerInView(page: Page, testId: string, heading: string) {
  const box = page.getByTestId(testId);
  await expect(box).toContainText(heading);
  await expect(box).toBeInViewport({ ratio: 1 });
  await expect(box.getByRole('heading', { name: heading })).toBeFocused();
  await expect(box).toHaveAttribute('role', 'status');
}

const stamp = () => Date.now().toString(36);

test('accepting on a phone: «Tilbudet er akseptert» and what happens next are in view and focused', async ({ page, browser, baseURL }) => {
  const name = `Svar Aksept ${stamp()}`;
  const customer = await onPhone(browser, baseURL, await sentQuotePath(page.request, name));
  await customer.getByLabel('Fullt navn').fill(name);
  await customer.getByLabel('Jeg har lest og godtar vilkårene').check();
  await customer.getByRole('button', { name: 'Aksepter tilbudet' }).click();
  await expectAnswerInView(customer, 'quote-state', 'Tilbudet er akseptert');
  await expect(customer.getByTestId('quote-state')).toContainText('Vi tar kontakt med deg for å avtale oppstart.');
  await customer.screenshot({ path: 'test-results/quote-accepted-390.png' });
  await customer.context().close();
});
