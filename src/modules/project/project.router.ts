import { z } from 'zod';
import { idParam } from '../../shared/schemas/common';
import { projectInputSchema, projectMoveSchema, projectSchema, projectUpdateSchema } from '../../shared/schemas/project';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { createProject, deleteProject, getProject, listProjects, moveProject, updateProject } from './project.service';
import { imageUrlBase } from '../image/image.service';

const tags = ['Prosjekter'];

export const publicProjectRouter = router({
  list: publicProcedure
    .meta({ publicCache: true, openapi: { method: 'GET', path: '/projects', protect: false, tags, summary: 'Alle referanseprosjekter, i eierens rekkefølge' } })
    .input(z.void())
    .output(z.array(projectSchema))
    .query(({ ctx }) => listProjects(ctx.em, {}, imageUrlBase(ctx.env))),
  featured: publicProcedure
    .meta({ publicCache: true, openapi: { method: 'GET', path: '/projects/featured', protect: false, tags, summary: 'Utvalgte prosjekter i eierens rekkefølge; forsiden viser de tre første' } })
    .input(z.void())
    .output(z.array(projectSchema))
    .query(({ ctx }) => listProjects(ctx.em, { featured: true }, imageUrlBase(ctx.env))),
  byId: publicProcedure
    .meta({ publicCache: true, openapi: { method: 'GET', path: '/projects/{id}', protect: false, tags, summary: 'Ett prosjekt' } })
    .input(idParam)
    .output(projectSchema)
    .query(({ ctx, input }) => getProject(ctx.em, input.id, imageUrlBase(ctx.env))),
});

const adminTags = ['Admin: prosjekter'];

export const adminProjectRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/projects', summary: 'Alle prosjekter', tags: adminTags, protect: true } })
    .input(z.void())
    .output(z.array(projectSchema))
    .query(({ ctx }) => listProjects(ctx.em, {}, imageUrlBase(ctx.env))),
  create: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/projects', summary: 'Nytt prosjekt', tags: adminTags, protect: true }, successStatus: 201 })
    .input(projectInputSchema)
    .output(projectSchema)
    .mutation(({ ctx, input }) => createProject(ctx.em, input, ctx.user, imageUrlBase(ctx.env))),
  update: adminProcedure
    .meta({ openapi: { method: 'PATCH', path: '/admin/projects/{id}', summary: 'Endre et prosjekt', tags: adminTags, protect: true } })
    .input(projectUpdateSchema.extend(idParam.shape))
    .output(projectSchema)
    .mutation(({ ctx, input: { id, ...data } }) => updateProject(ctx.em, id, data, ctx.user, imageUrlBase(ctx.env))),
  move: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/admin/projects/{id}/move', tags: adminTags, protect: true, summary: 'Flytt et prosjekt én plass opp eller ned i rekkefølgen' },
    })
    .input(projectMoveSchema.extend(idParam.shape))
    .output(projectSchema)
    .mutation(({ ctx, input }) => moveProject(ctx.em, input.id, input.direction, ctx.user, imageUrlBase(ctx.env))),
  delete: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/projects/{id}', summary: 'Slett et prosjekt', tags: adminTags, protect: true } })
    .input(idParam)
    .output(z.void())
    .mutation(({ ctx, input }) => deleteProject(ctx.em, input.id, ctx.user)),
});
