import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initOrm } from '../../db/orm';
import { projectRoot } from '../../env';
import { LEGACY_BOOKING_MAIL_TASK } from '../../tasks/legacy-mail-tasks';
import { addTask } from '../../tasks/queue';
import { startBackgroundTasks, type BackgroundTasks } from '../../tasks/worker';
import { todayInOslo } from '../../shared/schemas/common';
import { seedDatabase } from '../../seeders/database-seeder';
import { createHarness, loginCookie, type Harness } from '../../test/harness';
import { TestSmtpServer } from '../../test/smtp';
import { untilQueueIdle } from '../../test/wait';
import { ActivityLog } from '../activity/activity-log.entity';
import { osloYear } from '../../shared/dates';
import { OutboxMail } from './outbox.entity';

// Mails of enquiries through the real queue to a real SMTP server. The queue's first retry comes
// after e ≈ 2.7 s, so the retry tests take a few seconds each.

let h: Harness;
let smtp: TestSmtpServer;
const workers: BackgroundTasks[] = [];
const silent = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  h = await createHarness({ MAIL_TO: 'firma@skarpjern.test', MAIL_FROM: 'Skarpjern Snekker AS <post@skarpjern.test>', MAIL_MAX_ATTEMPTS: '2' });
  await seedDatabase(h.orm.em.fork());
  smtp = await new TestSmtpServer().start();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  smtp.refuse = null;
  smtp.received.length = 0;
  if (!smtp.port || !(await isUp())) await smtp.start();
});
afterAll(async () => {
  await smtp?.stop();
  await h?.close();
});

async function isUp(): Promise<boolean> {
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const s = connect(smtp.port, '127.0.0.1', () => {
      s.destroy();
      resolve(true);
    });
    s.on('error', () => resolve(false));
  });
}

async function startWorker(orm = h.orm) {
  const w = await startBackgroundTasks({
    orm,
    env: { ...h.env, SMTP_URL: smtp.url },
    connectionString: h.url,
    root: projectRoot,
    log: silent,
    pollInterval: 200,
  });
  workers.push(w);
  return w;
}

