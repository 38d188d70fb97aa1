import { describe, expect, it } from 'vitest';
import { toSlotDto } from './booking.service';
import { cachedFreeSlots } from './slot-cache';
import { freeSlots, type Availability } from './slots';

const open = { closed: false, opens: '08:00', closes: '12:00' };
const a: Availability = { windows: Array(7).fill(open), slotMinutes: 60, bufferMinutes: 0, minNoticeDays: 0, daysAhead: 10, blockedDays: [], busyDays: [] };
const direct = (now: Date, taken: Array<{ start: Date; end: Date }>, av = a) =>
  freeSlots(av, { now, days: 11, taken }).map((s) => toSlotDto(s.start, s.end));

describe('cachedFreeSlots', () => {
  it('answers exactly what the computation does, as time passes and bookings and settings change', () => {
    const morning = new Date('2026-12-01T07:30:00+01:00');
    expect(cachedFreeSlots(a, { days: 11 }, [], morning, toSlotDto)).toEqual(direct(morning, []));
    // Later the same day: the slots that have begun are gone, from the same entry.
    const later = new Date('2026-12-01T09:30:00+01:00');
    expect(cachedFreeSlots(a, { days: 11 }, [], later, toSlotDto)).toEqual(direct(later, []));
    // A booking (from any instance: the ranges come from the database) changes the key.
    const taken = [{ start: new Date('2026-12-02T08:00:00+01:00'), end: new Date('2026-12-02T09:00:00+01:00') }];
    const withBooking = cachedFreeSlots(a, { days: 11 }, taken, later, toSlotDto);
    expect(withBooking).toEqual(direct(later, taken));
    expect(withBooking.map((s) => s.start)).not.toContain('2026-12-02T08:00:00+01:00');
    // So does a settings change.
    const longer = { ...a, slotMinutes: 120 };
    expect(cachedFreeSlots(longer, { days: 11 }, taken, later, toSlotDto)).toEqual(direct(later, taken, longer));
  });
});
