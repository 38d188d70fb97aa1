// The price list (/priser) from the database, the trust facts under Firma, and the banner that names
// the seeded example facts until the owner replaces them.
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { companySeed } from '../src/seeders/company';
import { formatKr } from '../src/shared/pricing/vat';
import type { PricingParameterDto } from '../src/shared/schemas/pricing';
import { expectToast } from './admin-helpers';
import { currentServer } from './current-server';
import { ADMIN, axeViolations, expect, loginAsAdmin, test } from './fixtures';

const widths = [390, 1280] as const;

async function ownerApi(): Promise<APIRequestContext> {
  // Sent as a page of this site would: mutations with the session cookie need a same-site Origin.
  const { origin } = currentServer();
  const ctx = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  expect((await ctx.post('/api/login', { data: ADMIN })).ok()).toBe(true);
  return ctx;
}

const trustEmpty = { masterCertificateHolder: null, masterCertificateTrade: null, centralApproval: null, insuranceCompany: null, insuranceCoverage: null, taxCertificateUrl: null };

let hourRate: PricingParameterDto;

test.beforeAll(async () => {
  const api = await ownerApi();
  hourRate = ((await (await api.get('/api/admin/pricing-parameters')).json()) as PricingParameterDto[]).find((p) => p.category === 'general' && p.parameterKey === 'hour_rate')!;
  await api.dispose();
});

// The other specs expect the seeded company and prices: put them back.
test.afterAll(async () => {
  const api = await ownerApi();
  try {
    await api.patch('/api/admin/company', {
      data: { orgNumber: companySeed.orgNumber, street: companySeed.street, phone: companySeed.phone, email: companySeed.email, footerCreditLabel: companySeed.footerCreditLabel, footerCreditUrl: null, ...trustEmpty },
    });
    await api.patch(`/api/admin/pricing-parameters/${hourRate.id}`, { data: { parameterValue: hourRate.parameterValue } });
  } finally {
    await api.dispose();
  }
});

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('/priser shows the hour rate, surcharges and service prices incl. mva from the database, and follows a price change', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/priser');
  await expect(page.getByRole('heading', { level: 1, name: 'Prisliste' })).toBeVisible();
  const rates = page.getByTestId('rates');
  await expect(rates.locator('[data-rate="hour_rate"]')).toContainText(`${formatKr(Number(hourRate.parameterValue))} per time`);
  await expect(rates.locator('[data-rate="minimum_price"]')).toContainText('Minstepris per oppdrag');
  await expect(rates.locator('[data-rate="travel_surcharge"]')).toContainText(/\d kr per arbeidsdag/);
  await expect(page.getByText('De står som egne linjer i tilbudet og på fakturaen')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Mindre oppdrag' })).toContainText('inkl. mva');
  await expect(page.getByText('Bindende pris etter befaring')).toBeVisible();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/priser-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Linked from the footer and from /services.
  await expect(page.locator('footer').getByRole('link', { name: 'Priser', exact: true })).toHaveAttribute('href', '/priser');
  await page.goto('/services');
  await expect(page.getByRole('link', { name: 'prislisten' })).toHaveAttribute('href', '/priser');

  // The owner changes the hour rate under Priskalkulator → Timepriser og tillegg; the next load of /priser shows it.
  await loginAsAdmin(page);
  await page.goto('/admin/pricing-parameters');
  await page.getByRole('tab', { name: 'Timepriser og tillegg' }).click();
  await page.getByRole('button', { name: 'Rediger «Timepris»' }).click();
  const next = Number(hourRate.parameterValue) + 100;
  await page.getByRole('dialog').getByLabel('Verdi').fill(String(next));
  await page.getByRole('dialog').getByRole('button', { name: 'Lagre endringer' }).click();
  await expectToast(page, 'Parameter oppdatert');
  await page.goto('/priser');
  await expect(page.getByTestId('rates').locator('[data-rate="hour_rate"]')).toContainText(`${formatKr(next)} per time`);
  expect(errors).toEqual([]);
});

