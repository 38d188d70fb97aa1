import { z } from 'zod';
import { idParam } from '../../shared/schemas/common';
import { linkTokenParam } from '../../shared/schemas/estimate';
import {
  changeOrderAcceptSchema,
  changeOrderCreateSchema,
  changeOrderSchema,
  changeOrderDeclineSchema,
  changeOrderSendSchema,
  changeOrderUpdateSchema,
  befaringClashSchema,
  jobClashQuerySchema,
  jobPatchSchema,
  jobSchema,
  publicJobSchema,
} from '../../shared/schemas/job';
import type { Context } from '../../trpc/context';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { changeOrderById, createChangeOrder, deleteChangeOrder, sendChangeOrder, updateChangeOrder } from './change-order.service';
import { acceptChangeOrder, declineChangeOrder, publicJob } from './job.public';
import { befaringClashes } from './job.clash';
import { jobById, jobOfEnquiry, listJobs, jobEntity, patchJob } from './job.service';

const adminTags = ['Admin: oppdrag'];
const tags = ['Tilbud'];
const noStore = (ctx: Context) => {
  ctx.responseHeaders['Cache-Control'] = 'no-store';
};

export const adminJobRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/jobs', tags: adminTags, protect: true, summary: 'Oppdragene: ikke planlagt først, så etter første dag (overleverte de siste 60 dagene)' } })
    .input(z.void())
    .output(z.array(jobSchema))
    .query(({ ctx }) => listJobs(ctx.em)),
  byId: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/jobs/{id}', tags: adminTags, protect: true, summary: 'Ett oppdrag med endringene' } })
    .input(idParam)
    .output(jobSchema)
    .query(({ ctx, input }) => jobById(ctx.em, input.id)),
  ofEnquiry: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/contact-submissions/{id}/job', tags: adminTags, protect: true, summary: 'Oppdraget til en henvendelse (null uten akseptert tilbud)' } })
    .input(idParam)
    .output(jobSchema.nullable())
    .query(({ ctx, input }) => jobOfEnquiry(ctx.em, input.id)),
  befaringClashes: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/jobs/{id}/befaring-clashes',
        tags: adminTags,
        protect: true,
        summary: 'Andre kunders bookede befaringer på dagene et oppdrag skal planlegges på',
        description: 'Spørres før planlegging: PATCH /admin/jobs/{id} med slike dager svarer 409 uten planOverBefaring.',
      },
    })
    .input(jobClashQuerySchema)
    .output(z.array(befaringClashSchema))
    .query(async ({ ctx, input }) => befaringClashes(ctx.em, await jobEntity(ctx.em, input.id), input.startDate, input.endDate)),
  update: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/admin/jobs/{id}',
        tags: adminTags,
        protect: true,
        summary: 'Planlegg, flytt eller avlys datoene, eller sett neste status',
        description:
          'startDate/endDate (hele dager, Europe/Oslo): kunden får datoene på e-post med kalenderoppføring (.ics), oppdatert ved flytting. status: planned → in_progress → done ett steg om gangen (og tilbake ett steg); won avlyser datoene (METHOD:CANCEL til kunden). Overlevering er egen handling. 409 for et overlevert oppdrag, en ugyldig overgang, eller dager med en annen kundes bookede befaring uten planOverBefaring.',
      },
    })
    .input(jobPatchSchema)
    .output(jobSchema)
    .mutation(({ ctx, input }) => patchJob(ctx.em, input, ctx.user, ctx.env)),
  createChangeOrder: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/jobs/{id}/change-orders',
        tags: adminTags,
        protect: true,
        summary: 'Lag en endring (tillegg eller endring) som utkast',
        description: 'Linjer som i et tilbud, enhetspriser i NOK inkl. 25 % mva. Svarer 201 med den nye endringen, og Location med adressen dens.',
      },
      successStatus: 201,
    })
    .input(changeOrderCreateSchema)
    .output(changeOrderSchema)
    .mutation(async ({ ctx, input }) => {
      const created = await createChangeOrder(ctx.em, input, ctx.user);
      ctx.responseHeaders.Location = `/api/admin/change-orders/${created.id}`;
      return created;
    }),
  changeOrder: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/change-orders/{id}', tags: adminTags, protect: true, summary: 'Én endring, med hva det å sende den gjør med prisen' } })
    .input(idParam)
    .output(changeOrderSchema)
    .query(({ ctx, input }) => changeOrderById(ctx.em, input.id)),
  updateChangeOrder: adminProcedure
    .meta({ openapi: { method: 'PATCH', path: '/admin/change-orders/{id}', tags: adminTags, protect: true, summary: 'Endre et utkast (409 når det er sendt)' } })
    .input(changeOrderUpdateSchema)
    .output(jobSchema)
    .mutation(({ ctx, input }) => updateChangeOrder(ctx.em, input, ctx.user)),
  deleteChangeOrder: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/change-orders/{id}', tags: adminTags, protect: true, summary: 'Slett et utkast (409 når det er sendt)' } })
    .input(idParam)
    .output(jobSchema)
    .mutation(({ ctx, input }) => deleteChangeOrder(ctx.em, input.id, ctx.user)),
  sendChangeOrder: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/change-orders/{id}/send',
        tags: adminTags,
        protect: true,
        summary: 'Send endringen til kunden',
        description:
          'Kunden får en e-post med lenke til siden for oppdraget og svarer der. For prisoverslag: blir prisen mer enn 15 % over prisoverslaget (eller over en ny ramme avtalt før), svarer den 409 uten confirmNewLimit: true, som bekrefter at kunden har sagt ja til en ny prisramme (håndverkertjenesteloven § 32).',
      },
    })
    .input(changeOrderSendSchema)
    .output(jobSchema)
    .mutation(({ ctx, input }) => sendChangeOrder(ctx.em, input, ctx.user, ctx.env)),
});

export const publicJobRouter = router({
  byToken: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/quotes/{token}/job', protect: false, tags, summary: 'Oppdraget bak et akseptert tilbud (null før aksept)' } })
    .input(linkTokenParam)
    .output(publicJobSchema.nullable())
    .query(({ ctx, input }) => {
      noStore(ctx);
      return publicJob(ctx.em, input.token);
    }),
  acceptChangeOrder: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/quotes/{token}/change-orders/{id}/accept', protect: false, tags, summary: 'Godkjenn en endring (navn, tid og SHA-256 av innholdet lagres)', description: 'Allerede besvart: 409.' } })
    .input(changeOrderAcceptSchema)
    .output(publicJobSchema)
    .mutation(({ ctx, input }) => {
      noStore(ctx);
      return acceptChangeOrder(ctx.em, input, ctx.env);
    }),
  declineChangeOrder: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/quotes/{token}/change-orders/{id}/decline', protect: false, tags, summary: 'Avslå en endring' } })
    .input(changeOrderDeclineSchema)
    .output(publicJobSchema)
    .mutation(({ ctx, input }) => {
      noStore(ctx);
      return declineChangeOrder(ctx.em, input, ctx.env);
    }),
});
