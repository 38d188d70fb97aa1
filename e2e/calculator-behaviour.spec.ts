// How the calculator behaves: when 'Beregn pris' is disabled, what switches reveal, what clears the
// result, that prices follow the admin's parameters, the handoff to the inspection form, and a11y.
import type { Page } from '@playwright/test';
import { estimate } from '../src/shared/pricing';
import { formatNok } from '../src/shared/pricing/format';
import type { PublicPricingParameter } from '../src/shared/pricing/params';
import { ADMIN, axeViolations, expect, test } from './fixtures';

const calculate = (page: Page) => page.getByRole('button', { name: 'Beregn pris' });
const total = (page: Page) => page.getByTestId('estimate-total');
const typeSelector = (page: Page) => page.getByRole('radiogroup', { name: 'Velg kalkulator' });

test.describe('Beregn pris is disabled until the calculator has what it needs', () => {
  test('terrace needs an area above 0', async ({ page }) => {
    await page.goto('/calculator');
    const area = page.getByLabel('Areal (m²)');
    await area.fill('5');
    await expect(calculate(page)).toBeEnabled();
    await expect(page.getByText('Fyll inn mål eller antall over for å beregne prisen.')).toHaveCount(0);
    await area.fill('0');
    await expect(calculate(page)).toBeDisabled();
    // The switched-off button says why.
    await expect(calculate(page)).toHaveAccessibleDescription('Fyll inn mål eller antall over for å beregne prisen.');
    await area.fill('');
    await expect(calculate(page)).toBeDisabled();
    await expect(page.getByText('Fyll inn mål eller antall over for å beregne prisen.')).toBeVisible();
  });

  test('trim needs a length above 0', async ({ page }) => {
    await page.goto('/calculator?type=trim');
    const length = page.getByLabel('Total lengde (meter)');
    await length.fill('1');
    await expect(calculate(page)).toBeEnabled();
    await length.fill('0');
    await expect(calculate(page)).toBeDisabled();
    await length.fill('');
    await expect(calculate(page)).toBeDisabled();
  });

  test('kitchen needs base or wall cabinets', async ({ page }) => {
    await page.goto('/calculator?type=kitchen');
    await page.getByLabel('Antall overskap').fill('1');
    await expect(calculate(page)).toBeEnabled();
    await page.getByLabel('Antall overskap').fill('0');
    await expect(calculate(page)).toBeDisabled();
    await page.getByLabel('Antall skuffer').fill('4');
    await page.getByLabel('Antall hvitevarer som skal monteres').fill('2');
    await expect(calculate(page)).toBeDisabled();
    await page.getByLabel('Antall underskap').fill('2');
    await expect(calculate(page)).toBeEnabled();
    await page.getByLabel('Antall underskap').fill('');
    await expect(calculate(page)).toBeDisabled();
  });

  test('door needs a count above 0', async ({ page }) => {
    await page.goto('/calculator?type=door');
    await expect(page.getByLabel('Antall dører')).toHaveValue('1');
    await expect(calculate(page)).toBeEnabled();
    await page.getByLabel('Antall dører').fill('0');
    await expect(calculate(page)).toBeDisabled();
    await page.getByLabel('Antall dører').fill('');
    await expect(calculate(page)).toBeDisabled();
  });

  test('bathroom: an empty area counts as 0', async ({ page }) => {
    await page.goto('/calculator?type=bathroom');
    const area = page.getByLabel('Areal (m²)');
    await expect(area).toHaveValue('6');
    await expect(calculate(page)).toBeEnabled();
    await area.fill('');
    await expect(calculate(page)).toBeDisabled();
    await expect(page.getByText('Arealet må være mellom 1 og 30 m²')).toBeVisible();
    await area.fill('0');
    await expect(calculate(page)).toBeDisabled();
  });
});

