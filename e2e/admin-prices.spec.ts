// The price screen as the owner uses it: switching off a price the calculator needs asks first and
// names the estimate lines that would cost 0 kr; the dashboard warns until the price is back.
import type { Page } from '@playwright/test';
import { dialog, expectToast } from './admin-helpers';
import { expect, loginAsAdmin, test } from './fixtures';

const KEY = 'base_trim_price_per_meter';
const NAME = 'Montering av lister per meter';

async function trimPriceActive(page: Page): Promise<boolean> {
  const list = (await (await page.request.get('/api/pricing/trim')).json()) as Array<{ parameterKey: string }>;
  return list.some((p) => p.parameterKey === KEY);
}

async function switchOff(page: Page) {
  await openTab(page, 'Lister');
  await page.getByRole('button', { name: `Rediger «${NAME}»`, exact: true }).click();
  const editor = dialog(page, 'Rediger prisparameter');
  // The calculator's own price: its key cannot be changed and it cannot be deleted.
  await expect(editor.getByLabel('Nøkkel')).toHaveAttribute('readonly', '');
  await expect(editor.getByRole('button', { name: 'Slett', exact: true })).toHaveCount(0);
  await editor.getByRole('switch', { name: 'Aktiv' }).uncheck();
  // The example shows the effect before anything is saved.
  await expect(editor.getByTestId('example-estimate')).toContainText('Slik blir eksempelet med endringen');
  // The line that reads this price is marked, and goes to 0 kr in the site's money format.
  const used = editor.getByRole('list', { name: 'Eksempelestimat' }).locator('li[data-uses-price]');
  await expect(used.first()).toContainText('Montering av lister');
  await expect(used.first()).toContainText(/(^|\D)0\skr \(nå /);
  await editor.getByRole('button', { name: 'Lagre endringer' }).click();
}

/** Puts the price back on through the API, so a failure here never leaves the other tests without it. */
async function restore(page: Page) {
  const list = (await (await page.request.get('/api/admin/pricing-parameters')).json()) as Array<{ id: number; category: string; parameterKey: string }>;
  const row = list.find((p) => p.category === 'trim' && p.parameterKey === KEY);
  if (row) await page.request.patch(`/api/admin/pricing-parameters/${String(row.id)}`, { data: { isActive: true } });
}

test.afterEach(async ({ page }) => restore(page));

/** Opens a tab of the price screen once it is live: a press while the screen still loads its prices can be lost. */
async function openTab(page: Page, name: string) {
  await expect(async () => {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass();
}

test('switching off a required price asks first, names the lines that drop to 0, and the dashboard warns', async ({ page }) => {
  // Many steps through two dialogs and three pages.
  test.slow();
  await loginAsAdmin(page);
  await expect(page.getByText('Priskalkulatoren mangler priser')).toHaveCount(0);
  await page.goto('/admin/pricing-parameters');
  await openTab(page, 'Lister');
  await expect(page.getByRole('row').filter({ hasText: KEY })).toContainText('Montering av lister per meter');
  await expect(page.getByRole('button', { name: `Slett ${KEY}` })).toHaveCount(0);

  // Cancelled: nothing is saved.
  await switchOff(page);
  const confirm = dialog(page, 'Bekreft endring');
  await expect(confirm).toContainText('Når prisen er slått av regner kalkulatoren disse linjene i estimatet til 0 kr');
  await expect(confirm.getByRole('listitem')).toHaveText(['Montering av lister']);
  await confirm.getByRole('button', { name: 'Avbryt' }).click();
  await expect(confirm).toBeHidden();
  expect(await trimPriceActive(page)).toBe(true);
  await dialog(page, 'Rediger prisparameter').getByRole('button', { name: 'Avbryt' }).click();

  // Confirmed: saved, and both the tab and the dashboard say what is missing.
  await switchOff(page);
  await dialog(page, 'Bekreft endring').getByRole('button', { name: 'Lagre likevel' }).click();
  await expectToast(page, 'Parameter oppdatert');
  expect(await trimPriceActive(page)).toBe(false);
  await expect(page.getByRole('alert').filter({ hasText: 'Kalkulatoren mangler priser' })).toContainText('Montering av lister per meter');
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('alert').filter({ hasText: 'Priskalkulatoren mangler priser' })).toContainText(
    'Lister: Montering av lister per meter',
  );

  // Back on: no question asked, and the warning is gone.
  await page.goto('/admin/pricing-parameters');
  await openTab(page, 'Lister');
  await page.getByRole('button', { name: `Rediger «${NAME}»`, exact: true }).click();
  await dialog(page, 'Rediger prisparameter').getByRole('switch', { name: 'Aktiv' }).check();
  await dialog(page, 'Rediger prisparameter').getByRole('button', { name: 'Lagre endringer' }).click();
  await expectToast(page, 'Parameter oppdatert');
  expect(await trimPriceActive(page)).toBe(true);
  await page.goto('/admin/dashboard');
  await expect(page.getByText('Priskalkulatoren mangler priser')).toHaveCount(0);
});

test('the price screen speaks the carpenter\'s language: formatted values, names first, fallbacks said where they are edited', async ({ page }) => {
  await loginAsAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/pricing-parameters');
  const row = page.getByRole('row').filter({ has: page.getByText('Royal impregnert grå per m²', { exact: true }) });
  await expect(row.getByTestId('price-value')).toHaveText(/^\d{1,3}(\s\d{3})* kr per m²$/);
  await expect(row).toContainText('Mangler den: Royal impregnert per m² (felles) → Grunnpris terrassebord per m²');
  await page.screenshot({ path: 'test-results/pricing-screen-1280.png', fullPage: true });

  await page.getByRole('button', { name: 'Rediger «Royal impregnert grå per m²»', exact: true }).click();
  const editor = dialog(page, 'Rediger prisparameter');
  await expect(editor.getByTestId('fallback-note')).toContainText('«Royal impregnert per m² (felles)»');
  // Whatever spacing is typed, the value reads as kroner per m², and the example (a grey Royal terrace) follows it.
  await editor.getByLabel('Verdi').fill('3300');
  await expect(editor.getByText('Leses som 3 300 kr per m² inkl. mva.')).toBeVisible();
  await editor.getByLabel('Verdi').fill(' 33 00 ');
  await expect(editor.getByText('Leses som 3 300 kr per m² inkl. mva.')).toBeVisible();
  const example = editor.getByTestId('example-estimate');
  await expect(example).toContainText(/grå/i);
  await expect(example.locator('li[data-uses-price]').first()).toContainText('bruker denne prisen');
  await expect(example).toContainText(/Totalt: \d{1,3}(\s\d{3})* kr \(nå \d{1,3}(\s\d{3})* kr\)/);
  await page.screenshot({ path: 'test-results/pricing-dialog-1280.png' });
  await editor.getByRole('button', { name: 'Avbryt' }).click();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Rediger «Royal impregnert per m² (felles)»', exact: true }).click();
  await expect(dialog(page, 'Rediger prisparameter').getByTestId('fallback-note')).toContainText('Reservepris for «Royal impregnert grå per m²», «Royal impregnert brun per m²»');
  await page.screenshot({ path: 'test-results/pricing-dialog-390.png', fullPage: true });
  await dialog(page, 'Rediger prisparameter').getByRole('button', { name: 'Avbryt' }).click();
  await page.screenshot({ path: 'test-results/pricing-screen-390.png', fullPage: true });
});
