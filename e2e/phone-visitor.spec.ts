// A phone visitor's first questions: can I call them (a call button in the header below md), what
// does it cost (every price says «inkl. mva»), and who are they (team photos as small variants).
import sharp from 'sharp';
import { expect, loginAsAdmin, test } from './fixtures';

test('below md the header has a visible call link; from md up the top bar has the number instead', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const call = page.getByRole('banner').getByRole('link', { name: /^Ring oss på \+47/ });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('href', /^tel:\+47\d{8}$/);

  // The smallest phones still get the whole header: the burger is not pushed past the right edge.
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 640 });
    const burger = (await page.getByRole('button', { name: 'Åpne meny' }).boundingBox())!;
    expect(burger.x + burger.width).toBeLessThanOrEqual(width);
    await expect(call).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(call).toBeHidden();

  // Nor do the widest parts of a page: the one-word title of /personvern and the befaring calendar.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/personvern');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  await page.goto('/contact?tab=inspection');
  await expect(page.getByTestId('slot-picker').locator('table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
});

test('every price on /services and in the calculator says «inkl. mva», in kr', async ({ page }) => {
  await page.goto('/services');
  const prices = page.locator('[data-price]');
  await expect(prices.first()).toBeVisible();
  const texts = await prices.allInnerTexts();
  expect(texts.length).toBeGreaterThan(3);
  for (const text of texts) {
    expect(text).toContain('inkl. mva');
    expect(text).not.toContain('NOK');
  }

  await page.goto('/calculator?type=trim');
  await page.getByLabel('Total lengde (meter)').fill('20');
  await page.getByLabel('Antall hjørner').fill('4');
  await page.getByRole('button', { name: 'Beregn pris' }).click();
  const lines = page.getByRole('list', { name: 'Uforpliktende estimat' }).getByRole('listitem');
  await expect(lines.first()).toBeVisible();
  for (const line of await lines.allInnerTexts()) {
    if (line.includes('Inkludert')) continue;
    expect(line).toMatch(/\d kr inkl\. mva$/);
  }
  // The spec's total line keeps NOK and is followed by the VAT note.
  await expect(page.getByTestId('estimate-total')).toHaveText(/^Total estimert pris: [\d\s\u00a0]+ NOK$/);
  await expect(page.getByTestId('estimate-vat')).toHaveText('inkl. mva');
});

test('a team photo on /about is fetched as a small variant, not the original', async ({ page }) => {
  await loginAsAdmin(page);
  const buffer = await sharp({ create: { width: 1600, height: 1600, channels: 3, background: { r: 120, g: 90, b: 60 } } }).jpeg().toBuffer();
  const uploaded = await page.request.post('/api/admin/images', { multipart: { file: { name: 'portrett.jpg', mimeType: 'image/jpeg', buffer } } });
  expect(uploaded.status()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const team = (await (await page.request.get('/api/admin/team-members')).json()) as Array<{ id: number; name: string; photoUrl: string | null }>;
  const member = team[0]!;
  expect((await page.request.patch(`/api/admin/team-members/${member.id}`, { data: { photoUrl: url } })).status()).toBe(200);
  try {
    const photoRequests: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'image' && r.url().includes('/uploads/')) photoRequests.push(new URL(r.url()).pathname);
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    const photo = page.getByRole('img', { name: member.name, exact: true });
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveJSProperty('complete', true);
    const widths = photoRequests.map((p) => Number(/-(\d+)\.(?:avif|webp|jpg)$/.exec(p)?.[1]));
    expect(widths.length).toBeGreaterThan(0);
    for (const w of widths) expect(w).toBeLessThanOrEqual(320);
  } finally {
    await page.request.patch(`/api/admin/team-members/${member.id}`, { data: { photoUrl: member.photoUrl } });
  }
});

test('a footer service link lands on its group on /services, with the heading below the sticky header', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Mindre oppdrag', exact: true }).click();
  await expect(page).toHaveURL(/\/services#mindre-oppdrag$/);
  const heading = page.getByRole('heading', { level: 2, name: 'Mindre oppdrag' });
  await expect(heading).toBeInViewport();
  const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
  await expect.poll(() => heading.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
});
