import { z } from 'zod';
import { dashboardStatsSchema } from '../../shared/schemas/dashboard';
import { adminProcedure, router } from '../../trpc/init';
import { dashboardStats, retryLinkMail } from './dashboard.service';

export const adminDashboardRouter = router({
  stats: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/dashboard', tags: ['Admin: oversikt'], protect: true, summary: 'Tellere, siste aktiviteter, manglende priser og om e-post kommer frem' } })
    .input(z.void())
    .output(dashboardStatsSchema)
    .query(({ ctx }) => dashboardStats(ctx.em)),
  retryLinkMail: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/dashboard/mail-jobs/{jobId}/retry', tags: ['Admin: oversikt'], protect: true, summary: 'Sender en e-post om befaring eller tilbud som ikke kom frem, på nytt' } })
    .input(z.object({ jobId: z.string().regex(/^\d{1,18}$/, 'Ugyldig e-post-id') }))
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await retryLinkMail(ctx.em, input.jobId, ctx.user);
      return { ok: true as const };
    }),
});
