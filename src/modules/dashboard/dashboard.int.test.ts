import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../env';
import { startBackgroundTasks, type BackgroundTasks } from '../../tasks/worker';
import { mailLabel } from '../../shared/labels';
import { seedDatabase } from '../../seeders/database-seeder';
import { createHarness, loginCookie, type Harness } from '../../test/harness';
import { TestSmtpServer } from '../../test/smtp';
import { untilQueueIdle } from '../../test/wait';
import { ActivityLog } from '../activity/activity-log.entity';
import { dashboardStats } from './dashboard.service';

// Every mail of a case is a row of the outbox: one that does not get through reaches the owner's
// dashboard with its case, whichever part of the case it is about, or a customer waits for an invite
// that never came.

let h: Harness;
let worker: BackgroundTasks | null = null;
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
  it('lists the mails that gave up with their case and the last error, befaring mails among them', async () => {
    expect((await dashboardStats(h.orm.em.fork())).mail).toMatchObject({ failed: 0, retrying: 0, failures: [] });
    const slots = (await h.app.inject({ method: 'GET', url: '/api/inspection/slots?days=30' })).json<Array<{ start: string }>>();
    const payload = { name: 'Kari Nordmann', email: 'kari@example.no', phone: '+47 912 34 567', address: 'Storgata 1, 7011 Trondheim', projectType: 'terrace', message: 'Ny terrasse, ca. 30 m².', slotStart: slots[0]!.start };
    expect((await h.app.inject({ method: 'POST', url: '/api/inspection', payload })).statusCode).toBe(201);

    smtp.refuse = '550 5.1.1 mailbox unavailable';
    worker = await startBackgroundTasks({ orm: h.orm, env: { ...h.env, SMTP_URL: smtp.url }, connectionString: h.url, root: projectRoot, log: silent, pollInterval: 100 });
    await expect.poll(async () => (await dashboardStats(h.orm.em.fork())).mail.failed, { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(4);
    const mail = (await dashboardStats(h.orm.em.fork())).mail;
    // The enquiry's notice and receipt, and the befaring's confirmation to both sides.
    expect(mail.failed).toBe(4);
    expect(mail.lastError).toContain('550');
    expect(mail.failures.map((f) => mailLabel(f.kind, f.audience)).sort()).toEqual(
      ['Bekreftelse på befaring til firmaet', 'Bekreftelse på befaring til kunden', 'Kvittering til kunden', 'Varsel til firmaet'],
    );
    expect(mail.failures.every((f) => f.name === 'Kari Nordmann')).toBe(true);
  });

  it('sends one of them again when the owner asks, once, logged on the enquiry; an unknown one is 404, a sent one 409', async () => {
    const { failures } = (await dashboardStats(h.orm.em.fork())).mail;
    const invite = failures.find((f) => f.kind === 'inspection_booked' && f.audience === 'customer')!;
    const resend = (id: number, cookie?: string) =>
      h.app.inject({ method: 'POST', url: `/api/admin/enquiry-mails/${id}/resend`, headers: cookie ? { cookie } : {} });
    expect((await resend(invite.mailId)).statusCode).toBe(401);
    const cookie = await loginCookie(h.app);
    expect((await resend(999_999_999, cookie)).statusCode).toBe(404);

    smtp.refuse = null;
    const before = smtp.received.length;
    expect((await resend(invite.mailId, cookie)).statusCode).toBe(200);
    await smtp.waitFor(before + 1);
    const sent = smtp.received.slice(before);
    expect(sent.map((m) => m.envelopeTo).flat()).toEqual(['kari@example.no']);
    expect(sent[0]!.parsed.attachments.some((a) => a.contentType.startsWith('text/calendar'))).toBe(true);

    await expect.poll(async () => (await dashboardStats(h.orm.em.fork())).mail.failed, { timeout: 30_000, interval: 100 }).toBeLessThanOrEqual(3);
    const mail = (await dashboardStats(h.orm.em.fork())).mail;
    expect(mail.failures.map((f) => f.mailId)).not.toContain(invite.mailId);
    expect(mail.failed).toBe(3);
    const again = await resend(invite.mailId, cookie);
    expect(again.statusCode).toBe(409);
    await untilQueueIdle(h.orm);
    expect(smtp.received.slice(before)).toHaveLength(1);
    const logged = await h.orm.em.fork().findOne(ActivityLog, { entityType: 'case', entityId: invite.enquiryId, action: 'update' }, { orderBy: { id: 'desc' } });
    expect(logged?.details).toEqual({ mail_inspection_booked_customer: { from: 'failed', to: 'queued' } });
  });
});
