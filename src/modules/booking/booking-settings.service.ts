import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookingSettingsDto, BookingSettingsInput } from '../../shared/schemas/booking';
import { changes, logActivity, type Actor } from '../activity/activity.service';
import { newSecretToken } from '../tokens/link-token';
import { availability, getSettings } from './booking.service';

export const calendarFeedUrl = (origin: string, secret: string) => `${origin}/api/calendar/${secret}.ics`;

export async function readBookingSettings(em: EntityManager, origin: string): Promise<BookingSettingsDto> {
  const s = await getSettings(em);
  const a = await availability(em);
  return {
    windows: s.windows,
    slotMinutes: s.slotMinutes,
    bufferMinutes: s.bufferMinutes,
    minNoticeDays: s.minNoticeDays,
    daysAhead: s.daysAhead,
    blockedDays: s.blockedDays,
    effectiveWindows: a.windows,
    calendarUrl: calendarFeedUrl(origin, s.calendarSecret),
  };
}

/** Saves the availability; the log row names what changed. */
export async function updateBookingSettings(em: EntityManager, input: BookingSettingsInput, actor: Actor, origin: string): Promise<BookingSettingsDto> {
  await em.transactional(async (tx) => {
    const s = await getSettings(tx);
    const before = { windows: s.windows, slotMinutes: s.slotMinutes, bufferMinutes: s.bufferMinutes, minNoticeDays: s.minNoticeDays, daysAhead: s.daysAhead, blockedDays: s.blockedDays };
    const blockedDays = [...new Set(input.blockedDays)].sort();
    const after = { ...input, blockedDays };
    Object.assign(s, after, { updatedAt: new Date() });
    logActivity(tx, actor, { action: 'update', entityType: 'company', entityId: null, label: 'Befaringer', details: changes(before, after) });
  });
  return readBookingSettings(em, origin);
}

/** A new feed secret: the old address stops working at once (404). */
export async function renewCalendarSecret(em: EntityManager, actor: Actor, origin: string): Promise<BookingSettingsDto> {
  await em.transactional(async (tx) => {
    const s = await getSettings(tx);
    s.calendarSecret = newSecretToken();
    s.updatedAt = new Date();
    logActivity(tx, actor, { action: 'update', entityType: 'company', entityId: null, label: 'Befaringer', details: { calendarSecret: { from: 'gammel', to: 'ny' } } });
  });
  return readBookingSettings(em, origin);
}
