import { z } from 'zod';
import { idParam } from '../../shared/schemas/common';
import { calculatorTypes } from '../../shared/calculators/types';
import { priceListRateSchema, pricingParameterInputSchema, pricingParameterSchema, pricingParameterUpdateSchema, publicParameterSchema } from '../../shared/schemas/pricing';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { estimateProcedure } from './estimate.procedure';
import { createParameter, deleteParameter, listParameters, priceListRates, publicParameters, updateParameter } from './pricing.service';

export const publicPricingRouter = router({
  byType: publicProcedure
    .meta({ publicCache: true, openapi: { method: 'GET', path: '/pricing/{type}', protect: false, tags: ['Priskalkulator'], summary: 'Aktive prisparametere for én kalkulator' } })
    .input(z.object({ type: z.enum(calculatorTypes) }))
    .output(z.array(publicParameterSchema))
    .query(({ ctx, input }) => publicParameters(ctx.em, input.type)),
  estimate: estimateProcedure,
  rates: publicProcedure
    .meta({
      publicCache: true,
      openapi: {
        method: 'GET',
        path: '/price-list/rates',
        protect: false,
        tags: ['Prisliste'],
        summary: 'Timepris, tillegg og minstepris',
        description: 'De aktive generelle prisene som prislisten (/priser) viser, i kroner inkl. mva.',
      },
    })
    .input(z.void())
    .output(z.array(priceListRateSchema))
    .query(({ ctx }) => priceListRates(ctx.em)),
});

const tags = ['Admin: prisparametere'];

export const adminPricingRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/pricing-parameters', summary: 'Alle prisparametere', tags, protect: true } })
    .input(z.void())
    .output(z.array(pricingParameterSchema))
    .query(({ ctx }) => listParameters(ctx.em)),
  create: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/pricing-parameters', summary: 'Ny prisparameter', tags, protect: true }, successStatus: 201 })
    .input(pricingParameterInputSchema)
    .output(pricingParameterSchema)
    .mutation(({ ctx, input }) => createParameter(ctx.em, input, ctx.user)),
  update: adminProcedure
    .meta({ openapi: { method: 'PATCH', path: '/admin/pricing-parameters/{id}', summary: 'Endre en prisparameter', tags, protect: true, description: 'Tar imot hele parameteren, inkludert id, eller bare feltene som endres.' } })
    .input(pricingParameterUpdateSchema.extend(idParam.shape))
    .output(pricingParameterSchema)
    .mutation(({ ctx, input: { id, ...data } }) => updateParameter(ctx.em, id, data, ctx.user)),
  delete: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/pricing-parameters/{id}', summary: 'Slett en prisparameter', tags, protect: true } })
    .input(idParam)
    .output(z.void())
    .mutation(({ ctx, input }) => deleteParameter(ctx.em, input.id, ctx.user)),
});
