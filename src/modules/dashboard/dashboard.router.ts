import { z } from 'zod';
import { dashboardStatsSchema, ownerDaySchema } from '../../shared/schemas/dashboard';
import { adminProcedure, router } from '../../trpc/init';
import { dashboardStats } from './dashboard.service';
import { ownerDay } from './owner-day.service';

export const adminDashboardRouter = router({
  stats: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/dashboard', tags: ['Admin: oversikt'], protect: true, summary: 'Tellere, siste aktiviteter, manglende priser og om e-post kommer frem' } })
    .input(z.void())
    .output(dashboardStatsSchema)
    .query(({ ctx }) => dashboardStats(ctx.em)),
  day: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/dashboard/day',
        tags: ['Admin: oversikt'],
        protect: true,
        summary: 'Dagen: befaringer og oppdragsdager i dag og neste arbeidsdag (Oslo-tid), og det som venter på deg, eldst først',
      },
    })
    .input(z.void())
    .output(ownerDaySchema)
    .query(({ ctx }) => ownerDay(ctx.em)),
});
