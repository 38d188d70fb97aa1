import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { initOrm } from '../../db/orm';
import { projectRoot } from '../../env';
import { startBackgroundTasks, type BackgroundTasks } from '../../tasks/worker';
import { seedDatabase } from '../../seeders/database-seeder';
import { createHarness, type Harness } from '../../test/harness';
import { TestSmtpServer } from '../../test/smtp';
import { untilQueueIdle } from '../../test/wait';
import { InspectionBooking } from '../booking/booking.entity';
import { OutboxMail } from '../outbox/outbox.entity';
import { Enquiry } from './enquiry.entity';

// Safe retries: a form sent again with the same submission id (its first answer was lost) is answered with
// the first enquiry, on either of two instances, and nothing is stored or mailed twice.

let h: Harness;
let orm2: MikroORM;
let app2: FastifyInstance;
let smtp: TestSmtpServer;
let worker: BackgroundTasks | null = null;

beforeAll(async () => {
  // The per-address limit is on: a retry must not be refused as one enquiry too many.
  h = await createHarness({ MAIL_TO: 'firma@skarpjern.test', MAIL_FROM: 'Skarpjern Snekker AS <post@skarpjern.test>', ENQUIRY_RATE_LIMIT: '1' });
  await seedDatabase(h.orm.em.fork());
  orm2 = await initOrm(h.url, { pool: { min: 0, max: 3 } });
  app2 = await buildApp({ orm: orm2, env: h.env, sessionSecret: 'a-test-secret-that-is-at-least-32-characters', logger: false });
  smtp = await new TestSmtpServer().start();
});
afterAll(async () => {
  await worker?.stop();
  await smtp?.stop();
  await app2?.close();
  await orm2?.close(true);
  await h?.close();
});

const id = (n: string) => `retry-test-${n}-0123456789abcdef`;
const contact = { name: 'Kari Nordmann', email: 'kari@example.no', phone: '', message: 'Hei, jeg trenger hjelp med lister.', type: 'contact' };
const inspection = {
  name: 'Ola Nordmann',
  email: 'ola@example.no',
  phone: '+47 912 34 567',
  address: 'Storgata 1, 7011 Trondheim',
  projectType: 'terrace',
  message: 'Ønsker befaring for ny terrasse på ca. 30 m².',
  type: 'inspection',
};
const post = (app: FastifyInstance, url: string, payload: object, ip: string) => app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const enquiriesOf = (submissionId: string) => h.orm.em.fork().find(Enquiry, { submissionId });

describe('a form sent again with the same submission id', () => {
  it('is answered on the other instance with the first enquiry, and stores and mails nothing new', async () => {
    const first = await post(h.app, '/api/contact', { ...contact, submissionId: id('a') }, '10.1.0.1');
    expect(first.statusCode).toBe(201);
    const again = await post(app2, '/api/contact', { ...contact, submissionId: id('a') }, '10.1.0.1');
    expect(again.statusCode).toBe(201);
    expect(again.json().reference).toBe(first.json().reference);
    expect(again.json().id).toBe(first.json().id);
    expect(await enquiriesOf(id('a'))).toHaveLength(1);

    worker = await startBackgroundTasks({ orm: h.orm, env: { ...h.env, SMTP_URL: smtp.url }, connectionString: h.url, root: projectRoot, log: { info: () => {}, warn: () => {}, error: () => {} }, pollInterval: 200 });
    const mails = await smtp.waitFor(2);
    // A second pair, had one been queued, has arrived once the queue has nothing left to run.
    await untilQueueIdle(h.orm);
    expect(smtp.received).toHaveLength(2);
    expect(mails.map((m) => m.envelopeTo[0]).sort()).toEqual(['firma@skarpjern.test', 'kari@example.no']);
    expect(await h.orm.em.fork().count(OutboxMail, { caseId: first.json().id })).toBe(2);
  });

  it('sent to both instances at once stores one enquiry and one booking, and both answers carry its reference and time', async () => {
    const slots = (await h.app.inject({ method: 'GET', url: '/api/inspection/slots?days=30' })).json() as Array<{ start: string; end: string }>;
    const slot = slots[0]!;
    const payload = { ...inspection, slotStart: slot.start, submissionId: id('b') };
    const answers = await Promise.all([post(h.app, '/api/inspection', payload, '10.2.0.1'), post(app2, '/api/inspection', payload, '10.2.0.1')]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const [one, two] = answers.map((a) => a.json());
    expect(two.reference).toBe(one.reference);
    expect(one.booking).toEqual(slot);
    expect(two.booking).toEqual(slot);
    const stored = await enquiriesOf(id('b'));
    expect(stored).toHaveLength(1);
    expect(await h.orm.em.fork().count(InspectionBooking, { enquiry: stored[0]!.id })).toBe(1);
    // The enquiry's two mails and the booking's two (customer and company), each once.
    const mails = await h.orm.em.fork().find(OutboxMail, { caseId: stored[0]!.id });
    expect(mails.map((m) => `${m.kind}:${m.audience}`).sort()).toEqual(['enquiry_notice:company', 'enquiry_receipt:customer', 'inspection_booked:company', 'inspection_booked:customer']);
  });

  it("with somebody else's address is refused and stores nothing", async () => {
    await post(h.app, '/api/contact', { ...contact, submissionId: id('c') }, '10.3.0.1');
    const other = await post(app2, '/api/contact', { ...contact, email: 'noen.andre@example.no', submissionId: id('c') }, '10.3.0.2');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('Skjemaets innsendings-ID er brukt før. Last inn siden på nytt og send igjen.');
    expect(other.body).not.toContain('kari@example.no');
    expect(await h.orm.em.fork().count(Enquiry, { email: 'noen.andre@example.no' })).toBe(0);
  });

  it('without an id (other API clients) is stored each time, and a malformed id is refused with a message', async () => {
    const a = await post(h.app, '/api/contact', contact, '10.4.0.1');
    const b = await post(h.app, '/api/contact', contact, '10.4.0.2');
    expect(b.json().reference).not.toBe(a.json().reference);
    const bad = await post(h.app, '/api/contact', { ...contact, submissionId: 'kort' }, '10.4.0.3');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Skjemaets innsendings-ID er ugyldig');
  });
});
