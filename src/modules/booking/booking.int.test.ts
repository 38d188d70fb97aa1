import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../env';
import { startBackgroundTasks, type BackgroundTasks } from '../../tasks/worker';
import { seedDatabase } from '../../seeders/database-seeder';
import { createHarness, loginCookie, type Harness } from '../../test/harness';
import { TestSmtpServer, type ReceivedMail } from '../../test/smtp';
import { ActivityLog } from '../activity/activity-log.entity';
import { Enquiry } from '../enquiry/enquiry.entity';
import { anonymiseOldEnquiries } from '../enquiry/retention';
import { OutboxMail } from '../outbox/outbox.entity';
import { InspectionBooking } from './booking.entity';
import { bookingUid } from './ics';
import { formatBookingTime } from './booking-mail.render';
import { bookingReminderTask, reminderTime } from './booking-mail.service';

// Booking through the API: 201 with the time, 409 for a taken or unoffered slot (also under 20
// simultaneous requests), the manage link, the mails with their invites, the reminder and the feed.

let h: Harness;
let smtp: TestSmtpServer;
let worker: BackgroundTasks | null = null;
const silent = { info: () => {}, warn: () => {}, error: () => {} };
type Slot = { start: string; end: string };

const inspection = {
  name: 'Kari Nordmann',
  email: 'kari@example.no',
  phone: '+47 912 34 567',
  address: 'Storgata 1, 7011 Trondheim',
  projectType: 'terrace',
  message: 'Ønsker befaring for ny terrasse på ca. 30 m².',
};

beforeAll(async () => {
  h = await createHarness({ MAIL_TO: 'firma@skarpjern.test', MAIL_FROM: 'Skarpjern Snekker AS <post@skarpjern.test>' });
  await seedDatabase(h.orm.em.fork());
  smtp = await new TestSmtpServer().start();
});
afterAll(async () => {
  await worker?.stop();
  await smtp?.stop();
  await h?.close();
});

const freeSlots = async (): Promise<Slot[]> => {
  const res = await h.app.inject({ method: 'GET', url: '/api/inspection/slots?days=30' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
};
const book = (slotStart?: string) => h.app.inject({ method: 'POST', url: '/api/inspection', payload: { ...inspection, ...(slotStart ? { slotStart } : {}) } });
const bookingOf = (enquiryId: number) => h.orm.em.fork().findOneOrFail(InspectionBooking, { enquiry: enquiryId });

function invite(mail: ReceivedMail) {
  const part = mail.parsed.attachments.find((a) => a.contentType === 'text/calendar');
  expect(part, 'the mail carries a text/calendar part').toBeTruthy();
  const cal = new ICAL.Component(ICAL.parse(part!.content.toString('utf8')));
  const vevent = cal.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return { cal, event, vevent, method: cal.getFirstPropertyValue('method') };
}

describe('booking with the request', () => {
  it('answers 201 with the booked time, sets «Befaring avtalt» and takes the slot off the list', async () => {
    const [slot] = await freeSlots();
    expect(slot!.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+0[12]:00$/);
    const res = await book(slot!.start);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.booking).toEqual(slot);
    expect(body.status).toBe('inspection_booked');
    expect((await freeSlots()).map((s) => s.start)).not.toContain(slot!.start);

    const again = await book(slot!.start);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Tidspunktet er ikke ledig lenger. Velg en annen tid.');
    expect(again.json().nextSlots.length).toBeGreaterThan(0);
    expect(again.json().nextSlots.map((s: Slot) => s.start)).not.toContain(slot!.start);
  });

  it('refuses a time that is not offered with 409 and stores nothing', async () => {
    const before = await h.orm.em.fork().count(Enquiry);
    const [slot] = await freeSlots();
    const offHours = `${slot!.start.slice(0, 10)}T03:00:00${slot!.start.slice(19)}`;
    const res = await book(offHours);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Tidspunktet kan ikke bestilles. Velg en av de ledige tidene.');
    expect(await h.orm.em.fork().count(Enquiry)).toBe(before);
  });

  it('works as before without a slot', async () => {
    const res = await book();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ booking: null, status: 'new' });
  });

  it('books a slot once when 20 requests for it arrive at the same time', async () => {
    const before = await h.orm.em.fork().count(Enquiry);
    const [, slot] = await freeSlots();
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(slot!.start)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await h.orm.em.fork().count(InspectionBooking, { startAt: new Date(slot!.start), cancelledAt: null })).toBe(1);
    expect(await h.orm.em.fork().count(Enquiry)).toBe(before + 1);
  });

  it('is refused by the database itself for an overlapping live booking', async () => {
    const em = h.orm.em.fork();
    const existing = await em.findOneOrFail(InspectionBooking, { cancelledAt: null }, { orderBy: { id: 'asc' } });
    const other = await em.findOneOrFail(Enquiry, { status: 'new' });
    await expect(
      em.execute(`insert into inspection_booking (enquiry_id, start_at, end_at, token, created_at) values (?, ?, ?, 'x', now())`, [
        other.id,
        new Date(existing.startAt.getTime() + 30 * 60_000),
        new Date(existing.endAt.getTime() + 30 * 60_000),
      ]),
    ).rejects.toMatchObject({ code: '23P01' });
  });
});