test('out-of-range values get a Norwegian message and are kept as typed', async ({ page }) => {
  await page.goto('/calculator?type=bathroom');
  const area = page.getByLabel('Areal (m²)');
  await expect(area).toHaveAccessibleDescription(/Et standard bad er vanligvis 4–8 m²/);
  await area.fill('45');
  await area.blur();
  await expect(area).toHaveValue('45');
  await expect(area).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Arealet må være mellom 1 og 30 m²')).toBeVisible();
  await calculate(page).click();
  await expect(total(page)).toHaveCount(0);
  await expect(area).toBeFocused();
  await area.fill('30');
  await expect(area).not.toHaveAttribute('aria-invalid', 'true');
  await calculate(page).click();
  await expect(total(page)).toBeVisible();

  await page.goto('/calculator?type=terrace');
  await page.getByRole('switch', { name: 'Trapp' }).check();
  const steps = page.getByLabel('Antall trinn');
  await steps.press('ArrowDown');
  await expect(steps).toHaveValue('1');
  await steps.fill('12');
  await expect(page.getByText('Antall trinn må være mellom 1 og 10')).toBeVisible();
});

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

test('switches reveal their inputs; material OTHER has a description that other choices clear', async ({ page }) => {
  await page.goto('/calculator');
  const width = page.getByLabel('Trappebredde (meter)');
  const steps = page.getByLabel('Antall trinn');
  await expect(width).toHaveCount(0);
  await expect(steps).toHaveCount(0);
  await page.getByRole('switch', { name: 'Trapp' }).check();
  await expect(width).toBeVisible();
  await expect(steps).toHaveValue('1');
  await page.getByRole('switch', { name: 'Trapp' }).uncheck();
  await expect(steps).toHaveCount(0);

  const fence = page.getByLabel('Lengde på rekkverk (meter)');
  await expect(fence).toHaveCount(0);
  await page.getByRole('switch', { name: 'Rekkverk' }).check();
  await expect(fence).toBeVisible();

  const other = page.getByLabel('Beskriv materialet');
  await expect(other).toHaveCount(0);
  await page.getByLabel('Materiale', { exact: true }).selectOption('OTHER');
  await other.fill('Kompositt');
  await page.getByLabel('Materiale', { exact: true }).selectOption('ROYAL_BROWN');
  await expect(other).toHaveCount(0);
  await page.getByLabel('Materiale', { exact: true }).selectOption('OTHER');
  await expect(other).toHaveValue('');

  await typeSelector(page).getByText('Kjøkken').click();
  await expect(page.getByLabel('Utsparinger for vask')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Montering av benkeplate' }).check();
  await expect(page.getByLabel('Utsparinger for vask')).toBeVisible();
  await expect(page.getByLabel('Utsparinger for platetopp')).toBeVisible();

  await typeSelector(page).getByText('Dører').click();
  const subtype = page.getByRole('radiogroup', { name: 'Type innerdør' });
  await expect(subtype).toBeVisible();
  await page.getByText('Ytterdør', { exact: true }).click();
  await expect(subtype).toHaveCount(0);
  await page.getByText('Innerdør', { exact: true }).click();
  await expect(subtype).toBeVisible();
});

test('changing type clears the result and updates ?type=; unknown types fall back to terrace', async ({ page }) => {
  await page.goto('/calculator?type=nope');
  await expect(page.getByRole('radio', { name: 'Terrasse', exact: true })).toBeChecked();
  await expect(page.getByRole('heading', { level: 1, name: 'Priskalkulator' })).toBeVisible();
  await page.getByLabel('Areal (m²)').fill('20');
  await calculate(page).click();
  await expect(total(page)).toBeVisible();

  await typeSelector(page).getByText('Bad').click();
  await expect(page).toHaveURL(/\/calculator\?type=bathroom$/);
  await expect(total(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Priskalkulator for baderom' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Om prisene for bad' })).toBeVisible();
  await expect(page).toHaveTitle('Priskalkulator for baderom | Skarpjern Snekker AS');

  await typeSelector(page).getByText('Terrasse').click();
  await expect(page).toHaveURL(/\/calculator\?type=terrace$/);
  await expect(total(page)).toHaveCount(0);
  await expect(page.getByLabel('Areal (m²)')).toHaveValue('20');
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
