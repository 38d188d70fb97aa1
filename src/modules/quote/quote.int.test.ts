import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../env';
import { startBackgroundTasks, type BackgroundTasks } from '../../tasks/worker';
import { seedDatabase } from '../../seeders/database-seeder';
import { todayInOslo } from '../../shared/dates';
import { createHarness, loginCookie, type Harness } from '../../test/harness';
import { TestSmtpServer, type ReceivedMail } from '../../test/smtp';
import { untilQueueIdle } from '../../test/wait';
import { Enquiry } from '../enquiry/enquiry.entity';
import { SavedEstimate } from '../estimate/estimate.entity';
import { PricingParameter } from '../pricing/pricing-parameter.entity';
import { conversion } from './conversion';
import { QuoteChangeRequest } from './change-request.entity';
import { CHANGE_MAIL_INTERVAL_MS } from './change-requests';
import { Quote } from './quote.entity';
import { remindQuote } from './quote.mail';
import { pdfText } from '../../test/pdf-text';

// Estimates the customer keeps, quotes sent from an enquiry and accepted behind their link, with
// real mail through the queue to a real SMTP server. One database and worker for the whole file.

let h: Harness;
let smtp: TestSmtpServer;
let worker: BackgroundTasks;
let cookie: string;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  h = await createHarness({ MAIL_TO: 'firma@skarpjern.test', MAIL_FROM: 'Skarpjern Snekker AS <post@skarpjern.test>', ENQUIRY_MIN_FILL_SECONDS: '0', ESTIMATE_RATE_LIMIT: '3' });
  await seedDatabase(h.orm.em.fork());
  smtp = await new TestSmtpServer().start();
  worker = await startBackgroundTasks({ orm: h.orm, env: { ...h.env, SMTP_URL: smtp.url }, connectionString: h.url, root: projectRoot, log: silent, pollInterval: 100 });
  cookie = await loginCookie(h.app);
});
afterAll(async () => {
  await worker?.stop();
  await smtp?.stop();
  await h?.close();
});

