import { z } from 'zod';
import { idParam } from '../../shared/schemas/common';
import { imageListItemSchema, imageSchema, imageUpdateSchema } from '../../shared/schemas/image';
import { adminProcedure, router } from '../../trpc/init';
import { imageUrlBase, updateImageAlt } from '../image/image.service';
import { deleteImage, listImages } from './photo-library.service';

const tags = ['Admin: bilder'];

// Uploads are a plain multipart route (POST /api/admin/images, see upload.route.ts); the rest is here.
export const adminImageRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/images', tags, protect: true, summary: 'Bildebiblioteket, med hvor hvert bilde brukes' } })
    .input(z.void())
    .output(z.array(imageListItemSchema))
    .query(({ ctx }) => listImages(ctx.em, imageUrlBase(ctx.env))),
  update: adminProcedure
    .meta({ openapi: { method: 'PATCH', path: '/admin/images/{id}', tags, protect: true, summary: 'Endre alternativ tekst' } })
    .input(imageUpdateSchema.extend(idParam.shape))
    .output(imageSchema)
    .mutation(({ ctx, input }) => updateImageAlt(ctx.em, input.id, input.alt, ctx.user, imageUrlBase(ctx.env))),
  delete: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/images/{id}', summary: 'Slett et bilde', tags, protect: true, description: '409 mens et prosjekt eller en tjeneste bruker bildet.' } })
    .input(idParam)
    .output(z.void())
    .mutation(({ ctx, input }) => deleteImage(ctx.em, ctx.images, input.id, ctx.user)),
});
