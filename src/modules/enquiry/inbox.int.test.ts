// The enquiry inbox over REST: status changes (logged), notes, filters, paging totals, the CSV export,
// deletes, and the retention job with a clock of our choosing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, loginCookie, type Harness } from '../../test/harness';
import { ActivityLog } from '../activity/activity-log.entity';
import { OutboxMail } from '../outbox/outbox.entity';
import ExcelJS from 'exceljs';
import { InspectionBooking } from '../booking/booking.entity';
import { Quote } from '../quote/quote.entity';
import { Enquiry, EnquiryNote } from './enquiry.entity';
import { inboxStats } from '../dashboard/dashboard.service';
import { EXPORT_BATCH } from '../inbox-export/inbox-export.service';
import { anonymiseOldEnquiries } from './retention';

let h: Harness;
let cookie: string;
beforeAll(async () => {
  h = await createHarness();
  cookie = await loginCookie(h.app);
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  await h.orm.em.fork().nativeDelete(Enquiry, {});
  await h.orm.em.fork().nativeDelete(ActivityLog, {});
});

// Bodiless mutations come from the site's own pages (same-site Origin), as the browser sends them.
const origin = 'http://localhost:80';
const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  h.app.inject({ method, url: `/api${url}`, headers: { cookie, origin }, ...(payload ? { payload } : {}) });

let seq = 0;
/** An enquiry stored directly, so its time and status are ours to choose. */
async function seed(fields: Partial<Enquiry> = {}): Promise<Enquiry> {
  const em = h.orm.em.fork();
  seq += 1;
  const e = em.create(Enquiry, {
    reference: `SK-2026-${String(seq).padStart(4, '0')}`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 12) + seq * 60_000),
    type: 'contact',
    name: `Kunde ${seq}`,
    email: `kunde${seq}@example.no`,
    phone: null,
    message: 'Hei, jeg trenger hjelp med et prosjekt.',
    estimate: null,
    ...fields,
  });
  await em.flush();
  return e;
}

const ids = (res: { json: () => Array<{ id: number }> }) => res.json().map((e) => e.id);

describe('status', () => {
  it('changes by PATCH, is logged with from and to, and a bad status changes nothing', async () => {
    const e = await seed();
    const res = await api('PATCH', `/admin/contact-submissions/${e.id}`, { status: 'contacted' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: e.id, status: 'contacted' });
    const log = await h.orm.em.fork().find(ActivityLog, { entityType: 'case', entityId: e.id });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'update', details: { status: { from: 'new', to: 'contacted' } } });
    expect(log[0]!.userId).not.toBeNull();

    const bad = await api('PATCH', `/admin/contact-submissions/${e.id}`, { status: 'finished' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Velg en gyldig status');
    // The job's states are set on the job, with its dates and mails: not by the status select.
    const job = await api('PATCH', `/admin/contact-submissions/${e.id}`, { status: 'done' });
    expect(job.statusCode).toBe(409);
    expect(job.json().message).toContain('«Oppdrag»');
    expect((await h.orm.em.fork().findOneOrFail(Enquiry, e.id)).status).toBe('contacted');
    expect((await api('PATCH', '/admin/contact-submissions/999999', { status: 'won' })).statusCode).toBe(404);
  });

  it('counts per status: Ny for the menu, Spam for the dashboard, every status for the filter', async () => {
    await seed();
    await seed();
    await seed({ status: 'won' });
    await seed({ status: 'spam' });
    expect((await api('GET', '/admin/contact-submissions/counts')).json()).toEqual({
      new: 2,
      spam: 1,
      byStatus: { new: 2, contacted: 0, inspection_booked: 0, quote_sent: 0, won: 1, planned: 0, in_progress: 0, done: 0, handed_over: 0, paid: 0, lost: 0, spam: 1 },
    });
  });
});

