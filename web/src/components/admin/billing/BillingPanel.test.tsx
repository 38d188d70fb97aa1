// The billing panel on a case: what the owner reads (sums, each invoice and where it stands) and what
// each form sends. The rules themselves (never past what was agreed, the final invoice's lines, «Betalt»)
// are the server's: src/modules/billing/billing.int.test.ts.
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { addDays, todayInOslo } from '@shared/dates';
import type { BillingDto, InvoiceDto } from '@shared/schemas/billing';
import { fill, renderInSite } from '../../../test/render';
import { BillingPanel } from './BillingPanel';

const invoice = (over: Partial<InvoiceDto>): InvoiceDto => ({
  id: 1,
  kind: 'deposit',
  state: 'planned',
  lines: [{ text: 'Forskudd: 20 % av tilbudet (SK-2026-0009 v1)', amount: 16_000 }],
  total: 16_000,
  vat: 3_200,
  invoiceNumber: null,
  issueDate: null,
  dueDate: null,
  kid: null,
  invoicedAt: null,
  paidAmount: 0,
  paidOn: null,
  credited: 0,
  outstanding: 0,
  creditOf: null,
  share: { measure: 'percent', value: 20 },
  send: null,
  draft: false,
  inAccounting: false,
  error: null,
  ...over,
});

const billing = (invoices: InvoiceDto[], over: Partial<BillingDto> = {}): BillingDto => ({
  enquiryId: 9,
  jobId: 4,
  reference: 'SK-2026-0009',
  status: 'in_progress',
  priceType: 'fixed',
  agreedTotal: 80_000,
  contractTotal: 80_000,
  invoiced: 0,
  paid: 0,
  outstanding: 0,
  ceiling: 80_000,
  planned: 16_000,
  left: 64_000,
  deposit: { measure: 'percent', value: 20 },
  lineChoices: [
    { key: 'q:0', text: 'Terrassebord', amount: 50_000, taken: false },
    { key: 'q:1', text: 'Rekkverk', amount: 30_000, taken: true },
  ],
  depositsToDeduct: [],
  finalBlocked: 'Sluttfakturaen lages når oppdraget er ferdig eller overlevert.',
  dueDays: 10,
  connection: 'none',
  invoices,
  ...over,
});

