import { timingSafeEqual } from 'node:crypto';
import type { FileRoute } from '../../http/file-routes';
import { linkOrigin, publicOrigin } from '../../http/origin';
import { messages } from '../../shared/messages';
import { caseUrl } from '../outbox/mail-text';
import { InspectionBooking } from './booking.entity';
import { getSettings } from './booking.service';
import { bookingFeed } from './ics';
import { feedBlocks } from './calendar-block';
import { todayInOslo } from '../../shared/dates';

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * GET /api/calendar/{secret}.ics: the owner's befaringer and job days for a phone's calendar subscription. The
 * secret is the only key (a calendar app cannot log in); a wrong or renewed one answers 404.
 */
export const bookingFileRoutes: FileRoute[] = [
  {
    method: 'GET',
    url: '/api/calendar/:file',
    access: 'link',
    doc: {
      tag: 'Admin: befaringer',
      summary: 'Kalenderabonnementet: befaringer og arbeidsdager som iCalendar (filen er hemmeligheten fra innstillingene, med .ics)',
      description: 'En ukjent eller fornyet hemmelighet svarer 404.',
      answer: { files: ['text/calendar'] },
    },
    handler: async ({ req, reply, em, env }) => {
      const file = (req.params as { file: string }).file;
      const secret = file.endsWith('.ics') ? file.slice(0, -4) : '';
      const settings = await getSettings(em);
      if (!secret || !same(secret, settings.calendarSecret)) return reply.code(404).send({ message: messages.notFound });
      // The last 30 days and everything ahead: enough to look back on last month's befaringer.
      const since = new Date(Date.now() - 30 * 86_400_000);
      const bookings = await em.find(InspectionBooking, { cancelledAt: null, endAt: { $gt: since } }, { populate: ['enquiry'], orderBy: { startAt: 'asc' } });
      const blocks = await feedBlocks(em, todayInOslo(since));
      const origin = publicOrigin(req, env);
      // The UIDs' domain is the configured origin's, as in the mailed invites, so an event is one entry in both.
      return reply.type('text/calendar; charset=utf-8').send(bookingFeed(bookings, linkOrigin(env), (id) => caseUrl(origin, id), blocks));
    },
  },
];
