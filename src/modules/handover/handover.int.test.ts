import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { initOrm } from '../../db/orm';
import { loadEnv, projectRoot } from '../../env';
import { startBackgroundTasks, type BackgroundTasks } from '../../tasks/worker';
import { createBackup, restoreBackup } from '../../ops/backup';
import { seedDatabase } from '../../seeders/database-seeder';
import { todayInOslo } from '../../shared/dates';
import type { HandoverDto, HandoverFileDto, PublicHandoverDto } from '../../shared/schemas/handover';
import { createHarness, loginCookie, type Harness } from '../../test/harness';
import { TestSmtpServer } from '../../test/smtp';
import { createDatabase, dropDatabase } from '../../test/test-server';
import { ActivityLog } from '../activity/activity-log.entity';
import { transition } from '../enquiry/case';
import { Enquiry } from '../enquiry/enquiry.entity';
import { LocalImageStorage } from '../image/storage';
import { ChangeOrder, Job } from '../job/job.entity';
import { OutboxMail } from '../outbox/outbox.entity';
import { renderPdf } from '../pdf/pdf';
import { Quote } from '../quote/quote.entity';
import { Review } from '../review/review.entity';
import { queueReviewRequest } from '../review/review.service';
import { Handover } from './handover.entity';
import { pdfText } from '../../test/pdf-text';

// The handover of a job as the owner and the customer use it, through the HTTP API: the folder's
// photos and documents, «Overlever» only from «Ferdig», the customer's mail, the PDF (checked by qpdf
// and pdffonts) and the ZIP (listed by unzip) behind the customer's token, and a backup → restore that
// brings the folder back.

