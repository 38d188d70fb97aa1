import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seeders/database-seeder';
import type { BookingSettingsInput } from '../../shared/schemas/booking';
import { createHarness, loginCookie, type Harness } from '../../test/harness';
import { ActivityLog } from '../activity/activity-log.entity';
import { Enquiry } from '../enquiry/enquiry.entity';
import { anonymiseOldEnquiries } from '../enquiry/retention';
import { InspectionBooking } from './booking.entity';
import { getSettings, listFreeSlots, moveBooking } from './booking.service';
import { updateBookingSettings } from './booking-settings.service';
import { clearCalendarBlock, setCalendarBlock, setDayOpen, upcomingBusyDays } from './calendar-block';
import { blockUid } from './ics';

// Job days and the travel buffer, against PostgreSQL: a blocked day has no slots until the owner opens
// it, clearing the block frees it, slots keep the buffer from every booking (and a booking into the
// buffer is refused), and the owner's feed carries each block as an all-day event.

let h: Harness;
let seq = 0;
const defaults: BookingSettingsInput = { windows: null, slotMinutes: 60, bufferMinutes: 0, minNoticeDays: 1, daysAhead: 21, blockedDays: [] };
const set = (patch: Partial<BookingSettingsInput>) => updateBookingSettings(h.orm.em.fork(), { ...defaults, ...patch }, null, 'http://localhost:3000');
const starts = async (from: string, days: number, now: string) => (await listFreeSlots(h.orm.em.fork(), { from, days }, new Date(now))).map((s) => s.start);
const daysOf = (list: string[]) => [...new Set(list.map((s) => s.slice(0, 10)))];
const inTx = (run: Parameters<typeof h.orm.em.transactional>[0]) => h.orm.em.fork().transactional(run);

const open = { closed: false, opens: '08:00', closes: '18:00' };
const shut = { closed: true, opens: '08:00', closes: '16:00' };
const mondaysOnly = [open, shut, shut, shut, shut, shut, shut];

async function enquiry(em = h.orm.em.fork()): Promise<Enquiry> {
  seq += 1;
  const e = em.create(Enquiry, {
    reference: `SK-2026-${String(900 + seq).padStart(4, '0')}`,
    createdAt: new Date(),
    type: 'inspection',
    name: `Kari Nordmann ${seq}`,
    email: `kari${seq}@example.no`,
    phone: '+47 912 34 567',
    address: 'Storgata 1, 7011 Trondheim',
    projectType: 'terrace',
    message: 'Ny terrasse, ca. 30 m².',
    estimate: null,
    status: 'inspection_booked',
  });
  await em.flush();
  return e;
}

/** A live booking at exactly these Oslo times (as if booked under other settings). */
async function booking(start: string, end: string): Promise<InspectionBooking> {
  const em = h.orm.em.fork();
  const e = await enquiry(em);
  const b = em.create(InspectionBooking, { enquiry: e, startAt: new Date(start), endAt: new Date(end), token: `tok-${seq}-abcdefghijklmnopqrstuv`, cancelledAt: null, reminderSentAt: null });
  await em.flush();
  return b;
}

beforeAll(async () => {
  h = await createHarness();
  await seedDatabase(h.orm.em.fork());
});
beforeEach(async () => {
  await h.orm.em.fork().execute('delete from calendar_block; delete from booking_opened_day; delete from inspection_booking;');
  await set({});
});
afterAll(() => h?.close());

// Tuesday 12 May 2026, 10:00 in Oslo; Monday 18 to Thursday 21 May are plain working days.
const NOW = '2026-05-12T08:00:00Z';
const job = { startDate: '2026-05-19', endDate: '2026-05-20', title: 'Oppdrag SK-2026-0001 – Kari Nordmann', location: 'Storgata 1, 7011 Trondheim' };

