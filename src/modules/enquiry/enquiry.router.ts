import { z } from 'zod';
import { idParam } from '../../shared/schemas/common';
import {
  contactSchema,
  enquiryCreatedSchema,
  enquiryDetailSchema,
  enquiryListQuerySchema,
  enquiryMailSchema,
  enquirySchema,
  inspectionSchema,
} from '../../shared/schemas/enquiry';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { resendMail } from '../mail/mail.service';
import { createContact, createInspection, enquiryDetail, listEnquiries } from './enquiry.service';

const tags = ['Henvendelser'];
const adminTags = ['Admin: henvendelser'];

export const publicEnquiryRouter = router({
  contact: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/contact', tags, summary: 'Send en melding' }, successStatus: 201 })
    .input(contactSchema)
    .output(enquiryCreatedSchema)
    .mutation(({ ctx, input }) => createContact(ctx.em, input, ctx.env)),
  inspection: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/inspection', tags, summary: 'Bestill befaring' }, successStatus: 201 })
    .input(inspectionSchema)
    .output(enquiryCreatedSchema)
    .mutation(({ ctx, input }) => createInspection(ctx.em, input, ctx.env)),
});

export const adminEnquiryRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/contact-submissions',
        tags: adminTags,
        protect: true,
        description: 'Nyeste først. Med q: bare henvendelser der referansenummeret inneholder q (f.eks. SK-2026-0042 eller 0042).',
      },
    })
    .input(enquiryListQuerySchema)
    .output(z.array(enquirySchema))
    .query(({ ctx, input }) => listEnquiries(ctx.em, input)),
  byId: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/contact-submissions/{id}', tags: adminTags, protect: true, summary: 'Én henvendelse med e-postene om den' } })
    .input(idParam)
    .output(enquiryDetailSchema)
    .query(({ ctx, input }) => enquiryDetail(ctx.em, input.id)),
  resendMail: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/admin/enquiry-mails/{id}/resend', tags: adminTags, protect: true, summary: 'Send en e-post som har feilet, på nytt' },
    })
    .input(idParam)
    .output(enquiryMailSchema)
    .mutation(({ ctx, input }) => resendMail(ctx.em, input.id, ctx.user, ctx.env)),
});