describe('the manage link, the mails and the invite', () => {
  it('moves and cancels through the token, frees the old slot, mails both sides with one UID, a higher SEQUENCE and METHOD:CANCEL', async () => {
    worker = await startBackgroundTasks({ orm: h.orm, env: { ...h.env, SMTP_URL: smtp.url }, connectionString: h.url, root: projectRoot, log: silent, pollInterval: 200 });
    const slots = await freeSlots();
    const res = await book(slots[0]!.start);
    expect(res.statusCode).toBe(201);
    const enquiry = res.json();
    const { token, id } = await bookingOf(enquiry.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    // The receipt mails with the invite (plus the enquiry's own two mails).
    // Earlier tests' bookings are mailed too; each mail is picked by its Message-ID.
    const mailOf = async (change: string, to: string) => {
      const find = () => smtp.received.find((m) => m.parsed.messageId?.includes(`${enquiry.reference}.inspection_${change}.${to}.`));
      while (!find()) await smtp.waitFor(smtp.received.length + 1);
      return find()!;
    };
    const booked = await mailOf('booked', 'customer');
    expect(booked.envelopeTo).toEqual(['kari@example.no']);
    expect(booked.parsed.text).toContain(`/befaring/${token}`);
    // In the HTML part the manage address is a link the customer can tap, not text to copy.
    expect(booked.parsed.html).toMatch(new RegExp(`<a href="[^"]*/befaring/${token}"`));
    expect(booked.parsed.text).toContain('Storgata 1, 7011 Trondheim');
    expect((await mailOf('booked', 'company')).envelopeTo).toEqual(['firma@skarpjern.test']);
    // The enquiry's own receipt and company mail name the booked time, not «Ikke oppgitt» / «we will call».
    const enquiryMail = async (kind: string) => {
      const find = () => smtp.received.find((m) => m.parsed.messageId?.includes(`${enquiry.reference}.${kind}.`));
      while (!find()) await smtp.waitFor(smtp.received.length + 1);
      return find()!.parsed.text ?? '';
    };
    const bookedText = formatBookingTime(new Date(slots[0]!.start), new Date(slots[0]!.end));
    for (const kind of ['enquiry_receipt', 'enquiry_notice']) {
      const text = await enquiryMail(kind);
      expect(text).toContain(`Avtalt tid for befaring: ${bookedText}`);
      expect(text).not.toContain('Ikke oppgitt');
      expect(text).not.toContain('for å avtale tidspunkt');
    }
    const first = invite(booked);
    expect(first.method).toBe('REQUEST');
    // RFC 5545: a globally unique UID, and DTSTAMP in UTC.
    expect(first.event.uid).not.toBe(`befaring-${id}@localhost`);
    expect(first.event.uid).not.toContain(token!);
    expect(first.event.uid).toMatch(/^[A-Za-z0-9_-]{32}@localhost$/);
    expect((first.vevent.getFirstPropertyValue('dtstamp') as InstanceType<typeof ICAL.Time>).zone).toBe(ICAL.Timezone.utcTimezone);
    expect(first.event.location).toBe('Storgata 1, 7011 Trondheim');
    expect(first.vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Oslo');
    expect(first.cal.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('Europe/Oslo');
    expect(String(first.vevent.getFirstPropertyValue('organizer'))).toContain('mailto:');
    // With the zone registered from the VTIMEZONE, the local time converts to the booked instant.
    ICAL.TimezoneService.register(first.cal.getFirstSubcomponent('vtimezone')!);
    expect(first.event.startDate.toJSDate().toISOString()).toBe(new Date(slots[0]!.start).toISOString());
    expect(first.event.endDate.toJSDate().toISOString()).toBe(new Date(slots[0]!.end).toISOString());

    // The manage page's data: no-store, and an unknown token is 404.
    const page = await h.app.inject({ method: 'GET', url: `/api/bookings/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.json()).toMatchObject({ start: slots[0]!.start, reference: enquiry.reference });
    expect((await h.app.inject({ method: 'GET', url: `/api/bookings/${'A'.repeat(32)}` })).statusCode).toBe(404);

    // Move: the old slot is free again, the new one is taken.
    const target = slots[3]!;
    const moved = await h.app.inject({ method: 'POST', url: `/api/bookings/${token}/move`, payload: { slotStart: target.start } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ start: target.start, end: target.end });
    const after = (await freeSlots()).map((s) => s.start);
    expect(after).toContain(slots[0]!.start);
    expect(after).not.toContain(target.start);
    const movedMail = await mailOf('moved', 'customer');
    expect(movedMail.parsed.text).toContain(
      `Befaringen er flyttet fra ${bookedText} til ${formatBookingTime(new Date(target.start), new Date(target.end))}.`,
    );
    const update = invite(movedMail);
    expect(update.method).toBe('REQUEST');
    expect(update.event.uid).toBe(first.event.uid);
    expect(update.event.sequence).toBeGreaterThan(first.event.sequence);
    expect(update.event.startDate.toJSDate().toISOString()).toBe(new Date(target.start).toISOString());
    expect((await mailOf('moved', 'company')).envelopeTo).toEqual(['firma@skarpjern.test']);

    // Cancel: the slot is free, both sides get METHOD:CANCEL for the same UID.
    const cancelled = await h.app.inject({ method: 'POST', url: `/api/bookings/${token}/cancel` });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().cancelledAt).not.toBeNull();
    expect((await freeSlots()).map((s) => s.start)).toContain(target.start);
    const cancelMail = await mailOf('cancelled', 'customer');
    // The customer is told where to book a new time, and greeted by first name like in every mail.
    expect(cancelMail.parsed.text).toMatch(/^Hei Kari,$/m);
    expect(cancelMail.parsed.text).toContain('Vil du avtale en ny tid? Bestill her: http://localhost');
    expect(cancelMail.parsed.text).toContain('/contact?tab=inspection');
    const cancel = invite(cancelMail);
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.event.uid).toBe(first.event.uid);
    expect(cancel.event.sequence).toBeGreaterThan(update.event.sequence);
    expect(invite(await mailOf('cancelled', 'company')).method).toBe('CANCEL');
    const refused = await h.app.inject({ method: 'POST', url: `/api/bookings/${token}/move`, payload: { slotStart: slots[1]!.start } });
    expect(refused.statusCode).toBe(409);

    // Every change is in the activity log, without personal data.
    const log = await h.orm.em.fork().find(ActivityLog, { entityType: 'case', entityId: enquiry.id }, { orderBy: { id: 'asc' } });
    const changes = log.map((l) => l.details?.booking).filter(Boolean);
    expect(changes).toEqual([{ from: null, to: slots[0]!.start }, { from: slots[0]!.start, to: target.start }, { from: target.start, to: null }]);
    // The status the booking set, and the cancel took back, is logged with it.
    expect(log.map((l) => l.details?.status).filter(Boolean)).toEqual([{ to: 'new' }, { from: 'new', to: 'inspection_booked' }, { from: 'inspection_booked', to: 'new' }]);
    await worker.stop();
    worker = null;
  });

  it('sends the reminder once, scheduled for the day before at BOOKING_REMINDER_HOUR', async () => {
    const [slot] = await freeSlots();
    const enquiry = (await book(slot!.start)).json();
    const b = await bookingOf(enquiry.id);
    const [job] = await h.orm.em.fork().execute<Array<{ run_at: string }>>(`select run_at from graphile_worker.jobs where key = ?`, [`booking_reminder:${b.id}`]);
    const due = reminderTime(b.startAt, 18);
    expect(new Date(job!.run_at).toISOString()).toBe(due.toISOString());
    expect(new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', hour: '2-digit', minute: '2-digit' }).format(due)).toBe('18:00');

    const task = bookingReminderTask({ orm: h.orm, settings: h.env });
    const helpers = {} as Parameters<typeof task>[1];
    await Promise.all([task({ bookingId: b.id }, helpers), task({ bookingId: b.id }, helpers)]);
    await task({ bookingId: b.id }, helpers);
    expect((await bookingOf(enquiry.id)).reminderSentAt).not.toBeNull();
    // Queued once in the outbox, and sent once by it.
    const reminders = () => h.orm.em.fork().find(OutboxMail, { caseId: enquiry.id, kind: 'inspection_reminder' });
    expect(await reminders()).toHaveLength(1);
    smtp.received.length = 0;
    worker = await startBackgroundTasks({ orm: h.orm, env: { ...h.env, SMTP_URL: smtp.url }, connectionString: h.url, root: projectRoot, log: silent, pollInterval: 200 });
    const find = () => smtp.received.find((m) => m.parsed.messageId?.includes(`${enquiry.reference}.inspection_reminder.customer.`));
    while (!find()) await smtp.waitFor(smtp.received.length + 1);
    expect(find()!.parsed.subject).toContain('Påminnelse: befaring i morgen');
    expect(smtp.received.filter((m) => m.parsed.messageId?.includes('.inspection_reminder.'))).toHaveLength(1);
    await expect.poll(async () => (await reminders())[0]!.status, { timeout: 30_000, interval: 100 }).toBe('sent');
    expect((await reminders())[0]!.status).toBe('sent');
    await worker.stop();
    worker = null;
  });
});

describe('the calendar feed', () => {
  it('needs the secret, lists the live bookings, and a renewed secret ends the old address', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/admin/bookings/settings' })).statusCode).toBe(401);
    const cookie = await loginCookie(h.app);
    const settings = (await h.app.inject({ method: 'GET', url: '/api/admin/bookings/settings', headers: { cookie } })).json();
    const path = new URL(settings.calendarUrl).pathname;
    expect(path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);

    expect((await h.app.inject({ method: 'GET', url: '/api/calendar/wrong.ics' })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: path.replace('.ics', 'x.ics') })).statusCode).toBe(404);
    const feed = await h.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.headers['cache-control']).toBe('no-store');
    const events = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const live = await h.orm.em.fork().find(InspectionBooking, { cancelledAt: null });
    expect(events.map((e) => e.uid).sort()).toEqual(live.map((b) => bookingUid(b, 'http://localhost')).sort());
    expect(events[0]!.summary).toBe('Befaring: Kari Nordmann');

    const renewed = await h.app.inject({ method: 'POST', url: '/api/admin/bookings/calendar-secret', headers: { cookie } });
    expect(renewed.statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: new URL(renewed.json().calendarUrl).pathname })).statusCode).toBe(200);
  });
});

describe('the owner', () => {
  it('moves and cancels a booking from the enquiry, and changes the availability, each logged under the admin', async () => {
    const cookie = await loginCookie(h.app);
    const slots = await freeSlots();
    const enquiry = (await book(slots[0]!.start)).json();
    const { id } = await bookingOf(enquiry.id);
    const shown = await h.app.inject({ method: 'GET', url: `/api/admin/contact-submissions/${enquiry.id}/booking`, headers: { cookie } });
    expect(shown.json()).toMatchObject({ id, start: slots[0]!.start, cancelledAt: null });
    const moved = await h.app.inject({ method: 'POST', url: `/api/admin/bookings/${id}/move`, headers: { cookie }, payload: { slotStart: slots[1]!.start } });
    expect(moved.json()).toMatchObject({ start: slots[1]!.start });
    expect((await h.app.inject({ method: 'POST', url: `/api/admin/bookings/${id}/cancel`, headers: { cookie } })).json().cancelledAt).not.toBeNull();
    const upcoming = (await h.app.inject({ method: 'GET', url: '/api/admin/bookings/upcoming', headers: { cookie } })).json() as Array<{ id: number }>;
    expect(upcoming.map((b) => b.id)).not.toContain(id);

    const log = await h.orm.em.fork().find(ActivityLog, { entityType: 'case', entityId: enquiry.id, userId: { $ne: null } }, { orderBy: { id: 'asc' } });
    // The booking's own rows; the case logs the status change (Befaring avtalt → Ny) in a row of its own.
    expect(log.flatMap((l) => (l.details?.booking ? [l.details.booking] : []))).toEqual([{ from: slots[0]!.start, to: slots[1]!.start }, { from: slots[1]!.start, to: null }]);
    expect(log.flatMap((l) => (l.details?.status ? [l.details] : []))).toEqual([{ status: { from: 'inspection_booked', to: 'new' }, reason: { to: 'Befaringen er avlyst' } }]);

    const settings = (await h.app.inject({ method: 'GET', url: '/api/admin/bookings/settings', headers: { cookie } })).json();
    const bad = await h.app.inject({ method: 'PUT', url: '/api/admin/bookings/settings', headers: { cookie }, payload: { ...settings, slotMinutes: 5 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Varigheten må være et helt tall fra 15 til 480 minutter.');
    const { effectiveWindows: _w, calendarUrl: _u, ...input } = settings;
    const saved = await h.app.inject({ method: 'PUT', url: '/api/admin/bookings/settings', headers: { cookie }, payload: { ...input, slotMinutes: 90 } });
    expect(saved.statusCode).toBe(200);
    const row = await h.orm.em.fork().findOneOrFail(ActivityLog, { label: 'Befaringer' }, { orderBy: { id: 'desc' } });
    expect(row.details).toEqual({ slotMinutes: { from: 60, to: 90 } });
    await h.app.inject({ method: 'PUT', url: '/api/admin/bookings/settings', headers: { cookie }, payload: input });
  });
});

describe('a befaring that has taken place', () => {
  it('cannot be cancelled or moved through the customer link afterwards; the enquiry keeps «Befaring avtalt»', async () => {
    const [slot, later] = (await freeSlots()).slice(-2);
    const enquiry = (await book(slot!.start)).json();
    const { id, token } = await bookingOf(enquiry.id);
    const hourAgo = Date.now() - 3_600_000;
    await h.orm.em.fork().nativeUpdate(InspectionBooking, { id }, { startAt: new Date(hourAgo - 3_600_000), endAt: new Date(hourAgo) });
    for (const [url, payload] of [[`/api/bookings/${token}/cancel`, {}], [`/api/bookings/${token}/move`, { slotStart: later!.start }]] as const) {
      const res = await h.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Befaringen har allerede vært og kan ikke flyttes eller avlyses. Ta kontakt med oss om du vil avtale noe nytt.');
    }
    expect((await bookingOf(enquiry.id)).cancelledAt).toBeNull();
    expect((await h.orm.em.fork().findOneOrFail(Enquiry, enquiry.id)).status).toBe('inspection_booked');
  });
});

describe('retention', () => {
  it('ends the manage link when the enquiry is anonymised', async () => {
    const [slot] = await freeSlots();
    const enquiry = (await book(slot!.start)).json();
    const { token } = await bookingOf(enquiry.id);
    expect((await h.app.inject({ method: 'GET', url: `/api/bookings/${token}` })).statusCode).toBe(200);
    await anonymiseOldEnquiries(h.orm.em.fork(), 1, new Date(Date.now() + 62 * 86_400_000));
    expect((await h.app.inject({ method: 'GET', url: `/api/bookings/${token}` })).statusCode).toBe(404);
    expect((await bookingOf(enquiry.id)).token).toBeNull();
  });
});