const tomorrow = (() => {
  const d = new Date(`${todayInOslo()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
})();
const inspection = {
  name: 'Ola <b>Nordmann</b>',
  email: 'ola@example.no',
  phone: '+47 912 34 567',
  address: 'Storgata 1, 7011 Trondheim',
  projectType: 'terrace',
  preferredDate: tomorrow,
  message: 'Ønsker befaring for ny terrasse på ca. 30 m².\nGjerne tidlig på dagen.',
  estimate: { type: 'terrace', input: { area: 30, material: 'IMPREGNATED_28X120_KL1', foundation: 'POSTS' }, shownTotal: 1 },
  type: 'inspection',
};
const contact = { name: 'Kari Nordmann', email: 'kari@example.no', phone: '', message: 'Hei, jeg trenger hjelp med lister.', type: 'contact' };

const post = (url: string, payload: object) => h.app.inject({ method: 'POST', url, payload });
const mailsOf = (enquiryId: number) => h.orm.em.fork().find(OutboxMail, { caseId: enquiryId }, { orderBy: { kind: 'asc' } });

async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('condition not met in time');
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

describe('mails of an enquiry', () => {
  it("send no stranger's text to the address a contact form named", async () => {
    const res = await post('/api/contact', {
      name: 'Cheap Pills https://pills.example',
      email: 'victim@example.org',
      phone: '',
      message: 'Best prices on pills at pills.example, order today!',
      type: 'contact',
    });
    expect(res.statusCode).toBe(201);
    await startWorker();
    const mails = await smtp.waitFor(2);
    const receipt = mails.find((m) => m.envelopeTo.includes('victim@example.org'))!;
    const whole = `${receipt.parsed.subject}\n${receipt.parsed.text}\n${String(receipt.parsed.html)}`;
    expect(whole).toContain(res.json().reference);
    for (const typed of ['pills', 'Cheap', 'Best prices', 'order today']) expect(whole).not.toContain(typed);
    // The company's copy still has all of it.
    const company = mails.find((m) => m.envelopeTo.includes('firma@skarpjern.test'))!;
    expect(company.parsed.text).toContain('Best prices on pills');
  });

  it('reach the company and the customer with the right recipients, Reply-To, subject, fields and estimate', async () => {
    const res = await post('/api/inspection', inspection);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.reference).toMatch(new RegExp(`^SK-${osloYear(new Date())}-\\d{4}$`));
    await startWorker();
    const mails = await smtp.waitFor(2);
    const company = mails.find((m) => m.envelopeTo.includes('firma@skarpjern.test'))!;
    const receipt = mails.find((m) => m.envelopeTo.includes('ola@example.no'))!;
    expect(company && receipt).toBeTruthy();

    // To the company: type, name and reference in the subject, Reply-To the customer, every field, the estimate, a link.
    expect(company.parsed.subject).toBe(`Ny henvendelse: Befaring – Ola <b>Nordmann</b> – ${created.reference}`);
    expect(company.parsed.from?.text).toContain('post@skarpjern.test');
    expect(company.parsed.replyTo?.value[0]).toMatchObject({ address: 'ola@example.no', name: 'Ola <b>Nordmann</b>' });
    const text = company.parsed.text ?? '';
    for (const value of ['+47 912 34 567', 'Storgata 1, 7011 Trondheim', 'Terrasse', 'Gjerne tidlig på dagen.', created.reference]) expect(text).toContain(value);
    const { lines, total } = created.estimate;
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(text).toContain(line.label);
    const nok = (n: number) => new Intl.NumberFormat('nb-NO').format(n);
    expect(text).toContain(`Total estimert pris: ${nok(total)} kr inkl. mva`);
    expect(text).toContain(`http://localhost:3000/admin/contact-submissions/${created.id}`);
    // Every user value is escaped in the HTML part, and nothing is loaded from elsewhere.
    const html = String(company.parsed.html);
    expect(html).toContain('Ola &lt;b&gt;Nordmann&lt;/b&gt;');
    expect(html).not.toContain('<b>Nordmann');
    expect(html).not.toMatch(/<img|src=/i);

    // The receipt: reference, what was asked for, the estimate with the disclaimer, next steps, how to reach
    // the company; nothing the sender typed (the form may have named somebody else's address).
    expect(receipt.parsed.subject).toBe(`Vi har mottatt befaringsforespørselen din – ${created.reference}`);
    expect(receipt.parsed.replyTo?.value[0]?.address).toBe('firma@skarpjern.test');
    const rtext = receipt.parsed.text ?? '';
    for (const value of [created.reference, 'Henvendelse: Befaring', 'Prosjekttype: Terrasse', 'Dette er et estimat. På befaringen ser vi på stedet, og du får en nøyaktig pris i tilbudet etterpå.', 'Hva skjer nå?', '+47 400 12 345', 'post@skarpjern-snekker.no', 'Mandag–fredag 08:00–16:00'])
      expect(rtext).toContain(value);
    for (const typed of ['Storgata 1', 'Gjerne tidlig på dagen', '+47 912 34 567']) expect(`${rtext}${String(receipt.parsed.html)}`).not.toContain(typed);
    expect(String(receipt.parsed.html)).toContain(created.reference);

    // The back office shows both as sent.
    const cookie = await loginCookie(h.app);
    await until(async () => (await mailsOf(created.id)).every((m) => m.status === 'sent'));
    const detail = await h.app.inject({ method: 'GET', url: `/api/admin/contact-submissions/${created.id}`, headers: { cookie } });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().mails.map((m: { kind: string; status: string }) => [m.kind, m.status]).sort()).toEqual([
      ['enquiry_notice', 'sent'],
      ['enquiry_receipt', 'sent'],
    ]);
    // Automatic mails say so (RFC 3834), so an out-of-office answer does not loop.
    for (const m of [company, receipt]) expect(m.parsed.headers.get('auto-submitted')).toBe('auto-generated');
  });

  it('gives consecutive reference numbers that the list finds whole or in part', async () => {
    const a = (await post('/api/contact', contact)).json();
    const b = (await post('/api/contact', contact)).json();
    const [, year, n] = /^SK-(\d{4})-(\d{4,})$/.exec(a.reference)!;
    expect(b.reference).toBe(`SK-${year}-${String(Number(n) + 1).padStart(4, '0')}`);
    const cookie = await loginCookie(h.app);
    const find = async (q: string) =>
      (await h.app.inject({ method: 'GET', url: `/api/admin/contact-submissions?q=${encodeURIComponent(q)}`, headers: { cookie } })).json().map((e: { id: number }) => e.id);
    expect(await find(b.reference)).toEqual([b.id]);
    expect(await find(b.reference.slice(3).toLowerCase())).toEqual([b.id]);
    expect(await find(`SK-${year}-`)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await find('SK-1999')).toEqual([]);
  });

  it('wait while the SMTP server is down, with the enquiry stored and answered 201, and go out once it is back', async () => {
    await smtp.stop();
    await startWorker();
    const res = await post('/api/contact', contact);
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    await until(async () => (await mailsOf(id)).every((m) => m.attempts >= 1 && m.lastError !== null));
    const waiting = await mailsOf(id);
    expect(waiting.map((m) => m.status)).toEqual(['queued', 'queued']);
    expect(waiting[0]!.lastError).toMatch(/ECONNREFUSED/);
    await smtp.start();
    await smtp.waitFor(2);
    await until(async () => (await mailsOf(id)).every((m) => m.status === 'sent'));
    expect((await mailsOf(id)).map((m) => m.lastError)).toEqual([null, null]);
  });

  it('are marked failed when the server keeps refusing, show on the dashboard, and can be sent again (logged)', async () => {
    smtp.refuse = '554 Mottaker avvist';
    await startWorker();
    const res = await post('/api/contact', contact);
    const id = res.json().id;
    // MAIL_MAX_ATTEMPTS is 2 in this file: the second refusal is final.
    await until(async () => (await mailsOf(id)).every((m) => m.status === 'failed'));
    const failed = await mailsOf(id);
    expect(failed.map((m) => m.attempts)).toEqual([2, 2]);
    expect(failed[0]!.lastError).toContain('554');

    const cookie = await loginCookie(h.app);
    const dashboard = (await h.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie } })).json();
    expect(dashboard.mail.failed).toBeGreaterThanOrEqual(2);
    expect(dashboard.mail.lastError).toContain('554');

    smtp.refuse = null;
    const receipt = failed.find((m) => m.kind === 'enquiry_receipt')!;
    const resend = await h.app.inject({ method: 'POST', url: `/api/admin/enquiry-mails/${receipt.id}/resend`, headers: { cookie, origin: 'http://localhost:80' } });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toMatchObject({ status: 'queued', attempts: 0 });
    const mails = await smtp.waitFor(1);
    expect(mails[0]!.envelopeTo).toEqual(['kari@example.no']);
    await until(async () => (await mailsOf(id)).find((m) => m.kind === 'enquiry_receipt')!.status === 'sent');
    expect((await mailsOf(id)).find((m) => m.kind === 'enquiry_notice')!.status).toBe('failed');

    const again = await h.app.inject({ method: 'POST', url: `/api/admin/enquiry-mails/${receipt.id}/resend`, headers: { cookie, origin: 'http://localhost:80' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Bare en e-post som har feilet, kan sendes på nytt.');
    const unauth = await h.app.inject({ method: 'POST', url: `/api/admin/enquiry-mails/${receipt.id}/resend` });
    expect(unauth.statusCode).toBe(401);
    const log = await h.orm.em.fork().find(ActivityLog, { entityType: 'case', entityId: id, action: 'update' });
    expect(log.map((l) => l.details)).toEqual([{ mail_enquiry_receipt_customer: { from: 'failed', to: 'queued' } }]);
  });

  it('are sent exactly once by two workers on one database', async () => {
    await startWorker();
    await startWorker();
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push((await post('/api/contact', { ...contact, email: `kunde${i}@example.no` })).json().id);
    await smtp.waitFor(20);
    await until(async () => (await h.orm.em.fork().count(OutboxMail, { caseId: { $in: ids }, status: 'sent' })) === 20);
    // A would-be duplicate has arrived once the queue has nothing left to run.
    await untilQueueIdle(h.orm);
    expect(smtp.received).toHaveLength(20);
    const messageIds = smtp.received.map((m) => m.parsed.messageId);
    expect(new Set(messageIds).size).toBe(20);
  });

  it('are not lost when the app dies between committing the enquiry and sending', async () => {
    // No worker runs: the enquiry is committed and answered, then the process "dies" (its
    // connections are cut without any clean-up).
    const res = await post('/api/contact', contact);
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    expect((await mailsOf(id)).map((m) => m.status)).toEqual(['queued', 'queued']);
    await h.orm.em.getConnection().execute(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);

    // A new instance starts with its own connections and delivers what was waiting.
    const orm = await initOrm(h.url, { pool: { min: 0, max: 3 } });
    try {
      await startWorker(orm);
      const mails = await smtp.waitFor(2);
      expect(mails.flatMap((m) => m.envelopeTo).sort()).toEqual(['firma@skarpjern.test', 'kari@example.no']);
      await until(async () => (await orm.em.fork().find(OutboxMail, { caseId: id })).every((m) => m.status === 'sent'));
      await Promise.all(workers.splice(0).map((w) => w.stop()));
    } finally {
      await orm.close(true);
    }
  });
});

