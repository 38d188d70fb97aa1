// Spam protection of both forms: the honeypot, the signed fill-time token, callers of the API without
// either, and the per-address limit shared by two app instances on one database.
import type { FastifyInstance } from 'fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { initOrm } from '../../db/orm';
import { messages } from '../../shared/messages';
import { createHarness, loginCookie, type Harness } from '../../test/harness';
import { getCompany } from '../company/company.service';
import { OutboxMail } from '../outbox/outbox.entity';
import { Enquiry, EnquiryAttempt } from './enquiry.entity';
import { signFormToken } from './spam';
import { allowEnquiry } from './rate-limit';

const SESSION_SECRET = 'a-test-secret-that-is-at-least-32-characters';
// The key the app derives from its session secret for form tokens.
const formSecret = createHmac('sha256', SESSION_SECRET).update('enquiry-form-token').digest('hex');

let h: Harness;
let orm2: MikroORM;
let app2: FastifyInstance;
beforeAll(async () => {
  h = await createHarness({ ENQUIRY_RATE_LIMIT: '3', ENQUIRY_MIN_FILL_SECONDS: '1' });
  // A second instance of the app on the same database, as behind a load balancer.
  orm2 = await initOrm(h.url, { pool: { min: 0, max: 2 } });
  app2 = await buildApp({ orm: orm2, env: h.env, sessionSecret: SESSION_SECRET, logger: false });
});
afterAll(async () => {
  await app2?.close();
  await orm2?.close(true);
  await h?.close();
});
beforeEach(async () => {
  await h.orm.em.fork().nativeDelete(Enquiry, {});
  await h.orm.em.fork().nativeDelete(EnquiryAttempt, {});
});

const contact = { name: 'Kari Nordmann', email: 'kari@example.no', message: 'Hei, jeg trenger hjelp med en terrasse.' };
const inspection = {
  name: 'Ola Nordmann',
  email: 'ola@example.no',
  phone: '+47 912 34 567',
  address: 'Storgata 1, 7011 Trondheim',
  projectType: 'terrace',
  message: 'Ønsker befaring for ny terrasse på ca. 30 m².',
};
const post = (app: FastifyInstance, url: string, payload: object, ip = '203.0.113.7') =>
  app.inject({ method: 'POST', url, payload, remoteAddress: ip });

async function stored(id: number) {
  const em = h.orm.em.fork();
  return { enquiry: await em.findOneOrFail(Enquiry, id), mails: await em.count(OutboxMail, { caseId: id }) };
}

let nextIp = 10;
/** A fresh client address per request, so the per-address limit of 3 stays out of the way. */
const anyIp = () => `198.18.0.${nextIp++}`;
const queuedJobs = async (id: number) =>
  (
    await h.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ n: number }>>(
        `select count(*)::int as n from graphile_worker.jobs where key in (select 'mail:' || id from outbox_mail where case_id = ?)`,
        [id],
      )
  )[0]!.n;

