import { LockMode } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Task } from 'graphile-worker';
import { DateTime } from 'luxon';
import type { Env } from '../../env';
import { addJob } from '../../jobs/queue';
import { getCompany } from '../company/company.service';
import { adminEnquiryUrl } from '../mail/mail.render';
import { companyInbox, sender, type MailSettings } from '../mail/mail.service';
import type { MailTransport } from '../mail/transport';
import { InspectionBooking } from './booking.entity';
import { renderBookingMail, type BookingChange, type BookingRecipient } from './booking-mail.render';
import { bookingInvite } from './ics';
import { inviteParts } from './invite-mail';
import { ZONE } from './slots';

export type { BookingChange } from './booking-mail.render';
export type BookingMailSettings = MailSettings & Pick<Env, 'BOOKING_REMINDER_HOUR'>;

export const SEND_BOOKING_MAIL_TASK = 'send_booking_mail';
export const BOOKING_REMINDER_TASK = 'booking_reminder';

/** The day before the befaring at BOOKING_REMINDER_HOUR, Oslo time. */
export function reminderTime(start: Date, hour: number): Date {
  return DateTime.fromJSDate(start, { zone: ZONE }).startOf('day').minus({ days: 1 }).set({ hour }).toJSDate();
}

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
  for (const to of ['customer', 'company'] satisfies BookingRecipient[]) {
    await addJob(tx, SEND_BOOKING_MAIL_TASK, { bookingId: b.id, change, to, previous: before }, { jobKey: `booking_mail:${b.id}:${b.sequence}:${to}`, maxAttempts: settings.MAIL_MAX_ATTEMPTS });
  }
  if (change !== 'cancelled') {
    await addJob(tx, BOOKING_REMINDER_TASK, { bookingId: b.id }, { jobKey: `booking_reminder:${b.id}`, runAt: reminderTime(b.startAt, settings.BOOKING_REMINDER_HOUR), maxAttempts: settings.MAIL_MAX_ATTEMPTS });
  }
}

export type BookingMailDeps = {
  orm: MikroORM;
  transport: MailTransport;
  settings: BookingMailSettings;
  origin: string;
  log: { info: (msg: string) => void };
};

type Previous = { start: Date; end: Date } | null;

async function send(deps: BookingMailDeps, em: EntityManager, b: InspectionBooking, change: BookingChange, to: BookingRecipient, previous: Previous = null): Promise<void> {
  const company = await getCompany(em);
  const manageUrl = b.token ? `${deps.origin}/befaring/${b.token}` : null;
  const rendered = renderBookingMail(b, change, to, { company, manageUrl, bookUrl: `${deps.origin}/contact?tab=inspection`, adminUrl: adminEnquiryUrl(deps.origin, b.enquiry.id), previous });
  const customer = to === 'customer';
  const recipient = customer ? b.enquiry.email : companyInbox(deps.settings, company);
  const from = sender(deps.settings, company);
  // The same domain as the enquiry's own mails: the sender's.
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  const result = await deps.transport.send({
    from,
    to: recipient,
    replyTo: customer ? companyInbox(deps.settings, company) : { name: b.enquiry.name, address: b.enquiry.email },
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    messageId: `<${b.enquiry.reference}.booking-${b.id}.${change}.${b.sequence}.${to}@${domain}>`,
    headers: { 'X-Skarpjern-Reference': b.enquiry.reference },
    // The invite rides as a text/calendar part with its METHOD, which calendar clients act on.
    ...(change === 'reminder' ? {} : inviteParts('befaring.ics', bookingInvite(b, company, deps.origin, customer ? b.enquiry.email : undefined))),
  });
  // The reference and the kind only: the subject and the address are personal data.
  deps.log.info(`[mail] booking ${change} (${to}) for ${b.enquiry.reference}${result.file ? ` written to ${result.file}` : ' sent'}`);
}

/** Sends one booking mail, from the booking as it is now; an anonymised enquiry gets nothing. */
export function sendBookingMailTask(deps: BookingMailDeps): Task {
  return async (payload) => {
    const { bookingId, change, to, previous } = payload as { bookingId?: number; change?: BookingChange; to?: BookingRecipient; previous?: { start: string; end: string } };
    if (typeof bookingId !== 'number' || !change || (to !== 'customer' && to !== 'company')) return;
    const em = deps.orm.em.fork();
    const b = await em.findOne(InspectionBooking, bookingId, { populate: ['enquiry'] });
    if (!b || b.enquiry.anonymisedAt) return;
    await send(deps, em, b, change, to, previous ? { start: new Date(previous.start), end: new Date(previous.end) } : null);
  };
}

/**
 * The customer's reminder, sent once: the booking row is locked while it is sent and marked, so a
 * second run (another instance, a repeated job) finds it marked and sends nothing.
 */
export function bookingReminderTask(deps: BookingMailDeps): Task {
  return async (payload) => {
    const bookingId = (payload as { bookingId?: unknown }).bookingId;
    if (typeof bookingId !== 'number') return;
    await deps.orm.em.fork().transactional(async (tx) => {
      const b = await tx.findOne(InspectionBooking, bookingId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!b || b.cancelledAt || b.reminderSentAt || b.startAt <= new Date()) return;
      await tx.populate(b, ['enquiry']);
      if (b.enquiry.anonymisedAt) return;
      await send(deps, tx, b, 'reminder', 'customer');
      b.reminderSentAt = new Date();
    });
  };
}
