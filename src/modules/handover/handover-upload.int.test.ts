import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorForLog } from '../../http/log-errors';
import type { HandoverDto, HandoverFileDto } from '../../shared/schemas/handover';
import { createHarness, loginCookie, type Harness } from '../../test/harness';
import { Enquiry } from '../enquiry/enquiry.entity';
import { Image } from '../image/image.entity';
import { Job } from '../job/job.entity';
import { renderPdf } from '../pdf/pdf';
import { Quote } from '../quote/quote.entity';
import { HandoverFile } from './handover.entity';
import { pdfText } from '../../test/pdf-text';

// What an upload may carry: every text of a multipart form (the fields and the file's name) is checked
// like a JSON body, so control characters are refused with a Norwegian message and nothing is stored;
// a «PDF» is one by reading it (no HTML/PDF polyglot, nothing appended after its end); the folder's PDF
// prints no control characters and names a file as the ZIP does.

const run = promisify(execFile);
let h: Harness;
let cookie: string;
let enquiryId: number;
let jobId: number;
const temp: string[] = [];

beforeAll(async () => {
  h = await createHarness({ ENQUIRY_MIN_FILL_SECONDS: '0' });
  cookie = await loginCookie(h.app);
  const created = await h.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { type: 'contact', name: 'Kari Nordmann', email: 'kari.opplasting@example.no', phone: '+47 912 34 567', message: 'Ny terrasse, takk.' },
  });
  expect(created.statusCode, created.body).toBe(201);
  enquiryId = created.json<{ id: number }>().id;
  // The folder needs a job; how the quote came to be accepted is not what this file is about.
  jobId = await h.orm.em.fork().transactional(async (tx) => {
    const enquiry = await tx.findOneOrFail(Enquiry, enquiryId);
    const quote = tx.create(Quote, { enquiry, version: 1, token: randomBytes(16).toString('base64url'), priceType: 'fixed', lines: [{ text: 'Terrasse', quantity: 1, unit: 'stk', unitPrice: 1000 }], validUntil: '2099-01-01' });
    const job = tx.create(Job, { enquiry, quote });
    await tx.flush();
    return job.id;
  });
});
afterAll(async () => {
  await h?.close();
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

const company = { name: 'Leverandør AS', orgNumber: '123456789', vatRegistered: true, phone: '1', email: 'a@b.no', address: { street: 'Vei 1', postalCode: '7000', city: 'Trondheim', region: 'Trøndelag', country: 'NO' } };
const pdfDoc = (title: string) => renderPdf(title, company, (doc) => doc.text(title));

function multipart(fields: Record<string, string>, file: { field?: string; name: string; type: string; data: Buffer }) {
  const boundary = `----u${randomBytes(6).toString('hex')}`;
  const parts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: 'http://localhost:80', cookie } };
}

const upload = (fields: Record<string, string>, file: { name: string; type: string; data: Buffer }) =>
  h.app.inject({ method: 'POST', url: `/api/admin/contact-submissions/${enquiryId}/handover/files`, ...multipart(fields, file) });