describe('the log names the enquiry', () => {
  type Row = { entityId: number; label: string | null; userName: string | null };
  const logFor = async (id: number) => {
    const res = await api('GET', '/admin/activity-logs/page?entityType=case');
    return (res.json().items as Row[]).filter((r) => r.entityId === id);
  };

  it('by reference and name while the enquiry holds them, by the kept reference alone once it is gone, and names the admin', async () => {
    const e = await seed();
    expect((await api('PATCH', `/admin/contact-submissions/${e.id}`, { status: 'inspection_booked' })).statusCode).toBe(200);
    const [row] = await logFor(e.id);
    expect(row).toMatchObject({ label: `${e.reference} ${e.name}`, userName: 'admin' });
    // The stored row keeps the reference only: the customer's name is personal data the log must not outlive.
    const stored = await h.orm.em.fork().findOneOrFail(ActivityLog, { entityType: 'case', entityId: e.id });
    expect(stored.label).toBe(e.reference);

    expect((await api('DELETE', `/admin/contact-submissions/${e.id}`)).statusCode).toBe(204);
    const after = await logFor(e.id);
    expect(after).toHaveLength(2);
    expect(after.every((r) => r.label === e.reference)).toBe(true);
  });

  it('without the name once the enquiry is anonymised', async () => {
    const e = await seed({ createdAt: new Date('2020-01-01T12:00:00Z') });
    await anonymiseOldEnquiries(h.orm.em.fork(), 24, new Date('2026-01-01T12:00:00Z'));
    const [row] = await logFor(e.id);
    expect(row).toMatchObject({ label: e.reference, userName: null });
  });
});

describe('dashboard numbers', () => {
  it('counts this week from Monday 00:00 Norwegian time without spam, the Ny ones, estimates that became inspection requests, and the spam', async () => {
    const now = new Date('2026-03-04T12:00:00Z'); // a Wednesday; Monday began 2026-03-01T23:00Z in Oslo
    const estimate = { type: 'trim', input: {}, total: 1000, lines: [{ label: 'Lister', amount: 1000 }] };
    const inspection = { type: 'inspection' as const, phone: '91234567', address: 'Storgata 1', projectType: 'terrace' as const };
    await seed({ createdAt: new Date('2026-03-01T22:59:00Z') }); // Sunday 23:59 in Oslo
    await seed({ createdAt: new Date('2026-03-01T23:01:00Z'), status: 'contacted' }); // Monday 00:01
    await seed({ createdAt: new Date('2026-03-03T10:00:00Z'), status: 'spam', ...inspection, estimate });
    await seed({ createdAt: new Date('2026-02-10T10:00:00Z'), ...inspection, estimate });
    await seed({ createdAt: new Date('2026-02-11T10:00:00Z'), ...inspection, status: 'won' });
    expect(await inboxStats(h.orm.em.fork(), now)).toEqual({ newThisWeek: 1, unhandled: 2, inspections: 2, inspectionsWithEstimate: 1, spam: 1 });
  });
});

