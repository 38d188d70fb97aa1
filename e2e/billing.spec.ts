// From done to paid, on phones: the owner sets a deposit in the quote editor, the customer sees it
// before accepting and accepts; the owner marks the deposit invoiced and paid, hands the job over,
// makes the final invoice for the rest and marks it paid, and the case is «Betalt»; the customer's page
// shows both invoices paid. The job's days are moved as the job screens move them (transition()).
import { initOrm } from '../src/db/orm';
import { transition } from '../src/modules/enquiry/case';
import { Enquiry } from '../src/modules/enquiry/enquiry.entity';
import { Job } from '../src/modules/job/job.entity';
import { dialog, expectToast, openCase, osloDay } from './admin-helpers';
import { currentServer } from './current-server';
import { axeViolations, expect, loginAsAdmin, test } from './fixtures';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const shot = (name: string) => test.info().outputPath(`${name}.png`);

/** The accepted quote's job brought to «Ferdig» (planned last week, started, finished), as the job screens do. */
async function finishJob(enquiryId: number): Promise<void> {
  const orm = await initOrm(currentServer().databaseUrl, { pool: { min: 0, max: 1 } });
  try {
    await orm.em.fork().transactional(async (tx) => {
      const enquiry = await tx.findOneOrFail(Enquiry, enquiryId);
      Object.assign(await tx.findOneOrFail(Job, { enquiry }), { startDate: osloDay(-7), endDate: osloDay(-2) });
      for (const step of ['planned', 'in_progress', 'done'] as const) transition(tx, enquiry, step, null);
    });
  } finally {
    await orm.close(true);
  }
}

