import { describe, expect, it } from 'vitest';
import type { BillingDto, PublicBillingDto } from '../../shared/schemas/billing';
import type { ChangeOrderDto, JobDto } from '../../shared/schemas/job';
import type { PublicQuoteDto } from '../../shared/schemas/quote';
import type { TimelineDto } from '../../shared/schemas/timeline';
import { inDays, useCaseWorld, type CaseWorld } from '../../test/case-builder';
import { pdfText } from '../../test/pdf-text';
import { normalizeSpaces } from '../../test/pricing-helpers';

// The job's billing plan and invoices without an accounting connection, through the HTTP API as the
// owner and the customer use it: the deposit stated on the quote and planned at acceptance, progress
// invoices never past what was agreed, the final invoice with the contract and each change order as
// their own lines less what was invoiced, payments that end the case («Betalt»), and a credit note
// that opens an amount again.

const world = useCaseWorld();

const base = (enquiryId: number) => `/api/admin/contact-submissions/${enquiryId}/invoices`;
async function billing(w: CaseWorld, enquiryId: number): Promise<BillingDto> {
  const res = await w.get(base(enquiryId), true);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BillingDto>();
}
async function ok(w: CaseWorld, method: 'POST' | 'PATCH', url: string, payload?: object): Promise<BillingDto> {
  const res = await w.request(method, url, payload, true);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BillingDto>();
}
const invoiced = (w: CaseWorld, enquiryId: number, invoiceId: number, invoiceNumber: string) =>
  ok(w, 'POST', `${base(enquiryId)}/${invoiceId}/invoiced`, { invoiceNumber, issueDate: inDays(0), dueDate: inDays(14) });
const pay = (w: CaseWorld, enquiryId: number, invoiceId: number, amount: number) => ok(w, 'POST', `${base(enquiryId)}/${invoiceId}/payments`, { amount, paidOn: inDays(0) });
const status = async (w: CaseWorld, enquiryId: number) => (await w.get(`/api/admin/contact-submissions/${enquiryId}`, true)).json<{ status: string }>().status;

/** A change order of `amount` kr the customer accepted on the job. */
async function acceptedChangeOrder(w: CaseWorld, job: JobDto, token: string, amount: number, reason: string): Promise<void> {
  const created = await w.post(`/api/admin/jobs/${job.id}/change-orders`, { kind: 'extra', reason, lines: [{ text: reason, quantity: 1, unit: 'stk', unitPrice: amount }] }, true);
  expect(created.statusCode, created.body).toBe(201);
  const co = created.json<ChangeOrderDto>();
  expect((await w.post(`/api/admin/change-orders/${co.id}/send`, {}, true)).statusCode).toBe(200);
  expect((await w.post(`/api/quotes/${token}/change-orders/${co.id}/accept`, { name: 'Kari Nordmann' })).statusCode).toBe(200);
}

describe('the deposit', () => {
  it('is stated on the quote before the customer accepts, and planned when they do', async () => {
    const sent = await world.sentQuote({ extra: { deposit: { measure: 'percent', value: 20 } } });
    const quote = (await world.get(`/api/quotes/${sent.token}`)).json<PublicQuoteDto>();
    // 30 m² at 2 500 kr: 75 000 kr, of which 20 % is 15 000 kr.
    expect(quote.deposit).toEqual({ measure: 'percent', value: 20, amount: 15_000 });
    const pdf = await pdfText((await world.get(`/tilbud/${sent.token}.pdf`)).rawPayload);
    expect(normalizeSpaces(pdf)).toContain('Forskudd: 20 % av totalen, 15 000 kr inkl. mva');

    await world.accept(sent.token, sent.customer.name);
    const plan = await billing(world, sent.enquiryId);
    expect(plan.invoices).toMatchObject([{ kind: 'deposit', state: 'planned', total: 15_000, share: { measure: 'percent', value: 20 } }]);
    expect(plan).toMatchObject({ agreedTotal: 75_000, planned: 15_000, invoiced: 0, left: 60_000, finalBlocked: 'Sluttfakturaen lages når oppdraget er ferdig eller overlevert.' });
  });

  it("takes the company's default percentage on a new quote, and refuses one larger than the quote", async () => {
    expect((await world.request('PATCH', '/api/admin/company', { depositPercent: 10 }, true)).statusCode).toBe(200);
    try {
      const sent = await world.sentQuote();
      expect((await world.get(`/api/quotes/${sent.token}`)).json<PublicQuoteDto>().deposit).toEqual({ measure: 'percent', value: 10, amount: 7_500 });
      const { enquiryId } = await world.enquiry();
      const res = await world.post(`/api/admin/contact-submissions/${enquiryId}/quotes`, { priceType: 'fixed', lines: [{ text: 'Trapp', quantity: 1, unit: 'stk', unitPrice: 5_000 }], deposit: { measure: 'amount', value: 6_000 } }, true);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('Forskuddet kan ikke være mer enn tilbudets totalsum.');
    } finally {
      await world.request('PATCH', '/api/admin/company', { depositPercent: null }, true);
    }
  });
});