describe.each([
  ['/api/contact', contact],
  ['/api/inspection', inspection],
])('%s', (url, payload) => {
  it('without honeypot or token (a caller of the API): stored as Ny and mailed', async () => {
    const res = await post(h.app, url, payload, anyIp());
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().id)).toMatchObject({ enquiry: { status: 'new' }, mails: 2 });
  });

  it('honeypot filled: answered 201 like any other, stored as Spam, not mailed until «Ikke spam», then both mails once', async () => {
    const res = await post(h.app, url, { ...payload, website: 'http://spam.example' }, anyIp());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ reference: expect.stringMatching(/^SK-/) });
    const id = res.json().id as number;
    expect(await stored(id)).toMatchObject({ enquiry: { status: 'spam', name: payload.name }, mails: 0 });

    const cookie = await loginCookie(h.app);
    const setStatus = (status: string) => h.app.inject({ method: 'PATCH', url: `/api/admin/contact-submissions/${id}`, headers: { cookie }, payload: { status } });
    expect((await setStatus('new')).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ enquiry: { status: 'new' }, mails: 2 });
    expect(await queuedJobs(id)).toBe(2);
    // Back to spam and out again: the held mails were sent already, so nothing more is queued.
    await setStatus('spam');
    await setStatus('new');
    expect(await stored(id)).toMatchObject({ enquiry: { status: 'new' }, mails: 2 });
    expect(await queuedJobs(id)).toBe(2);
  });

  it('a token used at once is refused with a message and stores nothing; the same token after the fill time is accepted and mailed', async () => {
    const count = () => h.orm.em.fork().count(Enquiry, {});
    const mailCount = () => h.orm.em.fork().count(OutboxMail, {});
    const [before, mailsBefore] = [await count(), await mailCount()];
    const fetched = await h.app.inject({ method: 'GET', url: '/api/form-token' });
    expect(fetched.headers['cache-control']).toBe('no-store');
    expect(fetched.json()).toMatchObject({ minFillSeconds: 1 });
    const token = fetched.json().token as string;
    const ip = anyIp();
    const fast = await post(h.app, url, { ...payload, formToken: token }, ip);
    expect(fast.statusCode).toBe(400);
    expect(fast.json().message).toBe(messages.sentTooFast);
    expect(await count()).toBe(before);
    expect(await mailCount()).toBe(mailsBefore);
    // A refusal is no attempt: it does not count against the per-address limit.
    expect(await h.orm.em.fork().count(EnquiryAttempt, { ip })).toBe(0);

    // The fill time passes on the server's clock: only Date is faked, the app's timers and the database run on.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1100 });
    let later: Awaited<ReturnType<typeof post>>;
    try {
      later = await post(h.app, url, { ...payload, formToken: token }, ip);
    } finally {
      vi.useRealTimers();
    }
    expect(later.statusCode).toBe(201);
    expect(await stored(later.json().id)).toMatchObject({ enquiry: { status: 'new' }, mails: 2 });
  });

  it('a stale, forged or future token counts as none: stored as Ny and mailed, under the per-address limit', async () => {
    const now = Date.now();
    const ip = anyIp();
    for (const formToken of [signFormToken(formSecret, now - 25 * 3600_000), signFormToken('another-key', now - 10_000), signFormToken(formSecret, now + 60_000)]) {
      const res = await post(h.app, url, { ...payload, formToken }, ip);
      expect(res.statusCode).toBe(201);
      expect(await stored(res.json().id)).toMatchObject({ enquiry: { status: 'new' }, mails: 2 });
    }
    // The limit (3 per address in this file) applies to them as to any caller without a token.
    const fourth = await post(h.app, url, { ...payload, formToken: signFormToken(formSecret, now - 25 * 3600_000) }, ip);
    expect(fourth.statusCode).toBe(429);
  });
});

describe('the per-address limit', () => {
  it('lets exactly the limit through of many simultaneous requests from one address', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => allowEnquiry(h.orm.em.fork(), '192.0.2.77', 3)));
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await h.orm.em.fork().count(EnquiryAttempt, { ip: '192.0.2.77' })).toBe(3);
  });

  it('holds across two instances on one database, answers 429 with the company phone, and counts per address', async () => {
    const responses = [];
    // Alternating instances, some in parallel: 3 pass, the rest are refused and stored nowhere.
    responses.push(await post(h.app, '/api/contact', contact));
    responses.push(...(await Promise.all([post(app2, '/api/inspection', inspection), post(h.app, '/api/contact', contact), post(app2, '/api/contact', contact)])));
    responses.push(await post(app2, '/api/contact', { ...contact, website: 'x' }));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(await h.orm.em.fork().count(Enquiry, {})).toBe(3);
    const refused = responses.find((r) => r.statusCode === 429)!;
    const { phone } = await getCompany(h.orm.em.fork());
    expect(refused.json().message).toBe(`For mange henvendelser på kort tid. Prøv igjen senere, eller ring oss på ${phone}.`);
    // Over tRPC (the site's forms) the same message arrives in tRPC's error shape.
    const trpc = await app2.inject({ method: 'POST', url: '/trpc/public.enquiries.contact', payload: contact, remoteAddress: '203.0.113.7' });
    expect(trpc.statusCode).toBe(429);
    expect(trpc.json().error.message).toContain(phone);
    // Another address is not affected.
    expect((await post(app2, '/api/contact', contact, '198.51.100.4')).statusCode).toBe(201);
    // Refusals leave no rows behind, so the limit frees up an hour after the accepted ones.
    expect(await h.orm.em.fork().count(EnquiryAttempt, { ip: '203.0.113.7' })).toBe(3);
    await h.orm.em.fork().nativeUpdate(EnquiryAttempt, {}, { createdAt: new Date(Date.now() - 3600_000 - 1000) });
    expect((await post(h.app, '/api/contact', contact)).statusCode).toBe(201);
  });
});