const run = promisify(execFile);
let h: Harness;
let smtp: TestSmtpServer;
let worker: BackgroundTasks;
let cookie: string;
const temp: string[] = [];
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
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temp.push(dir);
  return dir;
};
const inDays = (n: number) => {
  const d = new Date(`${todayInOslo()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const post = (url: string, payload: object, asAdmin = false) => h.app.inject({ method: 'POST', url, payload, headers: asAdmin ? { cookie } : {} });
const get = (url: string, asAdmin = false) => h.app.inject({ method: 'GET', url, headers: asAdmin ? { cookie } : {} });

const customer = { name: 'Kari Nordmann', email: 'kari.overlevering@example.no', address: 'Storgata 1, 7011 Trondheim' };

/** A job through the real quote flow: enquiry, quote sent and accepted; then the job's days and its case moved to `to`. */
async function jobAt(to: 'in_progress' | 'done'): Promise<{ enquiryId: number; token: string; jobId: number; reference: string }> {
  const created = await post('/api/inspection', { type: 'inspection', ...customer, phone: '+47 912 34 567', projectType: 'terrace', message: 'Ny terrasse.' });
  expect(created.statusCode).toBe(201);
  const enquiryId = created.json<{ id: number }>().id;
  const draft = await post(`/api/admin/contact-submissions/${enquiryId}/quotes`, { lines: [{ text: 'Terrasse', quantity: 30, unit: 'm²', unitPrice: 2500 }], priceType: 'fixed', validUntil: inDays(30) }, true);
  expect(draft.statusCode).toBe(201);
  const quoteId = draft.json<{ id: number }>().id;
  expect((await post(`/api/admin/quotes/${quoteId}/send`, {}, true)).statusCode).toBe(200);
  const em = h.orm.em.fork();
  const quote = await em.findOneOrFail(Quote, quoteId, { populate: ['enquiry'] });
  expect((await post(`/api/quotes/${quote.token}/accept`, { token: quote.token, name: customer.name, acceptTerms: true })).statusCode).toBe(200);
  const jobId = await em.fork().transactional(async (tx) => {
    const enquiry = await tx.findOneOrFail(Enquiry, enquiryId);
    // The acceptance made the job; its days are set here.
    const job = Object.assign(await tx.findOneOrFail(Job, { quote: quoteId }), { startDate: inDays(-10), endDate: inDays(-2) });
    for (const step of ['planned', 'in_progress', 'done'] as const) {
      transition(tx, enquiry, step, null);
      if (step === to) break;
    }
    await tx.flush();
    // An accepted change order counts in the agreed price; a declined one does not.
    tx.create(ChangeOrder, { job, number: 1, kind: 'extra', reason: 'Ekstra trapp', lines: [{ text: 'Trapp', quantity: 1, unit: 'stk', unitPrice: 8000 }], status: 'accepted', acceptedAt: new Date(), contentHash: 'a'.repeat(64) });
    tx.create(ChangeOrder, { job, number: 2, kind: 'extra', reason: 'Benk', lines: [{ text: 'Benk', quantity: 1, unit: 'stk', unitPrice: 5000 }], status: 'declined' });
    await tx.flush();
    return job.id;
  });
  return { enquiryId, token: quote.token, jobId, reference: quote.enquiry.reference };
}

/** A photo with EXIF (a GPS position and a camera), as a phone would send it. */
const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b } } })
    .withExif({ IFD0: { Make: 'Telefon', Model: 'Hemmelig' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '63/1 25/1 0/1' } })
    .jpeg()
    .toBuffer();
const pdfDoc = (title: string) => renderPdf(title, { name: 'Leverandør AS', orgNumber: '123456789', vatRegistered: true, phone: '1', email: 'a@b.no', address: { street: 'Vei 1', postalCode: '7000', city: 'Trondheim', region: 'Trøndelag', country: 'NO' } }, (doc) => doc.text(title));

function multipart(fields: Record<string, string>, file: { name: string; type: string; data: Buffer }) {
  const boundary = `----h${randomBytes(6).toString('hex')}`;
  const parts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(enquiryId: number, fields: Record<string, string>, file: { name: string; type: string; data: Buffer }, withCookie = true) {
  const { payload, headers } = multipart(fields, file);
  return h.app.inject({ method: 'POST', url: `/api/admin/contact-submissions/${enquiryId}/handover/files`, payload, headers: { ...headers, origin: 'http://localhost:80', ...(withCookie ? { cookie } : {}) } });
}

async function saved(bytes: Buffer, name: string): Promise<string> {
  const path = join(tempDir('handover-check-'), name);
  await writeFile(path, bytes);
  return path;
}

/** qpdf --check passes and pdffonts lists only embedded fonts (at least one). */
async function checkPdf(bytes: Buffer): Promise<void> {
  const path = await saved(bytes, 'f.pdf');
  const qpdf = await run('qpdf', ['--check', path]);
  expect(qpdf.stdout).toContain('No syntax or stream encoding errors found');
  const fonts = (await run('pdffonts', [path])).stdout.trim().split('\n').slice(2);
  expect(fonts.length).toBeGreaterThan(0);
  // Columns: name type encoding emb sub uni object ID; «emb» is the fourth from the end.
  for (const row of fonts) expect(row.trim().split(/\s+/).at(-5), row).toBe('yes');
}

describe('the handover folder', () => {
  let job: Awaited<ReturnType<typeof jobAt>>;
  const documents = [
    { name: 'FDV terrassebord.pdf', category: 'fdv', title: 'FDV for terrassebord' },
    { name: 'Produktdatablad beis.pdf', category: 'datasheet', title: 'Produktdatablad for beis' },
  ];
  const docBytes: Buffer[] = [];

  beforeAll(async () => {
    job = await jobAt('in_progress');
  });

  it('takes photos (stripped of EXIF) and PDF documents from the owner only, and refuses what is not one', async () => {
    expect((await upload(job.enquiryId, { kind: 'photo', stage: 'before' }, { name: 'a.jpg', type: 'image/jpeg', data: await photo(200, 40, 40) }, false)).statusCode).toBe(401);
    const stages = ['before', 'during', 'after'];
    for (const [i, stage] of stages.entries()) {
      const res = await upload(job.enquiryId, { kind: 'photo', stage, title: `Terrassen ${stage}` }, { name: `bilde-${i}.jpg`, type: 'image/jpeg', data: await photo(40 * i, 120, 200 - 40 * i) });
      expect(res.statusCode, res.body).toBe(201);
    }
    for (const d of documents) {
      const data = await pdfDoc(d.title);
      docBytes.push(data);
      const res = await upload(job.enquiryId, { kind: 'document', category: d.category }, { name: d.name, type: 'application/pdf', data });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<HandoverFileDto>().title).toBe(d.name.replace('.pdf', ''));
    }
    // The same file again is the row already there.
    expect((await upload(job.enquiryId, { kind: 'document', category: 'fdv' }, { name: 'igjen.pdf', type: 'application/pdf', data: docBytes[0]! })).statusCode).toBe(200);
    const notPdf = await upload(job.enquiryId, { kind: 'document', category: 'fdv' }, { name: 'x.pdf', type: 'application/pdf', data: Buffer.from('hei, jeg er ingen PDF') });
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json<{ message: string }>().message).toBe('Dokumentet må være en PDF-fil.');
    const noStage = await upload(job.enquiryId, { kind: 'photo' }, { name: 'a.jpg', type: 'image/jpeg', data: await photo(1, 2, 3) });
    expect(noStage.statusCode).toBe(400);
    expect(noStage.json<{ message: string }>().message).toBe('Velg når bildet er tatt: før, under eller etter.');

    const folder = (await get(`/api/admin/contact-submissions/${job.enquiryId}/handover`, true)).json<HandoverDto>();
    expect(folder.files.map((f) => [f.kind, f.stage ?? f.category])).toEqual([
      ['photo', 'before'],
      ['photo', 'during'],
      ['photo', 'after'],
      ['document', 'fdv'],
      ['document', 'datasheet'],
    ]);
    const stored = await get(`/api/admin/contact-submissions/${job.enquiryId}/handover/files/${folder.files[0]!.id}`, true);
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    const logged = await h.orm.em.fork().count(ActivityLog, { entityType: 'handoverfile', action: 'create' });
    expect(logged).toBe(5);

    // A photo's caption is the owner's words, changed after upload; an empty one is refused and changes nothing.
    const captionUrl = `/api/admin/contact-submissions/${job.enquiryId}/handover/files/${folder.files[0]!.id}`;
    const patch = (title: string) => h.app.inject({ method: 'PATCH', url: captionUrl, payload: { title }, headers: { cookie, origin: 'http://localhost:80' } });
    const empty = await patch('  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Skriv en tittel');
    const captioned = await patch('Den gamle terrassen før riving');
    expect(captioned.statusCode, captioned.body).toBe(200);
    expect(captioned.json<HandoverDto>().files[0]!.title).toBe('Den gamle terrassen før riving');
    expect(await h.orm.em.fork().count(ActivityLog, { entityType: 'handoverfile', action: 'update' })).toBe(1);
  });

  it('keeps one row for the same photo sent twice at once, and removing it deletes its file', async () => {
    const data = await photo(10, 200, 10);
    const both = await Promise.all([0, 1].map(() => upload(job.enquiryId, { kind: 'photo', stage: 'after' }, { name: 'to-ganger.jpg', type: 'image/jpeg', data })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const [a, b] = both.map((r) => r.json<HandoverFileDto>().id);
    expect(a).toBe(b);
    const storage = new LocalImageStorage(h.uploadDir);
    const keys = async () => (await storage.list()).filter((k) => k.startsWith(`handover/${job.jobId}/`));
    expect(await keys()).toHaveLength(6);
    const removed = await h.app.inject({ method: 'DELETE', url: `/api/admin/contact-submissions/${job.enquiryId}/handover/files/${a}`, headers: { cookie, origin: 'http://localhost:80' } });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await get(`/api/admin/contact-submissions/${job.enquiryId}/handover`, true)).json<HandoverDto>().files).toHaveLength(5);
    expect(await keys()).toHaveLength(5);
  });

  it('keeps the summary, products and the Boligmappa fields, with a Norwegian message for a bad gnr', async () => {
    const base = { id: job.enquiryId, summary: 'Ny terrasse på 30 m² i royalimpregnert furu.\n\nTrapp mot hagen.', products: 'Royalimpregnert terrassebord 28x120\nTerrasseskruer A4 rustfri', address: 'Storgata 1, 7011 Trondheim', bnr: 12 };
    const bad = await h.app.inject({ method: 'PUT', url: `/api/admin/contact-submissions/${job.enquiryId}/handover`, payload: { ...base, gnr: 0 }, headers: { cookie, origin: 'http://localhost:80' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Gårdsnummer er minst 1');
    const ok = await h.app.inject({ method: 'PUT', url: `/api/admin/contact-submissions/${job.enquiryId}/handover`, payload: { ...base, gnr: 401 }, headers: { cookie, origin: 'http://localhost:80' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<HandoverDto>().products).toEqual(['Royalimpregnert terrassebord 28x120', 'Terrasseskruer A4 rustfri']);
    // gnr/bnr alone repeat in every kommune: the kommunenummer, and a seksjonsnummer where the property has one.
    const badKnr = await h.app.inject({ method: 'PUT', url: `/api/admin/contact-submissions/${job.enquiryId}/handover`, payload: { ...base, gnr: 401, knr: '501' }, headers: { cookie, origin: 'http://localhost:80' } });
    expect(badKnr.statusCode).toBe(400);
    expect(badKnr.body).toContain('Kommunenummer er fire siffer');
    const full = await h.app.inject({ method: 'PUT', url: `/api/admin/contact-submissions/${job.enquiryId}/handover`, payload: { ...base, gnr: 401, knr: '5001', snr: 3 }, headers: { cookie, origin: 'http://localhost:80' } });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json<HandoverDto>()).toMatchObject({ knr: '5001', gnr: 401, bnr: 12, fnr: null, snr: 3, matrikkel: '5001-401/12/0/3' });
  });

  it('hands over only from «Ferdig»; the customer sees nothing before', async () => {
    const early = await post(`/api/admin/contact-submissions/${job.enquiryId}/handover/hand-over`, {}, true);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe('Oppdraget kan overleveres først når det er «Ferdig».');
    const before = await get(`/api/quotes/${job.token}/handover`);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toBeNull();
    expect((await get(`/api/tilbud/${job.token}/overlevering.pdf`)).statusCode).toBe(404);
    await h.orm.em.fork().transactional(async (tx) => {
      transition(tx, await tx.findOneOrFail(Enquiry, job.enquiryId), 'done', null);
    });
  });

  it('hands over: the case is «Overlevert», the job stamped, the customer mailed the link, and the folder closed', async () => {
    const from = smtp.received.length;
    const res = await post(`/api/admin/contact-submissions/${job.enquiryId}/handover/hand-over`, {}, true);
    expect(res.statusCode, res.body).toBe(200);
    const em = h.orm.em.fork();
    const row = await em.findOneOrFail(Job, job.jobId, { populate: ['enquiry'] });
    expect(row.enquiry.status).toBe('handed_over');
    expect(row.handedOverAt).not.toBeNull();
    expect(await em.count(ActivityLog, { entityType: 'job', entityId: job.jobId })).toBeGreaterThan(0);
    const mail = await em.findOneOrFail(OutboxMail, { caseId: job.enquiryId, kind: 'job_handed_over' });
    expect(mail.recipient).toBe(customer.email);
    while (!smtp.received.slice(from).some((m) => m.envelopeTo.includes(customer.email))) await smtp.waitFor(smtp.received.length + 1);
    const sent = smtp.received.slice(from).find((m) => m.envelopeTo.includes(customer.email))!;
    expect(sent.parsed.subject).toBe(`Overleveringsmappe ${job.reference} fra Skarpjern Snekker AS`);
    expect(sent.parsed.text).toContain(`http://localhost:3000/tilbud/${job.token}`);
    expect(sent.parsed.headers.get('auto-submitted')).toBe('auto-generated');

    expect((await post(`/api/admin/contact-submissions/${job.enquiryId}/handover/hand-over`, {}, true)).statusCode).toBe(409);
    const late = await upload(job.enquiryId, { kind: 'photo', stage: 'after' }, { name: 'sent.jpg', type: 'image/jpeg', data: await photo(9, 9, 9) });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe('Oppdraget er overlevert. Overleveringsmappen kan ikke endres.');
  });

  it('shows the customer the folder behind their token, private and never indexed; an unknown token is 404', async () => {
    const res = await get(`/api/quotes/${job.token}/handover`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const folder = res.json<PublicHandoverDto>();
    expect(folder.pdfUrl).toBe(`/api/tilbud/${job.token}/overlevering.pdf`);
    expect(folder.price).toEqual({ contract: 75000, changeOrders: [{ number: 1, reason: 'Ekstra trapp', total: 8000 }], total: 83000 });
    expect(folder.warrantyYears).toBe(5);
    expect(folder.files).toHaveLength(5);
    expect(folder.gnr).toBe(401);
    expect(folder.matrikkel).toBe('5001-401/12/0/3');
    // The review link is not on the page before its request has gone out (REVIEW_REQUEST_DAYS after handover) …
    expect(folder.review).toBeNull();
    const row = await h.orm.em.fork().findOneOrFail(Review, { enquiry: job.enquiryId });
    expect(await queueReviewRequest(h.orm.em.fork(), row.id, h.env)).toBe(true);
    // … then it is, until it is used; then the page says when the review came.
    const asked = (await get(`/api/quotes/${job.token}/handover`)).json<PublicHandoverDto>().review;
    expect(asked).toEqual({ url: `/omtale/${row.token}`, receivedAt: null });
    const sent = await post(`/api/reviews/${row.token}`, { rating: 5, text: 'Ryddige folk og god terrasse.', nameStyle: 'first_name_town', town: 'Byåsen' });
    expect(sent.statusCode).toBe(200);
    const received = (await get(`/api/quotes/${job.token}/handover`)).json<PublicHandoverDto>().review;
    expect(received?.url).toBeNull();
    expect(received?.receivedAt).toBe((await h.orm.em.fork().findOneOrFail(Review, row.id)).submittedAt!.toISOString());

    const unknown = 'A'.repeat(22);
    expect((await get(`/api/quotes/${unknown}/handover`)).statusCode).toBe(404);
    expect((await get(`/api/tilbud/${unknown}/overlevering.zip`)).statusCode).toBe(404);
    const photoRes = await get(`/api/tilbud/${job.token}/overlevering/filer/${folder.files[0]!.id}`);
    expect(photoRes.statusCode).toBe(200);
    expect(photoRes.headers['x-robots-tag']).toBe('noindex');
    expect(photoRes.headers['cache-control']).toBe('no-store');
    // The admin's preview is behind the session.
    expect((await get(`/api/admin/contact-submissions/${job.enquiryId}/handover.pdf`)).statusCode).toBe(401);
  });

  it('gives a PDF that qpdf accepts, with every font embedded, stating the cover, summary, price, products, documents and complaint period', async () => {
    const res = await get(`/api/tilbud/${job.token}/overlevering.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`overlevering-${job.reference}.pdf`);
    await checkPdf(res.rawPayload);
    const text = await pdfText(res.rawPayload);
    for (const part of [
      `Overleveringsmappe ${job.reference}`,
      'Adresse: Storgata 1, 7011 Trondheim',
      'Eiendom (matrikkel): 5001-401/12/0/3',
      'Utført av: Skarpjern Snekker AS, org.nr.',
      'Trapp mot hagen.',
      'Tillegg/endring 1: Ekstra trapp',
      '83 000 kr',
      'Royalimpregnert terrassebord 28x120',
      'FDV-dokumentasjon: FDV terrassebord',
      'Produktdatablad: Produktdatablad beis',
      'senest 5 år etter at arbeidet ble overlevert',
      'Terrassen during',
      'Den gamle terrassen før riving',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('Benk');
  });

  it('gives a ZIP that unzip tests and lists with the PDF and every document, byte for byte', async () => {
    const res = await get(`/api/tilbud/${job.token}/overlevering.zip`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const path = await saved(res.rawPayload, 'f.zip');
    expect((await run('unzip', ['-tq', path])).stdout).toContain('No errors detected');
    const listing = (await run('unzip', ['-Z1', path])).stdout.trim().split('\n').sort();
    expect(listing).toEqual(
      [
        `overlevering-${job.reference}.pdf`,
        // The contract as agreed: the accepted quote and the accepted change order (not the declined one).
        `Avtale/tilbud-${job.reference}-v1.pdf`,
        `Avtale/endring-${job.reference}-1.pdf`,
        'Dokumenter/FDV-dokumentasjon/FDV-terrassebord.pdf',
        'Dokumenter/Produktdatablad/Produktdatablad-beis.pdf',
        'Bilder/Før/bilde-0.jpg',
        'Bilder/Under arbeidet/bilde-1.jpg',
        'Bilder/Etter/bilde-2.jpg',
      ].sort(),
    );
    const fdv = await run('unzip', ['-p', path, 'Dokumenter/FDV-dokumentasjon/FDV-terrassebord.pdf'], { encoding: 'buffer', maxBuffer: 1 << 24 });
    expect(Buffer.compare(fdv.stdout, docBytes[0]!)).toBe(0);
    const inner = await run('unzip', ['-p', path, `overlevering-${job.reference}.pdf`], { encoding: 'buffer', maxBuffer: 1 << 24 });
    await checkPdf(inner.stdout);
    const contract = await run('unzip', ['-p', path, `Avtale/tilbud-${job.reference}-v1.pdf`], { encoding: 'buffer', maxBuffer: 1 << 24 });
    expect(Buffer.compare(contract.stdout, (await get(`/tilbud/${job.token}.pdf`)).rawPayload)).toBe(0);
    expect(await pdfText(contract.stdout)).toContain('Akseptert av');
  });

  it('survives a backup and a restore: a new app on the restored data serves the same folder', async () => {
    const zip = (await get(`/api/tilbud/${job.token}/overlevering.zip`)).rawPayload;
    const { file } = await createBackup({ url: h.url, storage: new LocalImageStorage(h.uploadDir), dir: tempDir('handover-backup-'), keep: 2 });
    const name = `restore_${randomBytes(6).toString('hex')}`;
    const url = await createDatabase(inject('pgBaseUrl'), name);
    const uploadDir = tempDir('handover-restored-');
    const orm = await initOrm(url, { pool: { min: 0, max: 2 } });
    try {
      await restoreBackup({ file, url, storage: new LocalImageStorage(uploadDir) });
      const folder = await orm.em.fork().findOneOrFail(Handover, { job: job.jobId });
      expect(folder.zipKey).toMatch(/^handover\//);
      const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', UPLOAD_DIR: uploadDir, API_RATE_LIMIT: '0' });
      const app = await buildApp({ orm, env, sessionSecret: 'a-test-secret-that-is-at-least-32-characters', logger: false });
      try {
        const restored = await app.inject({ method: 'GET', url: `/api/tilbud/${job.token}/overlevering.zip` });
        expect(restored.statusCode).toBe(200);
        expect(Buffer.compare(restored.rawPayload, zip)).toBe(0);
        const listed = await app.inject({ method: 'GET', url: `/api/quotes/${job.token}/handover` });
        const files = listed.json<PublicHandoverDto>().files;
        for (const f of files) expect((await app.inject({ method: 'GET', url: `/api/tilbud/${job.token}/overlevering/filer/${f.id}` })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      await orm.close(true);
      await dropDatabase(inject('pgBaseUrl'), name);
    }
  });
});
