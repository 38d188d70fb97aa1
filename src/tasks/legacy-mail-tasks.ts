import type { MikroORM } from '@mikro-orm/postgresql';
import type { Task, TaskList } from 'graphile-worker';
import { InspectionBooking } from '../modules/booking/booking.entity';
import { bookingOutboxKinds, type BookingChange } from '../modules/booking/booking-mail.service';
import { queueMail, type MailSettings } from '../modules/outbox/outbox.service';
import { Quote } from '../modules/quote/quote.entity';
import { quoteMailKinds, quoteOutboxKinds, type QuoteMailKind } from '../modules/quote/quote.mail';

// Tasks queued before every mail became a row of the outbox, and still waiting at the switch (an
// upgrade while a mail was queued or being retried). Each is turned into an outbox row, keyed by the
// old task so a repeated run finds the row it made, and sent by the outbox like any other mail.
// Enquiry mails kept their ids when enquiry_mail became outbox_mail, so their old task is the new one
// under its old name. Remove this file once no installation can hold such tasks.

export const LEGACY_ENQUIRY_MAIL_TASK = 'send_enquiry_mail';
export const LEGACY_BOOKING_MAIL_TASK = 'send_booking_mail';
export const LEGACY_QUOTE_MAIL_TASK = 'send_quote_mail';

type Deps = { orm: MikroORM; settings: MailSettings; sendMail: Task };

const legacyKey = (job: { key: string | null; id: string }) => `legacy:${job.key ?? job.id}`;

export function legacyMailTasks(deps: Deps): TaskList {
  return {
    [LEGACY_ENQUIRY_MAIL_TASK]: deps.sendMail,
    [LEGACY_BOOKING_MAIL_TASK]: async (payload, helpers) => {
      const { bookingId, change, to, previous } = payload as { bookingId?: unknown; change?: BookingChange; to?: unknown; previous?: { start: string; end: string } };
      if (typeof bookingId !== 'number' || !change || !(change in bookingOutboxKinds) || (to !== 'customer' && to !== 'company')) return;
      await deps.orm.em.fork().transactional(async (tx) => {
        const b = await tx.findOne(InspectionBooking, bookingId, { populate: ['enquiry'] });
        if (!b) return;
        const data = { bookingId, ...(previous ? { previous } : {}) };
        await queueMail(tx, { caseId: b.enquiry.id, kind: bookingOutboxKinds[change], audience: to, to: b.enquiry.email, data, dedupeKey: legacyKey(helpers.job) }, deps.settings);
      });
    },
    [LEGACY_QUOTE_MAIL_TASK]: async (payload, helpers) => {
      const { quoteId, kind } = payload as { quoteId?: unknown; kind?: unknown };
      if (typeof quoteId !== 'number' || !quoteMailKinds.includes(kind as QuoteMailKind)) return;
      const [mailKind, audience] = quoteOutboxKinds[kind as QuoteMailKind];
      await deps.orm.em.fork().transactional(async (tx) => {
        const q = await tx.findOne(Quote, quoteId, { populate: ['enquiry'] });
        if (!q) return;
        await queueMail(tx, { caseId: q.enquiry.id, kind: mailKind, audience, to: q.enquiry.email, data: { quoteId }, dedupeKey: legacyKey(helpers.job) }, deps.settings);
      });
    },
  };
}