describe('mails queued before the outbox', () => {
  it('are sent once each when a befaring or quote mail job of the old shape is still waiting at the switch', async () => {
    const slots = (await h.app.inject({ method: 'GET', url: '/api/inspection/slots?days=30' })).json<Array<{ start: string }>>();
    const payload = { ...inspection, name: 'Siri Berg', email: 'siri@example.no', slotStart: slots[0]!.start, estimate: undefined };
    const created = (await post('/api/inspection', payload)).json();
    const [booking] = await h.orm.em.fork().execute<Array<{ id: number }>>('select id from inspection_booking where enquiry_id = ?', [created.id]);
    // An old job as the previous version queued it: no row, the mail described by the payload alone.
    await h.orm.em.fork().transactional(async (tx) => {
      await addTask(tx, LEGACY_BOOKING_MAIL_TASK, { bookingId: booking!.id, change: 'booked', to: 'customer' }, { jobKey: `booking_mail:${booking!.id}:0:customer` });
    });
    await startWorker();
    const legacy = () => h.orm.em.fork().find(OutboxMail, { caseId: created.id, dedupeKey: { $like: 'legacy:%' } });
    await until(async () => (await legacy()).length === 1 && (await legacy())[0]!.status === 'sent');
    // The new booking's own four mails, and the old job's one: five, each once.
    await until(async () => (await h.orm.em.fork().count(OutboxMail, { caseId: created.id, status: 'sent' })) === 5);
    await untilQueueIdle(h.orm);
    const toSiri = smtp.received.filter((m) => m.envelopeTo.includes('siri@example.no'));
    expect(toSiri.filter((m) => m.parsed.messageId?.includes('.inspection_booked.customer.'))).toHaveLength(2);
    expect(new Set(toSiri.map((m) => m.parsed.messageId)).size).toBe(toSiri.length);
    expect((await legacy())[0]).toMatchObject({ kind: 'inspection_booked', audience: 'customer', dedupeKey: `legacy:booking_mail:${booking!.id}:0:customer` });
  });
});
