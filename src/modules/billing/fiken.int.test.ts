import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../env';
import type { BillingDto, InvoiceDto, PublicBillingDto } from '../../shared/schemas/billing';
import { startBackgroundTasks } from '../../tasks/worker';
import { inDays, useCaseWorld, type AcceptedCase, type CaseWorld } from '../../test/case-builder';
import { invoicePdfBytes } from '../../test/fiken/fake';
import { startFiken, type FikenUnderTest } from '../../test/fiken/prism';
import { FikenAccounting } from './fiken';
import { addTask } from '../../tasks/queue';
import { untilQueueIdle } from '../../test/wait';
import { ACCOUNTING_QUEUE } from './billing.service';
import { ACCOUNTING_SYNC_TASK, accountingKey, makeInAccounting } from './billing.tasks';
import { Invoice } from './invoice.entity';

// The accounting connection against Fiken's own contract: every request our client sends, and every
// answer, goes through Prism on Fiken's published OpenAPI document, in front of a small stateful fake.
// The invoices are made by the real task queue; the sync is the crontab's task, called here.

const settings: Record<string, string> = { FIKEN_API_TOKEN: 'fiken-personal-token-for-tests', FIKEN_COMPANY_SLUG: 'skarpjern-snekker-as' };
let fiken: FikenUnderTest;
beforeAll(async () => {
  fiken = await startFiken();
  // Read by the world's start, which runs after this.
  settings.FIKEN_API_URL = fiken.url;
});
afterAll(() => fiken?.stop());
const world = useCaseWorld(settings);

const base = (enquiryId: number) => `/api/admin/contact-submissions/${enquiryId}/invoices`;
async function billing(w: CaseWorld, enquiryId: number): Promise<BillingDto> {
  const res = await w.get(base(enquiryId), true);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BillingDto>();
}
async function post(w: CaseWorld, url: string, payload: object = {}): Promise<BillingDto> {
  const res = await w.post(url, payload, true);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BillingDto>();
}
/** Waits for the invoice to leave «to be made» (made, or refused), as the owner's screen shows it. */
async function settled(w: CaseWorld, enquiryId: number, invoiceId: number, state: InvoiceDto['state'] = 'invoiced'): Promise<InvoiceDto> {
  await expect.poll(async () => (await billing(w, enquiryId)).invoices.find((i) => i.id === invoiceId)?.state, { timeout: 30_000, interval: 100 }).toBe(state);
  return (await billing(w, enquiryId)).invoices.find((i) => i.id === invoiceId)!;
}
const client = (timeoutMs?: number) => new FikenAccounting({ token: settings.FIKEN_API_TOKEN!, slug: settings.FIKEN_COMPANY_SLUG!, url: fiken.url, bankAccountCode: '1920:10001', incomeAccount: '3000', ...(timeoutMs ? { timeoutMs } : {}) });
/** The crontab's sync task, run through the accounting queue (one request at a time with the others) until it is done. */
async function sync(w: CaseWorld): Promise<void> {
  await w.h.orm.em.fork().transactional((tx) => addTask(tx, ACCOUNTING_SYNC_TASK, {}, { queueName: ACCOUNTING_QUEUE }));
  await untilQueueIdle(w.h.orm, 30_000);
}
const status = async (w: CaseWorld, enquiryId: number) => (await w.get(`/api/admin/contact-submissions/${enquiryId}`, true)).json<{ status: string }>().status;

/** A case with a 20 % deposit, accepted: the deposit waits in the plan. */
async function withDeposit(): Promise<AcceptedCase & { deposit: InvoiceDto }> {
  const c = await world.acceptedCase({ customer: world.customer({}, true), extra: { deposit: { measure: 'percent', value: 20 } } });
  return { ...c, deposit: (await billing(world, c.enquiryId)).invoices[0]! };
}

