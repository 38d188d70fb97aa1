import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { DateTime } from 'luxon';
import { isCalendarDate, todayInOslo } from '../../shared/dates';
import { messages } from '../../shared/messages';
import type { BusyDayDto } from '../../shared/schemas/booking';
import { logActivity, type Actor } from '../activity/activity.service';
import type { Enquiry } from '../enquiry/enquiry.entity';
import { CalendarBlock } from './calendar-block.entity';
import { ZONE } from './slots';

// Days the owner is busy elsewhere (a job's planned days), owned by booking so that the job module
// can block befaringer without booking importing it. Slots are worked out from the rows themselves
// (availability() reads them on every call, and slot-cache.ts keys on what it read), so a change on
// any instance is seen by the next slot list on every instance; nothing needs to be told.

export type CalendarBlockInput = {
  /** yyyy-MM-dd, first and last day (inclusive), Europe/Oslo. */
  startDate: string;
  endDate: string;
  /** What the owner's calendar feed shows, e.g. «Oppdrag SK-2026-0001 – Kari Nordmann». */
  title: string;
  location?: string | null;
  enquiry?: Enquiry | null;
};

/** Opened days that no block covers any more open nothing; dropped so a later block on that day blocks it. */
const pruneOpenedDays = (tx: EntityManager) =>
  tx.execute(`delete from booking_opened_day o where not exists (select 1 from calendar_block b where o.day between b.start_date and b.end_date)`);

/**
 * Blocks the days `startDate`–`endDate` for the source `key` (e.g. `job:12`): inserts the block, or
 * updates the one with that key (raising its SEQUENCE when anything changed). Runs in the caller's
 * transaction, so the block comes and goes with the caller's own change.
 */
export async function setCalendarBlock(tx: EntityManager, key: string, block: CalendarBlockInput): Promise<void> {
  if (!isCalendarDate(block.startDate) || !isCalendarDate(block.endDate) || block.endDate < block.startDate) {
    throw new Error(`Calendar block ${key}: invalid days ${block.startDate}–${block.endDate}`);
  }
  await tx.execute(
    `insert into calendar_block (source_key, start_date, end_date, title, location, enquiry_id, sequence, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, 0, now(), now())
     on conflict (source_key) do update set start_date = excluded.start_date, end_date = excluded.end_date, title = excluded.title,
       location = excluded.location, enquiry_id = excluded.enquiry_id, sequence = calendar_block.sequence + 1, updated_at = now()
     where (calendar_block.start_date, calendar_block.end_date, calendar_block.title, calendar_block.location, calendar_block.enquiry_id)
       is distinct from (excluded.start_date, excluded.end_date, excluded.title, excluded.location, excluded.enquiry_id)`,
    [key, block.startDate, block.endDate, block.title, block.location ?? null, block.enquiry?.id ?? null],
  );
  await pruneOpenedDays(tx);
}

/** Removes the block of `key` (if any): its days are free for befaringer again and it leaves the feed. */
export async function clearCalendarBlock(tx: EntityManager, key: string): Promise<void> {
  await tx.execute(`delete from calendar_block where source_key = ?`, [key]);
  await pruneOpenedDays(tx);
}

const iso = (d: DateTime) => d.toISODate()!;

/**
 * The blocked days from `first` to `last` (yyyy-MM-dd) that the owner has not opened, sorted: the
 * days without befaring slots. One query, run on every slot list.
 */
export async function busyDays(em: EntityManager, first: string, last: string): Promise<string[]> {
  const rows = await em.execute<Array<{ day: string }>>(
    `select to_char(d, 'YYYY-MM-DD') as day
       from calendar_block b, generate_series(greatest(b.start_date, ?::date), least(b.end_date, ?::date), interval '1 day') d
      where b.end_date >= ?::date and b.start_date <= ?::date
     except select to_char(day, 'YYYY-MM-DD') from booking_opened_day
     order by 1`,
    [first, last, first, last],
  );
  return rows.map((r) => r.day);
}

/** How far ahead the owner's list of busy days reaches. */
const LIST_DAYS = 366;

/** The coming blocked days (today on), each with what blocks it and whether the owner opened it. */
export async function upcomingBusyDays(em: EntityManager, now = new Date()): Promise<BusyDayDto[]> {
  const first = todayInOslo(now);
  const last = iso(DateTime.fromISO(first, { zone: ZONE }).plus({ days: LIST_DAYS }));
  const rows = await em.execute<Array<{ day: string; titles: string[]; open: boolean }>>(
    `select to_char(d, 'YYYY-MM-DD') as day, array_agg(b.title order by b.start_date, b.id) as titles,
            exists (select 1 from booking_opened_day o where o.day = d::date) as open
       from calendar_block b, generate_series(greatest(b.start_date, ?::date), least(b.end_date, ?::date), interval '1 day') d
      where b.end_date >= ?::date and b.start_date <= ?::date
      group by d order by d`,
    [first, last, first, last],
  );
  return rows.map((r) => ({ day: r.day, titles: r.titles, open: r.open }));
}

/**
 * Opens a blocked day for befaringer («Åpne for befaring»), or closes it again («Steng igjen»). Only a
 * coming day that a block covers can be opened; closing a day that is not open changes nothing.
 */
export async function setDayOpen(em: EntityManager, day: string, open: boolean, actor: Actor, now = new Date()): Promise<BusyDayDto[]> {
  await em.transactional(async (tx) => {
    if (open) {
      const [covered] = await tx.execute<Array<{ n: number }>>(
        `select count(*)::int as n from calendar_block where ?::date between start_date and end_date`,
        [day],
      );
      if (!covered?.n || day < todayInOslo(now)) throw new TRPCError({ code: 'BAD_REQUEST', message: messages.dayNotBusy });
      const inserted = await tx.execute<Array<{ day: string }>>(`insert into booking_opened_day (day, opened_at) values (?, now()) on conflict (day) do nothing returning day`, [day]);
      if (inserted.length) logActivity(tx, actor, { action: 'update', entityType: 'company', entityId: null, label: 'Befaringer', details: { openedDay: { from: null, to: day } } });
    } else {
      const deleted = await tx.execute<Array<{ day: string }>>(`delete from booking_opened_day where day = ? returning day`, [day]);
      if (deleted.length) logActivity(tx, actor, { action: 'update', entityType: 'company', entityId: null, label: 'Befaringer', details: { openedDay: { from: day, to: null } } });
    }
  });
  return upcomingBusyDays(em, now);
}

/** The blocks for the owner's feed: those that end on or after `since` (yyyy-MM-dd), soonest first. */
export function feedBlocks(em: EntityManager, since: string): Promise<CalendarBlock[]> {
  return em.find(CalendarBlock, { endDate: { $gte: since } }, { orderBy: { startDate: 'asc', id: 'asc' } });
}
