import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { DateTime } from 'luxon';
import { messages } from '../../shared/messages';
import type { BookingDto, SlotDto } from '../../shared/schemas/booking';
import { logActivity, type Actor } from '../activity/activity.service';
import { newSecretToken } from '../tokens/link-token';
import { companySeed } from '../../seeders/company';
import { Company } from '../company/company.entity';
import { COMPANY_ID } from '../company/company.service';
import { transition, transitionFrom } from '../enquiry/case';
import type { Enquiry } from '../enquiry/enquiry.entity';
import { BookingSettings, InspectionBooking } from './booking.entity';
import { befaringPastItsCase } from './booking-state';
import { queueBookingMails, type BookingChange, type BookingMailSettings } from './booking-mail.service';
import { SlotConflict, SlotUnavailable, isOverlap } from './slot-conflict';
import { freeSlots, isoOslo, tooClose, ZONE, type Availability, type Range } from './slots';
import { busyDays } from './calendar-block';
import { cachedFreeSlots } from './slot-cache';

const SETTINGS_ID = 1;
/** The advisory lock key that serialises booking changes (any fixed number; this is «befa» in ASCII). */
const BOOKING_LOCK = 0x62656661;

/** The settings row: one, made with its defaults and a feed secret by migration Migration20261129130000. */
export async function getSettings(em: EntityManager): Promise<BookingSettings> {
  return em.findOneOrFail(BookingSettings, SETTINGS_ID);
}

/** The settings in force: the owner's windows, or the company's opening hours when none are set. */
export async function availability(em: EntityManager, now = new Date()): Promise<Availability> {
  const s = await getSettings(em);
  // One query at a time: this also runs inside a booking's transaction, on its one connection.
  const windows = s.windows ?? ((await em.findOne(Company, COMPANY_ID))?.openingHours ?? companySeed.openingHours);
  const today = DateTime.fromJSDate(now, { zone: ZONE });
  const busy = await busyDays(em, today.toISODate()!, today.plus({ days: s.daysAhead }).toISODate()!);
  return { windows, slotMinutes: s.slotMinutes, bufferMinutes: s.bufferMinutes, minNoticeDays: s.minNoticeDays, daysAhead: s.daysAhead, blockedDays: s.blockedDays, busyDays: busy };
}

async function takenRanges(em: EntityManager, now: Date, exceptId?: number): Promise<Range[]> {
  const rows = await em.find(InspectionBooking, { cancelledAt: null, endAt: { $gt: now }, ...(exceptId ? { id: { $ne: exceptId } } : {}) });
  return rows.map((b) => ({ start: b.startAt, end: b.endAt }));
}

export const toSlotDto = (start: Date | DateTime, end: Date | DateTime): SlotDto => ({ start: isoOslo(start), end: isoOslo(end) });

export type SlotQuery = { from?: string; days?: number };

/** Free slots for the form: `days` days from `from` (default: from today), at most the bookable range. */
export async function listFreeSlots(em: EntityManager, q: SlotQuery, now = new Date()): Promise<SlotDto[]> {
  const a = await availability(em, now);
  // Remembered per day, settings and bookings (slot-cache.ts): a repeat costs two small queries.
  return cachedFreeSlots(a, { from: q.from, days: q.days ?? a.daysAhead + 1 }, await takenRanges(em, now), now, toSlotDto);
}

/** The next few free slots after a refused one, for the 409 answer. */
export async function nextFreeSlots(em: EntityManager, now = new Date(), count = 5): Promise<SlotDto[]> {
  return (await listFreeSlots(em.fork(), {}, now)).slice(0, count);
}

/**
 * The slot starting at `slotStart` if it is offered and free (ignoring the booking `exceptId` being moved).
 * Throws SlotUnavailable otherwise; the exclusion constraint still decides between simultaneous bookers.
 */
