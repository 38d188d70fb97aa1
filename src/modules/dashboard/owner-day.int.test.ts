import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerDay } from '../../shared/schemas/dashboard';
import { createHarness, loginCookie, type Harness } from '../../test/harness';
import { InspectionBooking } from '../booking/booking.entity';
import { Enquiry } from '../enquiry/enquiry.entity';
import { ChangeOrder, Job } from '../job/job.entity';
import { OutboxMail } from '../outbox/outbox.entity';
import { Quote } from '../quote/quote.entity';
import { Review } from '../review/review.entity';
import { nextWorkingDay, ownerDay } from './owner-day.service';

// The owner's day on a phone: today's and the next working day's befaringer and job days (Oslo time),
// then what waits for the owner, the oldest first. The cases are written straight to the database, at
// fixed times around a Friday, so the weekend lies between today and the next working day.

let h: Harness;
// Friday 14 June 2030, 07:30 in Oslo (05:30 UTC, summer time). The next working day is Monday the 17th.
const NOW = new Date('2030-06-14T05:30:00Z');
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

let ref = 0;
function enquiry(em: ReturnType<Harness['orm']['em']['fork']>, name: string, fields: Partial<Enquiry> = {}): Enquiry {
  return em.create(Enquiry, {
    reference: `SK-2030-${++ref}`,
    type: 'inspection',
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.no`,
    phone: '+47 912 34 567',
    message: 'Ny terrasse.',
    address: `${name}s vei 1, 7011 Trondheim`,
    projectType: 'terrace',
    estimate: null,
    createdAt: at('2030-05-01T08:00:00Z'),
    status: 'contacted',
    ...fields,
  });
}

let tokenNo = 0;
const token = () => `tok${String(++tokenNo).padStart(20, '0')}`;

function quote(em: ReturnType<Harness['orm']['em']['fork']>, e: Enquiry, fields: Partial<Quote> = {}): Quote {
  return em.create(Quote, { enquiry: e, version: 1, token: token(), priceType: 'fixed', lines: [{ text: 'Terrasse', quantity: 1, unit: 'stk', unitPrice: 100_000 }], validUntil: '2030-07-01', ...fields });
}

describe('the owner’s day', () => {
  it('finds the next working day across weekends and public holidays', () => {
    expect(nextWorkingDay('2030-06-14')).toBe('2030-06-17'); // Friday → Monday
    expect(nextWorkingDay('2030-06-17')).toBe('2030-06-18');
    expect(nextWorkingDay('2030-12-24')).toBe('2030-12-27'); // Christmas Day and Boxing Day are holidays
    expect(nextWorkingDay('2030-04-30')).toBe('2030-05-02'); // 1 May
  });

  it('lists today’s and Monday’s befaringer and job days, in Oslo time, with address and phone', async () => {
    const em = h.orm.em.fork();
    // A befaring at 08:00 Oslo today, one cancelled today, one on Saturday, one on Monday at 09:00.
    const kari = enquiry(em, 'Kari Nordmann', { status: 'inspection_booked' });
    em.create(InspectionBooking, { enquiry: kari, startAt: at('2030-06-14T06:00:00Z'), endAt: at('2030-06-14T07:00:00Z'), token: token() });
    const gone = enquiry(em, 'Avlyst Person');
    em.create(InspectionBooking, { enquiry: gone, startAt: at('2030-06-14T10:00:00Z'), endAt: at('2030-06-14T11:00:00Z'), token: token(), cancelledAt: at('2030-06-10T10:00:00Z') });
    const saturday = enquiry(em, 'Lørdag Person');
    em.create(InspectionBooking, { enquiry: saturday, startAt: at('2030-06-15T08:00:00Z'), endAt: at('2030-06-15T09:00:00Z'), token: token() });
    // 23:30 on Sunday in UTC is 01:30 on Monday in Oslo: it belongs to Monday.
    const monday = enquiry(em, 'Mandag Person');
    em.create(InspectionBooking, { enquiry: monday, startAt: at('2030-06-16T23:30:00Z'), endAt: at('2030-06-17T00:30:00Z'), token: token() });
    // A job over today and the weekend (in progress), one that starts Monday (planned), one done and one cancelled over today.
    const ola = enquiry(em, 'Ola Hansen', { status: 'in_progress' });
    em.create(Job, { enquiry: ola, quote: quote(em, ola, { status: 'accepted' }), startDate: '2030-06-13', endDate: '2030-06-16' });
    const per = enquiry(em, 'Per Berg', { status: 'planned' });
    em.create(Job, { enquiry: per, quote: quote(em, per, { status: 'accepted' }), startDate: '2030-06-17', endDate: '2030-06-18' });
    const done = enquiry(em, 'Ferdig Person', { status: 'done' });
    em.create(Job, { enquiry: done, quote: quote(em, done, { status: 'accepted' }), startDate: '2030-06-12', endDate: '2030-06-14' });
    const off = enquiry(em, 'Avlyst Jobb', { status: 'won' });
    em.create(Job, { enquiry: off, quote: quote(em, off, { status: 'accepted' }), startDate: '2030-06-14', endDate: '2030-06-14', cancelledAt: at('2030-06-01T10:00:00Z') });
    await em.flush();

    const day = await ownerDay(h.orm.em.fork(), NOW);
    expect(day.today).toBe('2030-06-14');
    expect(day.nextWorkingDay).toBe('2030-06-17');
    expect(day.days.map((d) => d.date)).toEqual(['2030-06-14', '2030-06-17']);
    const [today, next] = day.days;
    expect(today!.items).toEqual([
      { kind: 'befaring', caseId: kari.id, reference: kari.reference, name: 'Kari Nordmann', address: 'Kari Nordmanns vei 1, 7011 Trondheim', phone: '+47 912 34 567', startAt: '2030-06-14T06:00:00.000Z', endAt: '2030-06-14T07:00:00.000Z' },
      { kind: 'job', caseId: ola.id, reference: ola.reference, name: 'Ola Hansen', address: 'Ola Hansens vei 1, 7011 Trondheim', phone: '+47 912 34 567', startDate: '2030-06-13', endDate: '2030-06-16' },
    ]);
    expect(next!.items.map((i) => [i.kind, i.name])).toEqual([
      ['befaring', 'Mandag Person'],
      ['job', 'Per Berg'],
    ]);
  });

  it('lists what waits for the owner, the oldest first, and leaves out what is answered', async () => {
    const em = h.orm.em.fork();
    // A new enquiry from 10 June, a review sent on 3 June, a change order sent on 5 June, a failed mail
    // last tried on 12 June, a quote sent on 1 June that runs out on Sunday.
    const fresh = enquiry(em, 'Ny Kunde', { status: 'new', type: 'contact', address: null, projectType: null, createdAt: at('2030-06-10T09:00:00Z') });
    const reviewed = enquiry(em, 'Glad Kunde', { status: 'handed_over' });
    em.create(Review, { enquiry: reviewed, token: token(), status: 'unseen', handedOverAt: at('2030-05-20T10:00:00Z'), requestDueAt: at('2030-05-27T10:00:00Z'), rating: 5, text: 'Flott!', nameStyle: 'initials', shownName: 'Glad K.', submittedAt: at('2030-06-03T12:00:00Z') });
    const changing = enquiry(em, 'Endring Kunde', { status: 'in_progress' });
    const job = em.create(Job, { enquiry: changing, quote: quote(em, changing, { status: 'accepted' }), startDate: '2030-06-03', endDate: '2030-06-07' });
    em.create(ChangeOrder, { job, number: 1, kind: 'extra', reason: 'Mer', lines: [], status: 'draft' });
    em.create(ChangeOrder, { job, number: 2, kind: 'extra', reason: 'Enda mer', lines: [], status: 'sent', sentAt: at('2030-06-05T10:00:00Z') });
    const mailed = enquiry(em, 'Post Kunde');
    await em.flush();
    em.create(OutboxMail, { caseId: mailed.id, kind: 'enquiry_receipt', audience: 'customer', recipient: 'post@example.no', status: 'failed', attempts: 5, lastAttemptAt: at('2030-06-12T10:00:00Z'), createdAt: at('2030-06-12T09:00:00Z') });
    const quoted = enquiry(em, 'Tilbud Kunde', { status: 'quote_sent' });
    quote(em, quoted, { status: 'viewed', sentAt: at('2030-06-01T08:00:00Z'), validUntil: '2030-06-16' });
    // Not waiting: a quote that runs out in a month, one already out, and a seen review.
    const later = enquiry(em, 'Senere Kunde', { status: 'quote_sent' });
    quote(em, later, { status: 'sent', sentAt: at('2030-05-01T08:00:00Z'), validUntil: '2030-07-14' });
    const expired = enquiry(em, 'Utløpt Kunde', { status: 'quote_sent' });
    quote(em, expired, { status: 'sent', sentAt: at('2030-05-01T08:00:00Z'), validUntil: '2030-06-13' });
    const seen = enquiry(em, 'Sett Kunde', { status: 'handed_over' });
    em.create(Review, { enquiry: seen, token: token(), status: 'published', handedOverAt: at('2030-05-20T10:00:00Z'), requestDueAt: at('2030-05-27T10:00:00Z'), rating: 4, text: 'Bra', nameStyle: 'initials', shownName: 'Sett K.', submittedAt: at('2030-05-30T12:00:00Z'), seenAt: at('2030-05-31T12:00:00Z'), publishedAt: at('2030-05-31T12:00:00Z') });
    await em.flush();

    const day = await ownerDay(h.orm.em.fork(), NOW);
    expect(day.waiting.map((w) => [w.kind, w.name])).toEqual([
      ['quote_expiring', 'Tilbud Kunde'],
      ['review', 'Glad Kunde'],
      ['change_order', 'Endring Kunde'],
      ['new_enquiry', 'Ny Kunde'],
      ['failed_mail', 'Post Kunde'],
    ]);
    expect(day.waitingTotal).toBe(5);
    expect(day.waiting.map((w) => w.what)).toEqual([
      'Tilbud versjon 1 gjelder til 16. juni 2030',
      'Ny omtale, 5 av 5 stjerner',
      'Endring 2 venter på kundens svar',
      'Ny melding',
      'Kvittering til kunden kom ikke frem',
    ]);
    expect(day.waiting.find((w) => w.kind === 'failed_mail')?.mailId).toEqual(expect.any(Number));
    expect(day.waiting.find((w) => w.kind === 'new_enquiry')?.caseId).toBe(fresh.id);
  });

  it('is the admin’s only, over REST as over tRPC', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/admin/dashboard/day' })).statusCode).toBe(401);
    const res = await h.app.inject({ method: 'GET', url: '/api/admin/dashboard/day', headers: { cookie: await loginCookie(h.app) } });
    expect(res.statusCode).toBe(200);
    const day = res.json<OwnerDay>();
    expect(day.days).toHaveLength(2);
    expect(day.days[0]!.date).toBe(day.today);
  });
});
