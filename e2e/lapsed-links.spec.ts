// A customer's link that no longer opens its page says what happened, on a phone: quote version 1's link
// after version 2 was sent, and a review link already used. Still a 404, never indexed.
import { osloDay } from './admin-helpers';
import { E2E_ADMIN } from './config';
import { expect, test } from './fixtures';
import { makeReviewLink } from './review-helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('an old quote version’s link and a used review link explain what happened, with the phone, as a 404 that is not indexed', async ({ page, playwright, baseURL }) => {
  const owner = await playwright.request.newContext({ baseURL });
  const stamp = Date.now().toString(36);
  const enquiry = (await (await owner.post('/api/inspection', { data: { type: 'inspection', name: `Gammel Lenke ${stamp}`, email: `gammel-${stamp}@example.no`, phone: '91234567', address: 'Lade allé 10, 7041 Trondheim', projectType: 'terrace', message: 'Ny terrasse.' } })).json()) as { id: number };
  expect((await owner.post('/api/login', { data: E2E_ADMIN })).ok()).toBe(true);
  const version = async (unitPrice: number) => {
    const q = (await (await owner.post(`/api/admin/contact-submissions/${enquiry.id}/quotes`, { data: { lines: [{ text: 'Terrasse', quantity: 1, unit: 'stk', unitPrice }], priceType: 'fixed', validUntil: osloDay(30) } })).json()) as { id: number };
    return new URL(((await (await owner.post(`/api/admin/quotes/${q.id}/send`)).json()) as { url: string }).url).pathname;
  };
  const v1 = await version(60_000);
  await version(65_000);
  await owner.post('/api/logout');

  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && !m.text().includes('404') && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));

  const answer = await page.goto(v1);
  expect(answer?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const lapsed = page.getByTestId('lapsed-link');
  await expect(lapsed.getByRole('heading', { level: 1 })).toHaveText('Tilbudet er erstattet av en nyere versjon');
  await expect(lapsed).toContainText(`Vi sendte deg en ny versjon av tilbudet ${new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', dateStyle: 'long' }).format(new Date())}`);
  await expect(lapsed.getByRole('link', { name: /^\+?[\d ]+$/ })).toHaveAttribute('href', /^tel:\+47\d{8}$/);
  await page.screenshot({ path: 'test-results/lapsed-quote-390.png', fullPage: true });

  const review = await makeReviewLink(owner, `Brukt Omtale ${stamp}`);
  const token = review.path.split('/').pop()!;
  const sent = await owner.post(`/api/reviews/${token}`, { data: { token, rating: 5, text: 'Svært fornøyd med terrassen, ryddig og punktlig arbeid.', nameStyle: 'initials' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  expect((await page.goto(review.path))?.status()).toBe(404);
  await expect(page.getByTestId('lapsed-link').getByRole('heading', { level: 1 })).toHaveText('Takk, vi har fått omtalen din');
  await expect(page.getByTestId('lapsed-link')).toContainText('lenken kan bare brukes én gang');

  // An unknown link is still the plain not-found page.
  await page.goto('/tilbud/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Siden ble ikke funnet');
  expect(problems).toEqual([]);
  await owner.dispose();
});