test('the sums, each invoice with where it stands, and why the final invoice waits', async () => {
  const paid = invoice({ id: 2, kind: 'progress', state: 'invoiced', invoiceNumber: '10004', total: 8_000, lines: [{ text: 'Delfaktura: 10 % av avtalt pris', amount: 8_000 }], issueDate: '2026-11-02', dueDate: '2026-11-16', paidAmount: 8_000, paidOn: '2026-11-10', share: null });
  await renderInSite(<BillingPanel enquiryId={9} />, { handlers: { 'admin.billing.get': () => billing([invoice({}), paid], { invoiced: 8_000, paid: 8_000, left: 56_000 }) } });
  const sums = await screen.findByTestId('billing-sums');
  expect(sums).toHaveTextContent('Avtalt pris80 000 kr');
  expect(sums).toHaveTextContent('Gjenstår å fakturere72 000 kr');
  const list = screen.getByRole('list', { name: 'Fakturaer' });
  const rows = within(list).getAllByRole('listitem', { name: /kr$/ });
  expect(rows.map((r) => r.getAttribute('aria-label')?.replace(/\s/g, ' '))).toEqual(['Forskudd, 16 000 kr', 'Delfaktura 10004, 8 000 kr']);
  expect(within(rows[0]!).getByText('Planlagt')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Betalt')).toBeInTheDocument();
  expect(within(rows[1]!).queryByRole('button', { name: 'Registrer betaling' })).toBeNull();
  expect(within(rows[1]!).getByRole('link', { name: 'Fakturagrunnlag (PDF)' })).toHaveAttribute('href', '/api/admin/contact-submissions/9/invoices/2/fakturagrunnlag.pdf');
  expect(screen.getByRole('button', { name: 'Lag sluttfaktura' })).toBeDisabled();
  expect(screen.getByText('Sluttfakturaen lages når oppdraget er ferdig eller overlevert.')).toBeInTheDocument();
});

test('a progress invoice: the share previewed in kroner before it is sent', async () => {
  const { user, calls } = await renderInSite(<BillingPanel enquiryId={9} />, {
    handlers: { 'admin.billing.get': () => billing([]), 'admin.billing.planProgress': () => billing([invoice({ id: 3, kind: 'progress', total: 24_000 })]) },
  });
  await user.click(await screen.findByRole('button', { name: 'Ny delfaktura' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ny delfaktura' });
  await fill(user, within(dialog).getByLabelText('Prosent'), '30');
  expect(dialog).toHaveTextContent('Fakturaen blir 24 000 kr inkl. mva.');
  await user.click(within(dialog).getByRole('button', { name: 'Legg i planen' }));
  await screen.findByText('Delfaktura planlagt');
  expect(calls.find((c) => c.path === 'admin.billing.planProgress')?.input).toEqual({ id: 9, share: { measure: 'percent', value: 30 } });
});

test('marked invoiced: the due date follows the invoice date by the company’s days', async () => {
  const { user, calls } = await renderInSite(<BillingPanel enquiryId={9} />, {
    handlers: { 'admin.billing.get': () => billing([invoice({})]), 'admin.billing.markInvoiced': () => billing([invoice({ state: 'invoiced' })]) },
  });
  await user.click(await screen.findByRole('button', { name: 'Marker som fakturert' }));
  const dialog = await screen.findByRole('dialog', { name: 'Marker forskudd som fakturert' });
  expect(within(dialog).getByLabelText(/Forfallsdato/)).toHaveValue(addDays(todayInOslo(), 10));
  await fill(user, within(dialog).getByLabelText(/Fakturadato/), '2026-12-01');
  expect(within(dialog).getByLabelText(/Forfallsdato/)).toHaveValue('2026-12-11');
  await fill(user, within(dialog).getByLabelText(/Fakturanummer/), '10020');
  await user.click(within(dialog).getByRole('button', { name: 'Marker som fakturert' }));
  await screen.findByText('Ført som fakturert');
  expect(calls.find((c) => c.path === 'admin.billing.markInvoiced')?.input).toEqual({ id: 9, invoiceId: 1, invoiceNumber: '10020', issueDate: '2026-12-01', dueDate: '2026-12-11' });
});

test('with Fiken connected: «Lag i Fiken» as a draft, a refusal with its reason and «Prøv igjen», payments from Fiken', async () => {
  const refused = invoice({ id: 5, kind: 'progress', state: 'failed', error: 'Fiken avviste fakturaen (400): Ugyldig konto for linjen', inAccounting: true, share: null, total: 8_000 });
  const made = invoice({ id: 6, kind: 'progress', state: 'invoiced', invoiceNumber: '10009', issueDate: '2026-11-02', dueDate: '2099-11-16', total: 4_000, outstanding: 4_000, inAccounting: true, share: null });
  const connected = billing([invoice({}), refused, made], { connection: 'fiken' });
  const { user, calls } = await renderInSite(<BillingPanel enquiryId={9} />, {
    handlers: { 'admin.billing.get': () => connected, 'admin.billing.issue': () => connected, 'admin.billing.retry': () => connected },
  });
  const list = await screen.findByRole('list', { name: 'Fakturaer' });
  const [deposit, failed, invoiced] = within(list).getAllByRole('listitem', { name: /kr$/ });
  expect(within(failed!).getByRole('alert')).toHaveTextContent('Fiken avviste fakturaen (400): Ugyldig konto for linjen');
  expect(within(invoiced!).getByText('Betalinger hentes fra Fiken.')).toBeInTheDocument();
  expect(within(invoiced!).queryByRole('button', { name: 'Registrer betaling' })).toBeNull();

  await user.click(within(deposit!).getByRole('button', { name: 'Lag i Fiken' }));
  const dialog = await screen.findByRole('dialog', { name: 'Lag forskudd i Fiken' });
  await user.click(within(dialog).getByRole('radio', { name: /Lagre som utkast i Fiken/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Lag i Fiken' }));
  await screen.findByText('Lagres som utkast i Fiken');
  expect(calls.find((c) => c.path === 'admin.billing.issue')?.input).toEqual({ id: 9, invoiceId: 1, send: false });

  await user.click(within(failed!).getByRole('button', { name: 'Prøv igjen' }));
  await screen.findByText('Prøver igjen');
  expect(calls.find((c) => c.path === 'admin.billing.retry')?.input).toEqual({ id: 9, invoiceId: 5 });
});

test('the deposit paid in advance is shown carried onto the next progress invoice', async () => {
  const { user } = await renderInSite(<BillingPanel enquiryId={9} />, { handlers: { 'admin.billing.get': () => billing([invoice({ state: 'invoiced', invoiceNumber: '10001', share: null })], { depositsToDeduct: [{ invoiceId: 1, amount: 16_000 }] }) } });
  await user.click(await screen.findByRole('button', { name: 'Ny delfaktura' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ny delfaktura' });
  await fill(user, within(dialog).getByLabelText('Prosent'), '30');
  expect(dialog).toHaveTextContent('Fakturaen blir 24 000 kr inkl. mva; forskuddet på 16 000 kr trekkes fra, så kunden betaler 8 000 kr.');
});

test('of two deposits, the preview carries the ones the server will: each smaller than what is left of the invoice', async () => {
  const deposits = [invoice({ id: 1, state: 'invoiced', invoiceNumber: '10001', share: null }), invoice({ id: 2, state: 'invoiced', invoiceNumber: '10002', share: null, lines: [{ text: 'Forskudd', amount: 10_000 }], total: 10_000, vat: 2_000 })];
  const { user } = await renderInSite(<BillingPanel enquiryId={9} />, {
    handlers: { 'admin.billing.get': () => billing(deposits, { depositsToDeduct: [{ invoiceId: 1, amount: 16_000 }, { invoiceId: 2, amount: 10_000 }] }) },
  });
  await user.click(await screen.findByRole('button', { name: 'Ny delfaktura' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ny delfaktura' });
  // 24 000 kr: the first deposit fits, the second (10 000 kr) is more than the 8 000 kr left and waits.
  await fill(user, within(dialog).getByLabelText('Prosent'), '30');
  expect(dialog).toHaveTextContent('Fakturaen blir 24 000 kr inkl. mva; forskuddet på 16 000 kr trekkes fra, så kunden betaler 8 000 kr.');
  // 40 000 kr: both fit.
  await fill(user, within(dialog).getByLabelText('Prosent'), '50');
  expect(dialog).toHaveTextContent('Fakturaen blir 40 000 kr inkl. mva; forskuddet på 26 000 kr trekkes fra, så kunden betaler 14 000 kr.');
});

test('a progress invoice of chosen lines: a line already invoiced cannot be chosen again', async () => {
  const { user, calls } = await renderInSite(<BillingPanel enquiryId={9} />, {
    handlers: { 'admin.billing.get': () => billing([]), 'admin.billing.planProgress': () => billing([]) },
  });
  await user.click(await screen.findByRole('button', { name: 'Ny delfaktura' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ny delfaktura' });
  await user.click(within(dialog).getByText('Linjer', { exact: true }));
  expect(within(dialog).getByRole('checkbox', { name: /Rekkverk/ })).toBeDisabled();
  await user.click(within(dialog).getByRole('checkbox', { name: /Terrassebord/ }));
  expect(dialog).toHaveTextContent('Fakturaen blir 50 000 kr inkl. mva.');
  await user.click(within(dialog).getByRole('button', { name: 'Legg i planen' }));
  await screen.findByText('Delfaktura planlagt');
  expect(calls.find((c) => c.path === 'admin.billing.planProgress')?.input).toEqual({ id: 9, share: { measure: 'lines', lines: ['q:0'] } });
});
