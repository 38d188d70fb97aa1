import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInOslo } from '../../shared/dates';
import type { ChangeOrderDto, JobDto } from '../../shared/schemas/job';
import { createHarness, loginCookie, type Harness } from '../../test/harness';
import { Quote } from '../quote/quote.entity';

// Where a prisoverslag stands is the job view's answer (`level`, `levelIfSent`), so the back office
// shows it without a threshold of its own, and a new limit the customer agreed to counts.

let h: Harness;
let cookie: string;

beforeAll(async () => {
  h = await createHarness({ ENQUIRY_MIN_FILL_SECONDS: '0' });
  cookie = await loginCookie(h.app);
});
afterAll(async () => {
  await h?.close();
});

const inDays = (n: number) => {
  const d = new Date(`${todayInOslo()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const req = (method: 'GET' | 'POST', url: string, payload?: object, admin = true) =>
  h.app.inject({ method, url, ...(payload ? { payload } : {}), headers: admin ? { cookie } : {} });

let customerNo = 0;
async function acceptedJob(priceType: 'fixed' | 'estimate', total: number): Promise<JobDto> {
  const res = await req('POST', '/api/inspection', { type: 'inspection', name: 'Kari Nordmann', email: `pris${++customerNo}@example.no`, phone: '+47 912 34 567', address: 'Storgata 1, 7011 Trondheim', projectType: 'terrace', message: 'Ny terrasse.' }, false);
  const enquiryId = res.json<{ id: number }>().id;
  const quoteId = (await req('POST', `/api/admin/contact-submissions/${enquiryId}/quotes`, { lines: [{ text: 'Terrasse', quantity: 1, unit: 'stk', unitPrice: total }], priceType, validUntil: inDays(30) })).json<{ id: number }>().id;
  expect((await req('POST', `/api/admin/quotes/${quoteId}/send`, {})).statusCode).toBe(200);
  const { token } = await h.orm.em.fork().findOneOrFail(Quote, quoteId);
  expect((await req('POST', `/api/quotes/${token}/accept`, { name: 'Kari Nordmann', acceptTerms: true }, false)).statusCode).toBe(200);
  return (await req('GET', `/api/admin/contact-submissions/${enquiryId}/job`)).json<JobDto>();
}
const line = (unitPrice: number) => ({ kind: 'extra', reason: 'Råte i bjelkelaget', lines: [{ text: 'Nye bjelker', quantity: 1, unit: 'stk', unitPrice }] });
const draft = async (jobId: number, unitPrice: number) => {
  const created = await req('POST', `/api/admin/jobs/${jobId}/change-orders`, line(unitPrice));
  expect(created.statusCode).toBe(201);
  return created.json<ChangeOrderDto>();
};

describe('where a prisoverslag stands', () => {
  it('is ok, warn past 10 % and over past the limit, and a new limit the customer agreed to is not over', async () => {
    const job = await acceptedJob('estimate', 100_000);
    expect(job.priceLimit).toMatchObject({ limit: 115_000, level: 'ok' });

    const co1 = await draft(job.id, 8_000);
    expect(co1.levelIfSent).toBe('ok');
    expect((await req('POST', `/api/admin/change-orders/${co1.id}/send`, {})).statusCode).toBe(200);

    const co2 = await draft(job.id, 4_000);
    expect(co2.levelIfSent).toBe('warn');
    const sent = await req('POST', `/api/admin/change-orders/${co2.id}/send`, {});
    expect(sent.json<JobDto>().priceLimit).toMatchObject({ proposedPercent: 12, level: 'warn' });

    const co3 = await draft(job.id, 5_000);
    expect(co3.levelIfSent).toBe('over');
    const agreed = await req('POST', `/api/admin/change-orders/${co3.id}/send`, { confirmNewLimit: true });
    expect(agreed.statusCode).toBe(200);
    // 17 % over the estimate, but within the 117 000 the customer agreed to: a warning, not over.
    expect(agreed.json<JobDto>().priceLimit).toMatchObject({ limit: 117_000, proposedPercent: 17, level: 'warn' });

    // Past the agreed limit is over again; sent, it waits for the customer's yes to another new limit.
    const co4 = await draft(job.id, 1_000);
    expect(co4.levelIfSent).toBe('over');
    const over = await req('POST', `/api/admin/change-orders/${co4.id}/send`, {});
    expect(over.statusCode).toBe(200);
    expect(over.json<JobDto>().priceLimit).toMatchObject({ limit: 117_000, proposedPercent: 18, level: 'over' });
  });

  it('has no level for a fixed price', async () => {
    const job = await acceptedJob('fixed', 100_000);
    expect(job.priceLimit).toBeNull();
    expect((await draft(job.id, 50_000)).levelIfSent).toBeNull();
  });
});
