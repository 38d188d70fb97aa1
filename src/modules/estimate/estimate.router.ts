import { estimateCreatedSchema, estimateCreateSchema, linkTokenParam, savedEstimateSchema } from '../../shared/schemas/estimate';
import { publicOrigin } from '../../http/origin';
import { publicProcedure, router } from '../../trpc/init';
import { estimatePath, findEstimate, saveEstimate, toSavedEstimateDto } from './estimate.service';

const tags = ['Priskalkulator'];

export const publicEstimateRouter = router({
  create: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/estimates',
        protect: false,
        tags,
        summary: 'Lagre og del et estimat',
        description:
          'Body: { "type": "terrace", "input": { ... } }. Serveren beregner estimatet med gjeldende priser og lagrer valgene, linjene, totalen, tidspunktet og prisene som ble brukt. ' +
          'Svarer med en lenke til estimatet og til PDF-en.',
      },
      successStatus: 201,
    })
    .input(estimateCreateSchema)
    .output(estimateCreatedSchema)
    .mutation(async ({ ctx, input }) => {
      const saved = await saveEstimate(ctx.em, input, { ip: ctx.req.ip, limit: ctx.env.ESTIMATE_RATE_LIMIT });
      const url = `${publicOrigin(ctx.req, ctx.env)}${estimatePath(saved.token)}`;
      ctx.responseHeaders['Cache-Control'] = 'no-store';
      return { token: saved.token, url, pdfUrl: `${url}.pdf` };
    }),
  byToken: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/estimates/{token}', protect: false, tags, summary: 'Et lagret estimat' } })
    .input(linkTokenParam)
    .output(savedEstimateSchema)
    .query(async ({ ctx, input }) => {
      ctx.responseHeaders['Cache-Control'] = 'no-store';
      return toSavedEstimateDto(await findEstimate(ctx.em, input.token));
    }),
});
