// The calculator page in a browser against the server: a press where a finger lands, the type in the address,
// prices that follow the admin's parameters, the handoff to the inspection form, axe and the phone layout.
// The calculator's own behaviour (when «Beregn pris» is off, messages, what switches reveal, the computed total)
// is a component test: web/src/components/Calculator/PriceCalculator.test.tsx (docs/decisions/0032-test-pyramid.md).
import type { Page } from '@playwright/test';
import { estimate } from '../src/shared/pricing';
import { formatNok } from '../src/shared/pricing/format';
import type { PublicPricingParameter } from '../src/shared/pricing/params';
import { ADMIN, axeViolations, expect, test } from './fixtures';

const calculate = (page: Page) => page.getByRole('button', { name: 'Beregn pris' });
const total = (page: Page) => page.getByTestId('estimate-total');
const typeSelector = (page: Page) => page.getByRole('radiogroup', { name: 'Velg kalkulator' });

test('a press on a switch, on its track or on its text, turns it on and off', async ({ page }) => {
  await page.goto('/calculator');
  const stairs = page.getByRole('switch', { name: 'Trapp' });
  // Where a person presses: the middle of the track, then the start of the text (page.mouse, so the
  // press goes to whatever is on top there, as a finger's would).
  const root = page.locator('.mantine-Switch-root').filter({ has: stairs });
  const press = async (part: string, dx?: number) => {
    const target = root.locator(part);
    await target.scrollIntoViewIfNeeded();
    const box = (await target.boundingBox())!;
    await page.mouse.click(box.x + (dx ?? box.width / 2), box.y + box.height / 2);
  };
  await expect(stairs).not.toBeChecked();
  await press('.mantine-Switch-track');
  await expect(stairs).toBeChecked();
  await press('.mantine-Switch-label', 8);
  await expect(stairs).not.toBeChecked();
});

test('a type is in the address (?type=), with its title and its own text; unknown types fall back to terrace', async ({ page }) => {
  // That changing type clears a shown price and keeps the other type's inputs is a component test.
  await page.goto('/calculator?type=nope');
  await expect(page.getByRole('radio', { name: 'Terrasse', exact: true })).toBeChecked();
  await expect(page.getByRole('heading', { level: 1, name: 'Priskalkulator' })).toBeVisible();
  await page.getByLabel('Areal (m²)').fill('20');
  await calculate(page).click();
  await expect(total(page)).toBeVisible();

  await typeSelector(page).getByText('Bad').click();
  await expect(page).toHaveURL(/\/calculator\?type=bathroom$/);
  await expect(total(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Om prisene for bad' })).toBeVisible();
  await expect(page).toHaveTitle('Priskalkulator for baderom | Skarpjern Snekker AS');

  await typeSelector(page).getByText('Terrasse').click();
  await expect(page).toHaveURL(/\/calculator\?type=terrace$/);
  await expect(page.getByRole('heading', { name: 'Om prisene for bad' })).toHaveCount(0);
});

test('a changed price parameter changes the shown price', async ({ page }) => {
  const login = await page.request.post('/api/login', { data: { username: ADMIN.username, password: ADMIN.password } });
  expect(login.ok()).toBe(true);
  const all = (await (await page.request.get('/api/admin/pricing-parameters')).json()) as Array<Record<string, unknown>>;
  const param = all.find((p) => p.category === 'trim' && p.parameterKey === 'base_trim_price_per_meter');
  expect(param).toBeDefined();
  const { id, category, parameterKey, parameterName, parameterValue, description, displayOrder, isActive } = param!;
  const whole = { id, category, parameterKey, parameterName, parameterValue, description, displayOrder, isActive };
  const shownTotal = async () => {
    await page.goto('/calculator?type=trim');
    await page.getByLabel('Total lengde (meter)').fill('10');
    await calculate(page).click();
    const params = (await (await page.request.get('/api/pricing/trim')).json()) as PublicPricingParameter[];
    const expected = estimate('trim', { length: 10, corners: 0, removeOld: false, painting: false }, params).total;
    await expect(total(page)).toHaveText(`Total estimert pris: ${formatNok(expected)} NOK`);
    return expected;
  };
  const before = await shownTotal();
  try {
    const changed = String(Number(parameterValue) + 77);
    const patch = await page.request.patch(`/api/admin/pricing-parameters/${String(id)}`, { data: { ...whole, parameterValue: changed } });
    expect(patch.status()).toBe(200);
    const after = await shownTotal();
    expect(after).toBe(before + 770);
  } finally {
    const restore = await page.request.patch(`/api/admin/pricing-parameters/${String(id)}`, { data: whole });
    expect(restore.status()).toBe(200);
  }
});

test('the estimate travels to the inspection form', async ({ page }) => {
  await page.goto('/calculator');
  await page.getByLabel('Areal (m²)').fill('18');
  await calculate(page).click();
  const shown = (await total(page).textContent()) ?? '';
  expect(shown).toMatch(/^Total estimert pris: /);
  await page.getByRole('button', { name: 'Bestill befaring med dette estimatet' }).click();
  await expect(page).toHaveURL(/\/contact\?tab=inspection$/);
  // The estimate is shown as a card on the inspection form; its description is left empty.
  const card = page.getByRole('tabpanel').getByTestId('estimate-card');
  await expect(card).toContainText(`Terrasse: ${shown.replace(/^Total estimert pris: /, '').replace(/ NOK$/, '')} kr inkl. mva`);
  await expect(page.getByRole('tabpanel').locator('textarea').first()).toHaveValue('');
});

test('the calculator page passes axe, with and without a result', async ({ page }) => {
  await page.goto('/calculator?type=bathroom');
  await expect(calculate(page)).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);
  await calculate(page).click();
  await expect(total(page)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the calculator page passes axe with a field out of range, and with the terrace\'s switches revealing their fields', async ({ page }) => {
  // Several axe runs, each seconds of script on a loaded machine: a slow test's time.
  test.slow();
  await page.goto('/calculator?type=bathroom');
  await calculate(page).click();
  await expect(total(page)).toBeVisible();
  await page.getByLabel('Areal (m²)').fill('45');
  await expect(page.getByText('Arealet må være mellom 1 og 30 m²')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await typeSelector(page).getByText('Terrasse').click();
  await page.getByRole('switch', { name: 'Trapp' }).check();
  await page.getByRole('switch', { name: 'Rekkverk' }).check();
  await page.getByLabel('Materiale', { exact: true }).selectOption('OTHER');
  await typeSelector(page).getByText('Dører').click();
  await typeSelector(page).getByText('Terrasse').click();
  expect(await axeViolations(page)).toEqual([]);
});

test('on a phone the five calculator types wrap onto two rows and every one is fully visible', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/calculator');
  const selector = typeSelector(page);
  const box = await selector.boundingBox();
  expect(await selector.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  for (const name of ['Terrasse', 'Lister', 'Kjøkken', 'Dører', 'Bad']) {
    const label = await selector.getByText(name, { exact: true }).boundingBox();
    expect(label!.x).toBeGreaterThanOrEqual(box!.x);
    expect(label!.x + label!.width).toBeLessThanOrEqual(box!.x + box!.width);
  }
  const first = await selector.getByText('Terrasse', { exact: true }).boundingBox();
  const last = await selector.getByText('Bad', { exact: true }).boundingBox();
  expect(last!.y).toBeGreaterThan(first!.y + first!.height / 2);
});
