// The price calculator on its own: when «Beregn pris» is switched off and why, the messages for values out of
// range, what switches and choices reveal, what clears a shown price, and the total computed from the prices the
// server gives. The browser tier (e2e/calculator-behaviour.spec.ts) keeps the page's address and title, a press
// on a switch where a finger lands, prices changed by the owner, the way on to the inspection form, axe and layout.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { CalculatorType } from '@shared/calculators';
import { defaultPublicParameters } from '@shared/pricing/catalogue';
import { estimate } from '@shared/pricing';
import { formatNok } from '@shared/pricing/format';
import { fill, renderInSite } from '../../test/render';
import { PriceCalculator } from './PriceCalculator';

const hint = 'Fyll inn mål eller antall over for å beregne prisen.';

async function open(type: CalculatorType = 'terrace', params: (t: CalculatorType) => Array<{ parameterKey: string; parameterValue: string }> = defaultPublicParameters) {
  const site = await renderInSite(<PriceCalculator initialType={type} />, {
    handlers: { 'public.pricing.byType': (input) => params((input as { type: CalculatorType }).type) },
  });
  const calculate = await screen.findByRole('button', { name: 'Beregn pris' });
  // The prices have come: the button no longer shows it is loading.
  await waitFor(() => expect(calculate).not.toHaveAttribute('data-loading'));
  return { ...site, calculate };
}

const total = () => screen.queryByTestId('estimate-total');

test('terrace needs an area above 0; the switched-off button says why', async () => {
  const { user, calculate } = await open('terrace');
  const area = screen.getByLabelText('Areal (m²)');
  await fill(user, area, '5');
  await waitFor(() => expect(calculate).toBeEnabled());
  expect(screen.queryByText(hint)).toBeNull();
  await fill(user, area, '0');
  await waitFor(() => expect(calculate).toBeDisabled());
  expect(calculate).toHaveAccessibleDescription(hint);
  await fill(user, area, '');
  expect(calculate).toBeDisabled();
  expect(screen.getByText(hint)).toBeVisible();
});

test('trim needs a length above 0', async () => {
  const { user, calculate } = await open('trim');
  const length = screen.getByLabelText('Total lengde (meter)');
  await fill(user, length, '1');
  await waitFor(() => expect(calculate).toBeEnabled());
  await fill(user, length, '0');
  expect(calculate).toBeDisabled();
  await fill(user, length, '');
  expect(calculate).toBeDisabled();
});

test('kitchen needs base or wall cabinets', async () => {
  const { user, calculate } = await open('kitchen');
  await fill(user, screen.getByLabelText('Antall overskap'), '1');
  await waitFor(() => expect(calculate).toBeEnabled());
  await fill(user, screen.getByLabelText('Antall overskap'), '0');
  expect(calculate).toBeDisabled();
  await fill(user, screen.getByLabelText('Antall skuffer'), '4');
  await fill(user, screen.getByLabelText('Antall hvitevarer som skal monteres'), '2');
  expect(calculate).toBeDisabled();
  await fill(user, screen.getByLabelText('Antall underskap'), '2');
  expect(calculate).toBeEnabled();
  await fill(user, screen.getByLabelText('Antall underskap'), '');
  expect(calculate).toBeDisabled();
});

test('door needs a count above 0', async () => {
  const { user, calculate } = await open('door');
  expect(screen.getByLabelText('Antall dører')).toHaveValue('1');
  expect(calculate).toBeEnabled();
  await fill(user, screen.getByLabelText('Antall dører'), '0');
  expect(calculate).toBeDisabled();
  await fill(user, screen.getByLabelText('Antall dører'), '');
  expect(calculate).toBeDisabled();
});

test('bathroom: an empty area counts as 0', async () => {
  const { user, calculate } = await open('bathroom');
  const area = screen.getByLabelText('Areal (m²)');
  expect(area).toHaveValue('6');
  expect(calculate).toBeEnabled();
  await fill(user, area, '');
  expect(calculate).toBeDisabled();
  expect(screen.getByText('Arealet må være mellom 1 og 30 m²')).toBeVisible();
  await fill(user, area, '0');
  expect(calculate).toBeDisabled();
});

test('out-of-range values get a Norwegian message and are kept as typed', async () => {
  const { user, calculate, unmount } = await open('bathroom');
  const area = screen.getByLabelText('Areal (m²)');
  expect(area).toHaveAccessibleDescription(/Et standard bad er vanligvis 4–8 m²/);
  await fill(user, area, '45');
  await user.tab();
  expect(area).toHaveValue('45');
  expect(area).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Arealet må være mellom 1 og 30 m²')).toBeVisible();
  await user.click(calculate);
  expect(total()).toBeNull();
  await waitFor(() => expect(document.activeElement).toBe(area));
  await fill(user, area, '30');
  expect(area).not.toHaveAttribute('aria-invalid', 'true');
  await user.click(calculate);
  expect(await screen.findByTestId('estimate-total')).toBeVisible();
  unmount();

  const terrace = await open('terrace');
  await terrace.user.click(screen.getByRole('switch', { name: 'Trapp' }));
  const steps = screen.getByLabelText('Antall trinn');
  await terrace.user.click(steps);
  await terrace.user.keyboard('{ArrowDown}');
  expect(steps).toHaveValue('1');
  await fill(terrace.user, steps, '12');
  expect(await screen.findByText('Antall trinn må være mellom 1 og 10')).toBeVisible();
});

