// The invite a booking mail carries: every calendar part is text/calendar (the alternative and the
// befaring.ics attachment), and the event's UID is at the configured public origin's domain.
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { createTransport } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import type { InspectionBooking } from './booking.entity';
import { bookingInvite, bookingUid } from './ics';
import { inviteParts } from './invite-mail';

const booking = (cancelled = false) =>
  ({
    id: 7,
    token: 'hemmelig-token-som-ikke-skal-med',
    createdAt: new Date('2026-11-20T10:00:00Z'),
    startAt: new Date('2026-12-03T09:00:00Z'),
    endAt: new Date('2026-12-03T10:00:00Z'),
    sequence: cancelled ? 1 : 0,
    cancelledAt: cancelled ? new Date() : null,
    enquiry: { reference: 'SK-2026-0007', address: 'Fjordgata 1, 7010 Trondheim', email: 'kunde@example.no' },
  }) as unknown as InspectionBooking;

const company = { name: 'Skarpjern Snekker AS', email: 'post@skarpjern.no' };
const ORIGIN = 'https://www.skarpjern.no';

async function composed(b: InspectionBooking) {
  // nodemailer's stream transport builds the message in memory, as the SMTP transport would send it.
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail({
    from: 'post@skarpjern.no',
    to: 'kunde@example.no',
    subject: 'Befaring',
    text: 'Befaring avtalt',
    html: '<p>Befaring avtalt</p>',
    ...inviteParts('befaring.ics', bookingInvite(b, company, ORIGIN, 'kunde@example.no')),
  });
  return { raw: (info.message as Buffer).toString('utf8'), parsed: await simpleParser(info.message as Buffer) };
}

describe('the invite in a booking mail', () => {
  it.each([false, true])('is text/calendar both as the alternative and as befaring.ics (cancelled: %s)', async (cancelled) => {
    const { raw, parsed } = await composed(booking(cancelled));
    const parts = parsed.attachments.filter((a) => a.contentType.includes('calendar') || a.contentType.includes('ics') || a.filename?.endsWith('.ics'));
    expect(parts.map((p) => p.contentType)).toEqual(['text/calendar', 'text/calendar']);
    expect(parts.map((p) => p.filename)).toContain('befaring.ics');
    expect(raw).not.toMatch(/application\/ics/i);
    const method = cancelled ? 'CANCEL' : 'REQUEST';
    for (const p of parts) expect(p.headers.get('content-type')).toMatchObject({ value: 'text/calendar', params: { charset: 'utf-8', method } });
  });

  it('names the event by a UID at the configured origin’s domain, the same in every mail of the booking', async () => {
    const uid = (await composed(booking())).parsed.attachments.map((a) => new ICAL.Component(ICAL.parse(a.content.toString('utf8'))).getFirstSubcomponent('vevent')!.getFirstPropertyValue('uid'));
    expect(uid[0]).toMatch(/^[A-Za-z0-9_-]{32}@www\.skarpjern\.no$/);
    expect(uid[1]).toBe(uid[0]);
    expect(bookingUid(booking(true), ORIGIN)).toBe(uid[0]);
    expect(uid[0]).not.toContain('hemmelig');
  });
});
