import Holidays from 'date-holidays';
import { DateTime } from 'luxon';
import type { BookingWindow } from './booking.entity';

export const ZONE = 'Europe/Oslo';

export type Availability = {
  /** Seven windows, Monday first. */
  windows: BookingWindow[];
  slotMinutes: number;
  bufferMinutes: number;
  minNoticeDays: number;
  daysAhead: number;
  blockedDays: string[];
  /** Days blocked by a job (calendar-block.ts) and not opened by the owner: no slots, yet working days for the notice. */
  busyDays: string[];
};

export type Range = { start: Date; end: Date };
export type Slot = { start: DateTime; end: DateTime };

const holidays = new Holidays('NO');
const holidayCache = new Map<number, Set<string>>();

/** The Norwegian public holidays (helligdager) of a year as yyyy-MM-dd in Oslo. */
export function publicHolidays(year: number): Set<string> {
  let days = holidayCache.get(year);
  if (!days) {
    days = new Set(
      holidays
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => DateTime.fromJSDate(h.start, { zone: ZONE }).toISODate()!),
    );
    holidayCache.set(year, days);
  }
  return days;
}

const windowOf = (a: Availability, day: DateTime) => a.windows[day.weekday - 1];

/** A day with a window that is neither a public holiday nor blocked by the owner. */
export function isOpenDay(a: Availability, day: DateTime): boolean {
  const w = windowOf(a, day);
  const iso = day.toISODate()!;
  return !!w && !w.closed && !publicHolidays(day.year).has(iso) && !a.blockedDays.includes(iso);
}

/**
 * The first and last day that can be booked from `now`: `minNoticeDays` open days after today
 * (0 = today, later than now), and at most `daysAhead` calendar days after today.
 */
export function bookableDays(a: Availability, now: Date): { first: DateTime; last: DateTime } {
  const today = DateTime.fromJSDate(now, { zone: ZONE }).startOf('day');
  let first = today;
  for (let n = 0; n < a.minNoticeDays; ) {
    first = first.plus({ days: 1 });
    if (isOpenDay(a, first)) n++;
    // Nothing open within a year: no day is bookable.
    if (first.diff(today, 'days').days > 366) break;
  }
  return { first, last: today.plus({ days: a.daysAhead }) };
}

/**
 * The slots of one day: from the window's opening, one slot after another (with the buffer between)
 * while a slot ends by the closing time. Counted in real minutes from the opening instant, so a
 * window across a daylight-saving change has as many slots as it has hours.
 */
export function daySlots(a: Availability, day: DateTime): Slot[] {
  const w = windowOf(a, day);
  if (!w || !isOpenDay(a, day) || a.busyDays.includes(day.toISODate()!)) return [];
  const at = (hhmm: string) => {
    const [hour, minute] = hhmm.split(':').map(Number);
    return day.set({ hour, minute, second: 0, millisecond: 0 });
  };
  const close = at(w.closes);
  const slots: Slot[] = [];
  for (let start = at(w.opens); ; ) {
    const end = start.plus({ minutes: a.slotMinutes });
    if (end > close) break;
    slots.push({ start, end });
    start = end.plus({ minutes: a.bufferMinutes });
  }
  return slots;
}

/**
 * Whether a slot comes within `bufferMinutes` (travel time) of a taken range: it may start no sooner
 * than the buffer after the range ends, and must end at least the buffer before it starts.
 */
export const tooClose = (s: { start: DateTime | Date; end: DateTime | Date }, r: Range, bufferMinutes: number) => {
  const gap = bufferMinutes * 60_000;
  return s.start.valueOf() < r.end.getTime() + gap && r.start.getTime() - gap < s.end.valueOf();
};

/**
 * Free slots from the day `from` (yyyy-MM-dd, default today) for `days` days, inside the bookable
 * range, later than now and clear of every taken range.
 */
export function freeSlots(a: Availability, opts: { now: Date; from?: string; days: number; taken: Range[] }): Slot[] {
  const { first, last } = bookableDays(a, opts.now);
  const start = opts.from ? DateTime.fromISO(opts.from, { zone: ZONE }) : first;
  const out: Slot[] = [];
  for (let i = 0; i < opts.days; i++) {
    const day = start.plus({ days: i });
    if (day < first) continue;
    if (day > last) break;
    for (const s of daySlots(a, day)) {
      if (s.start.toMillis() > opts.now.getTime() && !opts.taken.some((r) => tooClose(s, r, a.bufferMinutes))) out.push(s);
    }
  }
  return out;
}

/** ISO 8601 with the Oslo offset, to the minute: 2026-12-01T08:00:00+01:00. */
export const isoOslo = (d: DateTime | Date) =>
  (d instanceof Date ? DateTime.fromJSDate(d) : d).setZone(ZONE).toISO({ suppressMilliseconds: true, includeOffset: true })!;