describe('notes', () => {
  it('are added with 201, listed newest first with author and time, and need text', async () => {
    const e = await seed();
    const first = await api('POST', `/admin/contact-submissions/${e.id}/notes`, { text: 'Ringte, ingen svar.' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ text: 'Ringte, ingen svar.', author: 'admin' });
    await api('POST', `/admin/contact-submissions/${e.id}/notes`, { text: '  Befaring avtalt til tirsdag.  ' });
    const empty = await api('POST', `/admin/contact-submissions/${e.id}/notes`, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Skriv et notat');

    const detail = (await api('GET', `/admin/contact-submissions/${e.id}`)).json();
    expect(detail.notes.map((n: { text: string }) => n.text)).toEqual(['Befaring avtalt til tirsdag.', 'Ringte, ingen svar.']);
    expect(detail.notes[0]).toMatchObject({ author: 'admin', createdAt: expect.any(String) });
    // The log says a note was added, not what it says.
    const logs = await h.orm.em.fork().find(ActivityLog, { entityId: e.id });
    expect(logs).toHaveLength(2);
    expect(JSON.stringify(logs)).not.toContain('Ringte');
    expect((await api('POST', '/admin/contact-submissions/999999/notes', { text: 'x' })).statusCode).toBe(404);
  });
});

describe('list: filters, search and paging', () => {
  it('hides spam by default, filters by status and type, searches every field, and counts the total', async () => {
    const kari = await seed({ name: 'Kari Nordmann', email: 'kari@firma.no', phone: '912 34 567' });
    const ola = await seed({ type: 'inspection', name: 'Ola', address: 'Storgata 5, Trondheim', phone: '99999999', projectType: 'terrace' });
    const won = await seed({ status: 'won', message: 'Vi vil ha ny TERRASSE med trapp' });
    const spam = await seed({ status: 'spam', name: 'Kari Spam' });

    const list = await api('GET', '/admin/contact-submissions');
    expect(ids(list)).toEqual([won.id, ola.id, kari.id]);
    expect(list.headers['x-total-count']).toBe('3');
    expect(ids(await api('GET', '/admin/contact-submissions?status=all'))).toEqual([spam.id, won.id, ola.id, kari.id]);
    expect(ids(await api('GET', '/admin/contact-submissions?status=spam'))).toEqual([spam.id]);
    expect(ids(await api('GET', '/admin/contact-submissions?type=inspection'))).toEqual([ola.id]);
    expect(ids(await api('GET', '/admin/contact-submissions?type=contact&status=won'))).toEqual([won.id]);
    expect(ids(await api('GET', '/admin/contact-submissions?type=inspection&status=won'))).toEqual([]);
    // Free text: name (spam only when asked), e-mail, phone without spaces, address, message, reference.
    expect(ids(await api('GET', '/admin/contact-submissions?q=kari'))).toEqual([kari.id]);
    expect(ids(await api('GET', '/admin/contact-submissions?q=kari&status=all'))).toEqual([spam.id, kari.id]);
    expect(ids(await api('GET', '/admin/contact-submissions?q=FIRMA.no'))).toEqual([kari.id]);
    expect(ids(await api('GET', '/admin/contact-submissions?q=91234567'))).toEqual([kari.id]);
    expect(ids(await api('GET', '/admin/contact-submissions?q=storgata'))).toEqual([ola.id]);
    expect(ids(await api('GET', '/admin/contact-submissions?q=terrasse'))).toEqual([won.id]);
    expect(ids(await api('GET', `/admin/contact-submissions?q=${ola.reference}`))).toEqual([ola.id]);
    // LIKE wildcards are plain characters.
    expect(ids(await api('GET', '/admin/contact-submissions?q=%25'))).toEqual([]);
  });

  it('searches as people type: case and accents ignored, ø as o, å and aa as a', async () => {
    const odegard = await seed({ name: 'Øyvind Ødegård', email: 'oyvind@example.no' });
    const ase = await seed({ name: 'Åse Bakken' });
    const aasen = await seed({ type: 'inspection', name: 'Per', phone: '99999998', address: 'Aasveien 3, Trondheim', projectType: 'other' });
    const cafe = await seed({ message: 'Ny disk til kafeen, CAFÉ-stil, og en Tür til lageret.' });
    const aerlig = await seed({ name: 'Ærlig Kunde' });
    const search = async (q: string) => ids(await api('GET', `/admin/contact-submissions?q=${encodeURIComponent(q)}`));
    expect(await search('odegard')).toEqual([odegard.id]);
    expect(await search('ØDEGÅRD')).toEqual([odegard.id]);
    expect(await search('Odegaard')).toEqual([odegard.id]);
    expect(await search('aase')).toEqual([ase.id]);
    expect(await search('åse')).toEqual([ase.id]);
    expect(await search('åsveien')).toEqual([aasen.id]);
    expect(await search('cafe-stil')).toEqual([cafe.id]);
    expect(await search('tur til')).toEqual([cafe.id]);
    expect(await search('aerlig')).toEqual([aerlig.id]);
    expect(await search('ærlig')).toEqual([aerlig.id]);
    // Still substring search, nothing looser: no match is no match.
    expect(await search('odegardx')).toEqual([]);
  });

  it('pages with limit and offset, with the total of the filter in X-Total-Count', async () => {
    const all = [];
    for (let i = 0; i < 7; i++) all.push(await seed());
    const newest = all.map((e) => e.id).reverse();
    const page = await api('GET', '/admin/contact-submissions?limit=3&offset=3');
    expect(ids(page)).toEqual(newest.slice(3, 6));
    expect(page.headers['x-total-count']).toBe('7');
    const last = await api('GET', '/admin/contact-submissions?limit=3&offset=6');
    expect(ids(last)).toEqual(newest.slice(6));
    // The screen's pages say the same.
    const screen = (await api('GET', '/admin/contact-submissions/page?page=2&pageSize=5')).json();
    expect(screen).toMatchObject({ total: 7, page: 2, pageSize: 5 });
    expect(screen.items.map((e: { id: number }) => e.id)).toEqual(newest.slice(5));
  });

  it.each(['limit=0', 'limit=501', 'limit=abc', 'limit=1.5', 'limit=%201', 'limit=1e2', 'offset=-1', 'status=ny', 'type=mail'])(
    'refuses %s with 400 and a Norwegian message',
    async (query) => {
      await seed();
      const res = await api('GET', `/admin/contact-submissions?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/heltall|Ukjent/);
    },
  );
});

describe('CSV export', () => {
  it('is UTF-8 with BOM, semicolons, Norwegian headers and dates, the current filter, and no formulas', async () => {
    await seed({ name: 'Åse Ærlig', createdAt: new Date('2026-03-02T08:05:00Z'), message: '=HYPERLINK("http://x.example","klikk")', phone: '+47 912 34 567' });
    await seed({ name: 'Spammer', status: 'spam', message: '@SUM(A1)' });
    const res = await api('GET', '/admin/contact-submissions/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="henvendelser-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      '"Referanse";"Mottatt";"Type";"Status";"Navn";"E-post";"Telefon";"Adresse";"Prosjekttype";"Ønsket dato";"Befaring avtalt";"Melding";"Prisestimat (kr inkl. mva)";"Tilbud (kr inkl. mva)";"Tilbudsstatus";"Anonymisert"',
    );
    // 08:05 UTC in March is 09:05 in Norway; the formula is neutralised, and the phone is plain text
    // with its + and no apostrophe or ="…" wrapper, as other tools import it.
    expect(lines[1]).toContain(`"02.03.2026 09:05";"Kontakt";"Ny";"Åse Ærlig"`);
    expect(lines[1]).toContain(';"+47 912 34 567";');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x.example"",""klikk"")"`);
    expect(lines).toHaveLength(3); // header, one row, and the final line end; spam is not in the default filter
    const spamOnly = await api('GET', '/admin/contact-submissions/export?status=spam');
    expect(spamOnly.body).toContain(`"'@SUM(A1)"`);
    expect(spamOnly.body).not.toContain('Åse');
    expect((await api('GET', '/admin/contact-submissions/export?type=x')).statusCode).toBe(400);
    expect((await h.app.inject({ method: 'GET', url: '/api/admin/contact-submissions/export' })).statusCode).toBe(401);
  });

  it('exports every row once across its batches', async () => {
    const n = EXPORT_BATCH + 1;
    await h.orm.em.getConnection().execute(
      `insert into enquiry (reference, created_at, type, name, email, message)
       select 'SK-2025-' || lpad(i::text, 5, '0'), timestamptz '2025-05-01T12:00:00Z' + (i % 7) * interval '1 minute', 'contact', 'Kunde ' || i, 'k' || i || '@example.no', 'Hei'
       from generate_series(1, ?) as i`,
      [n],
    );
    const body = (await api('GET', '/admin/contact-submissions/export')).body;
    const references = body.split('\r\n').slice(1, -1).map((line) => line.split(';')[0]);
    expect(references).toHaveLength(n);
    expect(new Set(references).size).toBe(n);
  });

  it('comes as .xlsx too: phone numbers are text cells, times are dates, and the booked befaring and latest quote are columns', async () => {
    const e = await seed({ type: 'inspection', name: 'Åse Ødegård', phone: '+47 912 34 567', address: 'Fjordgata 1', projectType: 'terrace', message: '=1+1', createdAt: new Date('2026-03-02T08:05:00Z') });
    await seed({ name: 'Null Først', phone: '0047 48123456' });
    const em = h.orm.em.fork();
    em.create(InspectionBooking, { enquiry: em.getReference(Enquiry, e.id), startAt: new Date('2026-03-10T09:00:00Z'), endAt: new Date('2026-03-10T10:00:00Z'), token: 'x'.repeat(32) });
    const quote = { enquiry: em.getReference(Enquiry, e.id), priceType: 'fixed' as const, validUntil: '2026-12-31' };
    em.create(Quote, { ...quote, version: 1, token: 'a'.repeat(22), status: 'declined', lines: [{ text: 'Terrasse', quantity: 1, unit: 'stk', unitPrice: 50000 }] });
    em.create(Quote, { ...quote, version: 2, token: 'b'.repeat(22), status: 'sent', lines: [{ text: 'Terrasse', quantity: 20, unit: 'm²', unitPrice: 2400.5 }] });
    await em.flush();

    const res = await api('GET', '/admin/contact-submissions/export.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="henvendelser-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect(res.headers['cache-control']).toBe('no-store');

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Henvendelser')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['Referanse', 'Mottatt', 'Type', 'Status', 'Navn', 'E-post', 'Telefon', 'Adresse', 'Prosjekttype', 'Ønsket dato', 'Befaring avtalt', 'Melding', 'Prisestimat (kr inkl. mva)', 'Tilbud (kr inkl. mva)', 'Tilbudsstatus', 'Anonymisert']);
    const col = (title: string) => header.indexOf(title) + 1;
    // Newest first: Åse (March), then the other (January).
    const [second, first] = [sheet.getRow(2), sheet.getRow(3)];
    for (const [row, phone] of [[first, '0047 48123456'], [second, '+47 912 34 567']] as const) {
      const cell = row.getCell(col('Telefon'));
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.value).toBe(phone);
      expect(cell.numFmt).toBe('@');
    }
    expect(second.getCell(col('Navn')).value).toBe('Åse Ødegård');
    // A visitor's «=1+1» is text, never a formula.
    expect(second.getCell(col('Melding')).type).toBe(ExcelJS.ValueType.String);
    expect(second.getCell(col('Melding')).value).toBe('=1+1');
    // Times as date cells showing Norwegian wall-clock time.
    expect(second.getCell(col('Mottatt')).type).toBe(ExcelJS.ValueType.Date);
    expect((second.getCell(col('Mottatt')).value as Date).toISOString()).toBe('2026-03-02T09:05:00.000Z');
    expect((second.getCell(col('Befaring avtalt')).value as Date).toISOString()).toBe('2026-03-10T10:00:00.000Z');
    // The latest quote version: its sum and state.
    expect(second.getCell(col('Tilbud (kr inkl. mva)')).value).toBe(48010);
    expect(second.getCell(col('Tilbudsstatus')).value).toBe('Sendt');
    expect(first.getCell(col('Tilbud (kr inkl. mva)')).value).toBeNull();
    expect(sheet.rowCount).toBe(3);

    // The same columns in the CSV.
    const csvLine = (await api('GET', '/admin/contact-submissions/export')).body.split('\r\n')[1]!;
    expect(csvLine).toContain('"10.03.2026 10:00"');
    expect(csvLine).toContain('"48010";"Sendt"');
    expect((await h.app.inject({ method: 'GET', url: '/api/admin/contact-submissions/export.xlsx' })).statusCode).toBe(401);
  });

  it('is described in the OpenAPI document as text/csv', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const op = doc.paths['/admin/contact-submissions/export'].get;
    expect(Object.keys(op.responses[200].content)).toEqual(['text/csv']);
    expect(op.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['q', 'status', 'type']);
  });
});

