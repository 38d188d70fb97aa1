// The administrator's work in the back office, one thing per test, each change checked where the public
// sees it and in the activity log.
import type { Page } from '@playwright/test';
import { casePage, choose, dialog, expectToast, osloDay, restoreAdmin } from './admin-helpers';
import { estimate } from '../src/shared/pricing';
import { formatNok } from '../src/shared/pricing/format';
import { ADMIN, axeViolations, expect, loginAsAdmin, test } from './fixtures';

const run = Date.now().toString(36);
const NEW_CREDS = { username: `admin-e2e-${run}`, password: `nytt-passord-${run}-xyz` };

type ProjectJson = { id: number; title: string; imageUrls: string[] | null; featured: boolean; category: string };
type ServiceJson = { id: number; title: string; parentId: number | null };
type ParamJson = { parameterKey: string; parameterValue: string };

const TERRACE_INPUT = {
  area: 10,
  material: 'IMPREGNATED_28X120_KL1',
  fastening: 'VISIBLE',
  foundation: 'GROUND',
  demolish: false,
  stairs: false,
  fence: false,
};
const KL1 = 'impregnated_28x120_kl1_price_per_sqm';
const KL1_NAME = 'Impregnert 28x120 kl. 1 per m²';
const nok = (n: number) => new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 }).format(n);

