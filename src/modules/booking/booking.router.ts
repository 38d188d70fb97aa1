import { z } from 'zod';
import { idParam } from '../../shared/schemas/common';
import {
  adminBookingMoveSchema,
  bookingMoveSchema,
  bookingSchema,
  bookingSettingsInputSchema,
  bookingSettingsSchema,
  bookingTokenSchema,
  busyDayOpenSchema,
  busyDaySchema,
  slotQuerySchema,
  slotSchema,
  upcomingBookingSchema,
  inspectionCreatedSchema,
} from '../../shared/schemas/booking';
import { inspectionSchema } from '../../shared/schemas/enquiry';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { submitOptions } from '../enquiry/enquiry.router';
import { createInspection } from './inspection-request';
import { bookingByToken, bookingOfEnquiry, cancelBooking, keepBooking, listFreeSlots, moveBooking, upcomingBookings } from './booking.service';
import { readBookingSettings, renewCalendarSecret, updateBookingSettings } from './booking-settings.service';
import { setDayOpen, upcomingBusyDays } from './calendar-block';
import { publicOrigin } from '../../http/origin';

const tags = ['Befaring'];
const adminTags = ['Admin: befaringer'];

const noStore = (ctx: { responseHeaders: Record<string, string> }) => {
  ctx.responseHeaders['Cache-Control'] = 'no-store';
};

/** A request for a befaring: a new case, with the picked time booked in its transaction (served as public.enquiries.inspection). */
export const inspectionRequestProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/inspection',
      protect: false,
      tags: ['Henvendelser'],
      summary: 'Bestill befaring',
      description:
        'Høyst ENQUIRY_RATE_LIMIT henvendelser per adresse og time (429 ellers). Med slotStart (en ledig tid fra /inspection/slots) ' +
        'bestilles tiden sammen med henvendelsen, og svaret har booking: { start, end }; en tid som er tatt eller ikke tilbys, gir 409 med nextSlots.',
    },
    successStatus: 201,
  })
  .input(inspectionSchema)
  .output(inspectionCreatedSchema)
  .mutation(({ ctx, input }) => createInspection(ctx.em, input, submitOptions(ctx)));

export const publicBookingRouter = router({
  slots: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/inspection/slots',
        protect: false,
        tags,
        summary: 'Ledige tider for befaring',
        description: 'Ledige tider fra `from` (standard i dag) i `days` dager, innenfor tidsrommet som kan bestilles. Tider i ISO 8601 med norsk tidssone.',
      },
    })
    .input(slotQuerySchema)
    .output(z.array(slotSchema))
    .query(({ ctx, input }) => {
      // Bookings change them at any moment: never from a cache.
      noStore(ctx);
      return listFreeSlots(ctx.em, input);
    }),
  byToken: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/bookings/{token}', protect: false, tags, summary: 'Én bestilt befaring (lenken i kvitteringen)' } })
    .input(bookingTokenSchema)
    .output(bookingSchema)
    .query(({ ctx, input }) => {
      noStore(ctx);
      return bookingByToken(ctx.em, input.token);
    }),
  move: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/bookings/{token}/move', protect: false, tags, summary: 'Flytt befaringen til en annen ledig tid', description: '409 med nextSlots når tiden ikke er ledig.' } })
    .input(bookingMoveSchema)
    .output(bookingSchema)
    .mutation(({ ctx, input }) => {
      noStore(ctx);
      return moveBooking(ctx.em, { token: input.token }, input.slotStart, null, ctx.env);
    }),
  cancel: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/bookings/{token}/cancel', protect: false, tags, summary: 'Avlys befaringen' } })
    .input(bookingTokenSchema)
    .output(bookingSchema)
    .mutation(({ ctx, input }) => {
      noStore(ctx);
      return cancelBooking(ctx.em, { token: input.token }, null, ctx.env);
    }),
});

export const adminBookingRouter = router({
  settings: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/bookings/settings', tags: adminTags, protect: true, summary: 'Tider for befaring' } })
    .input(z.void())
    .output(bookingSettingsSchema)
    .query(({ ctx }) => readBookingSettings(ctx.em, publicOrigin(ctx.req, ctx.env))),
  updateSettings: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/bookings/settings', tags: adminTags, protect: true, summary: 'Endre tider for befaring' } })
    .input(bookingSettingsInputSchema)
    .output(bookingSettingsSchema)
    .mutation(({ ctx, input }) => updateBookingSettings(ctx.em, input, ctx.user, publicOrigin(ctx.req, ctx.env))),
  renewCalendarSecret: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/bookings/calendar-secret', tags: adminTags, protect: true, summary: 'Ny adresse for kalenderabonnementet' } })
    .input(z.void())
    .output(bookingSettingsSchema)
    .mutation(({ ctx }) => renewCalendarSecret(ctx.em, ctx.user, publicOrigin(ctx.req, ctx.env))),
  busyDays: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/bookings/busy-days', tags: adminTags, protect: true, summary: 'Kommende oppdragsdager (ingen befaringer uten at dagen er åpnet)' } })
    .input(z.void())
    .output(z.array(busyDaySchema))
    .query(({ ctx }) => upcomingBusyDays(ctx.em)),
  setDayOpen: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/bookings/busy-days/{day}', tags: adminTags, protect: true, summary: 'Åpne en oppdragsdag for befaring, eller steng den igjen' } })
    .input(busyDayOpenSchema)
    .output(z.array(busyDaySchema))
    .mutation(({ ctx, input }) => setDayOpen(ctx.em, input.day, input.open, ctx.user)),
  upcoming: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/bookings/upcoming', tags: adminTags, protect: true, summary: 'Kommende befaringer' } })
    .input(z.void())
    .output(z.array(upcomingBookingSchema))
    .query(({ ctx }) => upcomingBookings(ctx.em)),
  ofEnquiry: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/contact-submissions/{id}/booking', tags: adminTags, protect: true, summary: 'Befaringen til en henvendelse' } })
    .input(idParam)
    .output(bookingSchema.nullable())
    .query(({ ctx, input }) => bookingOfEnquiry(ctx.em, input.id)),
  move: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/bookings/{id}/move', tags: adminTags, protect: true, summary: 'Flytt en befaring' } })
    .input(adminBookingMoveSchema)
    .output(bookingSchema)
    .mutation(({ ctx, input }) => moveBooking(ctx.em, { id: input.id }, input.slotStart, ctx.user, ctx.env)),
  cancel: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/bookings/{id}/cancel', tags: adminTags, protect: true, summary: 'Avlys en befaring' } })
    .input(idParam)
    .output(bookingSchema)
    .mutation(({ ctx, input }) => cancelBooking(ctx.em, { id: input.id }, ctx.user, ctx.env)),
  keep: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/bookings/{id}/keep',
        tags: adminTags,
        protect: true,
        summary: 'Behold en befaring saken har gått forbi',
        description: 'For en befaring som fortsatt er booket etter at tilbudet er akseptert: den blir stående, og påminnelsen går ut som vanlig. 409 for andre befaringer.',
      },
    })
    .input(idParam)
    .output(bookingSchema)
    .mutation(({ ctx, input }) => keepBooking(ctx.em, input.id, ctx.user)),
});
