import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { Env } from '../../env';
import { configuredOrigin, publicOrigin } from '../../http/origin';
import { messages } from '../../shared/messages';
import { adminEnquiryUrl } from '../mail/mail.render';
import { InspectionBooking } from './booking.entity';
import { getSettings } from './booking.service';
import { bookingFeed } from './ics';

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * GET /api/calendar/{secret}.ics: the owner's befaringer for a phone's calendar subscription. The
 * secret is the only key (a calendar app cannot log in); a wrong or renewed one answers 404.
 */
export function registerCalendarFeed(api: FastifyInstance, deps: { orm: MikroORM; env: Env }): void {
  api.get<{ Params: { file: string } }>('/api/calendar/:file', async (req, reply) => {
    void reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    const em = deps.orm.em.fork();
    const secret = req.params.file.endsWith('.ics') ? req.params.file.slice(0, -4) : '';
    const settings = await getSettings(em);
    if (!secret || !same(secret, settings.calendarSecret)) return reply.code(404).send({ message: messages.notFound });
    // The last 30 days and everything ahead: enough to look back on last month's befaringer.
    const since = new Date(Date.now() - 30 * 86_400_000);
    const bookings = await em.find(InspectionBooking, { cancelledAt: null, endAt: { $gt: since } }, { populate: ['enquiry'], orderBy: { startAt: 'asc' } });
    const origin = publicOrigin(req, deps.env);
    // The UIDs' domain is the configured origin's, as in the mailed invites, so an event is one entry in both.
    return reply.type('text/calendar; charset=utf-8').send(bookingFeed(bookings, configuredOrigin(deps.env), (id) => adminEnquiryUrl(origin, id)));
  });
}