async function terraceTotal(page: Page): Promise<number> {
  const res = await page.request.post('/api/estimate/terrace', { data: { input: TERRACE_INPUT } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

async function terraceParam(page: Page, key: string): Promise<string | undefined> {
  const list = (await (await page.request.get('/api/pricing/terrace')).json()) as ParamJson[];
  return list.find((p) => p.parameterKey === key)?.parameterValue;
}

/** The activity-log row for this action/entity/id, after filtering with the tabs and the select. */
async function expectLogged(page: Page, action: string, entity: string, id: number) {
  await page.getByRole('tab', { name: action, exact: true }).click();
  await choose(page, 'Entitetstype', entity);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: entity, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
  await expect(row.first()).toBeVisible();
  await expect(row.first().getByText(action, { exact: true })).toBeVisible();
  return row.first();
}

test.afterAll(async () => {
  await restoreAdmin([NEW_CREDS]);
});

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

test('the owner logs in and is greeted as the administrator', async ({ page }) => {
  await expectToast(page, 'Logget inn', 'administrator');
});

test('the owner adds, edits and deletes a project, each seen on the public site and in the activity log', async ({ page }) => {
  test.setTimeout(90_000);
  const title = `E2E-terrasse ${run}`;
  await page.getByRole('navigation', { name: 'Administrasjonsmeny' }).getByRole('link', { name: 'Prosjekter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prosjekter' })).toBeVisible();
  await page.getByRole('button', { name: 'Legg til prosjekt' }).click();
  const add = dialog(page);
  await expect(add.getByRole('heading', { name: 'Legg til prosjekt' })).toBeVisible();
  await add.getByRole('button', { name: 'Opprett prosjekt' }).click();
  await expect(add.getByText('Tittel må være minst 2 tegn')).toBeVisible();
  await expect(add.getByText('Velg kategori')).toBeVisible();
  await expect(add.getByRole('combobox', { name: 'Kategori' })).toHaveAttribute('aria-invalid', 'true');
  await add.getByLabel('Tittel').fill(title);
  await add.getByLabel('Beskrivelse').fill('Ny terrasse i royalimpregnert furu med skjult innfesting.');
  await add.getByLabel('Sted').fill('Byåsen, Trondheim');
  await choose(page, 'Kategori', 'Terrasse', add);
  await add.getByLabel('Bilde 1 (URL)').fill('/images/terrace-1.svg');
  await add.getByRole('button', { name: 'Legg til bilde' }).click();
  await add.getByLabel('Bilde 2 (URL)').fill('ikke-en-url');
  await add.getByRole('button', { name: 'Opprett prosjekt' }).click();
  await expect(add.getByText(/^Bilde-URL må være en adresse på dette nettstedet/)).toBeVisible();
  // Another host is refused too: the site never loads images from elsewhere.
  await add.getByLabel('Bilde 2 (URL)').fill('https://example.com/terrasse.jpg');
  await add.getByRole('button', { name: 'Opprett prosjekt' }).click();
  await expect(add.getByText(/^Bilde-URL må være en adresse på dette nettstedet/)).toBeVisible();
  await add.getByRole('button', { name: 'Fjern bilde 2' }).click();
  await expect(add.getByLabel('Bilde 2 (URL)')).toHaveCount(0);
  await add.getByRole('switch', { name: 'Vis på forsiden' }).check();
  await add.getByRole('button', { name: 'Opprett prosjekt' }).click();
  await expectToast(page, 'Prosjekt opprettet');
  await expect(dialog(page)).toHaveCount(0);
  const projectRow = page.getByRole('row').filter({ hasText: title });
  await expect(projectRow).toContainText('Terrasse');
  await expect(projectRow).toContainText('Utvalgt');
  await expect(projectRow.getByRole('link', { name: /Vis bilde/ })).toHaveAttribute('href', '/images/terrace-1.svg');

  const created = ((await (await page.request.get('/api/projects')).json()) as ProjectJson[]).find((p) => p.title === title);
  expect(created).toMatchObject({ category: 'terrace', featured: true, imageUrls: ['/images/terrace-1.svg'] });
  const projectId = created!.id;
  await page.goto('/projects');
  await expect(page.getByText(title).first()).toBeVisible();
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const edited = `${title} (oppdatert)`;
  await page.goto('/admin/projects');
  await page.getByRole('button', { name: `Rediger ${title}`, exact: true }).click();
  const edit = dialog(page);
  await expect(edit.getByLabel('Tittel')).toHaveValue(title);
  await edit.getByLabel('Tittel').fill(edited);
  // Removing the only image row leaves one empty row; the empty list is stored as null.
  await edit.getByRole('button', { name: 'Fjern bilde 1' }).click();
  await expect(edit.getByLabel('Bilde 1 (URL)')).toHaveValue('');
  await edit.getByRole('switch', { name: 'Vis på forsiden' }).uncheck();
  await edit.getByRole('button', { name: 'Lagre endringer' }).click();
  await expectToast(page, 'Prosjekt oppdatert');
  const editedRow = page.getByRole('row').filter({ hasText: edited });
  await expect(editedRow).toContainText('Ingen bilde');
  await expect(editedRow).toContainText('Nei');
  const afterEdit = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as ProjectJson;
  expect(afterEdit).toMatchObject({ title: edited, imageUrls: null, featured: false });
  await page.goto('/projects');
  await expect(page.getByText(edited).first()).toBeVisible();

  await page.goto('/admin/projects');
  await page.getByRole('button', { name: `Slett ${edited}`, exact: true }).click();
  await expect(dialog(page)).toContainText('Dette kan ikke angres.');
  await dialog(page).getByRole('button', { name: 'Slett', exact: true }).click();
  await expectToast(page, 'Prosjekt slettet');
  await expect(page.getByRole('row').filter({ hasText: edited })).toHaveCount(0);
  expect((await page.request.get(`/api/projects/${projectId}`)).status()).toBe(404);
  await page.goto('/projects');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByText(edited)).toHaveCount(0);

  await page.goto('/admin/activity-logs');
  await expectLogged(page, 'Opprett', 'Prosjekt', projectId);
  await expectLogged(page, 'Oppdater', 'Prosjekt', projectId);
  const deletedRow = await expectLogged(page, 'Slett', 'Prosjekt', projectId);
  await deletedRow.getByRole('button', { name: /Detaljer/ }).click();
  // Named by its title, which the log kept after the delete; the changes in the owner's words.
  await expect(dialog(page)).toContainText(`Prosjekt «${edited}» (ID ${projectId})`);
  await expect(dialog(page)).toContainText(`Tittel: ${edited}`);
  await page.keyboard.press('Escape');
});

test('the owner adds a main service with a sub-service and deletes both at once, each logged', async ({ page }) => {
  test.setTimeout(90_000);
  const parent = `E2E-hovedtjeneste ${run}`;
  const child = `E2E-undertjeneste ${run}`;
  await page.goto('/admin/services');
  await page.getByRole('button', { name: 'Legg til tjeneste' }).click();
  await dialog(page).getByLabel('Tittel').fill(parent);
  await choose(page, 'Kategori', 'Mindre oppdrag', dialog(page));
  await dialog(page).getByRole('button', { name: 'Opprett tjeneste' }).click();
  await expectToast(page, 'Tjeneste opprettet');
  const parentRow = page.getByRole('row').filter({ hasText: parent });
  await expect(parentRow).toContainText('Hovedtjeneste');
  await expect(parentRow).toContainText('Ikke angitt');
  await expect(parentRow).toContainText('Aktiv');

  await page.getByRole('button', { name: 'Legg til tjeneste' }).click();
  await dialog(page).getByLabel('Tittel').fill(child);
  await choose(page, 'Kategori', 'Mindre oppdrag', dialog(page));
  await choose(page, 'Overordnet tjeneste', parent, dialog(page));
  await dialog(page).getByLabel('Pris', { exact: true }).fill('fra 500');
  await dialog(page).getByLabel('Visningsrekkefølge').fill('');
  await dialog(page).getByRole('button', { name: 'Opprett tjeneste' }).click();
  await expectToast(page, 'Tjeneste opprettet');
  const childRow = page.getByRole('row').filter({ hasText: child });
  await expect(childRow).toContainText(`Undertjeneste av ${parent}`);
  await expect(childRow).toContainText('fra 500 kr');

  const services = (await (await page.request.get('/api/services')).json()) as ServiceJson[];
  const parentJson = services.find((s) => s.title === parent);
  const childJson = services.find((s) => s.title === child);
  expect(parentJson?.parentId).toBeNull();
  expect(childJson?.parentId).toBe(parentJson?.id);

  // The parent choice of a service never offers the service itself.
  await page.getByRole('button', { name: `Rediger ${parent}`, exact: true }).click();
  await expect(dialog(page).getByRole('combobox', { name: 'Overordnet tjeneste' })).toBeDisabled(); // it has a sub-service
  await dialog(page).getByRole('button', { name: 'Avbryt' }).click();

  await page.getByRole('button', { name: `Slett ${parent}`, exact: true }).click();
  await expect(dialog(page)).toContainText('Alle undertjenester blir også slettet');
  await dialog(page).getByRole('button', { name: 'Slett', exact: true }).click();
  await expectToast(page, 'Tjeneste slettet');
  await expect(page.getByRole('row').filter({ hasText: parent })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: child })).toHaveCount(0);
  const servicesAfter = (await (await page.request.get('/api/services')).json()) as ServiceJson[];
  expect(servicesAfter.some((s) => s.title === parent || s.title === child)).toBe(false);

  await page.goto('/admin/activity-logs');
  await expectLogged(page, 'Opprett', 'Tjeneste', parentJson!.id);
  await expectLogged(page, 'Opprett', 'Tjeneste', childJson!.id);
  await expectLogged(page, 'Slett', 'Tjeneste', parentJson!.id);
  await expectLogged(page, 'Slett', 'Tjeneste', childJson!.id);
});