async function offeredSlot(em: EntityManager, slotStart: string, now: Date, exceptId?: number): Promise<{ start: Date; end: Date }> {
  const start = DateTime.fromISO(slotStart, { setZone: true });
  if (!start.isValid) throw new SlotUnavailable('not_offered');
  // One booking change at a time: the travel buffer is not in the exclusion constraint, so two
  // bookings close together would otherwise both pass the check below.
  await em.execute('select pg_advisory_xact_lock(?)', [BOOKING_LOCK]);
  const a = await availability(em, now);
  const day = start.setZone(ZONE).toISODate()!;
  const offered = freeSlots(a, { now, from: day, days: 1, taken: [] }).find((s) => s.start.toMillis() === start.toMillis());
  if (!offered) throw new SlotUnavailable('not_offered');
  const taken = await takenRanges(em, now, exceptId);
  if (taken.some((r) => r.start < offered.end.toJSDate() && offered.start.toJSDate() < r.end)) throw new SlotUnavailable('taken');
  if (taken.some((r) => tooClose(offered, r, a.bufferMinutes))) throw new SlotUnavailable('too_close');
  return { start: offered.start.toJSDate(), end: offered.end.toJSDate() };
}

/**
 * Runs a booking change; a slot refused before the insert, or by the exclusion constraint at it,
 * answers 409 with the next free slots (read after the failed transaction has rolled back).
 */
export async function withSlotConflict<T>(em: EntityManager, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const reason = error instanceof SlotUnavailable ? error.reason : isOverlap(error) ? 'taken' : null;
    if (!reason) throw error;
    const message = reason === 'taken' ? messages.slotTaken : reason === 'too_close' ? messages.slotTooClose : messages.slotNotOffered;
    throw new TRPCError({ code: 'CONFLICT', message, cause: new SlotConflict(message, await nextFreeSlots(em)) });
  }
}

/** A booking change on its case's log (a status change it causes is logged by the case). */
const logBooking = (tx: EntityManager, actor: Actor, b: InspectionBooking, from: string | null, to: string | null) =>
  logActivity(tx, actor, { action: 'update', entityType: 'case', entityId: b.enquiry.id, label: b.enquiry.reference, details: { booking: { from, to } } });

/** Books a slot for a new inspection request, inside its transaction; the enquiry becomes «Befaring avtalt». */
export async function bookForEnquiry(tx: EntityManager, enquiry: Enquiry, slotStart: string, settings: BookingMailSettings, now = new Date()): Promise<SlotDto> {
  const slot = await offeredSlot(tx, slotStart, now);
  const booking = tx.create(InspectionBooking, { enquiry, startAt: slot.start, endAt: slot.end, token: newSecretToken(), cancelledAt: null, reminderSentAt: null });
  transition(tx, enquiry, 'inspection_booked', null);
  await tx.flush();
  logBooking(tx, null, booking, null, isoOslo(slot.start));
  await queueBookingMails(tx, booking, 'booked', settings);
  return toSlotDto(slot.start, slot.end);
}

export function toBookingDto(b: InspectionBooking): BookingDto {
  return {
    id: b.id,
    enquiryId: b.enquiry.id,
    reference: b.enquiry.reference,
    start: isoOslo(b.startAt),
    end: isoOslo(b.endAt),
    address: b.enquiry.address,
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    pastItsCase: befaringPastItsCase(b),
    keptAt: b.keptAt?.toISOString() ?? null,
  };
}

/** The owner keeps a befaring the case has moved past: it stays, and its reminder goes out as for any other. */
export async function keepBooking(em: EntityManager, id: number, actor: Actor): Promise<BookingDto> {
  return em.transactional(async (tx) => {
    const b = await lockBooking(tx, { id });
    if (!befaringPastItsCase(b)) throw new TRPCError({ code: 'CONFLICT', message: messages.bookingNotPastCase });
    if (!b.keptAt) {
      b.keptAt = new Date();
      logActivity(tx, actor, { action: 'update', entityType: 'case', entityId: b.enquiry.id, label: b.enquiry.reference, details: { befaringKept: { to: b.keptAt.toISOString() } } });
      await tx.flush();
    }
    return toBookingDto(b);
  });
}

