import { LockMode } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Task } from 'graphile-worker';
import { DateTime } from 'luxon';
import type { Env } from '../../env';
import type { MailAudience, MailKind } from '../../shared/domain';
import { messages } from '../../shared/messages';
import { addTask } from '../../tasks/queue';
import { caseUrl } from '../outbox/mail-text';
import type { OutboxMail } from '../outbox/outbox.entity';
import { queueMail, type MailSettings } from '../outbox/outbox.service';
import type { MailRenderer, MailRenderers } from '../outbox/outbox.worker';
import { InspectionBooking } from './booking.entity';
import { befaringPastItsCase } from './booking-state';
import { formatBookingTime, renderBookingMail, type BookingChange } from './booking-mail.render';
import { bookingInvite } from './ics';
import { inviteParts } from './invite-mail';
import { ZONE } from './slots';

export type { BookingChange } from './booking-mail.render';
export type BookingMailSettings = MailSettings & Pick<Env, 'BOOKING_REMINDER_HOUR'>;

export const BOOKING_REMINDER_TASK = 'booking_reminder';

export const bookingOutboxKinds = { booked: 'inspection_booked', moved: 'inspection_moved', cancelled: 'inspection_cancelled', reminder: 'inspection_reminder' } as const satisfies Record<BookingChange, MailKind>;

/** The day before the befaring at BOOKING_REMINDER_HOUR, Oslo time. */
export function reminderTime(start: Date, hour: number): Date {
  return DateTime.fromJSDate(start, { zone: ZONE }).startOf('day').minus({ days: 1 }).set({ hour }).toJSDate();
}

const queueBookingMail = (tx: EntityManager, b: InspectionBooking, change: BookingChange, to: MailAudience, settings: MailSettings, previous?: { start: string; end: string }) =>
  queueMail(
    tx,
    {
      caseId: b.enquiry.id,
      kind: bookingOutboxKinds[change],
      audience: to,
      to: b.enquiry.email,
      data: { bookingId: b.id, ...(previous ? { previous } : {}) },
      // One mail per change of the booking (its SEQUENCE) and recipient.
      dedupeKey: `booking:${b.id}:${b.sequence}:${change}:${to}`,
    },
    settings,
  );

/**
 * Queues the mails of a booking change to both sides, in the change's transaction, and (re)schedules
 * the reminder: its job key is per booking, so a move replaces the waiting reminder.
 */
export async function queueBookingMails(
  tx: EntityManager,
  b: InspectionBooking,
  change: Exclude<BookingChange, 'reminder'>,
  settings: BookingMailSettings,
  /** The time before a move: the mail is rendered later, from the booking as it is then. */
  previous?: { start: Date; end: Date },
): Promise<void> {
  const before = previous ? { start: previous.start.toISOString(), end: previous.end.toISOString() } : undefined;
  for (const to of ['customer', 'company'] as const) await queueBookingMail(tx, b, change, to, settings, before);
  if (change !== 'cancelled') {
    await addTask(tx, BOOKING_REMINDER_TASK, { bookingId: b.id }, { jobKey: `booking_reminder:${b.id}`, runAt: reminderTime(b.startAt, settings.BOOKING_REMINDER_HOUR), maxAttempts: settings.MAIL_MAX_ATTEMPTS });
  }
}

/** The booking a mail is about, with its case; null once the case is anonymised (its link is gone). */
async function bookingOf(mail: OutboxMail, em: EntityManager): Promise<InspectionBooking | null> {
  const id = mail.data?.bookingId;
  const b = typeof id === 'number' ? await em.findOne(InspectionBooking, id, { populate: ['enquiry'] }) : null;
  return b && !b.enquiry.anonymisedAt ? b : null;
}

function renderer(change: BookingChange): MailRenderer {
  return async (mail, { em, company, origin }) => {
    const b = await bookingOf(mail, em);
    if (!b) return { skip: messages.mailCaseGone };
    const customer = mail.audience === 'customer';
    const previous = mail.data?.previous ? { start: new Date(mail.data.previous.start), end: new Date(mail.data.previous.end) } : null;
    const rendered = renderBookingMail(b, change, mail.audience, {
      company,
      manageUrl: b.token ? `${origin}/befaring/${b.token}` : null,
      bookUrl: `${origin}/contact?tab=inspection`,
      adminUrl: caseUrl(origin, b.enquiry.id),
      previous,
    });
    return {
      reference: b.enquiry.reference,
      ...rendered,
      replyTo: customer ? undefined : { name: b.enquiry.name, address: b.enquiry.email },
      // The invite rides as a text/calendar part with its METHOD, which calendar clients act on.
      ...(change === 'reminder' ? {} : inviteParts('befaring.ics', bookingInvite(b, company, origin, customer ? b.enquiry.email : undefined))),
    };
  };
}

export const bookingMailRenderers: Pick<MailRenderers, 'inspection_booked' | 'inspection_moved' | 'inspection_cancelled' | 'inspection_reminder'> = {
  inspection_booked: renderer('booked'),
  inspection_moved: renderer('moved'),
  inspection_cancelled: renderer('cancelled'),
  inspection_reminder: renderer('reminder'),
};

/** The booked befaring of a case as text («tirsdag 1. desember 2026 kl. 08:00–09:00»), for the enquiry's own mails. */
export async function bookedTimeOf(em: EntityManager, caseId: number): Promise<string | null> {
  const b = await em.findOne(InspectionBooking, { enquiry: caseId, cancelledAt: null });
  return b ? formatBookingTime(b.startAt, b.endAt) : null;
}

/**
 * The customer's reminder, queued once: the booking row is locked while the mail is queued and the
 * booking marked, so a second run (another instance, a repeated job) finds it marked and queues nothing.
 */
export function bookingReminderTask(deps: { orm: MikroORM; settings: MailSettings }): Task {
  return async (payload) => {
    const bookingId = (payload as { bookingId?: unknown }).bookingId;
    if (typeof bookingId !== 'number') return;
    await deps.orm.em.fork().transactional(async (tx) => {
      const b = await tx.findOne(InspectionBooking, bookingId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!b || b.cancelledAt || b.reminderSentAt || b.startAt <= new Date()) return;
      await tx.populate(b, ['enquiry']);
      if (b.enquiry.anonymisedAt) return;
      // Not for a case that has moved on (lost, spam) or past the befaring, unless the owner kept it.
      if (b.enquiry.status === 'lost' || b.enquiry.status === 'spam' || (befaringPastItsCase(b) && !b.keptAt)) return;
      b.reminderSentAt = new Date();
      await queueBookingMail(tx, b, 'reminder', 'customer', deps.settings);
    });
  };
}
