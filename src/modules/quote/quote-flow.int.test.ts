import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../env';
import { startBackgroundTasks, type BackgroundTasks } from '../../tasks/worker';
import { seedDatabase } from '../../seeders/database-seeder';
import { todayInOslo } from '../../shared/dates';
import { createHarness, loginCookie, type Harness } from '../../test/harness';
import { normalizeSpaces } from '../../test/pricing-helpers';
import { TestSmtpServer, type ReceivedMail } from '../../test/smtp';
import { Quote } from './quote.entity';

// The quote flow as the owner and the customer use it: the mails' wording, the angreskjema as a PDF,
// the owner's preview that records nothing, and the defaults a new quote takes from Firma.

let h: Harness;
let smtp: TestSmtpServer;
let worker: BackgroundTasks;
let cookie: string;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  h = await createHarness({ MAIL_TO: 'firma@skarpjern.test', MAIL_FROM: 'Skarpjern Snekker AS <post@skarpjern.test>', ENQUIRY_MIN_FILL_SECONDS: '0' });
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

const inDays = (n: number) => {
  const d = new Date(`${todayInOslo()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const post = (url: string, payload: object, admin = false) => h.app.inject({ method: 'POST', url, payload, headers: admin ? { cookie } : {} });
const get = (url: string, admin = false) => h.app.inject({ method: 'GET', url, headers: admin ? { cookie } : {} });

/** The PDF's text, page by page, each page's items joined with spaces. */
async function pdfPages(bytes: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(normalizeSpaces(content.items.map((item) => ('str' in item ? item.str : '')).join(' ')));
  }
  await doc.destroy();
  return pages;
}

/** The PDF's text lines: items joined by the line they stand on. */
async function pdfLines(bytes: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const lines: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    const byY = new Map<number, string>();
    for (const item of content.items) if ('str' in item) byY.set(Math.round(item.transform[5] as number), (byY.get(Math.round(item.transform[5] as number)) ?? '') + item.str);
    lines.push(...[...byY.entries()].sort((a, b) => b[0] - a[0]).map(([, t]) => normalizeSpaces(t)));
  }
  await doc.destroy();
  return lines;
}

const mailsTo = (to: string, from = 0): ReceivedMail[] => smtp.received.slice(from).filter((m) => m.envelopeTo.includes(to));
async function mailFor(to: string, subject: string, from = 0): Promise<ReceivedMail> {
  for (;;) {
    const found = mailsTo(to, from).find((m) => m.parsed.subject?.startsWith(subject));
    if (found) return found;
    await smtp.waitFor(smtp.received.length + 1);
  }
}

const customer = { name: 'Kari Nordmann', email: 'kari@example.no', address: 'Storgata 1, 7011 Trondheim' };

async function enquiry(): Promise<number> {
  const res = await post('/api/inspection', { type: 'inspection', ...customer, phone: '+47 912 34 567', projectType: 'terrace', message: 'Ny terrasse.' });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

async function draft(enquiryId: number, extra: object = {}): Promise<number> {
  const created = await post(`/api/admin/contact-submissions/${enquiryId}/quotes`, { lines: [{ text: 'Terrasse', quantity: 30, unit: 'm²', unitPrice: 2500 }], priceType: 'fixed', validUntil: inDays(30), ...extra }, true);
  expect(created.statusCode).toBe(201);
  return created.json<{ id: number }>().id;
}

async function sentQuote(): Promise<{ id: number; enquiryId: number; token: string; reference: string; mailsFrom: number }> {
  const enquiryId = await enquiry();
  const id = await draft(enquiryId);
  const mailsFrom = smtp.received.length;
  const sent = await post(`/api/admin/quotes/${id}/send`, {}, true);
  expect(sent.statusCode).toBe(200);
  const q = await h.orm.em.fork().findOneOrFail(Quote, id, { populate: ['enquiry'] });
  return { id, enquiryId, token: q.token, reference: q.enquiry.reference, mailsFrom };
}

describe('the change-request mail', () => {
  it('names the quote by its reference as written (SK-…), not lowercased', async () => {
    const { token, reference, mailsFrom } = await sentQuote();
    expect((await post(`/api/quotes/${token}/changes`, { message: 'Kan dere bruke kompositt?' })).statusCode).toBe(200);
    const mail = await mailFor('firma@skarpjern.test', 'Ønske om endringer', mailsFrom);
    expect(mail.parsed.text).toContain(`tilbud ${reference}`);
    expect(mail.parsed.text).not.toContain(reference.toLowerCase());
  });
});

describe('the angreskjema PDF', () => {
  it('before acceptance: carries the reference, the customer and lines to fill in; the e-mail stays whole', async () => {
    const { token, reference } = await sentQuote();
    const res = await get(`/tilbud/${token}/angreskjema.pdf`);
    expect(res.statusCode).toBe(200);
    const [page] = await pdfPages(res.rawPayload);
    expect(page).toContain(`Tilbud ${reference}`);
    expect(page).toContain(`Forbrukerens/forbrukernes navn: ${customer.name}`);
    expect(page).toContain(`Forbrukerens/forbrukernes adresse: ${customer.address}`);
    const lines = await pdfLines(res.rawPayload);
    // The company's e-mail on one line, never split at its hyphen.
    expect(lines.some((l) => l.includes('post@skarpjern-snekker.no'))).toBe(true);
    // Lines to write on: the services, the date and the signature.
    expect(lines.filter((l) => /^_{20,}$/.test(l)).length).toBeGreaterThanOrEqual(3);
  });

  it('after acceptance: carries the date of acceptance, in the mail attachment and behind the link', async () => {
    const { token, reference, mailsFrom } = await sentQuote();
    expect((await post(`/api/quotes/${token}/accept`, { name: customer.name, acceptTerms: true })).statusCode).toBe(200);
    const day = new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());
    const mail = await mailFor(customer.email, 'Bekreftelse', mailsFrom);
    const attached = mail.parsed.attachments.find((a) => a.filename === 'angreskjema.pdf');
    expect(attached).toBeDefined();
    for (const bytes of [attached!.content, (await get(`/tilbud/${token}/angreskjema.pdf`)).rawPayload]) {
      const [page] = await pdfPages(bytes);
      expect(page).toContain(`Tilbud ${reference}`);
      expect(page).toContain(`Bestillingsdato (dagen tilbudet ble akseptert): ${day}`);
      expect(page).toContain(`Forbrukerens/forbrukernes navn: ${customer.name}`);
    }
  });
});

describe("the owner's preview", () => {
  const activityRows = async (quoteId: number) =>
    h.orm.em.getConnection().execute<Array<{ user_id: number | null; details: unknown }>>(`select user_id, details from activity_log where entity_type = 'quote' and entity_id = ?`, [quoteId]);

  it('shows the quote as the customer sees it, before and after sending, and records nothing', async () => {
    const enquiryId = await enquiry();
    const id = await draft(enquiryId, { terms: '50 % ved oppstart.' });
    const before = await get(`/api/admin/quotes/${id}/preview`, true);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.json()).toMatchObject({ status: 'draft', customerName: customer.name, terms: '50 % ved oppstart.', totals: { total: 75000 } });
    expect((await get(`/api/admin/quotes/${id}/preview`)).statusCode).toBe(401);

    expect((await post(`/api/admin/quotes/${id}/send`, {}, true)).statusCode).toBe(200);
    const rowsAfterSend = (await activityRows(id)).length;
    for (let i = 0; i < 2; i++) {
      const after = await get(`/api/admin/quotes/${id}/preview`, true);
      expect(after.statusCode).toBe(200);
      expect(after.json()).toMatchObject({ status: 'sent' });
    }
    const q = await h.orm.em.fork().findOneOrFail(Quote, id);
    expect([q.status, q.viewedAt]).toEqual(['sent', null]);
    expect(await activityRows(id)).toHaveLength(rowsAfterSend);
    // No «Besøkende» (a row without a user) for the quote.
    expect((await activityRows(id)).filter((r) => r.user_id === null)).toHaveLength(0);
  });

  it("the customer's link opened by the logged-in owner records nothing; opened by the customer, it is «sett»", async () => {
    const { id, token } = await sentQuote();
    const owner = await get(`/api/quotes/${token}`, true);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ status: 'sent' });
    expect((await h.orm.em.fork().findOneOrFail(Quote, id)).viewedAt).toBeNull();
    expect((await activityRows(id)).filter((r) => r.user_id === null)).toHaveLength(0);

    expect((await get(`/api/quotes/${token}`)).json()).toMatchObject({ status: 'viewed' });
    expect((await h.orm.em.fork().findOneOrFail(Quote, id)).viewedAt).not.toBeNull();
    expect((await activityRows(id)).filter((r) => r.user_id === null)).toHaveLength(1);
  });
});

describe('quote defaults under Firma', () => {
  const patchCompany = (payload: object) => h.app.inject({ method: 'PATCH', url: '/api/admin/company', payload, headers: { cookie } });

  it('payment terms and validity days are edited in Firma and a new quote starts with them', async () => {
    const bad = await patchCompany({ quoteValidityDays: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Et tilbud må gjelde minst 1 dag');
    const saved = await patchCompany({ quotePaymentTerms: '40 % ved oppstart, resten ved overlevering.', quoteValidityDays: 14 });
    expect(saved.statusCode).toBe(200);
    expect((await get('/api/admin/company', true)).json()).toMatchObject({ quotePaymentTerms: '40 % ved oppstart, resten ved overlevering.', quoteValidityDays: 14 });

    const enquiryId = await enquiry();
    const lines = [{ text: 'Terrasse', quantity: 1, unit: 'stk', unitPrice: 1000 }];
    const plain = await post(`/api/admin/contact-submissions/${enquiryId}/quotes`, { lines, priceType: 'fixed' }, true);
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({ terms: '40 % ved oppstart, resten ved overlevering.', validUntil: inDays(14) });
    // What the owner writes wins, and an emptied field means no terms.
    const own = await post(`/api/admin/contact-submissions/${enquiryId}/quotes`, { lines, priceType: 'fixed', terms: 'Kontant.', validUntil: inDays(3) }, true);
    expect(own.json()).toMatchObject({ terms: 'Kontant.', validUntil: inDays(3) });
    const none = await post(`/api/admin/contact-submissions/${enquiryId}/quotes`, { lines, priceType: 'fixed', terms: null }, true);
    expect(none.json()).toMatchObject({ terms: null, validUntil: inDays(14) });
  });
});

describe('saved quote lines', () => {
  const send = (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, payload?: object, admin = true) =>
    h.app.inject({ method, url, ...(payload ? { payload } : {}), headers: admin ? { cookie } : {} });

  it('are kept, listed, changed and deleted by the owner, each text once, with a log row', async () => {
    expect((await send('GET', '/api/admin/quote-lines', undefined, false)).statusCode).toBe(401);
    const created = await send('POST', '/api/admin/quote-lines', { text: 'Timearbeid snekker', unit: 'time', unitPrice: 750 });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(created.json()).toEqual({ id, text: 'Timearbeid snekker', unit: 'time', unitPrice: 750 });
    const again = await send('POST', '/api/admin/quote-lines', { text: 'Timearbeid snekker', unit: 'time', unitPrice: 800 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Det finnes allerede en fast linje med denne teksten.');
    const bad = await send('POST', '/api/admin/quote-lines', { text: '', unit: 'stk', unitPrice: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Skriv hva linjen gjelder.');
    await send('POST', '/api/admin/quote-lines', { text: 'Bortkjøring av avfall', unit: 'stk', unitPrice: 2500 });
    expect((await send('GET', '/api/admin/quote-lines')).json<Array<{ text: string }>>().map((l) => l.text)).toEqual(['Bortkjøring av avfall', 'Timearbeid snekker']);

    const changed = await send('PATCH', `/api/admin/quote-lines/${id}`, { unitPrice: 790 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ text: 'Timearbeid snekker', unitPrice: 790 });
    expect((await send('DELETE', `/api/admin/quote-lines/${id}`)).statusCode).toBe(204);
    expect((await send('PATCH', `/api/admin/quote-lines/${id}`, { unitPrice: 1 })).statusCode).toBe(404);
    const log = await h.orm.em.getConnection().execute<Array<{ action: string }>>(`select action from activity_log where entity_type = 'quoteline' and entity_id = ? order by id`, [id]);
    expect(log.map((r) => r.action)).toEqual(['create', 'update', 'delete']);

    const doc = (await get('/api/openapi.json')).json<{ paths: Record<string, object> }>();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/admin/quote-lines', '/admin/quote-lines/{id}', '/admin/quotes/{id}/preview']));
  });
});
