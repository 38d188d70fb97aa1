import { z } from 'zod';
import { activityLogSchema, dashboardStatsSchema } from '../../shared/schemas/activity';
import { adminProcedure, router } from '../../trpc/init';
import { Enquiry } from '../enquiry/enquiry.entity';
import { Project } from '../project/project.entity';
import { Service } from '../service/service.entity';
import { ActivityLog } from './activity-log.entity';
import { listActivities, toActivityDto } from './activity.service';

const tags = ['Admin: aktivitet'];

export const adminActivityRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/activity-logs', tags, protect: true } })
    .input(z.void())
    .output(z.array(activityLogSchema))
    .query(({ ctx }) => listActivities(ctx.em)),
  dashboard: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/dashboard', tags, protect: true, summary: 'Tellere og siste aktiviteter' } })
    .input(z.void())
    .output(dashboardStatsSchema)
    .query(async ({ ctx }) => {
      const [projects, services, enquiries, activities, latest] = await Promise.all([
        ctx.em.fork().count(Project, {}),
        ctx.em.fork().count(Service, {}),
        ctx.em.fork().count(Enquiry, {}),
        ctx.em.fork().count(ActivityLog, {}),
        ctx.em.fork().find(ActivityLog, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 5 }),
      ]);
      return { projects, services, enquiries, activities, latestActivities: latest.map(toActivityDto) };
    }),
});