describe('invoices made in Fiken', () => {
  it('makes the invoice there, sends it, and brings back its number, dates and KID; the customer is one contact', async () => {
    const c = await withDeposit();
    const planned = await post(world, `${base(c.enquiryId)}/${c.deposit.id}/issue`, { send: true });
    expect(planned.connection).toBe('fiken');
    expect(planned.invoices[0]).toMatchObject({ state: 'pending', issueDate: inDays(0), dueDate: inDays(14), inAccounting: true });
    const made = await settled(world, c.enquiryId, c.deposit.id);
    const there = fiken.fake.invoices.find((i) => i.orderReference === accountingKey(c.reference, c.deposit.id))!;
    expect(made).toMatchObject({ invoiceNumber: String(there.invoiceNumber), kid: there.kid, issueDate: inDays(0), total: 15_000, error: null });
    expect(there).toMatchObject({ gross: 1_500_000, yourReference: c.reference, sent: true });
    expect(there.lines).toEqual([expect.objectContaining({ gross: 1_500_000, vat: 300_000, net: 1_200_000, vatType: 'HIGH', incomeAccount: '3000' })]);

    // A second invoice for the same customer finds the contact instead of making another.
    const progress = await post(world, base(c.enquiryId), { share: { measure: 'amount', value: 10_000 } });
    const next = progress.invoices.find((i) => i.kind === 'progress')!;
    await post(world, `${base(c.enquiryId)}/${next.id}/issue`, { send: true });
    await settled(world, c.enquiryId, next.id);
    expect(fiken.fake.contacts.filter((x) => x.email === c.customer.email)).toHaveLength(1);
    // Payments of an invoice made in Fiken come from Fiken.
    const byHand = await world.post(`${base(c.enquiryId)}/${c.deposit.id}/payments`, { amount: 100, paidOn: inDays(0) }, true);
    expect(byHand.statusCode).toBe(409);
    expect(fiken.violations).toEqual([]);
  });

  it('a timeout after Fiken made the invoice does not make a second one: the retry finds it', async () => {
    const c = await withDeposit();
    // The invoice to be made, without its task: the attempts below are the task's, each by hand.
    await world.h.orm.em.fork().nativeUpdate(Invoice, { id: c.deposit.id }, { state: 'pending', issueDate: inDays(0), dueDate: inDays(14), send: true });
    const release = fiken.fake.holdAnswerTo('POST', '/invoices');
    await expect(makeInAccounting(world.h.orm.em.fork(), client(500), c.deposit.id, false)).rejects.toThrow();
    release();
    await expect.poll(() => fiken.fake.idle, { timeout: 10_000, interval: 50 }).toBe(true);
    expect((await world.h.orm.em.fork().findOneOrFail(Invoice, c.deposit.id)).error).toBe('Regnskapssystemet svarte ikke. Prøver igjen automatisk.');
    await makeInAccounting(world.h.orm.em.fork(), client(), c.deposit.id, false);
    const key = accountingKey(c.reference, c.deposit.id);
    expect(fiken.fake.invoices.filter((i) => i.orderReference === key)).toHaveLength(1);
    expect((await billing(world, c.enquiryId)).invoices[0]).toMatchObject({ state: 'invoiced', error: null });
  });

  it('a 429 waits and goes on; a refusal keeps its reason with «Prøv igjen»', async () => {
    const c = await withDeposit();
    const before = fiken.fake.invoices.length;
    fiken.fake.failNext(429);
    await post(world, `${base(c.enquiryId)}/${c.deposit.id}/issue`, { send: true });
    await settled(world, c.enquiryId, c.deposit.id);
    expect(fiken.fake.invoices.length).toBe(before + 1);

    const progress = await post(world, base(c.enquiryId), { share: { measure: 'amount', value: 5_000 } });
    const p = progress.invoices.find((i) => i.kind === 'progress')!;
    fiken.fake.failNext(400);
    await post(world, `${base(c.enquiryId)}/${p.id}/issue`, { send: true });
    const refused = await settled(world, c.enquiryId, p.id, 'failed');
    expect(refused.error).toBe('Fiken avviste fakturaen (400): Ugyldig konto for linjen');
    const timeline = (await world.get(`/api/admin/contact-submissions/${c.enquiryId}/timeline`, true)).json<{ entries: Array<{ event: string; text: string | null }> }>();
    expect(timeline.entries.find((e) => e.event === 'invoice_failed')?.text).toBe(refused.error);
    await post(world, `${base(c.enquiryId)}/${p.id}/retry`);
    await settled(world, c.enquiryId, p.id);
  });

  it('a draft waits in Fiken until the owner makes the invoice there', async () => {
    const c = await withDeposit();
    await post(world, `${base(c.enquiryId)}/${c.deposit.id}/issue`, { send: false });
    await expect.poll(async () => (await billing(world, c.enquiryId)).invoices[0]!.draft, { timeout: 30_000, interval: 100 }).toBe(true);
    const draftIndex = fiken.fake.drafts.findIndex((d) => d.orderReference === accountingKey(c.reference, c.deposit.id));
    expect(draftIndex).toBeGreaterThanOrEqual(0);
    await sync(world);
    expect((await billing(world, c.enquiryId)).invoices[0]!.state).toBe('pending');
    const made = fiken.fake.makeFromDraft(draftIndex);
    await sync(world);
    expect((await billing(world, c.enquiryId)).invoices[0]).toMatchObject({ state: 'invoiced', invoiceNumber: String(made.invoiceNumber), draft: false });
  });
});