const terrace = { type: 'terrace', input: { area: 30, material: 'IMPREGNATED_28X120_KL1', foundation: 'POSTS' } };
const inDays = (n: number) => {
  const d = new Date(`${todayInOslo()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const post = (url: string, payload: object, admin = false) => h.app.inject({ method: 'POST', url, payload, headers: admin ? { cookie } : {} });
const patch = (url: string, payload: object) => h.app.inject({ method: 'PATCH', url, payload, headers: { cookie } });
const get = (url: string) => h.app.inject({ method: 'GET', url });

/** Mails that arrived for `to` since `from` (an index into smtp.received). */
const mailsTo = (to: string, from = 0): ReceivedMail[] => smtp.received.slice(from).filter((m) => m.envelopeTo.includes(to));

/** The first mail to `to` whose subject starts with `subject`, waiting for it if needed (the queue sends in any order). */
async function mailFor(to: string, subject: string, from = 0): Promise<ReceivedMail> {
  for (;;) {
    const found = mailsTo(to, from).find((m) => m.parsed.subject?.startsWith(subject));
    if (found) return found;
    await smtp.waitFor(smtp.received.length + 1);
  }
}

async function inspectionWithEstimate(estimate: object = { ...terrace, shownTotal: 1 }): Promise<number> {
  const res = await post('/api/inspection', {
    type: 'inspection',
    name: 'Kari Nordmann',
    email: 'kari@example.no',
    phone: '+47 912 34 567',
    address: 'Storgata 1, 7011 Trondheim',
    projectType: 'terrace',
    message: 'Ny terrasse.',
    estimate,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

async function sentQuote(): Promise<{ id: number; enquiryId: number; token: string; mailsFrom: number }> {
  const enquiryId = await inspectionWithEstimate();
  const created = await post(`/api/admin/contact-submissions/${enquiryId}/quotes`, { lines: [{ text: 'Terrasse', quantity: 30, unit: 'm²', unitPrice: 2500 }], priceType: 'fixed', validUntil: inDays(30) }, true);
  expect(created.statusCode).toBe(201);
  const id = created.json<{ id: number }>().id;
  const mailsFrom = smtp.received.length;
  expect((await post(`/api/admin/quotes/${id}/send`, {}, true)).statusCode).toBe(200);
  const q = await h.orm.em.fork().findOneOrFail(Quote, id);
  return { id, enquiryId, token: q.token, mailsFrom };
}

describe('estimates the customer keeps', () => {
  it('are priced once: a later price change leaves the stored estimate as it was', async () => {
    const res = await post('/api/estimates', terrace);
    expect(res.statusCode).toBe(201);
    const { token, url, pdfUrl } = res.json<{ token: string; url: string; pdfUrl: string }>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(url).toBe(`http://localhost:3000/estimat/${token}`);
    expect(pdfUrl).toBe(`${url}.pdf`);
    const before = (await get(`/api/estimates/${token}`)).json<{ total: number; lines: unknown[] }>();
    expect(before.total).toBeGreaterThan(0);

    const em = h.orm.em.fork();
    const price = await em.findOneOrFail(PricingParameter, { category: 'terrace', parameterKey: 'impregnated_28x120_kl1_price_per_sqm' });
    price.parameterValue = String(Number(price.parameterValue) * 3);
    await em.flush();

    const after = await get(`/api/estimates/${token}`);
    expect(after.headers['cache-control']).toBe('no-store');
    expect(after.json()).toEqual(before);
    const fresh = (await post('/api/estimate/terrace', { input: terrace.input })).json<{ total: number }>();
    expect(fresh.total).not.toBe(before.total);
    // A befaring requested from the saved estimate's page carries it as it was priced.
    const enquiryId = await inspectionWithEstimate({ ...terrace, token, shownTotal: before.total });
    const attached = (await h.orm.em.fork().findOneOrFail(Enquiry, enquiryId)).estimate as { total: number; lines: unknown[] };
    expect(attached).toMatchObject({ total: before.total, lines: before.lines });
  });

  it('has a PDF with the total and «inkl. mva», and unknown tokens answer 404', async () => {
    const { token } = (await post('/api/estimates', terrace)).json<{ token: string }>();
    const total = (await get(`/api/estimates/${token}`)).json<{ total: number }>().total;
    const pdf = await get(`/estimat/${token}.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`${new Intl.NumberFormat('nb-NO').format(total).replace(/\s/g, ' ')} kr`);
    expect(text).not.toContain('NOK');
    expect(text).toContain('inkl. mva');
    expect(text).toContain('Uforpliktende estimat');
    expect(text).toMatch(/Org\.nr\. \d{3} \d{3} \d{3}( MVA)?/);
    expect((await get('/estimat/AAAAAAAAAAAAAAAAAAAAAA.pdf')).statusCode).toBe(404);
    expect((await get('/api/estimates/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });

  it('refuses an estimate the calculator would not compute (no area, length or count) and stores nothing', async () => {
    const count = () => h.orm.em.fork().count(SavedEstimate);
    const before = await count();
    for (const empty of [{ type: 'terrace', input: {} }, { type: 'kitchen', input: { baseCabinets: 0, wallCabinets: 0 } }]) {
      const res = await post('/api/estimates', empty);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Estimatet mangler mål eller antall. Fyll ut kalkulatoren og prøv igjen.');
    }
    expect(await count()).toBe(before);
  });
});

describe('saving estimates', () => {
  it('is limited per address: past ESTIMATE_RATE_LIMIT an hour → 429, other addresses and enquiries unaffected', async () => {
    const save = (remoteAddress: string) => h.app.inject({ method: 'POST', url: '/api/estimates', payload: terrace, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await save('203.0.113.7')).statusCode).toBe(201);
    const refused = await save('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('For mange lagrede estimater på kort tid.');
    expect((await save('203.0.113.8')).statusCode).toBe(201);
    const enquiry = await h.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: '203.0.113.7', payload: { type: 'contact', name: 'Kari Nordmann', email: 'kari@example.no', message: 'Hei, jeg trenger hjelp med en terrasse.' } });
    expect(enquiry.statusCode).toBe(201);
  });
});

describe('quotes', () => {
  it('made from an enquiry with an estimate carry its lines; only a draft can be changed', async () => {
    const enquiryId = await inspectionWithEstimate();
    const enquiry = await h.orm.em.fork().findOneOrFail(Enquiry, enquiryId);
    const estimate = enquiry.estimate as { lines: Array<{ label: string; amount: number }> };
    const res = await post(`/api/admin/contact-submissions/${enquiryId}/quotes`, { priceType: 'estimate', validUntil: inDays(14) }, true);
    expect(res.statusCode).toBe(201);
    const quote = res.json<{ id: number; status: string; lines: Array<{ text: string; quantity: number; unit: string; unitPrice: number; amount: number }>; totals: { total: number; vat: number; totalExVat: number } }>();
    expect(quote.status).toBe('draft');
    expect(quote.lines.map((l) => [l.text, l.amount])).toEqual(estimate.lines.filter((l) => l.amount > 0).map((l) => [l.label, l.amount]));
    // A line counted per m² keeps its count and unit price; a fixed price is one «stk».
    expect(quote.lines.map((l) => [l.quantity, l.unit, l.unitPrice])).toEqual([[30, 'm²', quote.lines[0]!.amount / 30], [1, 'stk', quote.lines[1]!.amount]]);
    expect(quote.totals.vat).toBeCloseTo(quote.totals.total / 5, 2);
    expect(quote.totals.total - quote.totals.vat).toBeCloseTo(quote.totals.totalExVat, 2);

    const edited = await patch(`/api/admin/quotes/${quote.id}`, { lines: [{ text: 'Terrassebord', quantity: 2.5, unit: 'm²', unitPrice: 1000.1 }] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ totals: { total: number; vat: number } }>().totals).toEqual({ total: 2500.25, vat: 500.05, totalExVat: 2000.2 });
    const bad = await post(`/api/admin/contact-submissions/${enquiryId}/quotes`, { lines: [], priceType: 'fixed', validUntil: inDays(14) }, true);
    expect(bad.statusCode).toBe(400);
  });

  it('past its «Gyldig til» is refused on create and change, and an expired draft is never sent', async () => {
    const enquiryId = await inspectionWithEstimate();
    const lines = [{ text: 'Terrasse', quantity: 1, unit: 'stk', unitPrice: 1000 }];
    const old = await post(`/api/admin/contact-submissions/${enquiryId}/quotes`, { lines, priceType: 'fixed', validUntil: inDays(-1) }, true);
    expect(old.statusCode).toBe(400);
    expect(old.body).toContain('Gyldig til kan ikke være før i dag.');
    const created = await post(`/api/admin/contact-submissions/${enquiryId}/quotes`, { lines, priceType: 'fixed', validUntil: inDays(0) }, true);
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect((await patch(`/api/admin/quotes/${id}`, { validUntil: inDays(-1) })).statusCode).toBe(400);

    // A draft that ran out while it waited.
    await h.orm.em.getConnection().execute('update quote set valid_until = ? where id = ?', [inDays(-1), id]);
    const mailsFrom = smtp.received.length;
    const sent = await post(`/api/admin/quotes/${id}/send`, {}, true);
    expect(sent.statusCode).toBe(409);
    expect(sent.body).toContain('utløpt');
    const q = await h.orm.em.fork().findOneOrFail(Quote, id);
    expect([q.status, q.sentAt]).toEqual(['draft', null]);
    expect((await h.orm.em.fork().findOneOrFail(Enquiry, enquiryId)).status).toBe('new');
    expect(mailsTo('kari@example.no', mailsFrom).filter((m) => m.parsed.subject?.startsWith('Tilbud SK-'))).toHaveLength(0);
  });

  it('sent: the customer gets a mail with the link, the enquiry is «Tilbud sendt», the first visit marks it «sett»', async () => {
    const { id, enquiryId, token, mailsFrom } = await sentQuote();
    const mail = await mailFor('kari@example.no', 'Tilbud SK-', mailsFrom);
    expect(mail.parsed.text).toContain(`http://localhost:3000/tilbud/${token}`);
    expect(mail.parsed.text).toMatch(/gjelder til og med \d{1,2}\. [a-zæøå]+ \d{4}\./);
    // The total and the price type read as one phrase, without brackets inside brackets in the later mails.
    expect(mail.parsed.text).toMatch(/Her er tilbudet vårt: [\d\s]+ kr inkl\. mva, (fastpris|prisoverslag)\./);
    expect((await h.orm.em.fork().findOneOrFail(Enquiry, enquiryId)).status).toBe('quote_sent');
    expect((await patch(`/api/admin/quotes/${id}`, { note: 'Endret' })).statusCode).toBe(409);

    const page = await get(`/api/quotes/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.json()).toMatchObject({ status: 'viewed', date: todayInOslo(), workAddress: 'Storgata 1, 7011 Trondheim' });
  });

  it('accepted: frozen, the enquiry won, both sides mailed the PDF; twice → 409; acceptTerms required', async () => {
    const { id, enquiryId, token } = await sentQuote();
    const from = smtp.received.length;
    expect((await post(`/api/quotes/${token}/accept`, { name: 'Kari Nordmann' })).statusCode).toBe(400);
    expect((await post(`/api/quotes/${token}/accept`, { name: 'Kari Nordmann', acceptTerms: false })).statusCode).toBe(400);
    expect((await h.orm.em.fork().findOneOrFail(Quote, id)).status).toBe('sent');

    const res = await post(`/api/quotes/${token}/accept`, { name: 'Kari Nordmann', acceptTerms: true, startEarly: true });
    expect(res.statusCode).toBe(200);
    const q = await h.orm.em.fork().findOneOrFail(Quote, id);
    expect(q).toMatchObject({ status: 'accepted', acceptedName: 'Kari Nordmann', startEarly: true });
    expect(q.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await h.orm.em.fork().findOneOrFail(Enquiry, enquiryId)).status).toBe('won');
    expect((await patch(`/api/admin/quotes/${id}`, { note: 'Endret' })).statusCode).toBe(409);
    expect((await post(`/api/quotes/${token}/accept`, { name: 'Kari Nordmann', acceptTerms: true })).statusCode).toBe(409);

    for (const [to, subject] of [['kari@example.no', 'Bekreftelse'], ['firma@skarpjern.test', 'Tilbud akseptert']] as const) {
      const mail = await mailFor(to, subject, from);
      const pdf = mail.parsed.attachments.find((a) => a.contentType === 'application/pdf' && a.filename?.startsWith('tilbud-'));
      expect(pdf, to).toBeDefined();
      const text = await pdfText(pdf!.content);
      expect(text).toContain('Akseptert av Kari Nordmann');
      expect(text).toContain(q.contentHash);
      expect(text).toContain('Angreskjema');
      expect(text).toContain('Arbeidssted: Storgata 1, 7011 Trondheim');
      expect(text).toMatch(/Dato: \d{1,2}\. [a-zæøå]+ \d{4}/);
      expect(text).toMatch(/til og med \d{1,2}\. [a-zæøå]+ \d{4}/);
    }
  });

  it('declined: the enquiry is lost and the owner is mailed', async () => {
    const { enquiryId, token, mailsFrom } = await sentQuote();
    expect((await post(`/api/quotes/${token}/decline`, { reason: 'For dyrt' })).statusCode).toBe(200);
    expect((await h.orm.em.fork().findOneOrFail(Enquiry, enquiryId)).status).toBe('lost');
    expect((await mailFor('firma@skarpjern.test', 'Tilbud avslått', mailsFrom)).parsed.text).toContain('For dyrt');
  });

  it('a new version sent closes the old link; unknown tokens answer 404', async () => {
    const { enquiryId, token } = await sentQuote();
    const v2 = await post(`/api/admin/contact-submissions/${enquiryId}/quotes`, { lines: [{ text: 'Terrasse', quantity: 1, unit: 'stk', unitPrice: 70000 }], priceType: 'fixed', validUntil: inDays(30) }, true);
    expect(v2.json<{ version: number }>().version).toBe(2);
    expect((await post(`/api/admin/quotes/${v2.json<{ id: number }>().id}/send`, {}, true)).statusCode).toBe(200);
    expect((await get(`/api/quotes/${token}`)).statusCode).toBe(404);
    expect((await post(`/api/quotes/${token}/accept`, { name: 'Kari', acceptTerms: true })).statusCode).toBe(404);
    // The old link can say what happened: a newer version, sent then (the page explains instead of a bare 404).
    const sentV2 = await h.orm.em.fork().findOneOrFail(Quote, v2.json<{ id: number }>().id);
    const lapsed = await get(`/api/quotes/${token}/lapsed`);
    expect(lapsed.json()).toEqual({ kind: 'quote_replaced', at: sentV2.sentAt!.toISOString() });
    expect(lapsed.headers['cache-control']).toBe('no-store');
    expect((await get('/api/quotes/AAAAAAAAAAAAAAAAAAAAAA/lapsed')).json()).toBeNull();
    const history = (await h.app.inject({ method: 'GET', url: `/api/admin/contact-submissions/${enquiryId}/timeline`, headers: { cookie } })).json<{ entries: Array<{ event: string; quoteVersion: number | null }> }>();
    expect(history.entries.filter((e) => e.event === 'quote_replaced').map((e) => e.quoteVersion)).toEqual([1]);
    expect((await get('/api/quotes/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await post('/api/quotes/AAAAAAAAAAAAAAAAAAAAAA/accept', { name: 'Kari', acceptTerms: true })).statusCode).toBe(404);
    expect((await get('/tilbud/AAAAAAAAAAAAAAAAAAAAAA.pdf')).statusCode).toBe(404);
  });

  it('wishes for changes: one mail to the company per quote per hour, every wish kept on the quote', async () => {
    const { id, token } = await sentQuote();
    const from = smtp.received.length;
    for (let i = 1; i <= 15; i++) {
      const res = await post(`/api/quotes/${token}/changes`, { message: `Ønske nummer ${i}` });
      expect(res.statusCode).toBe(200);
    }
    const first = await mailFor('firma@skarpjern.test', 'Ønske om endringer', from);
    expect(first.parsed.text).toContain('Ønske nummer 1');
    // Any further change mail has arrived once the queue has nothing left to run.
    await untilQueueIdle(h.orm);
    expect(mailsTo('firma@skarpjern.test', from).filter((m) => m.parsed.subject?.startsWith('Ønske om endringer'))).toHaveLength(1);
    const em = h.orm.em.fork();
    const kept = await em.find(QuoteChangeRequest, { quote: id }, { orderBy: { id: 'asc' } });
    expect(kept.map((r) => r.message)).toEqual(Array.from({ length: 15 }, (_, i) => `Ønske nummer ${i + 1}`));
    expect((await em.findOneOrFail(Quote, id)).changeRequest).toBe('Ønske nummer 15');
    // The owner sees each wish with its text and time: on the quote, newest first, and in the case's history.
    const listed = (await h.app.inject({ method: 'GET', url: `/api/admin/quotes/${id}/change-requests`, headers: { cookie } })).json<Array<{ message: string; at: string }>>();
    expect(listed.map((w) => w.message)).toEqual(Array.from({ length: 15 }, (_, i) => `Ønske nummer ${15 - i}`));
    const enquiryId = (await em.findOneOrFail(Quote, id, { populate: ['enquiry'] })).enquiry.id;
    const timeline = (await h.app.inject({ method: 'GET', url: `/api/admin/contact-submissions/${enquiryId}/timeline`, headers: { cookie } })).json<{ entries: Array<{ event: string; text: string | null }> }>();
    expect(timeline.entries.filter((e) => e.event === 'quote_changes').map((e) => e.text).sort()).toEqual(Array.from({ length: 15 }, (_, i) => `Ønske nummer ${i + 1}`).sort());

    // An hour after the last mail the next wish is mailed, listing those kept meanwhile.
    await em.nativeUpdate(Quote, id, { changeMailedAt: new Date(Date.now() - CHANGE_MAIL_INTERVAL_MS - 1000) });
    const later = smtp.received.length;
    expect((await post(`/api/quotes/${token}/changes`, { message: 'Ønske nummer 16' })).statusCode).toBe(200);
    const second = await mailFor('firma@skarpjern.test', 'Ønske om endringer', later);
    for (const n of [16, 15, 7]) expect(second.parsed.text).toContain(`Ønske nummer ${n}`);
    expect(second.parsed.text).toContain('(og 6 eldre ønsker)');
  });

  it('reminds the customer once', async () => {
    const { id, mailsFrom } = await sentQuote();
    await mailFor('kari@example.no', 'Tilbud SK-', mailsFrom);
    expect(await remindQuote(h.orm.em.fork(), id, h.env)).toBe(true);
    expect(await remindQuote(h.orm.em.fork(), id, h.env)).toBe(false);
    await mailFor('kari@example.no', 'Påminnelse', mailsFrom);
    const reminders = mailsTo('kari@example.no', mailsFrom).filter((m) => m.parsed.subject?.startsWith('Påminnelse'));
    expect(reminders).toHaveLength(1);
  });
});

describe('conversion', () => {
  it('counts estimates → inspection requests → quotes sent → won per Oslo month', async () => {
    const conn = h.orm.em.getConnection();
    // A month no other test writes to, and the one before it.
    await conn.execute(`insert into saved_estimate (token, type, input, lines, total, prices, computed_at) values
      ('conv-a', 'trim', '{}', '[]', 1, '[]', '2031-03-01T00:30:00+01:00'), ('conv-b', 'trim', '{}', '[]', 1, '[]', '2031-03-20T12:00:00Z'),
      ('conv-c', 'trim', '{}', '[]', 1, '[]', '2031-02-28T23:30:00+01:00')`);
    await conn.execute(`insert into enquiry (reference, created_at, type, name, email, phone, message, address, project_type, status) values
      ('SK-2031-9001', '2031-03-02T10:00:00Z', 'inspection', 'A', 'a@example.no', '1', 'm', 'x', 'terrace', 'won'),
      ('SK-2031-9002', '2031-03-03T10:00:00Z', 'inspection', 'B', 'b@example.no', '1', 'm', 'x', 'terrace', 'spam'),
      ('SK-2031-9003', '2031-02-03T10:00:00Z', 'contact', 'C', 'c@example.no', null, 'm', null, null, 'new')`);
    const rows = await conn.execute<Array<{ id: number }>>(`select id from enquiry where reference = 'SK-2031-9001'`);
    const id = rows[0]?.id;
    await conn.execute(`insert into quote (enquiry_id, version, token, status, price_type, lines, valid_until, created_at, sent_at, accepted_at) values
      (?, 1, 'conv-q1', 'sent', 'fixed', '[]', '2031-04-01', '2031-03-04T10:00:00Z', '2031-03-04T10:00:00Z', null),
      (?, 2, 'conv-q2', 'accepted', 'fixed', '[]', '2031-04-01', '2031-03-05T10:00:00Z', '2031-03-05T10:00:00Z', '2031-03-06T10:00:00Z')`, [id, id]);
    const figures = await conversion(h.orm.em.fork(), new Date('2031-03-15T12:00:00Z'));
    expect(figures).toEqual({
      thisMonth: { month: '2031-03', estimates: 2, inspections: 1, quotesSent: 1, won: 1 },
      lastMonth: { month: '2031-02', estimates: 1, inspections: 0, quotesSent: 0, won: 0 },
    });
  });
});