describe('delete', () => {
  it('deletes one enquiry with its notes and mails (204), logged without personal data', async () => {
    const e = await seed({ name: 'Hemmelig Navn', email: 'hemmelig@example.no' });
    await api('POST', `/admin/contact-submissions/${e.id}/notes`, { text: 'Notat' });
    const em = h.orm.em.fork();
    em.create(OutboxMail, { caseId: e.id, kind: 'enquiry_receipt', audience: 'customer', recipient: 'hemmelig@example.no', status: 'sent', attempts: 1, createdAt: new Date() });
    await em.flush();
    const res = await api('DELETE', `/admin/contact-submissions/${e.id}`);
    expect(res.statusCode).toBe(204);
    expect(await h.orm.em.fork().count(Enquiry, { id: e.id })).toBe(0);
    expect(await h.orm.em.fork().count(EnquiryNote, {})).toBe(0);
    expect(await h.orm.em.fork().count(OutboxMail, {})).toBe(0);
    const log = await h.orm.em.fork().findOneOrFail(ActivityLog, { action: 'delete', entityId: e.id });
    expect(log.details).toEqual({ type: { from: 'contact' }, status: { from: 'new' } });
    expect(JSON.stringify(await h.orm.em.fork().find(ActivityLog, {}))).not.toMatch(/Hemmelig|hemmelig/);
    expect((await api('DELETE', `/admin/contact-submissions/${e.id}`)).statusCode).toBe(404);
  });

  it('"Slett all spam" deletes only spam, one log row each', async () => {
    const keep = await seed();
    const spam = [await seed({ status: 'spam' }), await seed({ status: 'spam' })];
    const res = await api('POST', '/admin/contact-submissions/delete-spam');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    expect(ids(await api('GET', '/admin/contact-submissions?status=all'))).toEqual([keep.id]);
    const logs = await h.orm.em.fork().find(ActivityLog, { action: 'delete' }, { orderBy: { entityId: 'asc' } });
    expect(logs.map((l) => l.entityId)).toEqual(spam.map((s) => s.id));
  });
});

