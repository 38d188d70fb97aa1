// The owner's day on a phone: a befaring and a job day today show on the back office's first screen
// with the address, a map link and the customer's phone as a tel: link; each opens its case's page,
// and that page loads directly (a reload) with its parts. The cases are made through the API; the
// befaring is moved to today in the database (the booking page offers no slot today).
import pg from 'pg';
import type { Locator, Page } from '@playwright/test';
import { currentServer } from './current-server';
import { casePage, osloDay } from './admin-helpers';
import { ADMIN, expect, loginAsAdmin, test } from './fixtures';

async function sql(text: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: currentServer().databaseUrl });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** The page is no wider than the phone: nothing scrolls sideways. */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function expectReachable(row: Locator, { name, address, phone }: { name: string; address: string; phone: string }) {
  await expect(row).toContainText(name);
  await expect(row).toContainText(address);
  await expect(row.getByRole('link', { name: `Ring ${name}, ${phone}` })).toHaveAttribute('href', `tel:${phone.replace(/\s/g, '')}`);
  const map = row.getByRole('link', { name: `Kart til ${address}` });
  await expect(map).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`);
  await expect(map).toHaveAttribute('target', '_blank');
}

test('the owner’s day at 390 px: today’s befaring and job day with address, map and phone, each opening its case’s page', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await loginAsAdmin(page, ADMIN);
  const api = page.request;
  const stamp = Date.now().toString(36);

  // A befaring request in a slot, moved to today (a random minute, so a second run does not collide).
  const visit = { name: `Befaring Dag ${stamp}`, address: 'Lade allé 12, 7041 Trondheim', phone: '912 34 567' };
  const slots = (await (await api.get('/api/inspection/slots?days=30')).json()) as Array<{ start: string }>;
  const booked = await api.post('/api/inspection', { data: { type: 'inspection', name: visit.name, email: 'dag@example.no', phone: visit.phone, address: visit.address, projectType: 'terrace', message: 'Ny terrasse.', slotStart: slots.at(-1)!.start } });
  expect(booked.status(), await booked.text()).toBe(201);
  const visitId = ((await booked.json()) as { id: number }).id;
  await sql(
    `update inspection_booking set start_at = (date_trunc('day', now() at time zone 'Europe/Oslo') + make_interval(mins => $2)) at time zone 'Europe/Oslo',
       end_at = (date_trunc('day', now() at time zone 'Europe/Oslo') + make_interval(mins => $2 + 20)) at time zone 'Europe/Oslo' where enquiry_id = $1`,
    [visitId, 60 + Math.floor(Math.random() * 1300)],
  );

  // A job from an accepted quote, planned from today.
  const work = { name: `Oppdrag Dag ${stamp}`, address: 'Kjøpmannsgata 5, 7013 Trondheim', phone: '987 65 432' };
  const created = await api.post('/api/inspection', { data: { type: 'inspection', name: work.name, email: 'jobb-dag@example.no', phone: work.phone, address: work.address, projectType: 'renovation', message: 'Nytt bad med fliser.' } });
  expect(created.status(), await created.text()).toBe(201);
  const workId = ((await created.json()) as { id: number }).id;
  const quote = await api.post(`/api/admin/contact-submissions/${workId}/quotes`, { data: { lines: [{ text: 'Nytt bad', quantity: 1, unit: 'stk', unitPrice: 120_000 }], priceType: 'fixed', validUntil: osloDay(30) } });
  expect(quote.status(), await quote.text()).toBe(201);
  const sent = await api.post(`/api/admin/quotes/${((await quote.json()) as { id: number }).id}/send`);
  const token = new URL(((await sent.json()) as { url: string }).url).pathname.split('/').pop()!;
  expect((await api.post(`/api/quotes/${token}/accept`, { data: { name: work.name, acceptTerms: true } })).ok()).toBe(true);
  const job = (await (await api.get(`/api/admin/contact-submissions/${workId}/job`)).json()) as { id: number };
  // Planned over the befaring moved to today: the owner's choice («Planlegg likevel»), both on the day.
  const planned = await api.patch(`/api/admin/jobs/${job.id}`, { data: { startDate: osloDay(0), endDate: osloDay(2), planOverBefaring: true } });
  expect(planned.status(), await planned.text()).toBe(200);

  // The first screen after logging in: today, with both.
  await page.goto('/admin/dashboard');
  const today = page.getByRole('region', { name: /^I dag, / });
  await expect(today).toBeVisible();
  const visitRow = today.getByTestId('day-item').filter({ hasText: visit.name });
  const workRow = today.getByTestId('day-item').filter({ hasText: work.name });
  await expectReachable(visitRow, visit);
  await expect(visitRow).toContainText(/Befaring kl\. \d\d:\d\d–\d\d:\d\d/);
  await expectReachable(workRow, work);
  await expect(workRow).toContainText('Oppdrag, dag 1 av 3');
  await expect(page.getByRole('region', { name: /^Neste arbeidsdag, / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Venter på deg' })).toBeVisible();
  await expectNoSideScroll(page);

  // The befaring opens its case; the page reloads as it is, with its parts.
  await visitRow.getByRole('link', { name: new RegExp(`^${visit.name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/contact-submissions/${visitId}$`));
  await expect(casePage(page).locator('#sak-tittel')).toContainText(visit.name);
  await page.reload();
  const visitCase = casePage(page);
  await expect(visitCase.locator('#sak-tittel')).toContainText(visit.name);
  await expect(visitCase.getByRole('region', { name: 'Oversikt' })).toContainText(visit.address);
  await expect(visitCase.getByRole('region', { name: 'Oversikt' }).getByRole('link', { name: visit.phone })).toHaveAttribute('href', 'tel:91234567');
  await expect(visitCase.getByTestId('enquiry-booking')).toBeVisible();
  await expect(visitCase.getByRole('region', { name: 'Historikk' })).toBeVisible();
  await expect(visitCase.getByRole('region', { name: 'E-post' })).toBeVisible();
  await expectNoSideScroll(page);

  // Back to the day; the job day opens its case, with the job and its days, also after a reload.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await workRow.getByRole('link', { name: new RegExp(`^${work.name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/contact-submissions/${workId}$`));
  await page.reload();
  const workCase = casePage(page);
  await expect(workCase.locator('#sak-tittel')).toContainText(work.name);
  await expect(workCase.getByTestId('next-step')).toHaveText('Start oppdraget på første dag');
  await expect(workCase.getByRole('region', { name: 'Oppdrag' })).toBeVisible();
  await expect(workCase.getByTestId('handover-panel')).toBeVisible();
  await expect(workCase.getByRole('navigation', { name: 'Deler av saken' }).getByRole('link', { name: 'Oppdrag' })).toHaveAttribute('href', '#oppdrag');
  await expectNoSideScroll(page);

  expect(problems).toEqual([]);
  await context.close();
});

test('an unknown case says so, with the way back; an old ?id= link goes to the case’s page', async ({ page }) => {
  await loginAsAdmin(page, ADMIN);
  await page.goto('/admin/contact-submissions/999999999');
  await expect(page.getByRole('heading', { name: 'Fant ikke saken' })).toBeVisible();
  await page.getByRole('link', { name: 'Til henvendelsene' }).click();
  await expect(page).toHaveURL(/\/admin\/contact-submissions$/);

  const created = await page.request.post('/api/inspection', { data: { type: 'inspection', name: 'Gammel Lenke', email: 'lenke@example.no', phone: '91234567', address: 'Lade allé 1, 7041 Trondheim', projectType: 'other', message: 'Lenken i e-posten.' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/admin/contact-submissions?id=${id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/contact-submissions/${id}$`));
  await expect(casePage(page).locator('#sak-tittel')).toBeVisible();
});

test('the case’s page asks for a login first, and comes back to it after', async ({ page }) => {
  await page.goto('/admin/contact-submissions/987654321');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Brukernavn').fill(ADMIN.username);
  await page.getByLabel('Passord').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/admin\/contact-submissions\/987654321$/);
  await expect(page.getByRole('heading', { name: 'Fant ikke saken' })).toBeVisible();
});
