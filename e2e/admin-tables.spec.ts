// Admin tables fit beside the menu at 1280 px and never widen a phone's page; the project dialog
// shows each photo's thumbnail on a phone, so photos can be put in order by sight.
import type { Locator, Page } from '@playwright/test';
import { dialog } from './admin-helpers';
import { expect, loginAsAdmin, test } from './fixtures';

const run = Date.now().toString(36);
const LONG_MESSAGE = `Hei!\n\n${'Vi ønsker å bygge en ny terrasse på vestsiden av huset, med trapp ned til hagen og et rekkverk i glass. '.repeat(14)}\nMvh`;

async function seedEnquiries(page: Page) {
  const enquiries = [
    { name: `Kari Nordmann-Langnavnsen Bakketunet ${run}`, email: `kari.nordmann.langnavnsen.bakketunet@eksempel-bedrift-trondheim.no`, phone: '+47 400 12 345', message: LONG_MESSAGE },
    { name: `Ola Kort ${run}`, email: 'ola@example.no', phone: '', message: 'Kan dere se på en ny kjøkkenbenk?' },
    { name: `Unbrokenlongsurnamewithoutanyspaces${run}`, email: 'x@example.no', phone: '98765432', message: 'Ordentliglangtordutenmellomromsomikkekanbrytespåvanligvis'.repeat(8) },
  ];
  for (const data of enquiries) expect((await page.request.post('/api/contact', { data })).status()).toBe(201);
}

/** How far the page, and the table's own scrolling frame (Mantine's Table.ScrollContainer), are wider than shown. */
async function overflow(page: Page, table: Locator) {
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  const frame = await table.evaluate((el) => {
    let f = el.parentElement;
    while (f && !['auto', 'scroll'].includes(getComputedStyle(f).overflowX)) f = f.parentElement;
    if (!f) throw new Error('no scrolling frame around the table');
    return f.scrollWidth - f.clientWidth;
  });
  return { page: pageWidth, frame };
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the enquiry table fits beside the menu, long messages clamped to two lines; the other tables fit too', async ({ page }) => {
    await loginAsAdmin(page);
    await seedEnquiries(page);
    await page.goto('/admin/contact-submissions');
    const table = page.getByRole('table', { name: 'Henvendelser' });
    const longRow = table.getByRole('row').filter({ hasText: `Kari Nordmann-Langnavnsen Bakketunet ${run}` }).first();
    await expect(longRow).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: `Unbrokenlongsurnamewithoutanyspaces${run}` }).first()).toBeVisible();
    expect(await overflow(page, table)).toEqual({ page: 1280, frame: 0 });
    // Every cell's content stays inside its cell.
    const spills = await table.locator('tbody td').evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth + 1).length);
    expect(spills).toBe(0);
    // Each status select has room for its longest label («Befaring avtalt»), not «Befaring av».
    const cut = await table.locator('tbody select').evaluateAll((selects) =>
      selects.flatMap((s) => {
        const el = s as HTMLSelectElement;
        const css = getComputedStyle(el);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = `${css.fontWeight} ${css.fontSize} ${css.fontFamily}`;
        const room = el.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight);
        return [...el.options].filter((o) => ctx.measureText(o.text).width > room + 1).map((o) => o.text);
      }),
    );
    expect([...new Set(cut)]).toEqual([]);

    // The message: two lines at most, the whole text on hover.
    const message = longRow.locator('td[data-label="Melding"] p');
    await expect(message).toHaveAttribute('title', LONG_MESSAGE);
    const box = await message.evaluate((el) => ({ height: el.clientHeight, full: el.scrollHeight, line: parseFloat(getComputedStyle(el).lineHeight) }));
    expect(box.height).toBeLessThanOrEqual(Math.ceil(box.line * 2) + 1);
    expect(box.full).toBeGreaterThan(box.height);

    for (const [path, name] of [
      ['/admin/projects', 'Prosjekter'],
      ['/admin/services', 'Tjenester'],
      ['/admin/activity-logs', 'Aktivitetslogg'],
      ['/admin/images', 'Bilder'],
    ] as const) {
      await page.goto(path);
      const t = page.getByRole('table', { name });
      await expect(t.locator('tbody tr').first()).toBeVisible();
      expect(await overflow(page, t), path).toEqual({ page: 1280, frame: 0 });
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the enquiry list stays inside the screen', async ({ page }) => {
    await loginAsAdmin(page);
    await seedEnquiries(page);
    await page.goto('/admin/contact-submissions');
    const table = page.getByRole('table', { name: 'Henvendelser' });
    await expect(table.getByRole('row').filter({ hasText: `Kari Nordmann-Langnavnsen Bakketunet ${run}` }).first()).toBeVisible();
    expect((await overflow(page, table)).page).toBeLessThanOrEqual(390);
  });

  test('the project dialog shows each photo as a thumbnail, and the thumbnails follow a move', async ({ page }) => {
    await loginAsAdmin(page);
    const projects = (await (await page.request.get('/api/admin/projects')).json()) as Array<{ title: string; imageUrls: string[] | null }>;
    const project = projects.find((p) => (p.imageUrls?.length ?? 0) >= 2)!;
    expect(project).toBeDefined();
    await page.goto('/admin/projects');
    await page.getByRole('button', { name: `Rediger ${project.title}`, exact: true }).click();
    const edit = dialog(page, 'Rediger prosjekt');
    const thumbs = edit.locator('.admin-image-preview img');
    await expect(thumbs).toHaveCount(project.imageUrls!.length);
    for (const thumb of await thumbs.all()) {
      await thumb.scrollIntoViewIfNeeded();
      await expect(thumb).toBeVisible();
      const box = (await thumb.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(96);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    const [first, second] = project.imageUrls!;
    await expect(thumbs.nth(0)).toHaveAttribute('src', first!);
    await edit.getByRole('button', { name: 'Flytt bilde 2 opp', exact: true }).click();
    await expect(thumbs.nth(0)).toHaveAttribute('src', second!);
    await expect(thumbs.nth(1)).toHaveAttribute('src', first!);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