describe('retention', () => {
  it('anonymises enquiries older than the retention period and keeps type, dates, status and estimate totals', async () => {
    const now = new Date('2028-06-15T03:30:00Z');
    const estimate = { type: 'trim', input: { length: 12 }, total: 2300, lines: [{ label: 'Lister', amount: 2300 }] };
    const old = await seed({
      type: 'inspection',
      createdAt: new Date('2026-06-14T10:00:00Z'),
      status: 'won',
      phone: '91234567',
      address: 'Storgata 1',
      projectType: 'terrace',
      preferredDate: '2026-06-20',
      estimate,
    });
    const recent = await seed({ createdAt: new Date('2026-06-16T10:00:00Z') });
    await api('POST', `/admin/contact-submissions/${old.id}/notes`, { text: 'Kunden heter Ola' });
    const em = h.orm.em.fork();
    em.create(OutboxMail, { caseId: old.id, kind: 'enquiry_receipt', audience: 'customer', recipient: old.email, status: 'failed', attempts: 3, lastError: `550 ${old.email} unknown`, createdAt: new Date() });
    await em.flush();

    expect(await anonymiseOldEnquiries(h.orm.em.fork(), 24, now)).toBe(1);
    const after = await h.orm.em.fork().findOneOrFail(Enquiry, old.id);
    expect(after).toMatchObject({ name: '', email: '', phone: null, address: null, message: '', type: 'inspection', status: 'won', projectType: 'terrace' });
    expect(after.createdAt.toISOString()).toBe('2026-06-14T10:00:00.000Z');
    expect(after.anonymisedAt?.toISOString()).toBe(now.toISOString());
    expect(after.estimate).toMatchObject({ total: 2300, lines: estimate.lines, input: {} });
    expect(await h.orm.em.fork().count(EnquiryNote, { enquiry: old.id })).toBe(0);
    expect(await h.orm.em.fork().findOneOrFail(OutboxMail, { caseId: old.id })).toMatchObject({ recipient: '', lastError: null });
    expect((await h.orm.em.fork().findOneOrFail(Enquiry, recent.id)).name).toBe(recent.name);
    expect(await h.orm.em.fork().count(ActivityLog, { entityId: old.id, details: { $ne: null }, action: 'update', userId: null })).toBe(1);
    // Already anonymised enquiries are left alone; a day later the next one's time has come.
    expect(await anonymiseOldEnquiries(h.orm.em.fork(), 24, now)).toBe(0);
    expect(await anonymiseOldEnquiries(h.orm.em.fork(), 24, new Date('2028-06-17T03:30:00Z'))).toBe(1);
    // The anonymised enquiry still shows in the inbox and the export.
    expect((await api('GET', `/admin/contact-submissions/${old.id}`)).json()).toMatchObject({ name: '', anonymisedAt: now.toISOString() });
  });
});