describe('progress invoices', () => {
  it('never go past what was agreed, and a planned one can change until it is invoiced', async () => {
    const c = await world.caseAt('planned');
    const half = await ok(world, 'POST', base(c.enquiryId), { share: { measure: 'percent', value: 50 } });
    expect(half.invoices[0]).toMatchObject({ kind: 'progress', total: 37_500, lines: [{ text: 'Delfaktura: 50 % av avtalt pris', amount: 37_500 }] });

    const over = await world.post(base(c.enquiryId), { share: { measure: 'percent', value: 60 } }, true);
    expect(over.statusCode).toBe(400);
    expect(normalizeSpaces(over.json<{ message: string }>().message)).toBe('Fakturaene kan ikke bli mer enn det avtalte. Det som gjenstår å fakturere er 37 500 kr.');
    expect((await billing(world, c.enquiryId)).invoices).toHaveLength(1);

    const id = half.invoices[0]!.id;
    const changed = await ok(world, 'PATCH', `${base(c.enquiryId)}/${id}`, { share: { measure: 'amount', value: 20_000 }, text: 'Bjelkelag og rammeverk' });
    expect(changed.invoices[0]).toMatchObject({ total: 20_000, lines: [{ text: 'Bjelkelag og rammeverk', amount: 20_000 }] });

    await invoiced(world, c.enquiryId, id, '10001');
    const again = await world.request('PATCH', `${base(c.enquiryId)}/${id}`, { share: { measure: 'amount', value: 1_000 } }, true);
    expect(again.statusCode).toBe(409);
    expect((await world.request('DELETE', `${base(c.enquiryId)}/${id}`, undefined, true)).statusCode).toBe(409);
    const badDates = await world.post(`${base(c.enquiryId)}/${id}/invoiced`, { issueDate: inDays(3), dueDate: inDays(1) }, true);
    expect(badDates.statusCode).toBe(400);
  });
});

describe('progress invoices of chosen lines', () => {
  it('invoice lines of the contract and the change orders, each once', async () => {
    const c = await world.caseAt('in_progress', { lines: [{ text: 'Terrassebord', quantity: 20, unit: 'm²', unitPrice: 2500 }, { text: 'Rekkverk', quantity: 10, unit: 'lm', unitPrice: 1500 }] });
    await acceptedChangeOrder(world, c.job, c.token, 6_000, 'Trapp ned til plenen');
    const choices = (await billing(world, c.enquiryId)).lineChoices;
    expect(choices.map((l) => [l.text, l.amount, l.taken])).toEqual([
      ['Terrassebord', 50_000, false],
      ['Rekkverk', 15_000, false],
      ['Endring 1: Trapp ned til plenen', 6_000, false],
    ]);
    const planned = await ok(world, 'POST', base(c.enquiryId), { share: { measure: 'lines', lines: [choices[0]!.key, choices[2]!.key] } });
    expect(planned.invoices[0]).toMatchObject({ total: 56_000, lines: [{ text: 'Terrassebord', amount: 50_000 }, { text: 'Endring 1: Trapp ned til plenen', amount: 6_000 }] });
    expect(planned.lineChoices.map((l) => l.taken)).toEqual([true, false, true]);
    const again = await world.post(base(c.enquiryId), { share: { measure: 'lines', lines: [choices[0]!.key] } }, true);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('Linjen «Terrassebord» er allerede på en annen faktura.');
    const unknown = await world.post(base(c.enquiryId), { share: { measure: 'lines', lines: ['q:9'] } }, true);
    expect(unknown.statusCode).toBe(400);
    expect((await billing(world, c.enquiryId)).invoices).toHaveLength(1);
  });
});

