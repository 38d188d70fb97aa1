// The owner's job days under Befaringer at 390 and 1280 px: a job's days (written as the job module
// writes them, here straight into calendar_block) offer no befaring times until the owner opens a day,
// and none again once it is closed.
import pg from 'pg';
import { currentServer } from './current-server';
import { expect, loginAsAdmin, test } from './fixtures';
import { expectToast } from './admin-helpers';

async function sql(text: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: currentServer().databaseUrl });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

const KEY = 'job:e2e-busy-days';
const TITLE = 'Oppdrag SK-2026-0099 – Kari Nordmann';

test('a job day offers no befaring until the owner opens it, and none once it is closed again', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  const slotDays = async () => {
    const slots = (await (await page.request.get('/api/inspection/slots')).json()) as Array<{ start: string }>;
    return new Set(slots.map((s) => s.start.slice(0, 10)));
  };
  // The last day with free times: far from the days other specs book.
  const day = [...(await slotDays())].at(-1)!;
  await sql(
    `insert into calendar_block (source_key, start_date, end_date, title, location, sequence, created_at, updated_at) values ($1, $2, $2::date + 1, $3, 'Storgata 1, 7011 Trondheim', 0, now(), now())`,
    [KEY, day, TITLE],
  );
  try {
    expect(await slotDays()).not.toContain(day);
    await loginAsAdmin(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/bookings');
      const row = page.getByTestId('busy-day').and(page.locator(`[data-day="${day}"]`));
      await expect(row).toContainText(`Opptatt: ${TITLE}`);
      await expect(row).toContainText('Stengt for befaring');
      await expect(page.getByLabel('Reisetid mellom befaringer (minutter)')).toHaveValue('30');
      await page.screenshot({ path: `test-results/busy-days-${width}.png`, fullPage: true });
    }

    const row = page.getByTestId('busy-day').and(page.locator(`[data-day="${day}"]`));
    await row.getByRole('button', { name: /^Åpne for befaring/ }).click();
    await expectToast(page, 'Åpnet for befaring');
    await expect(row).toContainText('Åpen for befaring');
    expect(await slotDays()).toContain(day);
    await page.screenshot({ path: 'test-results/busy-days-opened-1280.png', fullPage: true });

    await row.getByRole('button', { name: /^Steng igjen/ }).click();
    await expectToast(page, 'Stengt igjen');
    await expect(row).toContainText('Stengt for befaring');
    expect(await slotDays()).not.toContain(day);
    expect(problems).toEqual([]);
  } finally {
    await sql(`delete from calendar_block where source_key = $1`, [KEY]);
    await sql(`delete from booking_opened_day`, []);
  }
});