test('the back office names the example facts on every page until Firma is filled in; the dashboard says whether the site is ready', async ({ page }) => {
  // An axe run, screenshots at three widths and a form saved: on a loaded machine more than 30 s.
  test.slow();
  const errors = watchConsole(page);
  await loginAsAdmin(page);
  const banner = page.getByTestId('example-facts-banner');
  await expect(banner).toContainText('Bytt ut eksempelopplysningene');
  await expect(banner).toContainText('Eksempelveien 12');
  await expect(banner).toContainText('Organisasjonsnummer');
  await expect(page.getByTestId('customer-readiness')).toContainText('Nei');
  expect(await axeViolations(page)).toEqual([]);
  // /readyz: the site works meanwhile.
  expect((await page.request.get('/readyz')).status()).toBe(200);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/admin-banner-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/projects');
  await expect(banner).toBeVisible();

  await banner.getByRole('link', { name: /Gå til Firma/ }).click();
  await expect(page).toHaveURL(/\/admin\/company$/);
  const form = page.getByRole('form', { name: 'Firmaopplysninger' });
  await form.getByLabel('Organisasjonsnummer').fill('923 609 016');
  await form.getByLabel('Gateadresse').fill('Fjordgata 3');
  await form.getByLabel('Telefon').fill('+47 911 22 333');
  await form.getByLabel('E-post').fill('post@skarpjern.no');
  await form.getByLabel('Kreditering i bunnteksten').fill('Nettside av Trondheim Web');
  await form.getByRole('button', { name: 'Lagre firmaopplysninger' }).click();
  await expectToast(page, 'Firmaopplysninger lagret');
  await expect(banner).toHaveCount(0);
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('customer-readiness')).toContainText('Ja');
  await expect(banner).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('trust facts filled in under Firma show on /about and in the footer; empty ones do not', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/about');
  await expect(page.getByTestId('trust-facts')).toHaveCount(0);
  await expect(page.getByTestId('trust-line')).toHaveCount(0);

  await loginAsAdmin(page);
  await page.goto('/admin/company');
  const form = page.getByRole('form', { name: 'Firmaopplysninger' });
  await form.getByLabel('Mesterbrev: hvem').fill('Martin Aune');
  await form.getByLabel('Mesterbrev: fag').fill('tømrerfaget');
  await form.getByLabel('Sentral godkjenning').fill('Utførende for tømrerarbeid og bygningsmessige arbeider, tiltaksklasse 1 og 2');
  await form.getByLabel('Forsikringsselskap').fill('If Skadeforsikring');
  await form.getByLabel('Forsikringen dekker').fill('Ansvarsforsikring og garantistillelse etter bustadoppføringslova');
  await form.getByLabel('Skatteattest og MVA-attest').fill('https://skatteattest.example.no/923609016');
  await form.getByRole('button', { name: 'Lagre firmaopplysninger' }).click();
  await expectToast(page, 'Firmaopplysninger lagret');

  await page.goto('/about');
  const facts = page.getByTestId('trust-facts');
  await expect(facts).toContainText('Martin Aune har mesterbrev i tømrerfaget.');
  await expect(facts).toContainText('tiltaksklasse 1 og 2');
  await expect(facts).toContainText('Forsikret i If Skadeforsikring: Ansvarsforsikring');
  await expect(facts.getByRole('link', { name: 'Se skatteattest og MVA-attest' })).toHaveAttribute('href', 'https://skatteattest.example.no/923609016');
  const line = page.getByTestId('trust-line');
  await expect(line).toContainText('Mesterbrev i tømrerfaget');
  await expect(line).toContainText('Sentralt godkjent');
  await expect(line.getByRole('link', { name: 'Skatteattest og MVA-attest' })).toBeVisible();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await facts.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/about-trust-${width}.png`, fullPage: true });
  }
  expect(errors).toEqual([]);
});
