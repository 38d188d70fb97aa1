import { lapsedLinkSchema } from '../../shared/schemas/lapsed-link';
import { z } from 'zod';
import { idParam, okSchema } from '../../shared/schemas/common';
import { linkTokenParam } from '../../shared/schemas/estimate';
import {
  adminReviewSchema,
  reviewAnswerSchema,
  reviewCountsSchema,
  reviewHideSchema,
  reviewListQuerySchema,
  reviewProjectSchema,
  reviewRequestSchema,
  reviewSubmitSchema,
  reviewSummarySchema,
} from '../../shared/schemas/review';
import type { Context } from '../../trpc/context';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { answerReview, hideReview, linkReviewToProject, listReviews, publishReview, unseenReviews } from './review.admin';
import { lapsedReviewLink, reviewRequest, reviewSummary, submitReview } from './review.service';

const tags = ['Omtaler'];
const adminTags = ['Admin: omtaler'];
const noStore = (ctx: Context) => {
  ctx.responseHeaders['Cache-Control'] = 'no-store';
};

export const publicReviewRouter = router({
  list: publicProcedure
    .meta({
      publicCache: true,
      openapi: {
        method: 'GET',
        path: '/reviews',
        protect: false,
        tags,
        summary: 'Publiserte omtaler fra kunder med et overlevert oppdrag',
        description: 'count og average gjelder alle publiserte omtaler (det AggregateRating oppgir); reviews er de nyeste, bare for prosjektet når projectId er gitt.',
      },
    })
    .input(reviewListQuerySchema)
    .output(reviewSummarySchema)
    .query(({ ctx, input }) => reviewSummary(ctx.em, { projectId: input?.projectId, limit: input?.limit })),
  lapsed: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/reviews/{token}/lapsed', protect: false, tags, summary: 'Hva som skjedde med en brukt omtalelenke (null: ukjent eller ubrukt lenke)' } })
    .input(linkTokenParam)
    .output(lapsedLinkSchema)
    .query(({ ctx, input }) => {
      noStore(ctx);
      return lapsedReviewLink(ctx.em, input.token);
    }),
  byToken: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/reviews/{token}', protect: false, tags, summary: 'Omtaleskjemaet bak lenken (404 ukjent lenke, 409 allerede brukt)' } })
    .input(linkTokenParam)
    .output(reviewRequestSchema)
    .query(({ ctx, input }) => {
      noStore(ctx);
      return reviewRequest(ctx.em, input.token);
    }),
  submit: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/reviews/{token}', protect: false, tags, summary: 'Send omtalen (én gang per lenke; 404 ukjent lenke, 409 allerede brukt)' } })
    .input(reviewSubmitSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      noStore(ctx);
      await submitReview(ctx.em, input, ctx.env);
      return { success: true as const };
    }),
});

export const adminReviewRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/reviews', tags: adminTags, protect: true, summary: 'Omtaler kundene har sendt; de som venter på deg først' } })
    .input(z.void())
    .output(z.array(adminReviewSchema))
    .query(({ ctx }) => listReviews(ctx.em)),
  counts: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/reviews/counts', tags: adminTags, protect: true, summary: 'Hvor mange omtaler som venter på deg' } })
    .input(z.void())
    .output(reviewCountsSchema)
    .query(async ({ ctx }) => ({ unseen: await unseenReviews(ctx.em) })),
  publish: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/reviews/{id}/publish', tags: adminTags, protect: true, summary: 'Sett og publiser (uansett antall stjerner)' } })
    .input(idParam)
    .output(adminReviewSchema)
    .mutation(({ ctx, input }) => publishReview(ctx.em, input.id, ctx.user)),
  answer: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/reviews/{id}/answer', tags: adminTags, protect: true, summary: 'Firmaets offentlige svar (tomt fjerner det)' } })
    .input(reviewAnswerSchema)
    .output(adminReviewSchema)
    .mutation(({ ctx, input }) => answerReview(ctx.em, input.id, input.answer, ctx.user)),
  hide: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/reviews/{id}/hide', tags: adminTags, protect: true, summary: 'Skjul en omtale med ulovlig innhold (begrunnelsen logges)' } })
    .input(reviewHideSchema)
    .output(adminReviewSchema)
    .mutation(({ ctx, input }) => hideReview(ctx.em, input.id, input.reason, ctx.user)),
  linkProject: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/reviews/{id}/project', tags: adminTags, protect: true, summary: 'Koble omtalen til et referanseprosjekt (null fjerner koblingen)' } })
    .input(reviewProjectSchema)
    .output(adminReviewSchema)
    .mutation(({ ctx, input }) => linkReviewToProject(ctx.em, input.id, input.projectId, ctx.user)),
});