describe('job days', () => {
  it('offer no slots on a blocked day, again once the owner opens it, and none after it is closed again', async () => {
    expect(daysOf(await starts('2026-05-18', 4, NOW))).toEqual(['2026-05-18', '2026-05-19', '2026-05-20', '2026-05-21']);
    await inTx((tx) => setCalendarBlock(tx, 'job:1', job));
    expect(daysOf(await starts('2026-05-18', 4, NOW))).toEqual(['2026-05-18', '2026-05-21']);

    const listed = await setDayOpen(h.orm.em.fork(), '2026-05-19', true, null, new Date(NOW));
    expect(listed).toEqual([
      { day: '2026-05-19', titles: [job.title], open: true },
      { day: '2026-05-20', titles: [job.title], open: false },
    ]);
    expect(daysOf(await starts('2026-05-18', 4, NOW))).toEqual(['2026-05-18', '2026-05-19', '2026-05-21']);
    const log = await h.orm.em.fork().find(ActivityLog, { entityType: 'company', label: 'Befaringer' }, { orderBy: { id: 'desc' }, limit: 1 });
    expect(log[0]?.details).toEqual({ openedDay: { from: null, to: '2026-05-19' } });

    await setDayOpen(h.orm.em.fork(), '2026-05-19', false, null, new Date(NOW));
    expect(daysOf(await starts('2026-05-18', 4, NOW))).toEqual(['2026-05-18', '2026-05-21']);
  });

  it('are free again when the block is cleared; a moved block takes its days with it and forgets opened days it left', async () => {
    await inTx((tx) => setCalendarBlock(tx, 'job:2', job));
    await setDayOpen(h.orm.em.fork(), '2026-05-20', true, null, new Date(NOW));
    // Moved to 20–21 May: the opened 20th stays open, the 19th is free, the 21st is blocked.
    await inTx((tx) => setCalendarBlock(tx, 'job:2', { ...job, startDate: '2026-05-20', endDate: '2026-05-21' }));
    expect(daysOf(await starts('2026-05-18', 4, NOW))).toEqual(['2026-05-18', '2026-05-19', '2026-05-20']);

    await inTx((tx) => clearCalendarBlock(tx, 'job:2'));
    expect(daysOf(await starts('2026-05-18', 4, NOW))).toEqual(['2026-05-18', '2026-05-19', '2026-05-20', '2026-05-21']);
    expect(await upcomingBusyDays(h.orm.em.fork(), new Date(NOW))).toEqual([]);
    // The opening went with the block: a new job on the 20th blocks it.
    await inTx((tx) => setCalendarBlock(tx, 'job:3', { ...job, startDate: '2026-05-20', endDate: '2026-05-20' }));
    expect(daysOf(await starts('2026-05-18', 4, NOW))).toEqual(['2026-05-18', '2026-05-19', '2026-05-21']);
  });

  it('go with the caller\'s transaction: a rolled-back job change blocks nothing', async () => {
    await expect(
      inTx(async (tx) => {
        await setCalendarBlock(tx, 'job:4', job);
        throw new Error('the job change failed');
      }),
    ).rejects.toThrow('the job change failed');
    expect(daysOf(await starts('2026-05-18', 4, NOW))).toEqual(['2026-05-18', '2026-05-19', '2026-05-20', '2026-05-21']);
  });

  it('can only be opened while a block covers them; the admin API answers 400 in Norwegian and changes nothing', async () => {
    const day = (n: number) => DateTime.now().setZone('Europe/Oslo').plus({ days: n }).toISODate()!;
    await inTx((tx) => setCalendarBlock(tx, 'job:5', { ...job, startDate: day(10), endDate: day(11) }));
    const cookie = await loginCookie(h.app);
    const put = (d: string, payload: Record<string, unknown>) => h.app.inject({ method: 'PUT', url: `/api/admin/bookings/busy-days/${d}`, headers: { cookie }, payload });
    const free = await put(day(12), { open: true });
    expect(free.statusCode).toBe(400);
    expect(free.json().message).toBe('Dagen er ikke en kommende oppdragsdag, så den kan ikke åpnes for befaring.');
    expect((await put('2026-02-30', { open: true })).json().message).toBe('Datoen finnes ikke. Skriv en gyldig dato som ÅÅÅÅ-MM-DD.');
    expect(await h.orm.em.fork().getConnection().execute('select day from booking_opened_day')).toEqual([]);
    expect((await h.app.inject({ method: 'PUT', url: `/api/admin/bookings/busy-days/${day(10)}`, payload: { open: true } })).statusCode).toBe(401);

    const opened = await put(day(10), { open: true });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.json()).toEqual([
      { day: day(10), titles: [job.title], open: true },
      { day: day(11), titles: [job.title], open: false },
    ]);
  });
});