test('the owner sets a deposit, the customer sees it before accepting, the owner invoices the rest after handover, and the customer sees it paid', async ({ browser, baseURL }) => {
  test.slow();
  const name = `Faktura Kunde ${Date.now().toString(36)}`;
  const ownerContext = await browser.newContext({ baseURL, ...phone });
  const owner = await ownerContext.newPage();
  const enquiry = await owner.request.post('/api/inspection', {
    data: { type: 'inspection', name, email: 'faktura@example.no', phone: '91234567', address: 'Lade allé 10, 7041 Trondheim', projectType: 'terrace', message: 'Ny terrasse mot sør.' },
  });
  expect(enquiry.status()).toBe(201);
  const { id } = (await enquiry.json()) as { id: number };
  await loginAsAdmin(owner);

  // The owner's quote on a phone: one line, 20 % deposit.
  const view = await openCase(owner, id, name);
  await view.getByRole('button', { name: 'Lag tilbud' }).click();
  const editor = view.getByRole('form', { name: 'Tilbud' });
  await editor.getByLabel('Tekst', { exact: true }).fill('Terrasse, 24 m²');
  await editor.getByLabel('Antall').fill('1');
  await editor.getByLabel('Enhetspris inkl. mva').fill('60000');
  // The segmented control's radios are hidden behind their labels: the label is what a finger taps.
  await editor.locator('label', { hasText: /^Prosent$/ }).click();
  await editor.getByLabel('Forskudd i prosent av totalen').fill('20');
  await expect(editor).toContainText(/Kunden ser før aksepten at 12\s000 kr faktureres som forskudd/);
  await editor.screenshot({ path: shot('quote-editor-deposit-390') });
  await editor.getByRole('button', { name: 'Lagre utkast' }).click();
  await expectToast(owner, 'Tilbud lagret');
  await view.getByTestId('quote-row').getByRole('button', { name: 'Send til kunden' }).click();
  const confirm = dialog(owner, 'Se over og send tilbudet');
  await expect(confirm.getByTestId('quote-deposit')).toContainText('Forskudd: 20 % av totalen');
  await confirm.getByRole('button', { name: 'Send til kunden' }).click();
  await expectToast(owner, 'Tilbud sendt');
  const quotes = (await (await owner.request.get(`/api/admin/contact-submissions/${id}/quotes`)).json()) as Array<{ url: string }>;
  const path = new URL(quotes[0]!.url).pathname;

  // The customer reads the deposit before accepting, and accepts.
  const customerContext = await browser.newContext({ baseURL, ...phone });
  const customer = await customerContext.newPage();
  await customer.goto(path);
  await customer.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await expect(customer.getByTestId('quote-deposit')).toHaveText(/Forskudd: 20 % av totalen, 12\s000 kr inkl\. mva, faktureres når tilbudet er akseptert\./);
  await customer.getByLabel('Fullt navn').fill(name);
  await customer.getByLabel('Jeg har lest og godtar vilkårene').check();
  await customer.getByRole('button', { name: 'Aksepter tilbudet' }).click();
  await expect(customer.getByTestId('job-section')).toBeVisible();

  // The deposit waits in the owner's plan: invoiced in the accounting system, then paid.
  await openCase(owner, id, name);
  const billing = owner.locator('#fakturering');
  const deposit = billing.getByRole('listitem', { name: /^Forskudd/ });
  await expect(deposit).toContainText('Planlagt');
  await deposit.getByRole('button', { name: 'Marker som fakturert' }).click();
  const mark = dialog(owner, 'Marker forskudd som fakturert');
  await mark.getByLabel('Fakturanummer').fill('20001');
  await mark.getByRole('button', { name: 'Marker som fakturert' }).click();
  await expectToast(owner, 'Ført som fakturert');
  await billing.getByRole('listitem', { name: /^Forskudd 20001/ }).getByRole('button', { name: 'Registrer betaling' }).click();
  await dialog(owner, 'Registrer betaling').getByRole('button', { name: 'Registrer' }).click();
  await expectToast(owner, 'Betaling registrert');
  await expect(billing.getByRole('listitem', { name: /^Forskudd 20001/ })).toContainText('Betalt');

  // After the handover: the final invoice for the rest, invoiced and paid; the case is «Betalt».
  await finishJob(id);
  expect((await owner.request.post(`/api/admin/contact-submissions/${id}/handover/hand-over`)).status()).toBe(200);
  await openCase(owner, id, name);
  await billing.getByRole('button', { name: 'Lag sluttfaktura' }).click();
  await expectToast(owner, 'Sluttfaktura laget');
  const final = billing.getByRole('listitem', { name: /^Sluttfaktura/ });
  await expect(final).toContainText(/Fakturert tidligere: forskudd \(faktura 20001\)\s*−12\s000 kr/);
  await expect(final).toContainText(/48\s000 kr/);
  await billing.screenshot({ path: shot('billing-owner-390') });
  await final.getByRole('button', { name: 'Marker som fakturert' }).click();
  const markFinal = dialog(owner, 'Marker sluttfaktura som fakturert');
  await markFinal.getByLabel('Fakturanummer').fill('20002');
  await markFinal.getByRole('button', { name: 'Marker som fakturert' }).click();
  await expectToast(owner, 'Ført som fakturert');
  await billing.getByRole('listitem', { name: /^Sluttfaktura 20002/ }).getByRole('button', { name: 'Registrer betaling' }).click();
  await dialog(owner, 'Registrer betaling').getByRole('button', { name: 'Registrer' }).click();
  await expectToast(owner, 'Betaling registrert');
  await expect(owner.getByTestId('case-status')).toHaveText('Betalt');
  await expect(billing.getByTestId('billing-sums')).toContainText(/Utestående0 kr/);

  // The customer's page: both invoices, paid.
  await customer.reload();
  await customer.waitForSelector('html[data-hydrated]', { state: 'attached' });
  const invoices = customer.getByTestId('invoices');
  await expect(invoices.getByRole('listitem')).toHaveText([/Forskudd 20001\s*Betalt\s*12\s000 kr/, /Sluttfaktura 20002\s*Betalt\s*48\s000 kr/]);
  await expect(invoices).toContainText(/Å betale\s*0 kr/);
  await expect(customer.getByTestId('job-section').getByRole('heading', { level: 2 })).toHaveText('Oppdraget: Betalt');
  await invoices.screenshot({ path: shot('billing-customer-390') });
  await customer.screenshot({ path: shot('billing-customer-top-390') });
  expect(await axeViolations(customer)).toEqual([]);
  await ownerContext.close();
  await customerContext.close();
});
