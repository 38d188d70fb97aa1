// The calculator's number fields as the browser sees them (the input attributes of docs/PRODUCT.md, section 2), and the
// whole way from a calculated price to a stored inspection request priced by the server.
import type { Locator, Page } from '@playwright/test';
import { parseCalculatorInput, plainInput, visibleInput } from '../src/shared/calculators';
import type { TerraceInput } from '../src/shared/calculators/terrace/schema';
import { estimate } from '../src/shared/pricing';
import { formatNok } from '../src/shared/pricing/format';
import type { PublicPricingParameter } from '../src/shared/pricing/params';
import { ADMIN, expect, fillTimePassed, test } from './fixtures';
import { adminEnquiries } from './public-helpers';

const calculate = (page: Page) => page.getByRole('button', { name: 'Beregn pris' });
const typeSelector = (page: Page) => page.getByRole('radiogroup', { name: 'Velg kalkulator' });
const spin = (page: Page, name: string) => page.getByRole('spinbutton', { name, exact: true });
/** A form field by its label, with or without the required asterisk. */
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** A number field's limits as exposed on the <input>: [min, max, step]; null where there is none. */
async function expectLimits(field: Locator, min: number, max: number | null, step: number) {
  await expect(field).toHaveAttribute('aria-valuemin', String(min));
  if (max === null) await expect(field).not.toHaveAttribute('aria-valuemax');
  else await expect(field).toHaveAttribute('aria-valuemax', String(max));
  await expect(field).toHaveAttribute('data-step', String(step));
}

test('every number field exposes its limits as a spin button', async ({ page }) => {
  await page.goto('/calculator?type=terrace');
  await expectLimits(spin(page, 'Areal (m²)'), 1, null, 1);
  await page.getByRole('switch', { name: 'Trapp' }).check();
  await expectLimits(spin(page, 'Trappebredde (meter)'), 0.5, null, 0.1);
  await expectLimits(spin(page, 'Antall trinn'), 1, 10, 1);
  await expect(spin(page, 'Antall trinn')).toHaveAttribute('aria-valuenow', '1');
  await page.getByRole('switch', { name: 'Rekkverk' }).check();
  await expectLimits(spin(page, 'Lengde på rekkverk (meter)'), 1, null, 1);

  // The arrow keys step from the minimum by the field's step, with a decimal comma.
  const width = spin(page, 'Trappebredde (meter)');
  await width.press('ArrowUp');
  await width.press('ArrowUp');
  await expect(width).toHaveValue('0,6');
  await expect(width).toHaveAttribute('aria-valuenow', '0.6');

  await typeSelector(page).getByText('Lister').click();
  await expectLimits(spin(page, 'Total lengde (meter)'), 1, null, 0.1);
  await expectLimits(spin(page, 'Antall hjørner'), 0, null, 1);
  const length = spin(page, 'Total lengde (meter)');
  await length.press('ArrowUp');
  await length.press('ArrowUp');
  await expect(length).toHaveValue('1,1');

  await typeSelector(page).getByText('Kjøkken').click();
  await page.getByRole('switch', { name: 'Montering av benkeplate' }).check();
  for (const name of [
    'Antall underskap',
    'Antall overskap',
    'Antall skuffer',
    'Antall hvitevarer som skal monteres',
    'Utsparinger for vask',
    'Utsparinger for platetopp',
  ]) {
    await expectLimits(spin(page, name), 0, null, 1);
  }

  await typeSelector(page).getByText('Dører').click();
  await expectLimits(spin(page, 'Antall dører'), 1, null, 1);

  await typeSelector(page).getByText('Bad').click();
  const area = spin(page, 'Areal (m²)');
  await expectLimits(area, 1, 30, 1);
  await expect(area).toHaveAttribute('aria-valuenow', '6');
  await expect(area).toHaveAccessibleDescription(/Et standard bad er vanligvis 4–8 m²/);
});