test('the owner raises a terrace price and the public estimate follows, adds and deletes a price, and puts it back, each logged', async ({ page }) => {
  test.setTimeout(90_000);
  const original = await terraceParam(page, KL1);
  expect(original).toBeDefined();
  const totalBefore = await terraceTotal(page);
  const raised = String(Number(original) + 500);
  await page.goto('/admin/pricing-parameters');
  await expect(page.getByRole('tab', { name: 'Terrasse' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: `Rediger «${KL1_NAME}»`, exact: true }).click();
  await dialog(page).getByLabel('Verdi').fill(raised);
  await dialog(page).getByRole('button', { name: 'Lagre endringer' }).click();
  await expectToast(page, 'Parameter oppdatert');
  // Shown as the carpenter reads it: grouped kroner and the unit.
  await expect(page.getByRole('row').filter({ hasText: KL1 }).getByTestId('price-value')).toHaveText(`${nok(Number(raised))} kr per m²`);
  expect(await terraceParam(page, KL1)).toBe(raised);
  expect(await terraceTotal(page)).toBe(totalBefore + 10 * 500);
  // The visitor's calculator shows the new price (its defaults are TERRACE_INPUT but the area).
  await page.goto('/calculator?type=terrace');
  await page.getByLabel('Areal (m²)').fill('10');
  await page.getByRole('button', { name: 'Beregn pris' }).click();
  await expect(page.getByTestId('estimate-total')).toHaveText(`Total estimert pris: ${nok(totalBefore + 10 * 500)} NOK`);
  await page.goto('/admin/pricing-parameters');

  // A duplicate key in the same category is refused with the server's message, shown by the field too.
  await page.getByRole('button', { name: 'Legg til parameter' }).first().click();
  await dialog(page).getByLabel('Nøkkel').fill('base_price_per_sqm');
  await dialog(page).getByLabel('Navn').fill('Dobbel nøkkel');
  await dialog(page).getByLabel('Verdi').fill('1');
  await dialog(page).getByRole('button', { name: 'Legg til', exact: true }).click();
  const duplicate = 'Det finnes allerede en parameter med denne nøkkelen i kategorien.';
  await expectToast(page, 'Feil ved oppretting', duplicate);
  await expect(dialog(page).getByText(duplicate)).toBeVisible();
  await dialog(page).getByLabel('Nøkkel').fill('Ugyldig nøkkel');
  await dialog(page).getByRole('button', { name: 'Legg til', exact: true }).click();
  await expect(dialog(page).getByText(/Nøkkelen kan bare inneholde små bokstaver/)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Avbryt' }).click();

  // Add one to Lister and delete it from its edit dialog.
  const tmpKey = `e2e_${run.replace(/[^a-z0-9]/g, '')}_test`;
  await page.getByRole('tab', { name: 'Lister' }).click();
  await page.getByRole('button', { name: 'Legg til parameter' }).click();
  await expect(dialog(page).getByRole('combobox', { name: 'Kategori' })).toHaveValue('Lister');
  await dialog(page).getByLabel('Nøkkel').fill(tmpKey);
  await dialog(page).getByLabel('Navn').fill('Midlertidig testpris');
  await dialog(page).getByLabel('Verdi').fill('123');
  await dialog(page).getByLabel('Visningsrekkefølge').fill('');
  await dialog(page).getByRole('button', { name: 'Legg til', exact: true }).click();
  await expectToast(page, 'Parameter lagt til');
  const tmpId = (
    (await (await page.request.get('/api/admin/pricing-parameters')).json()) as Array<{ id: number; parameterKey: string }>
  ).find((p) => p.parameterKey === tmpKey)!.id;
  await page.getByRole('button', { name: 'Rediger «Midlertidig testpris»', exact: true }).click();
  await dialog(page, 'Rediger prisparameter').getByRole('button', { name: 'Slett', exact: true }).click();
  const confirm = dialog(page, 'Slett prisparameter');
  await expect(confirm).toContainText('Dette kan ikke angres.');
  await confirm.getByRole('button', { name: 'Slett', exact: true }).click();
  await expectToast(page, 'Parameter slettet');
  await expect(page.getByRole('row').filter({ hasText: tmpKey })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Terrasse' }).click();
  await page.getByRole('button', { name: `Rediger «${KL1_NAME}»`, exact: true }).click();
  await dialog(page).getByLabel('Verdi').fill(original!);
  await dialog(page).getByRole('button', { name: 'Lagre endringer' }).click();
  await expectToast(page, 'Parameter oppdatert');
  expect(await terraceParam(page, KL1)).toBe(original);
  expect(await terraceTotal(page)).toBe(totalBefore);
  const paramId = (
    (await (await page.request.get('/api/admin/pricing-parameters')).json()) as Array<{
      id: number;
      category: string;
      parameterKey: string;
    }>
  ).find((p) => p.category === 'terrace' && p.parameterKey === KL1)!.id;

  await page.goto('/admin/activity-logs');
  await expectLogged(page, 'Oppdater', 'Prisparameter', paramId);
  await expectLogged(page, 'Opprett', 'Prisparameter', tmpId);
  await expectLogged(page, 'Slett', 'Prisparameter', tmpId);
});

test('the owner reads an inspection request with its estimate on the case’s page, and finds it logged', async ({ page }) => {
  test.setTimeout(90_000);
  const visitor = `E2E Befaring ${run}`;
  const preferred = osloDay(7);
  const bathroom = { area: 6, tile: 'premium', toilet: true, sink: true, shower: true, bathtub: false, heatedFloor: true, ventilation: true } as const;
  const bathroomParams = (await (await page.request.get('/api/pricing/bathroom')).json()) as ParamJson[];
  const priced = estimate('bathroom', bathroom, bathroomParams);
  const sent = await page.request.post('/api/inspection', {
    data: {
      name: visitor,
      email: 'befaring@example.no',
      phone: '+47 400 00 000',
      address: 'Eksempelgata 7, 7030 Trondheim',
      projectType: 'renovation',
      preferredDate: preferred,
      message: 'Vi vil pusse opp badet i andre etasje og trenger en befaring.',
      type: 'inspection',
      // The visitor's choices; a client total that differs from the server's is only flagged.
      estimate: { type: 'bathroom', input: bathroom, shownTotal: priced.total - 1000 },
    },
  });
  expect(sent.status()).toBe(201);
  const enquiryId = ((await sent.json()) as { id: number }).id;
  await page.goto('/admin/contact-submissions');
  const enquiryRow = page.getByRole('row').filter({ hasText: visitor });
  await expect(enquiryRow).toContainText('Befaring');
  await expect(enquiryRow).toContainText('befaring@example.no');
  await expect(enquiryRow).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  await enquiryRow.getByRole('cell', { name: visitor, exact: true }).click(); // the whole row opens the case's page
  await expect(page).toHaveURL(new RegExp(`/admin/contact-submissions/${enquiryId}$`));
  const detail = casePage(page);
  await expect(detail.getByRole('heading', { level: 2, name: new RegExp(`^${visitor}`) })).toBeVisible();
  await expect(detail).toContainText('Eksempelgata 7, 7030 Trondheim');
  await expect(detail).toContainText('Renovering');
  await expect(detail).toContainText(preferred.split('-').reverse().join('.'));
  await expect(detail).toContainText('Vi vil pusse opp badet i andre etasje');
  await expect(detail).toContainText('Premium fliser');
  await expect(detail).toContainText(`Total estimert pris: ${formatNok(priced.total)} kr inkl. mva`);
  for (const line of priced.lines) await expect(detail.getByRole('row').filter({ hasText: line.label })).toContainText(formatNok(line.amount));
  await expect(detail.getByRole('note')).toContainText(`Kunden fikk vist ${formatNok(priced.total - 1000)} kr`);
  await detail.getByRole('note').scrollIntoViewIfNeeded();
  expect(await axeViolations(page)).toEqual([]);
  // A reload shows the same case at once.
  await page.reload();
  await expect(detail).toContainText('Eksempelgata 7, 7030 Trondheim');

  await page.goto('/admin/activity-logs');
  await expectLogged(page, 'Opprett', 'Kontakt', enquiryId);
  await page.getByRole('tab', { name: 'Alle', exact: true }).click();
  await choose(page, 'Entitetstype', 'Alle typer');
});

test('the owner changes username and password, logs out, and logs in again to the page asked for', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/admin/settings');
  await expect(page.getByLabel('Nåværende brukernavn')).toHaveValue(ADMIN.username);
  await expect(page.getByRole('button', { name: 'Oppdater brukernavn' })).toBeDisabled();
  await page.getByLabel('Nytt brukernavn').fill(NEW_CREDS.username);
  await expect(page.getByRole('button', { name: 'Oppdater brukernavn' })).toBeDisabled();
  await page.getByLabel('Passordet ditt').fill('feil-passord-123');
  await page.getByRole('button', { name: 'Oppdater brukernavn' }).click();
  await expectToast(page, 'Feil ved oppdatering av brukernavn', 'Nåværende passord er feil.');
  await page.getByLabel('Passordet ditt').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Oppdater brukernavn' }).click();
  await expectToast(page, 'Brukernavn oppdatert');
  await expect(page.getByLabel('Nåværende brukernavn')).toHaveValue(NEW_CREDS.username);

  await page.getByRole('tab', { name: 'Sikkerhet' }).click();
  const update = page.getByRole('button', { name: 'Oppdater passord' });
  await expect(update).toBeDisabled();
  await page.getByLabel('Nåværende passord').fill(ADMIN.password);
  await page.getByLabel('Nytt passord', { exact: true }).fill(NEW_CREDS.password);
  await expect(update).toBeDisabled();
  await page.getByLabel('Bekreft nytt passord').fill(`${NEW_CREDS.password}x`);
  await update.click();
  await expectToast(page, 'Passord samsvarer ikke', 'Nytt passord og bekreftelse må være like');
  await expect(page.getByText('Passord samsvarer ikke', { exact: true }).last()).toBeVisible();
  await page.getByLabel('Bekreft nytt passord').fill(NEW_CREDS.password);
  await update.click();
  await expectToast(page, 'Passord oppdatert');
  await expect(page.getByLabel('Nåværende passord')).toHaveValue('');

  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expectToast(page, 'Logget ut');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/admin\/login$/);

  // Logging in from there leads back to the page asked for (as a mail's link to an enquiry does).
  await page.getByLabel('Brukernavn').fill(NEW_CREDS.username);
  await page.getByLabel('Passord').fill(NEW_CREDS.password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  // The old password no longer works.
  await page.getByLabel('Brukernavn').fill(NEW_CREDS.username);
  await page.getByLabel('Passord').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expectToast(page, 'Pålogging mislyktes', 'Feil brukernavn eller passord');
  await expect(page).toHaveURL(/\/admin\/login$/);

  /* ---------- Put the original credentials back for the other specs ---------- */
  await loginAsAdmin(page, NEW_CREDS);
  await page.getByRole('navigation', { name: 'Administrasjonsmeny' }).getByRole('link', { name: 'Innstillinger' }).click();
  await page.getByLabel('Nytt brukernavn').fill(ADMIN.username);
  await page.getByLabel('Passordet ditt').fill(NEW_CREDS.password);
  await page.getByRole('button', { name: 'Oppdater brukernavn' }).click();
  await expectToast(page, 'Brukernavn oppdatert');
  await page.getByRole('tab', { name: 'Sikkerhet' }).click();
  await page.getByLabel('Nåværende passord').fill(NEW_CREDS.password);
  await page.getByLabel('Nytt passord', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('Bekreft nytt passord').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Oppdater passord' }).click();
  await expectToast(page, 'Passord oppdatert');
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await loginAsAdmin(page);
});
