import { z } from 'zod';
import { idParam } from '../../shared/schemas/common';
import {
  contactSchema,
  enquiryCountsSchema,
  enquiryCreatedSchema,
  enquiryDetailSchema,
  enquiryListQuerySchema,
  enquiryNoteInputSchema,
  enquiryNoteSchema,
  enquiryPageQuerySchema,
  enquiryPageSchema,
  enquirySchema,
  enquiryStatusUpdateSchema,
  formTokenSchema,
  privacyFactsSchema,
} from '../../shared/schemas/enquiry';
import { outboxMailSchema } from '../../shared/schemas/outbox';
import type { Context } from '../../trpc/context';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { resendMail } from '../outbox/outbox.service';
import { createContact, formToken, type SubmitOptions } from './enquiry.service';
import {
  addEnquiryNote,
  deleteAllSpam,
  deleteEnquiry,
  enquiryCounts,
  enquiryDetail,
  enquiryPage,
  listEnquiries,
  setEnquiryStatus,
} from './inbox.service';

const tags = ['Henvendelser'];
const adminTags = ['Admin: henvendelser'];

export const submitOptions = (ctx: Context): SubmitOptions => ({ env: ctx.env, ip: ctx.req.ip, formSecret: ctx.formSecret });

/** The public procedures of a case; the befaring request (booking/) joins them under the same name in trpc/root.ts. */
export const publicEnquiryProcedures = {
  formToken: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/form-token',
        protect: false,
        tags,
        summary: 'Tidsstempel for skjemaene',
        description:
          'Et signert tidspunkt for når skjemaet ble vist. Sendes med som formToken; valgfritt for andre klienter. ' +
          'Et skjema sendt før minFillSeconds har gått, avvises med 400; et token eldre enn et døgn teller som intet token.',
      },
    })
    .input(z.void())
    .output(formTokenSchema)
    .query(({ ctx }) => {
      // Every form gets its own stamp: never from a cache.
      ctx.responseHeaders['Cache-Control'] = 'no-store';
      return formToken(ctx.formSecret, ctx.env.ENQUIRY_MIN_FILL_SECONDS);
    }),
  privacy: publicProcedure
    .meta({ publicCache: true, openapi: { method: 'GET', path: '/privacy', protect: false, tags, summary: 'Hvor lenge henvendelser lagres (for personvernerklæringen)' } })
    .input(z.void())
    .output(privacyFactsSchema)
    .query(({ ctx }) => ({ retentionMonths: ctx.env.ENQUIRY_RETENTION_MONTHS })),
  contact: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/contact',
        protect: false,
        tags,
        summary: 'Send en melding',
        description: 'Høyst ENQUIRY_RATE_LIMIT henvendelser per adresse og time (429 ellers).',
      },
      successStatus: 201,
    })
    .input(contactSchema)
    .output(enquiryCreatedSchema)
    .mutation(({ ctx, input }) => createContact(ctx.em, input, submitOptions(ctx))),
};

const itemPath = '/admin/contact-submissions/{id}';

export const adminEnquiryRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/contact-submissions',
        summary: 'Henvendelser',
        tags: adminTags,
        protect: true,
        description:
          'Nyeste først. Uten status: alt unntatt spam (status=all gir alt). q søker i navn, e-post, telefon, adresse, melding og referansenummer. ' +
          'Høyst limit (standard 50, maks 500) fra offset; totalt antall treff står i headeren X-Total-Count.',
      },
    })
    .input(enquiryListQuerySchema)
    .output(z.array(enquirySchema))
    .query(async ({ ctx, input }) => {
      const { items, total } = await listEnquiries(ctx.em, input);
      ctx.responseHeaders['X-Total-Count'] = String(total);
      return items;
    }),
  page: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/contact-submissions/page', tags: adminTags, protect: true, summary: 'Én side av innboksen, med totalt antall' } })
    .input(enquiryPageQuerySchema)
    .output(enquiryPageSchema)
    .query(({ ctx, input }) => enquiryPage(ctx.em, input)),
  counts: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/contact-submissions/counts', tags: adminTags, protect: true, summary: 'Antall henvendelser per status (nye, spam)' } })
    .input(z.void())
    .output(enquiryCountsSchema)
    .query(({ ctx }) => enquiryCounts(ctx.em)),
  deleteSpam: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/contact-submissions/delete-spam', tags: adminTags, protect: true, summary: 'Slett all spam' } })
    .input(z.void())
    .output(z.object({ deleted: z.number().int() }))
    .mutation(({ ctx }) => deleteAllSpam(ctx.em, ctx.user)),
  byId: adminProcedure
    .meta({ openapi: { method: 'GET', path: itemPath, tags: adminTags, protect: true, summary: 'Én henvendelse med e-postene og notatene' } })
    .input(idParam)
    .output(enquiryDetailSchema)
    .query(({ ctx, input }) => enquiryDetail(ctx.em, input.id)),
  setStatus: adminProcedure
    .meta({ openapi: { method: 'PATCH', path: itemPath, tags: adminTags, protect: true, summary: 'Endre status' } })
    .input(enquiryStatusUpdateSchema)
    .output(enquirySchema)
    .mutation(({ ctx, input }) => setEnquiryStatus(ctx.em, input.id, input.status, ctx.user, ctx.env)),
  delete: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: itemPath, tags: adminTags, protect: true, summary: 'Slett henvendelsen med notater og e-poster' } })
    .input(idParam)
    .output(z.void())
    .mutation(({ ctx, input }) => deleteEnquiry(ctx.em, input.id, ctx.user)),
  addNote: adminProcedure
    .meta({ openapi: { method: 'POST', path: `${itemPath}/notes`, tags: adminTags, protect: true, summary: 'Legg til et internt notat' }, successStatus: 201 })
    .input(enquiryNoteInputSchema)
    .output(enquiryNoteSchema)
    .mutation(({ ctx, input }) => addEnquiryNote(ctx.em, input.id, input.text, ctx.user)),
  resendMail: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/admin/enquiry-mails/{id}/resend', tags: adminTags, protect: true, summary: 'Send en e-post som har feilet, på nytt' },
    })
    .input(idParam)
    .output(outboxMailSchema)
    .mutation(({ ctx, input }) => resendMail(ctx.em, input.id, ctx.user, ctx.env)),
});
