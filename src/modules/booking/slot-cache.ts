import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import type { SlotDto } from '../../shared/schemas/booking';
import { freeSlots, ZONE, type Availability, type Range } from './slots';

/**
 * The free-slot computation, remembered. Working out a month of slots (opening hours, holidays, buffers,
 * in Oslo time) is the expensive part of GET /api/inspection/slots; a batch of 150 of them kept both
 * instances busy for seconds. The result depends only on the settings, the booked ranges, the query and
 * today's date (the passing of time within a day only drops slots that have begun, applied on the way
 * out). Each answer is kept under a key made of exactly those inputs, read from PostgreSQL on every call,
 * so a booking, a move, a cancellation or a settings change on any instance makes a new key at once: no
 * invalidation message is needed and no instance can serve slots from before the change.
 */
const MAX_ENTRIES = 200;
const entries = new Map<string, Array<{ startMs: number; slot: SlotDto }>>();

export function cachedFreeSlots(
  a: Availability,
  q: { from?: string; days: number },
  taken: Range[],
  now: Date,
  toDto: (start: DateTime, end: DateTime) => SlotDto,
): SlotDto[] {
  const today = DateTime.fromJSDate(now, { zone: ZONE }).toISODate();
  const booked = taken.map((r) => [r.start.getTime(), r.end.getTime()]).sort((x, y) => x[0]! - y[0]!);
  const key = createHash('sha256').update(JSON.stringify([today, q.from ?? null, q.days, a, booked])).digest('base64url');
  let slots = entries.get(key);
  if (slots) {
    // Most recently used last, so the oldest go first.
    entries.delete(key);
  } else {
    // Computed for the start of today; slots that have begun by `now` are dropped below.
    const startOfDay = DateTime.fromJSDate(now, { zone: ZONE }).startOf('day').toJSDate();
    slots = freeSlots(a, { now: startOfDay, from: q.from, days: q.days, taken }).map((s) => ({ startMs: s.start.toMillis(), slot: toDto(s.start, s.end) }));
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  }
  entries.set(key, slots);
  const at = now.getTime();
  return slots.filter((s) => s.startMs > at).map((s) => s.slot);
}
