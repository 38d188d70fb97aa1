import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { initOrm } from '../../db/orm';
import { todayInOslo } from '../../shared/dates';
import { createHarness, loginCookie, type Harness } from '../../test/harness';
import { Quote } from '../quote/quote.entity';

// The job is made when the customer accepts the quote (the case event `quote.accepted`), in the
// acceptance's own transaction; reading a case writes nothing, and two instances accepting at once
// still make one job.

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
const req = (method: 'GET' | 'POST', url: string, payload?: object, admin = true, app = h.app) =>
  app.inject({ method, url, ...(payload ? { payload } : {}), headers: admin ? { cookie } : {} });
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => h.orm.em.fork().getConnection().execute<T[]>(query, params);

let customerNo = 0;
/** A case with a sent quote, not yet answered. */
async function sentQuote() {
  const email = `kunde${++customerNo}@example.no`;
  const res = await req('POST', '/api/inspection', { type: 'inspection', name: 'Kari Nordmann', email, phone: '+47 912 34 567', address: 'Storgata 1, 7011 Trondheim', projectType: 'terrace', message: 'Ny terrasse.' }, false);
  expect(res.statusCode).toBe(201);
  const enquiryId = res.json<{ id: number }>().id;
  const created = await req('POST', `/api/admin/contact-submissions/${enquiryId}/quotes`, { lines: [{ text: 'Terrasse', quantity: 1, unit: 'stk', unitPrice: 100_000 }], priceType: 'estimate', validUntil: inDays(30) });
  expect(created.statusCode).toBe(201);
  const quoteId = created.json<{ id: number }>().id;
  expect((await req('POST', `/api/admin/quotes/${quoteId}/send`, {})).statusCode).toBe(200);
  const { token } = await h.orm.em.fork().findOneOrFail(Quote, quoteId);
  return { enquiryId, quoteId, token };
}
const accept = (token: string, app = h.app) => req('POST', `/api/quotes/${token}/accept`, { name: 'Kari Nordmann', acceptTerms: true }, false, app);
const jobsOf = async (enquiryId: number) => (await sql<{ id: number; quote_id: number }>('select id, quote_id from job where enquiry_id = ?', [enquiryId]));

/** Every row of every table of the app, as text: what any write would change. */
async function everyRow(): Promise<Map<string, string>> {
  const tables = await sql<{ table_name: string }>(`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const out = new Map<string, string>();
  for (const { table_name: t } of tables) {
    const [row] = await sql<{ n: string; digest: string | null }>(`select count(*)::text as n, md5(string_agg(x::text, '|' order by x::text)) as digest from "${t}" x`);
    out.set(t, `${row!.n}:${row!.digest ?? ''}`);
  }
  return out;
}

describe('the job of a case', () => {
  it('is made by the acceptance, in its transaction, and no sooner', async () => {
    const { enquiryId, quoteId, token } = await sentQuote();
    expect(await jobsOf(enquiryId)).toEqual([]);
    expect((await accept(token)).statusCode).toBe(200);
    const jobs = await jobsOf(enquiryId);
    expect(jobs).toEqual([{ id: expect.any(Number), quote_id: quoteId }]);
    // The same transaction wrote the accepted quote, the won case and the job (xmin: the writer's transaction id).
    const [written] = await sql<{ quote: string; enquiry: string; job: string }>(
      `select (select xmin::text from quote where id = ?) as quote, (select xmin::text from enquiry where id = ?) as enquiry, (select xmin::text from job where enquiry_id = ?) as job`,
      [quoteId, enquiryId, enquiryId],
    );
    expect(written!.job).toBe(written!.quote);
    expect(written!.job).toBe(written!.enquiry);
  });

  it('is not made, and nothing else is written, by reading the case: every GET of the API, admin and public', async () => {
    const { enquiryId, quoteId, token } = await sentQuote();
    expect((await accept(token)).statusCode).toBe(200);
    const [job] = await jobsOf(enquiryId);
    // A case from before: accepted, but its job never made. No reader may make it now.
    await sql('delete from job where id = ?', [job!.id]);

    const doc = (await req('GET', '/api/openapi.json', undefined, false)).json<{ paths: Record<string, Record<string, unknown>> }>();
    const params: Record<string, string> = { id: String(enquiryId), enquiryId: String(enquiryId), quoteId: String(quoteId), token, number: '1', jobId: String(job!.id) };
    const gets = Object.entries(doc.paths)
      .filter(([, ops]) => 'get' in ops)
      .map(([path]) => path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '1'));
    expect(gets).toEqual(expect.arrayContaining([`/admin/contact-submissions/${enquiryId}/job`, `/quotes/${token}/job`, '/admin/jobs', `/quotes/${token}`]));

    const before = await everyRow();
    const answered: Array<[string, number]> = [];
    for (const path of gets) {
      answered.push([path, (await req('GET', `/api${path}`, undefined, true)).statusCode]);
      answered.push([path, (await req('GET', `/api${path}`, undefined, false)).statusCode]);
    }
    // The reads were served (not all refused), admin and public.
    expect(answered.filter(([, s]) => s === 200).length).toBeGreaterThan(gets.length / 2);
    const after = await everyRow();
    const changed = [...after].filter(([t, v]) => before.get(t) !== v).map(([t]) => t);
    // The admin's session is touched by its own requests (its expiry), which is the login's, not the case's.
    expect(changed.filter((t) => t !== 'http_session')).toEqual([]);
    expect(await jobsOf(enquiryId)).toEqual([]);
  });

  it('is made once when two instances take the same acceptance at once', async () => {
    const { enquiryId, quoteId, token } = await sentQuote();
    const orm2 = await initOrm(h.url, { pool: { min: 0, max: 2 } });
    const app2 = await buildApp({ orm: orm2, env: h.env, sessionSecret: 'a-test-secret-that-is-at-least-32-characters', logger: false });
    try {
      const answers = await Promise.all([accept(token), accept(token, app2)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(await jobsOf(enquiryId)).toEqual([{ id: expect.any(Number), quote_id: quoteId }]);
    } finally {
      await app2.close();
      await orm2.close(true);
    }
  });
});