test('from a calculated price to a stored inspection request priced by the server', async ({ page }) => {
  const name = `Hele Veien ${Date.now().toString(36)}`;
  await page.goto('/calculator');
  await page.getByLabel('Areal (m²)').fill('18,5');
  await page.getByLabel('Materiale', { exact: true }).selectOption('ROYAL_BROWN');
  await page.getByText('Skjult (+15 %)').click();
  await page.getByLabel('Fundament').selectOption('SCREW_PILES');
  // A stair with too many steps, then no stair after all: the stale value must not block anything.
  await page.getByRole('switch', { name: 'Trapp' }).check();
  await page.getByLabel('Trappebredde (meter)').fill('1,2');
  await page.getByLabel('Antall trinn').fill('12');
  await expect(page.getByText('Antall trinn må være mellom 1 og 10')).toBeVisible();
  await page.getByRole('switch', { name: 'Trapp' }).uncheck();
  await page.getByRole('switch', { name: 'Rekkverk' }).check();
  await page.getByLabel('Lengde på rekkverk (meter)').fill('7');

  const typed: TerraceInput = {
    area: 18.5,
    material: 'ROYAL_BROWN',
    otherMaterial: undefined,
    fastening: 'HIDDEN',
    foundation: 'SCREW_PILES',
    demolish: false,
    stairs: false,
    stairWidth: 1.2,
    stairSteps: 12,
    fence: true,
    fenceLength: 7,
  };
  const parsed = parseCalculatorInput('terrace', typed);
  expect(parsed.success).toBe(true);
  const visible = plainInput(visibleInput('terrace', typed));
  const params = (await (await page.request.get('/api/pricing/terrace')).json()) as PublicPricingParameter[];
  const expected = estimate('terrace', parsed.success ? parsed.data : typed, params);
  expect(expected.total).toBeGreaterThan(0);

  await calculate(page).click();
  await expect(page.getByTestId('estimate-total')).toHaveText(`Total estimert pris: ${formatNok(expected.total)} NOK`);
  await page.getByRole('button', { name: 'Bestill befaring med dette estimatet' }).click();

  await expect(page).toHaveURL(/\/contact\?tab=inspection$/);
  const form = page.getByRole('form', { name: 'Bestill befaring' });
  await expect(field(form, 'Prosjekttype')).toHaveValue('Terrasse');
  // The estimate comes as a card; the description is left for the customer's own words.
  await expect(form.getByTestId('estimate-card')).toContainText(`${formatNok(expected.total)} kr inkl. mva`);
  // A reload (a phone coming back to the tab) keeps the estimate on the form until it is sent.
  await page.reload();
  await expect(form.getByTestId('estimate-card')).toContainText(`${formatNok(expected.total)} kr inkl. mva`);
  const description = field(form, 'Beskrivelse av prosjektet');
  await expect(description).toHaveValue('');
  await description.fill('Ny terrasse i bakhagen, gjerne i løpet av våren.');

  await field(form, 'Navn').fill(name);
  await field(form, 'E-post').fill('helevei@example.no');
  await field(form, 'Telefon').fill('91234567');
  await field(form, 'Adresse for befaring').fill('Lade allé 10, 7041 Trondheim');
  await fillTimePassed(form);
  await form.getByRole('button', { name: 'Send forespørsel' }).click();
  await expect(page.getByRole('alert')).toContainText('Befaringsforespørsel sendt!');
  // Sent: a new visit to the form starts without it.
  await page.reload();
  await expect(field(form, 'Navn')).toBeVisible();
  await expect(form.getByTestId('estimate-card')).toHaveCount(0);

  const stored = (await adminEnquiries(page.request, ADMIN)).find((e) => e.name === name);
  expect(stored).toMatchObject({ type: 'inspection', projectType: 'terrace', address: 'Lade allé 10, 7041 Trondheim', message: 'Ny terrasse i bakhagen, gjerne i løpet av våren.' });
  expect(stored?.estimate).toMatchObject({
    type: 'terrace',
    input: visible,
    total: expected.total,
    lines: expected.lines,
    shownTotal: expected.total,
  });
  const input = (stored?.estimate as { input: Record<string, unknown> } | null)?.input;
  expect(input).not.toHaveProperty('stairSteps');
  expect(input).not.toHaveProperty('stairWidth');
});