describe('payments from Fiken', () => {
  it('a job paid in full there ends the case; a credit note made there opens it again', async () => {
    const c = await world.caseAt('handed_over', { customer: world.customer({}, true) });
    const final = (await post(world, `${base(c.enquiryId)}/final`)).invoices[0]!;
    await post(world, `${base(c.enquiryId)}/${final.id}/issue`, { send: true });
    const made = await settled(world, c.enquiryId, final.id);
    fiken.fake.pay(made.invoiceNumber!, 75_000);
    await sync(world);
    expect(await status(world, c.enquiryId)).toBe('paid');
    const shown = (await world.get(`/api/quotes/${c.token}/invoices`)).json<PublicBillingDto>().invoices[0]!;
    expect(shown).toMatchObject({ invoiceNumber: made.invoiceNumber, paid: true, pdfUrl: `/api/tilbud/${c.token}/faktura/${final.id}.pdf` });
    // The customer's download is Fiken's own PDF of the invoice, fetched with the token the customer never sees.
    const pdf = await world.get(shown.pdfUrl!);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    const fikenId = fiken.fake.invoices.find((i) => String(i.invoiceNumber) === made.invoiceNumber)!.invoiceId;
    expect(pdf.rawPayload.equals(invoicePdfBytes(fikenId))).toBe(true);
    expect((await world.get(`/api/tilbud/${c.token}/faktura/999999.pdf`)).statusCode).toBe(404);

    const credited = await post(world, `${base(c.enquiryId)}/${final.id}/credit-notes`, { amount: 5_000, reason: 'Avtalt prisavslag', issueDate: inDays(0) });
    const note = credited.invoices.find((i) => i.kind === 'credit')!;
    expect(note.state).toBe('pending');
    const madeNote = await settled(world, c.enquiryId, note.id);
    const there = fiken.fake.invoices.find((i) => String(i.invoiceNumber) === made.invoiceNumber)!;
    expect(fiken.fake.creditNotes.find((n) => n.orderReference === accountingKey(c.reference, note.id))).toMatchObject({ gross: 500_000, invoiceId: there.invoiceId });
    expect(madeNote.invoiceNumber).not.toBeNull();
    expect(await status(world, c.enquiryId)).toBe('handed_over');
    expect((await billing(world, c.enquiryId)).left).toBe(5_000);
    expect(fiken.violations).toEqual([]);
  });
});

describe('two instances', () => {
  it('make each invoice once, one request at a time', async () => {
    const second = await startBackgroundTasks({ orm: world.h.orm, env: { ...world.h.env, SMTP_URL: world.smtp.url }, connectionString: world.h.url, root: projectRoot, log: { info: () => {}, warn: () => {}, error: () => {} }, pollInterval: 100 });
    try {
      const cases = await Promise.all([withDeposit(), withDeposit(), withDeposit()]);
      fiken.fake.maxInFlight = 0;
      for (const c of cases) await post(world, `${base(c.enquiryId)}/${c.deposit.id}/issue`, { send: true });
      for (const c of cases) await settled(world, c.enquiryId, c.deposit.id);
      for (const c of cases) expect(fiken.fake.invoices.filter((i) => i.orderReference === accountingKey(c.reference, c.deposit.id))).toHaveLength(1);
      expect(fiken.fake.maxInFlight).toBe(1);
    } finally {
      await second.stop();
    }
  });
});
