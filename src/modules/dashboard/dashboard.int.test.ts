import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../env';
import { startBackgroundJobs, type BackgroundJobs } from '../../jobs/worker';
import { seedDatabase } from '../../seeders/database-seeder';
import { createHarness, type Harness } from '../../test/harness';
import type { MailTransport } from '../mail/transport';
import { dashboardStats } from './dashboard.service';

// Befaring and quote mails are queue jobs without a mail row of their own: one that does not get through
// must still reach the owner's dashboard, or a customer waits for an invite that never came.

let h: Harness;
let worker: BackgroundJobs | null = null;
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const refusing: MailTransport = {
  description: 'a mail server that refuses everything',
  close: () => {},
  send: () => Promise.reject(new Error('550 5.1.1 mailbox unavailable')),
};

beforeAll(async () => {
  h = await createHarness({ MAIL_MAX_ATTEMPTS: '1' });
  await seedDatabase(h.orm.em.fork());
});
afterAll(async () => {
  await worker?.stop();
  await h?.close();
});

describe('the dashboard and mails that do not get through', () => {
  it('counts befaring mails that gave up, with the last error', async () => {
    expect((await dashboardStats(h.orm.em.fork())).mail).toMatchObject({ linkMailsFailed: 0, linkMailsRetrying: 0 });
    const slots = (await h.app.inject({ method: 'GET', url: '/api/inspection/slots?days=30' })).json<Array<{ start: string }>>();
    const payload = { name: 'Kari Nordmann', email: 'kari@example.no', phone: '+47 912 34 567', address: 'Storgata 1, 7011 Trondheim', projectType: 'terrace', message: 'Ny terrasse, ca. 30 m².', slotStart: slots[0]!.start };
    expect((await h.app.inject({ method: 'POST', url: '/api/inspection', payload })).statusCode).toBe(201);

    worker = await startBackgroundJobs({ orm: h.orm, env: h.env, transport: refusing, connectionString: h.url, root: projectRoot, log: silent, pollInterval: 100 });
    let mail = (await dashboardStats(h.orm.em.fork())).mail;
    for (let i = 0; i < 100 && mail.linkMailsFailed < 2; i++) {
      await new Promise((r) => setTimeout(r, 100));
      mail = (await dashboardStats(h.orm.em.fork())).mail;
    }
    // The receipt with the invite and the company's copy; the enquiry's own two mails have rows and count apart.
    expect(mail.linkMailsFailed).toBe(2);
    expect(mail.lastError).toContain('550');
  });
});
