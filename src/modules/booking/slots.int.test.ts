import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seeders/database-seeder';
import type { BookingSettingsInput } from '../../shared/schemas/booking';
import { createHarness, type Harness } from '../../test/harness';
import { listFreeSlots } from './booking.service';
import { updateBookingSettings } from './booking-settings.service';

// Free slots from the availability settings, at fixed moments: Oslo windows, public holidays,
// blocked days, minimum notice, the booking horizon, buffers and both daylight-saving Sundays.

let h: Harness;
const defaults: BookingSettingsInput = { windows: null, slotMinutes: 60, bufferMinutes: 0, minNoticeDays: 1, daysAhead: 21, blockedDays: [] };
const set = (patch: Partial<BookingSettingsInput>) => updateBookingSettings(h.orm.em.fork(), { ...defaults, ...patch }, null, 'http://localhost:3000');
const slots = (from: string, days: number, now: string) => listFreeSlots(h.orm.em.fork(), { from, days }, new Date(now));
const starts = async (from: string, days: number, now: string) => (await slots(from, days, now)).map((s) => s.start);
const daysOf = (list: string[]) => [...new Set(list.map((s) => s.slice(0, 10)))];

const open = { closed: false, opens: '08:00', closes: '16:00' };
const shut = { closed: true, opens: '08:00', closes: '16:00' };
const sundayNight = [shut, shut, shut, shut, shut, shut, { closed: false, opens: '01:00', closes: '05:00' }];

beforeAll(async () => {
  h = await createHarness();
  await seedDatabase(h.orm.em.fork());
});
beforeEach(() => set({}));
afterAll(() => h?.close());

describe('free slots', () => {
  it('follow the opening hours (Mon–Fri 08–16) in hour slots from the next working day, with the Oslo offset', async () => {
    // Tuesday 12 May 2026, 10:00 in Oslo: today is not bookable; Thursday 14 May is Kristi himmelfartsdag.
    const list = await slots('2026-05-12', 6, '2026-05-12T08:00:00Z');
    expect(daysOf(list.map((s) => s.start))).toEqual(['2026-05-13', '2026-05-15']);
    const wednesday = list.filter((s) => s.start.startsWith('2026-05-13'));
    expect(wednesday.map((s) => s.start.slice(11))).toEqual(['08', '09', '10', '11', '12', '13', '14', '15'].map((hh) => `${hh}:00:00+02:00`));
    expect(wednesday[0]).toEqual({ start: '2026-05-13T08:00:00+02:00', end: '2026-05-13T09:00:00+02:00' });
  });

  it('skip the Easter holidays and count the minimum notice in working days', async () => {
    // Wednesday 1 April 2026: Skjærtorsdag, Langfredag and Andre påskedag are closed, so the next working day is Tuesday 7 April.
    expect(daysOf(await starts('2026-04-01', 7, '2026-04-01T09:00:00Z'))).toEqual(['2026-04-07']);
    await set({ minNoticeDays: 2 });
    expect(daysOf(await starts('2026-04-01', 8, '2026-04-01T09:00:00Z'))).toEqual(['2026-04-08']);
    // No notice: today's slots that have not begun (10:00 in Oslo is 08:00Z).
    await set({ minNoticeDays: 0 });
    expect((await starts('2026-04-01', 1, '2026-04-01T08:00:00Z'))[0]).toBe('2026-04-01T11:00:00+02:00');
  });

  it('leave out blocked days and days past the horizon', async () => {
    await set({ blockedDays: ['2026-05-15'], daysAhead: 10 });
    // From Tuesday 12 May: 13 May, not 14 (holiday) or 15 (blocked), 18–22 May, nothing after Friday 22 May.
    expect(daysOf(await starts('2026-05-12', 30, '2026-05-12T08:00:00Z'))).toEqual(['2026-05-13', '2026-05-18', '2026-05-19', '2026-05-20', '2026-05-21', '2026-05-22']);
  });

  it('put the buffer between slots and keep every slot inside the window', async () => {
    await set({ bufferMinutes: 30, windows: [open, shut, shut, shut, shut, shut, shut] });
    const monday = await starts('2026-05-18', 1, '2026-05-12T08:00:00Z');
    expect(monday.map((s) => s.slice(11, 16))).toEqual(['08:00', '09:30', '11:00', '12:30', '14:00']);
  });

  it('count real hours across the spring change (last Sunday of March: 02:00 does not exist)', async () => {
    await set({ windows: sundayNight, minNoticeDays: 0 });
    const list = await slots('2026-03-29', 1, '2026-03-20T12:00:00Z');
    expect(list).toEqual([
      { start: '2026-03-29T01:00:00+01:00', end: '2026-03-29T03:00:00+02:00' },
      { start: '2026-03-29T03:00:00+02:00', end: '2026-03-29T04:00:00+02:00' },
      { start: '2026-03-29T04:00:00+02:00', end: '2026-03-29T05:00:00+02:00' },
    ]);
  });

  it('count real hours across the autumn change (last Sunday of October: 02:00 comes twice)', async () => {
    await set({ windows: sundayNight, minNoticeDays: 0 });
    expect(await starts('2026-10-25', 1, '2026-10-20T12:00:00Z')).toEqual([
      '2026-10-25T01:00:00+02:00',
      '2026-10-25T02:00:00+02:00',
      '2026-10-25T02:00:00+01:00',
      '2026-10-25T03:00:00+01:00',
      '2026-10-25T04:00:00+01:00',
    ]);
    // The Monday after is in winter time.
    await set({});
    expect((await starts('2026-10-26', 1, '2026-10-20T12:00:00Z'))[0]).toBe('2026-10-26T08:00:00+01:00');
  });

  it('answer 400 with a Norwegian message for a day that does not exist or a count out of range', async () => {
    for (const [query, message] of [
      ['from=2026-13-45', 'Datoen (from) finnes ikke. Skriv en gyldig dato som ÅÅÅÅ-MM-DD.'],
      ['days=9999', 'Antall dager (days) må være et helt tall fra 1 til 62.'],
      ['days=0', 'Antall dager (days) må være et helt tall fra 1 til 62.'],
      ['days=tre', 'Antall dager (days) må være et helt tall fra 1 til 62.'],
    ]) {
      const res = await h.app.inject({ method: 'GET', url: `/api/inspection/slots?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
    expect((await h.app.inject({ method: 'GET', url: '/api/inspection/slots?from=2026-05-12&days=62' })).statusCode).toBe(200);
  });
});