describe('the travel buffer', () => {
  // Monday 18 May, 08–18 in hour slots. A booking 09:10–10:10 and one 12:10–13:40 (made under other settings).
  const monday = async (bufferMinutes: number) => {
    await set({ windows: mondaysOnly, bufferMinutes });
    return (await starts('2026-05-18', 1, NOW)).map((s) => s.slice(11, 16));
  };

  it('is 30 minutes by default', async () => {
    // The row as the migration made it, before any test here set the buffer.
    await h.orm.em.fork().execute('update booking_settings set buffer_minutes = default');
    expect((await getSettings(h.orm.em.fork())).bufferMinutes).toBe(30);
  });

  it('keeps slots that end less than the buffer before a booking or start less than it after one off the list', async () => {
    await booking('2026-05-18T09:10:00+02:00', '2026-05-18T10:10:00+02:00');
    await booking('2026-05-18T12:10:00+02:00', '2026-05-18T13:40:00+02:00');
    // Buffer 30: slots at 08:00, 09:30, 11:00, 12:30, 14:00, 15:30, 17:00. 08:00 ends 10 min before the
    // first booking, 11:00 ends 10 min before the second, 14:00 starts 20 min after it.
    expect(await monday(30)).toEqual(['15:30', '17:00']);
    // Without a buffer only overlaps count: 08:00 and 11:00 fit.
    expect(await monday(0)).toEqual(['08:00', '11:00', '14:00', '15:00', '16:00', '17:00']);
  });

  it('refuses a booking into the buffer with 409 and a Norwegian message', async () => {
    await booking('2026-05-18T09:10:00+02:00', '2026-05-18T10:10:00+02:00');
    const mine = await booking('2026-05-18T15:30:00+02:00', '2026-05-18T16:30:00+02:00');
    await set({ windows: mondaysOnly, bufferMinutes: 30 });
    const move = (slotStart: string) => moveBooking(h.orm.em.fork(), { id: mine.id }, slotStart, null, h.env, new Date(NOW));
    // 08:00–09:00 is a slot of the day, but ends 10 minutes before the other befaring.
    await expect(move('2026-05-18T08:00:00+02:00')).rejects.toMatchObject({ code: 'CONFLICT', message: 'Tidspunktet ligger for tett på en annen befaring (reisetid mellom befaringer). Velg en av de ledige tidene.' });
    expect((await h.orm.em.fork().findOneOrFail(InspectionBooking, mine.id)).startAt).toEqual(new Date('2026-05-18T15:30:00+02:00'));
    await expect(move('2026-05-18T14:00:00+02:00')).resolves.toMatchObject({ start: '2026-05-18T14:00:00+02:00' });
  });
});

describe('the owner\'s calendar feed', () => {
  it('has each block as an all-day event: DTEND the day after the last day, same UID and a higher SEQUENCE after a move', async () => {
    const first = DateTime.now().setZone('Europe/Oslo').plus({ days: 10 }).toISODate()!;
    const last = DateTime.fromISO(first).plus({ days: 2 }).toISODate()!;
    const e = await enquiry();
    await inTx(async (tx) => setCalendarBlock(tx, 'job:9', { ...job, startDate: first, endDate: last, enquiry: await tx.findOneOrFail(Enquiry, e.id) }));
    const secret = (await getSettings(h.orm.em.fork())).calendarSecret;
    // Made by the migration: 24 bytes in base64url, as newSecretToken() writes them.
    expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const feed = async () => {
      const res = await h.app.inject({ method: 'GET', url: `/api/calendar/${secret}.ics` });
      expect(res.statusCode).toBe(200);
      const cal = new ICAL.Component(ICAL.parse(res.body));
      return cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)).filter((ev) => ev.summary === job.title);
    };

    const [event, ...more] = await feed();
    expect(more).toEqual([]);
    expect(event!.startDate.isDate).toBe(true);
    expect(event!.endDate.isDate).toBe(true);
    expect(event!.startDate.toString()).toBe(first);
    expect(event!.endDate.toString()).toBe(DateTime.fromISO(last).plus({ days: 1 }).toISODate());
    expect(event!.location).toBe(job.location);
    expect(event!.uid).toBe(blockUid('job:9', h.env.PUBLIC_URL!));
    expect(event!.sequence).toBe(0);
    expect(event!.component.getFirstPropertyValue('url')).toBe(`http://localhost:3000/admin/contact-submissions/${e.id}`);

    const moved = DateTime.fromISO(first).plus({ days: 1 }).toISODate()!;
    await inTx(async (tx) => setCalendarBlock(tx, 'job:9', { ...job, startDate: moved, endDate: moved, enquiry: await tx.findOneOrFail(Enquiry, e.id) }));
    // The same block again, unchanged: not a new version.
    await inTx(async (tx) => setCalendarBlock(tx, 'job:9', { ...job, startDate: moved, endDate: moved, enquiry: await tx.findOneOrFail(Enquiry, e.id) }));
    const [after] = await feed();
    expect(after!.uid).toBe(event!.uid);
    expect(after!.sequence).toBe(1);
    expect(after!.startDate.toString()).toBe(moved);
    expect(after!.endDate.toString()).toBe(DateTime.fromISO(moved).plus({ days: 1 }).toISODate());

    await inTx((tx) => clearCalendarBlock(tx, 'job:9'));
    expect(await feed()).toEqual([]);
  });
});

describe('anonymising the case', () => {
  it('keeps the job days blocked but takes the customer\'s name and address out of the feed', async () => {
    const e = await enquiry();
    await inTx(async (tx) => setCalendarBlock(tx, 'job:10', { ...job, enquiry: await tx.findOneOrFail(Enquiry, e.id) }));
    await anonymiseOldEnquiries(h.orm.em.fork(), 1, new Date(Date.now() + 62 * 86_400_000));
    const [row] = await h.orm.em.fork().getConnection().execute('select title, location, start_date::text as start from calendar_block where source_key = ?', ['job:10']);
    expect(row).toEqual({ title: 'Oppdrag', location: null, start: job.startDate });
    expect(daysOf(await starts('2026-05-18', 4, NOW))).toEqual(['2026-05-18', '2026-05-21']);
  });
});
