// A verified review from handover to /about: a case made through the API (quote sent and accepted), moved
// through the job's states to «Overlevert» and asked for its review as the handover does; the customer
// reviews at 390 px through the link in the mail (a file in this run: no SMTP server here; the integration
// test sends it through a real one); the owner sees and publishes it under «Omtaler»; /about then shows it,
// with AggregateRating in the page's structured data.
import { makeReviewLink } from './review-helpers';
import { axeViolations, expect, loginAsAdmin, test } from './fixtures';

const shot = (name: string) => `test-results/${name}.png`;

test('the review mail arrives, the customer reviews at 390 px, and /about shows it once the owner has seen it', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));

  const ownerContext = await browser.newContext({ baseURL });
  const name = `Omtale Kunde ${Date.now().toString(36)}`;
  const { path: link } = await makeReviewLink(ownerContext.request, name);
  await ownerContext.close();

  // The form at desktop width, looked at; then the customer at phone width.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(link);
  await page.screenshot({ path: shot('review-form-1280'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const res = await page.goto(link);
  expect(res?.headers()['cache-control']).toBe('no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hvordan var jobben?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Slik kontrollerer vi anmeldelser' })).toBeVisible();
  await page.screenshot({ path: shot('review-form-390'), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  // Sent without a choice: the schema's words, and nothing sent.
  await page.getByRole('button', { name: 'Send omtalen' }).click();
  await expect(page.getByText('Velg fra 1 til 5 stjerner.')).toBeVisible();
  await expect(page.getByText('Velg hvordan navnet ditt skal vises.')).toBeVisible();

  // Two stars: a low rating is published like any other.
  // The stars are radios under their drawn symbols: the symbol (its label) is what a person taps.
  const stars = page.getByRole('group', { name: 'Stjerner (1–5)' });
  const twoStars = stars.getByRole('radio', { name: '2 av 5 stjerner' });
  await stars.locator('label', { has: page.getByRole('radio', { name: '2 av 5 stjerner' }) }).click();
  await expect(twoStars).toBeChecked();
  const words = `Bra terrasse, men dere kom to dager for sent (${Date.now().toString(36)}).`;
  await page.getByLabel(/^Din omtale/).fill(words);
  await page.getByLabel(/^Fornavn og sted/).check();
  await page.getByLabel(/^Sted/).fill('Lade');
  await page.getByRole('button', { name: 'Send omtalen' }).click();
  await expect(page.getByTestId('review-sent')).toContainText('Takk for omtalen!');
  await page.screenshot({ path: shot('review-form-sent-390'), fullPage: true });

  // Not shown before the owner has seen it.
  await page.goto('/about');
  await expect(page.getByText(words)).toHaveCount(0);

  // The owner sees it under «Omtaler» and publishes it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsAdmin(page);
  await expect(page.getByTestId('reviews-hint')).toContainText(/venter på deg/);
  await page.getByRole('link', { name: 'Omtaler', exact: true }).click();
  const card = page.getByTestId('admin-review').filter({ hasText: words });
  await expect(card).toContainText('Ikke sett');
  await expect(card).toContainText(`Vises som: Omtale, Lade`);
  await page.screenshot({ path: shot('admin-reviews-1280'), fullPage: true });
  await card.getByRole('button', { name: 'Sett og publiser' }).click();
  await expect(card).toContainText('Publisert');
  await page.getByRole('button', { name: 'Logg ut' }).click();

  // /about shows it, with the average and count in the page and in its structured data.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/about');
    const review = page.getByTestId('review').filter({ hasText: words });
    await expect(review).toContainText('Omtale, Lade');
    await expect(review.getByRole('img', { name: '2 av 5 stjerner' })).toBeVisible();
    const count = await page.getByTestId('review').count();
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as { name?: string; aggregateRating?: { reviewCount: number; ratingValue: number }; review?: unknown[] });
    // One LocalBusiness block, named, that states the reviews too.
    expect(ld).toHaveLength(1);
    const rated = ld.find((b) => b.aggregateRating);
    expect(rated?.name).toBeTruthy();
    expect(rated?.aggregateRating?.reviewCount).toBe(count);
    expect(rated?.review).toHaveLength(count);
    await expect(page.getByTestId('review-summary')).toContainText(`${count} ${count === 1 ? 'omtale' : 'omtaler'}`);
    await page.locator('#omtaler').screenshot({ path: shot(`about-reviews-${width}`) });
  }

  // The home page: the average and count, and the newest reviews.
  await page.goto('/');
  await expect(page.getByTestId('review-summary')).toBeVisible();
  await expect(page.getByTestId('review').filter({ hasText: words })).toBeVisible();
  expect(problems).toEqual([]);
  // The link is used: it leads nowhere now (the browser reports the 404 it was answered with).
  const again = await page.goto(link);
  expect(again?.status()).toBe(404);
});
