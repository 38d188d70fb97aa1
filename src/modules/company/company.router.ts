import { z } from 'zod';
import { idParam } from '../../shared/schemas/common';
import {
  companyPublicSchema,
  companyReadinessSchema,
  companyRecordSchema,
  companyUpdateSchema,
  faqInputSchema,
  faqSchema,
  faqUpdateSchema,
  teamMemberInputSchema,
  teamMemberSchema,
  teamMemberUpdateSchema,
} from '../../shared/schemas/company';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import {
  createFaq,
  createTeamMember,
  deleteFaq,
  deleteTeamMember,
  listFaq,
  listTeam,
  updateFaq,
  updateTeamMember,
} from './company-lists.service';
import { companyReadiness, getCompany, getCompanyRecord, updateCompany } from './company.service';

export const publicCompanyRouter = router({
  get: publicProcedure
    .meta({
      publicCache: true,
      openapi: {
        method: 'GET',
        path: '/company',
        protect: false,
        tags: ['Firma'],
        summary: 'Firmaopplysninger',
        description: 'Navn, stiftet, om oss og team; kontakt (telefon, e-post, adresse, sosiale lenker); org.nr., åpningstider og spørsmål og svar.',
      },
    })
    .input(z.void())
    .output(companyPublicSchema)
    .query(({ ctx }) => getCompany(ctx.em)),
});

const tags = ['Admin: firma'];

export const adminCompanyRouter = router({
  get: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/company', summary: 'Firmaopplysninger', tags, protect: true } })
    .input(z.void())
    .output(companyRecordSchema)
    .query(({ ctx }) => getCompanyRecord(ctx.em)),
  update: adminProcedure
    .meta({ openapi: { method: 'PATCH', path: '/admin/company', summary: 'Endre firmaopplysninger', tags, protect: true, description: 'Bare feltene som sendes, endres.' } })
    .input(companyUpdateSchema)
    .output(companyRecordSchema)
    .mutation(({ ctx, input }) => updateCompany(ctx.em, input, ctx.user)),
  readiness: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/company/readiness',
        summary: 'Er firmaopplysningene klare for kunder?',
        description: 'Nevner hver opplysning som fortsatt er eksempelverdien fra oppstarten (org.nr., adresse, telefon, e-post, kreditering).',
        tags,
        protect: true,
      },
    })
    .input(z.void())
    .output(companyReadinessSchema)
    .query(({ ctx }) => companyReadiness(ctx.em)),
});

const teamTags = ['Admin: team'];

export const adminTeamRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/team-members', summary: 'Alle ansatte', tags: teamTags, protect: true } })
    .input(z.void())
    .output(z.array(teamMemberSchema))
    .query(({ ctx }) => listTeam(ctx.em)),
  create: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/team-members', summary: 'Ny ansatt', tags: teamTags, protect: true }, successStatus: 201 })
    .input(teamMemberInputSchema)
    .output(teamMemberSchema)
    .mutation(({ ctx, input }) => createTeamMember(ctx.em, input, ctx.user)),
  update: adminProcedure
    .meta({ openapi: { method: 'PATCH', path: '/admin/team-members/{id}', summary: 'Endre en ansatt', tags: teamTags, protect: true } })
    .input(teamMemberUpdateSchema.extend(idParam.shape))
    .output(teamMemberSchema)
    .mutation(({ ctx, input: { id, ...data } }) => updateTeamMember(ctx.em, id, data, ctx.user)),
  delete: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/team-members/{id}', summary: 'Slett en ansatt', tags: teamTags, protect: true } })
    .input(idParam)
    .output(z.void())
    .mutation(({ ctx, input }) => deleteTeamMember(ctx.em, input.id, ctx.user)),
});

const faqTags = ['Admin: spørsmål og svar'];

export const adminFaqRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/faq', summary: 'Alle spørsmål og svar', tags: faqTags, protect: true } })
    .input(z.void())
    .output(z.array(faqSchema))
    .query(({ ctx }) => listFaq(ctx.em)),
  create: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/faq', summary: 'Nytt spørsmål og svar', tags: faqTags, protect: true }, successStatus: 201 })
    .input(faqInputSchema)
    .output(faqSchema)
    .mutation(({ ctx, input }) => createFaq(ctx.em, input, ctx.user)),
  update: adminProcedure
    .meta({ openapi: { method: 'PATCH', path: '/admin/faq/{id}', summary: 'Endre et spørsmål og svar', tags: faqTags, protect: true } })
    .input(faqUpdateSchema.extend(idParam.shape))
    .output(faqSchema)
    .mutation(({ ctx, input: { id, ...data } }) => updateFaq(ctx.em, id, data, ctx.user)),
  delete: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/faq/{id}', summary: 'Slett et spørsmål og svar', tags: faqTags, protect: true } })
    .input(idParam)
    .output(z.void())
    .mutation(({ ctx, input }) => deleteFaq(ctx.em, input.id, ctx.user)),
});