type Target = { token: string } | { id: number };

async function lockBooking(tx: EntityManager, target: Target): Promise<InspectionBooking> {
  const where = 'token' in target ? { token: target.token } : { id: target.id };
  const b = await tx.findOne(InspectionBooking, where, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!b) throw new TRPCError({ code: 'NOT_FOUND', message: messages.bookingNotFound });
  await tx.populate(b, ['enquiry']);
  return b;
}

/**
 * The customer's link moves or cancels only a befaring still to come: one that has taken place
 * would otherwise be «cancelled» afterwards, mailed as such and its enquiry set back to «Ny».
 * The owner can still change it from the enquiry.
 */
function assertCustomerMayChange(b: InspectionBooking, target: Target, now: Date): void {
  if ('token' in target && b.startAt <= now) throw new TRPCError({ code: 'CONFLICT', message: messages.bookingPast });
}

export async function bookingByToken(em: EntityManager, token: string): Promise<BookingDto> {
  const b = await em.findOne(InspectionBooking, { token }, { populate: ['enquiry'] });
  if (!b) throw new TRPCError({ code: 'NOT_FOUND', message: messages.bookingNotFound });
  return toBookingDto(b);
}

/** Moves a live booking to another free slot: the same invite with a higher SEQUENCE, a new reminder. */
export function moveBooking(em: EntityManager, target: Target, slotStart: string, actor: Actor, settings: BookingMailSettings, now = new Date()): Promise<BookingDto> {
  return withSlotConflict(em, () =>
    em.transactional(async (tx) => {
      const b = await lockBooking(tx, target);
      if (b.cancelledAt) throw new TRPCError({ code: 'CONFLICT', message: messages.bookingCancelled });
      assertCustomerMayChange(b, target, now);
      const slot = await offeredSlot(tx, slotStart, now, b.id);
      const from = isoOslo(b.startAt);
      const previous = { start: b.startAt, end: b.endAt };
      b.startAt = slot.start;
      b.endAt = slot.end;
      b.sequence += 1;
      b.reminderSentAt = null;
      await tx.flush();
      logBooking(tx, actor, b, from, isoOslo(slot.start));
      await queueBookingMails(tx, b, 'moved', settings, previous);
      return toBookingDto(b);
    }),
  );
}

/** Cancels a booking: its slot is free again, both sides get METHOD:CANCEL. */
export function cancelBooking(em: EntityManager, target: Target, actor: Actor, settings: BookingMailSettings, now = new Date()): Promise<BookingDto> {
  return em.transactional(async (tx) => {
    const b = await lockBooking(tx, target);
    if (b.cancelledAt) return toBookingDto(b);
    assertCustomerMayChange(b, target, now);
    b.cancelledAt = new Date();
    b.sequence += 1;
    // Back to Ny only while the befaring was where the case stood; a case that moved on stays.
    transitionFrom(tx, b.enquiry, ['inspection_booked'], 'new', actor, 'Befaringen er avlyst');
    await tx.flush();
    logBooking(tx, actor, b, isoOslo(b.startAt), null);
    await queueBookingMails(tx, b, 'cancelled' satisfies BookingChange, settings);
    return toBookingDto(b);
  });
}

/** The booking of one enquiry (live or cancelled), for the enquiry view. */
export async function bookingOfEnquiry(em: EntityManager, enquiryId: number): Promise<BookingDto | null> {
  const b = await em.findOne(InspectionBooking, { enquiry: enquiryId }, { populate: ['enquiry'] });
  return b ? toBookingDto(b) : null;
}

/** Coming live befaringer, soonest first, for the dashboard. */
export async function upcomingBookings(em: EntityManager, now = new Date(), limit = 10) {
  const rows = await em.find(InspectionBooking, { cancelledAt: null, endAt: { $gt: now } }, { populate: ['enquiry'], orderBy: { startAt: 'asc' }, limit });
  return rows.map((b) => ({ ...toBookingDto(b), name: b.enquiry.name }));
}