describe('from deposit to paid', () => {
  it('adds up to the agreed total with change orders as their own lines, closes the case when paid, and a credit note opens it again', async () => {
    const c = await world.caseAt('in_progress', { extra: { deposit: { measure: 'amount', value: 10_000 } } });
    const deposit = (await billing(world, c.enquiryId)).invoices[0]!;
    await invoiced(world, c.enquiryId, deposit.id, '10010');
    await pay(world, c.enquiryId, deposit.id, 10_000);
    await acceptedChangeOrder(world, c.job, c.token, 8_000, 'Ekstra trapp ned til plenen');

    expect((await billing(world, c.enquiryId)).depositsToDeduct).toEqual([{ invoiceId: expect.any(Number), amount: 10_000 }]);
    const progress = await ok(world, 'POST', base(c.enquiryId), { share: { measure: 'percent', value: 40 } });
    // 40 % of the agreed 83 000 kr, with the deposit paid in advance carried onto it.
    const p = progress.invoices.find((i) => i.kind === 'progress')!;
    expect(p.lines).toEqual([
      { text: 'Delfaktura: 40 % av avtalt pris', amount: 33_200 },
      { text: 'Fradrag: forskudd (faktura 10010)', amount: -10_000, depositOf: deposit.id },
    ]);
    expect(p.total).toBe(23_200);
    expect(progress.depositsToDeduct).toEqual([]);
    await invoiced(world, c.enquiryId, p.id, '10011');
    await pay(world, c.enquiryId, p.id, 23_200);

    // The final invoice waits for the work to be done.
    const early = await world.post(`${base(c.enquiryId)}/final`, {}, true);
    expect(early.statusCode).toBe(409);
    await world.patchJob(c.job.id, { status: 'done' });
    expect((await world.post(`/api/admin/contact-submissions/${c.enquiryId}/handover/hand-over`, {}, true)).statusCode).toBe(200);

    const withFinal = await ok(world, 'POST', `${base(c.enquiryId)}/final`);
    const final = withFinal.invoices.find((i) => i.kind === 'final')!;
    expect(final.lines).toEqual([
      { text: `Oppdraget etter tilbud ${c.reference} v1 (fastpris)`, amount: 75_000 },
      { text: 'Endring 1: Ekstra trapp ned til plenen', amount: 8_000 },
      { text: 'Fakturert tidligere: forskudd (faktura 10010)', amount: -10_000 },
      { text: 'Fakturert tidligere: delfaktura (faktura 10011)', amount: -23_200 },
    ]);
    expect(final.total).toBe(49_800);
    expect(final.vat).toBe(9_960);
    expect(withFinal.left).toBe(0);
    // A second final, or anything more, is refused.
    expect((await world.post(`${base(c.enquiryId)}/final`, {}, true)).statusCode).toBe(409);
    expect((await world.post(base(c.enquiryId), { share: { measure: 'amount', value: 1 } }, true)).statusCode).toBe(409);

    // The fakturagrunnlag carries every line over.
    const pdf = await world.get(`${base(c.enquiryId)}/${final.id}/fakturagrunnlag.pdf`, true);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = normalizeSpaces(await pdfText(pdf.rawPayload));
    for (const l of final.lines) expect(text).toContain(l.text);
    expect(text).toContain('Å betale inkl. mva 49 800 kr');

    await invoiced(world, c.enquiryId, final.id, '10012');
    const overpaid = await world.post(`${base(c.enquiryId)}/${final.id}/payments`, { amount: 50_000, paidOn: inDays(0) }, true);
    expect(overpaid.statusCode).toBe(400);
    await pay(world, c.enquiryId, final.id, 20_000);
    expect(await status(world, c.enquiryId)).toBe('handed_over');
    const paid = await pay(world, c.enquiryId, final.id, 29_800);
    expect(paid).toMatchObject({ status: 'paid', agreedTotal: 83_000, invoiced: 83_000, paid: 83_000, outstanding: 0, left: 0 });
    expect(await status(world, c.enquiryId)).toBe('paid');

    // The customer's page shows each invoice, paid.
    const pub = (await world.get(`/api/quotes/${c.token}/invoices`)).json<PublicBillingDto>();
    expect(pub.invoices.map((i) => [i.kind, i.invoiceNumber, i.total, i.paid, i.standing])).toEqual([
      ['deposit', '10010', 10_000, true, 'paid'],
      ['progress', '10011', 23_200, true, 'paid'],
      ['final', '10012', 49_800, true, 'paid'],
    ]);
    // Still the customer's handover folder after «Betalt».
    expect((await world.get(`/api/quotes/${c.token}/handover`)).json()).not.toBeNull();

    // A partial credit note: the case is no longer paid in full, and the amount can be invoiced again.
    const credited = await ok(world, 'POST', `${base(c.enquiryId)}/${final.id}/credit-notes`, { amount: 2_000, reason: 'Rekkverket ble ikke montert', issueDate: inDays(0) });
    expect(credited.invoices.at(-1)).toMatchObject({ kind: 'credit', total: -2_000, creditOf: final.id, lines: [{ text: 'Kreditering av faktura 10012: Rekkverket ble ikke montert', amount: -2_000 }] });
    expect(credited).toMatchObject({ status: 'handed_over', invoiced: 81_000, left: 2_000 });
    expect(await status(world, c.enquiryId)).toBe('handed_over');

    const timeline = (await world.get(`/api/admin/contact-submissions/${c.enquiryId}/timeline`, true)).json<TimelineDto>();
    const events = timeline.entries.map((e) => e.event);
    for (const e of ['invoice_planned', 'invoice_invoiced', 'invoice_paid', 'invoice_credited'] as const) expect(events).toContain(e);
    expect(timeline.entries.filter((e) => e.event === 'status').map((e) => e.to)).toEqual(expect.arrayContaining(['paid', 'handed_over']));

    // The customer reads each invoice as it stands: a credit note as one, and an invoice credited in full as
    // credited (the server knows the credit notes; «paid» it is not).
    await ok(world, 'POST', `${base(c.enquiryId)}/${pub.invoices[0]!.id}/credit-notes`, { amount: 10_000, reason: 'Forskuddet bortfaller', issueDate: inDays(0) });
    const after = (await world.get(`/api/quotes/${c.token}/invoices`)).json<PublicBillingDto>();
    expect(after.invoices.map((i) => [i.kind, i.standing])).toEqual([
      ['deposit', 'credited'],
      ['progress', 'paid'],
      ['final', 'paid'],
      ['credit', 'credit'],
      ['credit', 'credit'],
    ]);
  });

  it('keeps a planned invoice that was removed in the history, and shows the customer nothing planned', async () => {
    const c = await world.caseAt('planned');
    const planned = await ok(world, 'POST', base(c.enquiryId), { share: { measure: 'amount', value: 5_000 } });
    expect((await world.get(`/api/quotes/${c.token}/invoices`)).json()).toBeNull();
    expect((await world.request('DELETE', `${base(c.enquiryId)}/${planned.invoices[0]!.id}`, undefined, true)).statusCode).toBe(204);
    expect((await billing(world, c.enquiryId)).invoices).toEqual([]);
    const timeline = (await world.get(`/api/admin/contact-submissions/${c.enquiryId}/timeline`, true)).json<TimelineDto>();
    const removedEntry = timeline.entries.find((e) => e.event === 'invoice_removed');
    expect(removedEntry?.by).toBe('owner');
    expect(normalizeSpaces(removedEntry?.text ?? '')).toBe('Delfaktura 5 000 kr');
  });

  it('holds a prisoverslag to what was agreed', async () => {
    const c = await world.caseAt('done', { priceType: 'estimate' });
    const plan = await billing(world, c.enquiryId);
    expect(plan).toMatchObject({ priceType: 'estimate', agreedTotal: 75_000, ceiling: 75_000, finalBlocked: null });
    const res = await world.post(base(c.enquiryId), { share: { measure: 'amount', value: 75_001 } }, true);
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for a case without a job, and refuses a stranger', async () => {
    const { enquiryId } = await world.enquiry();
    expect((await world.get(base(enquiryId), true)).statusCode).toBe(404);
    expect((await world.get(base(enquiryId))).statusCode).toBe(401);
  });
});
