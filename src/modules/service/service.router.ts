import { z } from 'zod';
import { idParam } from '../../shared/schemas/common';
import { serviceInputSchema, serviceSchema, serviceUpdateSchema } from '../../shared/schemas/service';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { createService, deleteService, featuredServices, listServices, updateService } from './service.service';
import { imageUrlBase } from '../image/image.service';

export const publicServiceRouter = router({
  list: publicProcedure
    .meta({ publicCache: true, openapi: { method: 'GET', path: '/services', protect: false, tags: ['Tjenester'], summary: 'Aktive tjenester' } })
    .input(z.void())
    .output(z.array(serviceSchema))
    .query(({ ctx }) => listServices(ctx.em, { activeOnly: true }, imageUrlBase(ctx.env))),
  featured: publicProcedure
    .meta({ publicCache: true, openapi: { method: 'GET', path: '/services/featured', protect: false, tags: ['Tjenester'], summary: 'Hovedtjenestene forsiden viser: de tre første aktive' } })
    .input(z.void())
    .output(z.array(serviceSchema))
    .query(({ ctx }) => featuredServices(ctx.em, imageUrlBase(ctx.env))),
});

const tags = ['Admin: tjenester'];

export const adminServiceRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/services', summary: 'Alle tjenester', tags, protect: true } })
    .input(z.void())
    .output(z.array(serviceSchema))
    .query(({ ctx }) => listServices(ctx.em, { activeOnly: false }, imageUrlBase(ctx.env))),
  create: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/services', summary: 'Ny tjeneste', tags, protect: true }, successStatus: 201 })
    .input(serviceInputSchema)
    .output(serviceSchema)
    .mutation(({ ctx, input }) => createService(ctx.em, input, ctx.user, imageUrlBase(ctx.env))),
  update: adminProcedure
    .meta({ openapi: { method: 'PATCH', path: '/admin/services/{id}', summary: 'Endre en tjeneste', tags, protect: true } })
    .input(serviceUpdateSchema.extend(idParam.shape))
    .output(serviceSchema)
    .mutation(({ ctx, input: { id, ...data } }) => updateService(ctx.em, id, data, ctx.user, imageUrlBase(ctx.env))),
  delete: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/services/{id}', summary: 'Slett en tjeneste', tags, protect: true, description: 'Sletter også alle undertjenester.' } })
    .input(idParam)
    .output(z.void())
    .mutation(({ ctx, input }) => deleteService(ctx.em, input.id, ctx.user)),
});
