import { z } from 'zod';
import { idParam } from '../../shared/schemas/common';
import { savedQuoteLineInputSchema, savedQuoteLineSchema, savedQuoteLineUpdateSchema } from '../../shared/schemas/saved-quote-line';
import { adminProcedure, router } from '../../trpc/init';
import { createSavedQuoteLine, deleteSavedQuoteLine, listSavedQuoteLines, updateSavedQuoteLine } from './saved-quote-line.service';

const tags = ['Admin: faste tilbudslinjer'];

export const adminSavedQuoteLineRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/quote-lines', tags, protect: true, summary: 'Faste tilbudslinjer, alfabetisk' } })
    .input(z.void())
    .output(z.array(savedQuoteLineSchema))
    .query(({ ctx }) => listSavedQuoteLines(ctx.em)),
  create: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/admin/quote-lines', tags, protect: true, summary: 'Lagre en fast tilbudslinje', description: 'Enhetspris i NOK inkl. mva. Samme tekst to ganger: 409.' },
      successStatus: 201,
    })
    .input(savedQuoteLineInputSchema)
    .output(savedQuoteLineSchema)
    .mutation(({ ctx, input }) => createSavedQuoteLine(ctx.em, input, ctx.user)),
  update: adminProcedure
    .meta({ openapi: { method: 'PATCH', path: '/admin/quote-lines/{id}', tags, protect: true, summary: 'Endre en fast tilbudslinje (tilbud som har brukt den, endres ikke)' } })
    .input(savedQuoteLineUpdateSchema.extend(idParam.shape))
    .output(savedQuoteLineSchema)
    .mutation(({ ctx, input: { id, ...data } }) => updateSavedQuoteLine(ctx.em, id, data, ctx.user)),
  delete: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/quote-lines/{id}', tags, protect: true, summary: 'Slett en fast tilbudslinje' } })
    .input(idParam)
    .output(z.void())
    .mutation(({ ctx, input }) => deleteSavedQuoteLine(ctx.em, input.id, ctx.user)),
});
