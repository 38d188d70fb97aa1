import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../env';
import { startBackgroundTasks, type BackgroundTasks } from '../../tasks/worker';
import { seedDatabase } from '../../seeders/database-seeder';
import { todayInOslo } from '../../shared/dates';
import type { TimelineDto, TimelineEntry } from '../../shared/schemas/timeline';
import { createHarness, loginCookie, type Harness } from '../../test/harness';
import { TestSmtpServer, type ReceivedMail } from '../../test/smtp';
import { ActivityLog } from '../activity/activity-log.entity';
import { InspectionBooking } from '../booking/booking.entity';
import { Enquiry } from '../enquiry/enquiry.entity';
import { OutboxMail } from '../outbox/outbox.entity';
import { Quote } from '../quote/quote.entity';

// The customer's timeline (one history per enquiry) over a whole case through the API, the befaring
// that stays on its enquiry after the customer cancelled it, and the owner's explicit act of
// withdrawing an acceptance before a new version can be made.

let h: Harness;
let smtp: TestSmtpServer;
let worker: BackgroundTasks;
let cookie: string;
const silent = { info: () => {}, warn: () => {}, error: () => {} };
type Slot = { start: string; end: string };

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

const customer = { name: 'Kari Nordmann', email: 'kari@example.no', phone: '+47 912 34 567', address: 'Storgata 1, 7011 Trondheim', projectType: 'terrace', message: 'Ny terrasse.' };
const inDays = (n: number) => {
  const d = new Date(`${todayInOslo()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const post = (url: string, payload: object = {}, admin = false) => h.app.inject({ method: 'POST', url, payload, headers: admin ? { cookie } : {} });
const get = (url: string, admin = false) => h.app.inject({ method: 'GET', url, headers: admin ? { cookie } : {} });

async function timeline(id: number): Promise<TimelineDto> {
  const res = await get(`/api/admin/contact-submissions/${id}/timeline`, true);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Waits until every mail of the case has left the queue (sent or failed). */
async function settled(caseId: number): Promise<void> {
  await expect.poll(() => h.orm.em.fork().count(OutboxMail, { caseId, status: 'queued' }), { timeout: 20_000, interval: 100 }).toBe(0);
}

async function mailFor(to: string, subject: string): Promise<ReceivedMail> {
  for (;;) {
    const found = smtp.received.find((m) => m.envelopeTo.includes(to) && m.parsed.subject?.includes(subject));
    if (found) return found;
    await smtp.waitFor(smtp.received.length + 1);
  }
}

async function draft(enquiryId: number) {
  return post(`/api/admin/contact-submissions/${enquiryId}/quotes`, { lines: [{ text: 'Terrasse', quantity: 30, unit: 'm²', unitPrice: 2500 }], priceType: 'fixed', validUntil: inDays(30) }, true);
}

/** A booked, moved and cancelled befaring (by the customer's link), then a quote sent, seen and accepted. */
async function wholeCase(): Promise<{ id: number; quoteId: number; slots: Slot[] }> {
  const slots: Slot[] = (await get('/api/inspection/slots?days=30')).json();
  expect(slots.length).toBeGreaterThan(2);
  const created = await post('/api/inspection', { ...customer, slotStart: slots[0]!.start });
  expect(created.statusCode).toBe(201);
  const id = created.json<{ id: number }>().id;
  const { token } = await h.orm.em.fork().findOneOrFail(InspectionBooking, { enquiry: id });
  expect((await post(`/api/bookings/${token}/move`, { slotStart: slots[2]!.start })).statusCode).toBe(200);
  expect((await post(`/api/bookings/${token}/cancel`)).statusCode).toBe(200);
  const made = await draft(id);
  expect(made.statusCode).toBe(201);
  const quoteId = made.json<{ id: number }>().id;
  expect((await post(`/api/admin/quotes/${quoteId}/send`, {}, true)).statusCode).toBe(200);
  const quote = await h.orm.em.fork().findOneOrFail(Quote, quoteId);
  expect((await get(`/api/quotes/${quote.token}`)).statusCode).toBe(200);
  expect((await post(`/api/quotes/${quote.token}/accept`, { token: quote.token, name: 'Kari Nordmann', acceptTerms: true })).statusCode).toBe(200);
  await settled(id);
  return { id, quoteId, slots };
}

const events = (t: TimelineDto, without: Array<TimelineEntry['event']> = []) => t.entries.filter((e) => !without.includes(e.event)).map((e) => e.event);

describe('the customer timeline', () => {
  it('shows a case booked, moved, cancelled by the customer, quoted, seen and accepted, newest first, with its mails and their delivery', async () => {
    const { id, slots } = await wholeCase();
    const t = await timeline(id);

    // The acts in order (oldest last), each mail with the act that queued it.
    expect([...t.entries].reverse().map((e) => (e.event === 'mail' ? `mail:${e.mail!.kind}:${e.mail!.audience}` : e.event))).toEqual([
      'received',
      'mail:enquiry_notice:company',
      'mail:enquiry_receipt:customer',
      'status',
      'booking_booked',
      'mail:inspection_booked:customer',
      'mail:inspection_booked:company',
      'booking_moved',
      'mail:inspection_moved:customer',
      'mail:inspection_moved:company',
      'status',
      'booking_cancelled',
      'mail:inspection_cancelled:customer',
      'mail:inspection_cancelled:company',
      'quote_created',
      'quote_sent',
      'status',
      'mail:quote_sent:customer',
      'quote_viewed',
      'quote_accepted',
      'status',
      'mail:quote_accepted:customer',
      'mail:quote_accepted:company',
    ]);
    const at = t.entries.map((e) => e.at);
    expect(at).toEqual([...at].sort().reverse());

    const moved = t.entries.find((e) => e.event === 'booking_moved')!;
    expect(moved).toMatchObject({ by: 'customer', from: expect.stringContaining(slots[0]!.start.slice(0, 16)), to: expect.stringContaining(slots[2]!.start.slice(0, 16)) });
    const cancelled = t.entries.find((e) => e.event === 'booking_cancelled')!;
    expect(cancelled).toMatchObject({ by: 'customer', to: null });
    // The cancel sent the case back to «Ny», with the reason the case file gave.
    expect(t.entries.find((e) => e.event === 'status' && e.to === 'new')).toMatchObject({ from: 'inspection_booked', text: 'Befaringen er avlyst' });
    expect(t.entries.find((e) => e.event === 'quote_sent')).toMatchObject({ by: 'owner', byName: expect.any(String), quoteVersion: 1 });
    expect(t.entries.find((e) => e.event === 'quote_accepted')).toMatchObject({ by: 'customer', text: 'Kari Nordmann', to: expect.any(String) });
    // Every mail went out and says so.
    for (const e of t.entries.filter((x) => x.event === 'mail')) expect(e.mail).toMatchObject({ status: 'sent', sentAt: expect.any(String) });
  });

  it('keeps the cancelled befaring on its enquiry: when and by whom', async () => {
    const { id, slots } = await wholeCase();
    const t = await timeline(id);
    expect(t.booking).toMatchObject({ start: slots[2]!.start, cancelledAt: expect.any(String), cancelledBy: 'customer' });
  });

  it('shows a failed mail with its reason, sent again from the timeline, and notes with their author', async () => {
    const { id } = await wholeCase();
    const em = h.orm.em.fork();
    const mail = await em.findOneOrFail(OutboxMail, { caseId: id, kind: 'quote_sent' });
    mail.status = 'failed';
    mail.lastError = '550 Mailbox unavailable';
    await em.flush();
    let t = await timeline(id);
    expect(t.entries.find((e) => e.mail?.id === mail.id)?.mail).toMatchObject({ status: 'failed', lastError: '550 Mailbox unavailable' });

    expect((await post(`/api/admin/enquiry-mails/${mail.id}/resend`, {}, true)).statusCode).toBe(200);
    expect((await post(`/api/admin/contact-submissions/${id}/notes`, { text: 'Ringte kunden.' }, true)).statusCode).toBe(201);
    await settled(id);
    t = await timeline(id);
    expect(t.entries[0]).toMatchObject({ event: 'note', text: 'Ringte kunden.', by: 'owner' });
    expect(t.entries[1]).toMatchObject({ event: 'mail_resent', to: 'quote_sent_customer', by: 'owner' });
    expect(t.entries.find((e) => e.mail?.id === mail.id)?.mail).toMatchObject({ status: 'sent' });
  });

  it('is for the admin only, and 404 for an unknown enquiry', async () => {
    expect((await get('/api/admin/contact-submissions/1/timeline')).statusCode).toBe(401);
    expect((await get('/api/admin/contact-submissions/999999/timeline', true)).statusCode).toBe(404);
  });
});

describe('withdrawing an acceptance', () => {
  it('refuses a new version of an accepted quote and changes nothing', async () => {
    const { id } = await wholeCase();
    const before = await h.orm.em.fork().count(Quote, { enquiry: id });
    const refused = await draft(id);
    expect(refused.statusCode).toBe(409);
    expect(await h.orm.em.fork().count(Quote, { enquiry: id })).toBe(before);
    expect((await h.orm.em.fork().findOneOrFail(Enquiry, id)).status).toBe('won');
  });

  it('needs a reason, moves the case back to «Tilbud sendt», mails the customer, logs it all and then allows a new version', async () => {
    const { id, quoteId } = await wholeCase();
    const url = `/api/admin/quotes/${quoteId}/withdraw-acceptance`;
    expect((await post(url, { reason: '   ' }, true)).statusCode).toBe(400);
    expect((await post(url, {}, true)).statusCode).toBe(400);
    expect((await post(url, { reason: 'x' })).statusCode).toBe(401);
    expect((await h.orm.em.fork().findOneOrFail(Enquiry, id)).status).toBe('won');

    const reason = 'Kunden vil ha kompositt i stedet for tre.';
    const withdrawn = await post(url, { reason }, true);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'accepted', acceptedName: 'Kari Nordmann', withdrawnAt: expect.any(String), withdrawReason: reason });
    expect((await h.orm.em.fork().findOneOrFail(Enquiry, id)).status).toBe('quote_sent');
    expect((await post(url, { reason }, true)).statusCode).toBe(409);

    const mail = await mailFor(customer.email, 'aksepten er trukket tilbake');
    expect(mail.parsed.text).toContain(reason);

    const v2 = await draft(id);
    expect(v2.statusCode).toBe(201);
    expect((await post(`/api/admin/quotes/${v2.json<{ id: number }>().id}/send`, {}, true)).statusCode).toBe(200);

    const log = await h.orm.em.fork().find(ActivityLog, { $or: [{ entityType: 'quote', entityId: quoteId }, { entityType: 'case', entityId: id }] }, { orderBy: { id: 'asc' } });
    expect(log.find((a) => a.entityType === 'quote' && a.details?.withdrawnAt)?.details?.withdrawReason).toEqual({ to: reason });
    expect(log.find((a) => a.details?.status?.from === 'won' && a.details.status.to === 'quote_sent')?.details?.reason).toEqual({ to: reason });

    await settled(id);
    const t = await timeline(id);
    // The case is already at «Tilbud sendt» when v2 goes out: no second status move.
    expect(events(t, ['mail']).slice(0, 5)).toEqual(['quote_sent', 'quote_created', 'status', 'quote_withdrawn', 'status']);
    expect(t.entries.find((e) => e.event === 'status')).toMatchObject({ from: 'won', to: 'quote_sent', text: reason, by: 'owner' });
    expect(t.entries.find((e) => e.event === 'quote_withdrawn')).toMatchObject({ text: reason, by: 'owner', quoteVersion: 1 });
    expect(t.entries.find((e) => e.mail?.kind === 'quote_withdrawn')?.mail).toMatchObject({ status: 'sent', audience: 'customer' });
  });
});
