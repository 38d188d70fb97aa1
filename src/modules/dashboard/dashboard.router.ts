import { z } from 'zod';
import { dashboardStatsSchema } from '../../shared/schemas/dashboard';
import { adminProcedure, router } from '../../trpc/init';
import { dashboardStats } from './dashboard.service';

export const adminDashboardRouter = router({
  stats: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/dashboard', tags: ['Admin: oversikt'], protect: true, summary: 'Tellere, siste aktiviteter, manglende priser og om e-post kommer frem' } })
    .input(z.void())
    .output(dashboardStatsSchema)
    .query(({ ctx }) => dashboardStats(ctx.em)),
});
