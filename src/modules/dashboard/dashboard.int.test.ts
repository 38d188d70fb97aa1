import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../env';
import { startBackgroundJobs, type BackgroundJobs } from '../../jobs/worker';
import { seedDatabase } from '../../seeders/database-seeder';
import { createHarness, loginCookie, type Harness } from '../../test/harness';
import { TestSmtpServer } from '../../test/smtp';
import { ActivityLog } from '../activity/activity-log.entity';
import { dashboardStats } from './dashboard.service';

// Befaring and quote mails are queue jobs without a mail row of their own: one that does not get through
// must still reach the owner's dashboard, or a customer waits for an invite that never came.

let h: Harness;
let worker: BackgroundJobs | null = null;
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const smtp = new TestSmtpServer();

beforeAll(async () => {
  await smtp.start();
  h = await createHarness({ MAIL_MAX_ATTEMPTS: '1' });
  await seedDatabase(h.orm.em.fork());
});
afterAll(async () => {
  await worker?.stop();
  await h?.close();
  await smtp.stop();
});

describe('the dashboard and mails that do not get through', () => {
  it('counts befaring mails that gave up, with the last error', async () => {
    expect((await dashboardStats(h.orm.em.fork())).mail).toMatchObject({ linkMailsFailed: 0, linkMailsRetrying: 0 });
    const slots = (await h.app.inject({ method: 'GET', url: '/api/inspection/slots?days=30' })).json<Array<{ start: string }>>();
    const payload = { name: 'Kari Nordmann', email: 'kari@example.no', phone: '+47 912 34 567', address: 'Storgata 1, 7011 Trondheim', projectType: 'terrace', message: 'Ny terrasse, ca. 30 m².', slotStart: slots[0]!.start };
    expect((await h.app.inject({ method: 'POST', url: '/api/inspection', payload })).statusCode).toBe(201);

    smtp.refuse = '550 5.1.1 mailbox unavailable';
    worker = await startBackgroundJobs({ orm: h.orm, env: { ...h.env, SMTP_URL: smtp.url }, connectionString: h.url, root: projectRoot, log: silent, pollInterval: 100 });
    let mail = (await dashboardStats(h.orm.em.fork())).mail;
    for (let i = 0; i < 100 && mail.linkMailsFailed < 2; i++) {
      await new Promise((r) => setTimeout(r, 100));
      mail = (await dashboardStats(h.orm.em.fork())).mail;
    }
    // The receipt with the invite and the company's copy; the enquiry's own two mails have rows and count apart.
    expect(mail.linkMailsFailed).toBe(2);
    expect(mail.lastError).toContain('550');
    expect(mail.linkMailFailures.map((f) => f.what).sort()).toEqual(['E-post om befaringen til firmaet', 'E-post om befaringen til kunden']);
    expect(mail.linkMailFailures.every((f) => f.name === 'Kari Nordmann')).toBe(true);
  });

  it('sends one of them again when the owner asks, logged on the enquiry; an unknown or sent one is 404', async () => {
    const { linkMailFailures } = (await dashboardStats(h.orm.em.fork())).mail;
    const toCustomer = linkMailFailures.find((f) => f.what.endsWith('til kunden'))!;
    const retry = (jobId: string, cookie?: string) =>
      h.app.inject({ method: 'POST', url: `/api/admin/dashboard/mail-jobs/${jobId}/retry`, headers: cookie ? { cookie } : {} });
    expect((await retry(toCustomer.jobId)).statusCode).toBe(401);
    const cookie = await loginCookie(h.app);
    const unknown = await retry('999999999', cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toContain('Fant ingen e-post');

    smtp.refuse = null;
    const before = smtp.received.length;
    expect((await retry(toCustomer.jobId, cookie)).statusCode).toBe(200);
    await smtp.waitFor(before + 1);
    const sent = smtp.received.slice(before);
    expect(sent.map((m) => m.envelopeTo).flat()).toEqual(['kari@example.no']);
    expect(sent[0]!.parsed.attachments.some((a) => a.contentType.startsWith('text/calendar'))).toBe(true);

    let mail = (await dashboardStats(h.orm.em.fork())).mail;
    for (let i = 0; i < 50 && mail.linkMailFailures.length > 1; i++) {
      await new Promise((r) => setTimeout(r, 100));
      mail = (await dashboardStats(h.orm.em.fork())).mail;
    }
    expect(mail.linkMailFailures.map((f) => f.what)).toEqual(['E-post om befaringen til firmaet']);
    expect((await retry(toCustomer.jobId, cookie)).statusCode).toBe(404);
    const logged = await h.orm.em.fork().findOne(ActivityLog, { entityType: 'contact', entityId: toCustomer.enquiryId, action: 'update' }, { orderBy: { id: 'desc' } });
    expect(logged?.details).toEqual({ 'E-post om befaringen til kunden': { from: 'feilet', to: 'sendes på nytt' } });
  });
});
