import { idParam } from '../../shared/schemas/common';
import { handoverFileParam, handoverFileTitleSchema, handoverSchema, handoverTokenParam, handoverUpdateSchema, publicHandoverSchema } from '../../shared/schemas/handover';
import type { Context } from '../../trpc/context';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { handOverCase } from './handover';
import { publicHandover } from './handover.public';
import { getHandover, removeHandoverFile, retitleHandoverFile, updateHandover } from './handover.service';

const adminTags = ['Admin: overlevering'];
const tags = ['Overlevering'];
const noStore = (ctx: Context) => {
  ctx.responseHeaders['Cache-Control'] = 'no-store';
};
const base = '/admin/contact-submissions/{id}/handover';

export const adminHandoverRouter = router({
  get: adminProcedure
    .meta({ openapi: { method: 'GET', path: base, tags: adminTags, protect: true, summary: 'Overleveringsmappen til oppdraget på en henvendelse (404 uten oppdrag)' } })
    .input(idParam)
    .output(handoverSchema)
    .query(({ ctx, input }) => getHandover(ctx.em, input.id)),
  update: adminProcedure
    .meta({ openapi: { method: 'PUT', path: base, tags: adminTags, protect: true, summary: 'Sammendrag, produkter, adresse og gnr/bnr (409 etter overlevering)' } })
    .input(handoverUpdateSchema)
    .output(handoverSchema)
    .mutation(({ ctx, input }) => updateHandover(ctx.em, input, ctx.user)),
  removeFile: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: `${base}/files/{fileId}`, tags: adminTags, protect: true, summary: 'Fjern et bilde eller dokument fra mappen (409 etter overlevering)' } })
    .input(handoverFileParam)
    .output(handoverSchema)
    .mutation(({ ctx, input }) => removeHandoverFile(ctx.em, ctx.images.storage, input.id, input.fileId, ctx.user)),
  retitleFile: adminProcedure
    .meta({ openapi: { method: 'PATCH', path: `${base}/files/{fileId}`, tags: adminTags, protect: true, summary: 'Endre bildeteksten eller dokumentnavnet (409 etter overlevering)' } })
    .input(handoverFileTitleSchema)
    .output(handoverSchema)
    .mutation(({ ctx, input }) => retitleHandoverFile(ctx.em, input, ctx.user)),
  handOver: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: `${base}/hand-over`,
        tags: adminTags,
        protect: true,
        summary: 'Overlever oppdraget',
        description:
          'Bare fra «Ferdig» (409 ellers): lager PDF og ZIP for mappen én gang og lagrer dem privat, setter oppdraget «Overlevert», og sender kunden en e-post med lenken til mappen. Filer lastes opp med multipart POST til /api/admin/contact-submissions/{id}/handover/files (feltene file, kind, stage eller category, title).',
      },
    })
    .input(idParam)
    .output(handoverSchema)
    .mutation(({ ctx, input }) => handOverCase(ctx.em, ctx.images.storage, input.id, ctx.user, ctx.env)),
});

export const publicHandoverRouter = router({
  byToken: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/quotes/{token}/handover',
        protect: false,
        tags,
        summary: 'Overleveringsmappen bak kundens lenke (null før overlevering)',
        description: 'PDF og ZIP: /api/tilbud/{token}/overlevering.pdf og .zip. Ukjent eller lukket lenke: 404.',
      },
    })
    .input(handoverTokenParam)
    .output(publicHandoverSchema.nullable())
    .query(({ ctx, input }) => {
      noStore(ctx);
      return publicHandover(ctx.em, input.token);
    }),
});