test('switches reveal their inputs; material OTHER has a description that other choices clear', async () => {
  const { user } = await open('terrace');
  const material = () => screen.getByRole('combobox', { name: 'Materiale' });
  expect(screen.queryByLabelText('Trappebredde (meter)')).toBeNull();
  expect(screen.queryByLabelText('Antall trinn')).toBeNull();
  await user.click(screen.getByRole('switch', { name: 'Trapp' }));
  expect(screen.getByLabelText('Trappebredde (meter)')).toBeVisible();
  expect(screen.getByLabelText('Antall trinn')).toHaveValue('1');
  await user.click(screen.getByRole('switch', { name: 'Trapp' }));
  expect(screen.queryByLabelText('Antall trinn')).toBeNull();

  expect(screen.queryByLabelText('Lengde på rekkverk (meter)')).toBeNull();
  await user.click(screen.getByRole('switch', { name: 'Rekkverk' }));
  expect(screen.getByLabelText('Lengde på rekkverk (meter)')).toBeVisible();

  expect(screen.queryByLabelText('Beskriv materialet')).toBeNull();
  await user.selectOptions(material(), 'OTHER');
  await fill(user, screen.getByLabelText('Beskriv materialet'), 'Kompositt');
  await user.selectOptions(material(), 'ROYAL_BROWN');
  expect(screen.queryByLabelText('Beskriv materialet')).toBeNull();
  await user.selectOptions(material(), 'OTHER');
  expect(screen.getByLabelText('Beskriv materialet')).toHaveValue('');

  const types = screen.getByRole('radiogroup', { name: 'Velg kalkulator' });
  await user.click(within(types).getByText('Kjøkken'));
  expect(screen.queryByLabelText('Utsparinger for vask')).toBeNull();
  await user.click(await screen.findByRole('switch', { name: 'Montering av benkeplate' }));
  expect(screen.getByLabelText('Utsparinger for vask')).toBeVisible();
  expect(screen.getByLabelText('Utsparinger for platetopp')).toBeVisible();

  await user.click(within(types).getByText('Dører'));
  expect(await screen.findByRole('radiogroup', { name: 'Type innerdør' })).toBeVisible();
  await user.click(screen.getByText('Ytterdør', { exact: true }));
  expect(screen.queryByRole('radiogroup', { name: 'Type innerdør' })).toBeNull();
  await user.click(screen.getByText('Innerdør', { exact: true }));
  expect(screen.getByRole('radiogroup', { name: 'Type innerdør' })).toBeVisible();
});

test('changing type clears the result; the inputs of the first type are still there on the way back', async () => {
  const { user, calculate } = await open('terrace');
  expect(screen.getByRole('radio', { name: 'Terrasse' })).toBeChecked();
  await fill(user, screen.getByLabelText('Areal (m²)'), '20');
  await user.click(calculate);
  expect(await screen.findByTestId('estimate-total')).toBeVisible();

  const types = screen.getByRole('radiogroup', { name: 'Velg kalkulator' });
  await user.click(within(types).getByText('Bad'));
  expect(total()).toBeNull();
  expect(await screen.findByRole('heading', { name: 'Priskalkulator for baderom' })).toBeVisible();

  await user.click(within(types).getByText('Terrasse'));
  expect(total()).toBeNull();
  expect(await screen.findByLabelText('Areal (m²)')).toHaveValue('20');
});

test('the shown total is the estimate of the inputs at the prices the server gives', async () => {
  // A changed price (the owner's) changes the shown total by exactly its share.
  const raised = (type: CalculatorType) =>
    defaultPublicParameters(type).map((p) => (p.parameterKey === 'base_trim_price_per_meter' ? { ...p, parameterValue: String(Number(p.parameterValue) + 77) } : p));
  const shown: number[] = [];
  for (const params of [defaultPublicParameters, raised]) {
    const { user, calculate, unmount } = await open('trim', params);
    await fill(user, screen.getByLabelText('Total lengde (meter)'), '10');
    await user.click(calculate);
    const expected = estimate('trim', { length: 10, corners: 0, removeOld: false, painting: false }, params('trim')).total;
    expect((await screen.findByTestId('estimate-total')).textContent).toBe(`Total estimert pris: ${formatNok(expected)} NOK`);
    shown.push(expected);
    unmount();
  }
  expect(shown[1]).toBe(shown[0]! + 770);
});
