// The five calculators end to end: what the page shows equals the shared engine's result for the
// seeded parameters, and the server-side estimate (POST /api/estimate/{type}) agrees with it.
import type { APIRequestContext, Page } from '@playwright/test';
import { type CalculatorInputs, type CalculatorType, defaultInputs } from '../src/shared/calculators';
import { estimate } from '../src/shared/pricing';
import { formatNok } from '../src/shared/pricing/format';
import type { PublicPricingParameter } from '../src/shared/pricing/params';
import { expect, test } from './fixtures';

async function pricing(request: APIRequestContext, type: CalculatorType): Promise<PublicPricingParameter[]> {
  const res = await request.get(`/api/pricing/${type}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as PublicPricingParameter[];
}

async function open(page: Page, type: CalculatorType) {
  await page.goto(`/calculator?type=${type}`);
  await expect(page.getByRole('radio', { name: labelOf[type], exact: true })).toBeChecked();
}

const labelOf: Record<CalculatorType, string> = { terrace: 'Terrasse', trim: 'Lister', kitchen: 'Kjøkken', door: 'Dører', bathroom: 'Bad' };

/** Presses 'Beregn pris' and checks the shown total and lines against the engine and the API. */
async function expectEstimate<T extends CalculatorType>(page: Page, type: T, input: CalculatorInputs[T]) {
  const params = await pricing(page.request, type);
  const expected = estimate(type, input, params);
  expect(expected.total).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Beregn pris' }).click();
  const total = page.getByTestId('estimate-total');
  await expect(total).toHaveText(`Total estimert pris: ${formatNok(expected.total)} NOK`);
  await expect(page.getByTestId('estimate-vat')).toHaveText('inkl. mva');
  await expect(page.getByText('Dette er et estimat. For en nøyaktig pris, bestill en befaring.')).toBeVisible();

  const rows = page.getByRole('list', { name: 'Uforpliktende estimat' }).getByRole('listitem');
  await expect(rows).toHaveCount(expected.lines.length);
  for (const [i, line] of expected.lines.entries()) {
    await expect(rows.nth(i)).toContainText(line.label);
    await expect(rows.nth(i)).toContainText(line.note === 'Inkludert' ? 'Inkludert' : `${formatNok(line.amount)} kr inkl. mva`);
  }

  const api = await page.request.post(`/api/estimate/${type}`, { data: { input } });
  expect(api.status()).toBe(200);
  const body = (await api.json()) as { total: number; lines: unknown[] };
  expect(body.total).toBe(expected.total);
  expect(body.lines).toEqual(expected.lines);
}

test('terrace: every input counts, with a decimal comma', async ({ page }) => {
  await open(page, 'terrace');
  await expect(page.getByRole('heading', { name: 'Priskalkulator for terrasse' })).toBeVisible();
  await page.getByLabel('Areal (m²)').fill('25,5');
  await page.getByLabel('Materiale', { exact: true }).selectOption('ROYAL_GREY');
  await page.getByText('Skjult (+15 %)').click();
  await page.getByLabel('Fundament').selectOption('POSTS');
  await page.getByRole('switch', { name: 'Riving av gammel terrasse' }).check();
  await page.getByRole('switch', { name: 'Trapp' }).check();
  await page.getByLabel('Trappebredde (meter)').fill('1,2');
  await page.getByLabel('Antall trinn').fill('4');
  await page.getByRole('switch', { name: 'Rekkverk' }).check();
  await page.getByLabel('Lengde på rekkverk (meter)').fill('8');
  await expectEstimate(page, 'terrace', {
    area: 25.5,
    material: 'ROYAL_GREY',
    otherMaterial: undefined,
    fastening: 'HIDDEN',
    foundation: 'POSTS',
    demolish: true,
    stairs: true,
    stairWidth: 1.2,
    stairSteps: 4,
    fence: true,
    fenceLength: 8,
  });
});

test('terrace: ground foundation is shown as included, complex designs add their surcharge', async ({ page }) => {
  await open(page, 'terrace');
  await page.getByLabel('Areal (m²)').fill('12');
  await expectEstimate(page, 'terrace', { ...defaultInputs.terrace, area: 12 });
  await page.getByLabel('Fundament').selectOption('MULTI_LEVEL');
  await page.getByLabel('Materiale', { exact: true }).selectOption('OTHER');
  await page.getByLabel('Beskriv materialet').fill('Kebony');
  await expectEstimate(page, 'terrace', { ...defaultInputs.terrace, area: 12, foundation: 'MULTI_LEVEL', material: 'OTHER', otherMaterial: 'Kebony' });
});

test('trim', async ({ page }) => {
  await open(page, 'trim');
  await page.getByLabel('Total lengde (meter)').fill('42,5');
  await page.getByLabel('Antall hjørner').fill('6');
  await page.getByRole('switch', { name: 'Fjerning av gamle lister' }).check();
  await page.getByRole('switch', { name: 'Maling av lister' }).check();
  await expectEstimate(page, 'trim', { length: 42.5, corners: 6, removeOld: true, painting: true });
});

test('kitchen', async ({ page }) => {
  await open(page, 'kitchen');
  await page.getByLabel('Antall underskap').fill('6');
  await page.getByLabel('Antall overskap').fill('4');
  await page.getByLabel('Antall skuffer').fill('3');
  await page.getByLabel('Antall hvitevarer som skal monteres').fill('2');
  await page.getByRole('switch', { name: 'Montering av benkeplate' }).check();
  await page.getByLabel('Utsparinger for vask').fill('1');
  await page.getByLabel('Utsparinger for platetopp').fill('1');
  await page.getByRole('switch', { name: 'Riving av gammelt kjøkken' }).check();
  await expectEstimate(page, 'kitchen', {
    baseCabinets: 6,
    wallCabinets: 4,
    drawers: 3,
    countertop: true,
    sinkCutouts: 1,
    hobCutouts: 1,
    appliances: 2,
    removeOld: true,
  });
});

test('door: interior subtype and exterior', async ({ page }) => {
  await open(page, 'door');
  await page.getByRole('radio', { name: 'Skyvedør' }).check();
  await page.getByLabel('Antall dører').fill('3');
  await page.getByRole('switch', { name: 'Ny karm' }).check();
  await expectEstimate(page, 'door', { doorType: 'INTERIOR', interiorType: 'SLIDING', count: 3, newFrame: true });
  await page.getByText('Ytterdør', { exact: true }).click();
  await expectEstimate(page, 'door', { doorType: 'EXTERIOR', interiorType: 'SLIDING', count: 3, newFrame: true });
});

test('bathroom', async ({ page }) => {
  await open(page, 'bathroom');
  await expect(page.getByLabel('Areal (m²)')).toHaveValue('6');
  await page.getByLabel('Areal (m²)').fill('8,5');
  await page.getByText('Premium fliser').click();
  for (const name of ['Toalett', 'Servant', 'Badekar', 'Varmekabler i gulvet']) {
    await page.getByRole('switch', { name }).check();
  }
  await expect(page.getByRole('switch', { name: 'Dusj' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Ventilasjon' })).toBeChecked();
  await expectEstimate(page, 'bathroom', {
    area: 8.5,
    tile: 'premium',
    toilet: true,
    sink: true,
    shower: true,
    bathtub: true,
    heatedFloor: true,
    ventilation: true,
  });
});