const storedFiles = (folder: string) => {
  const dir = join(h.uploadDir, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
};
const rows = () => h.orm.em.fork().count(HandoverFile, { job: jobId });

/** NUL, BEL, ESC, C1 NEL, the right-to-left override, the line separator and the replacement character. */
const BAD = ['\u0000', '\u0007', '\u001b', '\u0085', '\u202e', '\u2028', '\ufffd'];
const badCharacters = ['Teksten inneholder ugyldige tegn.', 'Opplastingen kunne ikke leses. Prøv igjen.'];

describe('control characters in an upload', () => {
  it('refuses each one in the title and the file name with 400 and a Norwegian message, storing neither row nor file', async () => {
    const data = await pdfDoc('Et dokument');
    for (const c of BAD) {
      for (const [fields, name] of [
        [{ kind: 'document', category: 'fdv', title: `FDV${c}beis` }, 'fdv.pdf'],
        [{ kind: 'document', category: 'fdv' }, `fdv${c}beis.pdf`],
        [{ kind: 'photo', stage: 'before', title: `Før${c}arbeidet` }, 'bilde.jpg'],
      ] as const) {
        const res = await upload(fields, { name, type: fields.kind === 'photo' ? 'image/jpeg' : 'application/pdf', data: fields.kind === 'photo' ? await sharp({ create: { width: 20, height: 20, channels: 3, background: '#a33' } }).jpeg().toBuffer() : data });
        expect(res.statusCode, `${JSON.stringify(c)} ${JSON.stringify(fields)} ${name}: ${res.body}`).toBe(400);
        expect(badCharacters).toContain(res.json<{ message: string }>().message);
        expect(res.body).not.toMatch(/08P01|22021|insert into/i);
      }
    }
    expect(await rows()).toBe(0);
    expect(storedFiles('handover')).toEqual([]);
  });

  it('refuses them in a photo\'s alternative text (POST /api/admin/images), storing no image and no file', async () => {
    const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a3' } }).jpeg().toBuffer();
    for (const c of BAD) {
      const res = await h.app.inject({ method: 'POST', url: '/api/admin/images', ...multipart({ alt: `Terrasse${c}i sol` }, { name: 'terrasse.jpg', type: 'image/jpeg', data }) });
      expect(res.statusCode, `${JSON.stringify(c)}: ${res.body}`).toBe(400);
      expect(badCharacters).toContain(res.json<{ message: string }>().message);
    }
    expect(await h.orm.em.fork().count(Image, {})).toBe(0);
    expect([...storedFiles('originals'), ...storedFiles('public')]).toEqual([]);
  });

  it('keeps a database error\'s statement and values out of the log', async () => {
    const error = await h.orm.em
      .fork()
      .getConnection()
      .execute('select ?::text as secret', ['Kari\u0000Nordmann'])
      .catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    const logged = JSON.stringify(errorForLog(error as Error));
    expect(logged).toMatch(/database error \w+/);
    expect(logged).not.toMatch(/select|secret|Kari/i);
  });
});

describe('a document is a PDF by reading it', () => {
  it('refuses an HTML/PDF polyglot and a PDF with a ZIP appended, and leaves no file behind', async () => {
    const real = await pdfDoc('Ekte PDF');
    const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.domain)</script></body></html>\n');
    const firstLine = real.indexOf('\n') + 1;
    const polyglots = [
      Buffer.concat([html, real]),
      Buffer.concat([real.subarray(0, firstLine), Buffer.from('%<html><script>alert(1)</script>\n'), real.subarray(firstLine)]),
    ];
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), randomBytes(64 * 1024)]);
    for (const data of [...polyglots, Buffer.concat([real, zip])]) {
      const res = await upload({ kind: 'document', category: 'other' }, { name: 'poly.pdf', type: 'application/pdf', data });
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json<{ message: string }>().message).toMatch(/^PDF-filen kan ikke leses/);
    }
    expect(await rows()).toBe(0);
    expect(storedFiles('handover')).toEqual([]);
  });

  it('serves the owner an uploaded document as an attachment under a sandbox, never inline', async () => {
    const res = await upload({ kind: 'document', category: 'fdv' }, { name: 'poly.pdf', type: 'application/pdf', data: await pdfDoc('Første poly') });
    expect(res.statusCode, res.body).toBe(201);
    const file = await h.app.inject({ method: 'GET', url: `/api/admin/contact-submissions/${enquiryId}/handover/files/${res.json<HandoverFileDto>().id}`, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.headers['content-security-policy']).toMatch(/\bsandbox\b/);
  });
});

describe('the folder\'s PDF and ZIP', () => {
  it('name a file used twice the same in both («poly (2).pdf»), and print no control characters', async () => {
    const second = await upload({ kind: 'document', category: 'fdv' }, { name: 'poly.pdf', type: 'application/pdf', data: await pdfDoc('Andre poly') });
    expect(second.statusCode, second.body).toBe(201);
    // A title stored before control characters were refused.
    await h.orm.em.fork().nativeUpdate(HandoverFile, { id: second.json<HandoverFileDto>().id }, { title: 'Bjelle\u0007 snudd\u202e linje\u2028skift\ufffd' });
    const folder = (await h.app.inject({ method: 'GET', url: `/api/admin/contact-submissions/${enquiryId}/handover`, headers: { cookie } })).json<HandoverDto>();
    expect(folder.files).toHaveLength(2);

    const pdf = await h.app.inject({ method: 'GET', url: `/api/admin/contact-submissions/${enquiryId}/handover.pdf`, headers: { cookie } });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('(poly.pdf)');
    expect(text).toContain('Bjelle snudd linjeskift (poly (2).pdf)');
    // eslint-disable-next-line no-control-regex -- the control characters are what is looked for
    expect(text).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029\ufffd]/);

    const zip = await h.app.inject({ method: 'GET', url: `/api/admin/contact-submissions/${enquiryId}/handover.zip`, headers: { cookie } });
    const dir = mkdtempSync(join(tmpdir(), 'handover-upload-'));
    temp.push(dir);
    await writeFile(join(dir, 'f.zip'), zip.rawPayload);
    const listing = (await run('unzip', ['-Z1', join(dir, 'f.zip')])).stdout.trim().split('\n');
    expect(listing).toContain('Dokumenter/FDV-dokumentasjon/poly.pdf');
    expect(listing).toContain('Dokumenter/FDV-dokumentasjon/poly (2).pdf');
  });
});
