import { z } from 'zod';
import { contactSchema, enquiryCreatedSchema, enquirySchema, inspectionSchema } from '../../shared/schemas/enquiry';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { createContact, createInspection, listEnquiries } from './enquiry.service';

const tags = ['Henvendelser'];

export const publicEnquiryRouter = router({
  contact: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/contact', tags, summary: 'Send en melding' }, successStatus: 201 })
    .input(contactSchema)
    .output(enquiryCreatedSchema)
    .mutation(({ ctx, input }) => createContact(ctx.em, input)),
  inspection: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/inspection', tags, summary: 'Bestill befaring' }, successStatus: 201 })
    .input(inspectionSchema)
    .output(enquiryCreatedSchema)
    .mutation(({ ctx, input }) => createInspection(ctx.em, input)),
});

export const adminEnquiryRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/contact-submissions', tags: ['Admin: henvendelser'], protect: true } })
    .input(z.void())
    .output(z.array(enquirySchema))
    .query(({ ctx }) => listEnquiries(ctx.em)),
});
