import { z } from 'zod';
import { activityListQuerySchema, activityLogSchema, activityPageQuerySchema, activityPageSchema, dashboardStatsSchema } from '../../shared/schemas/activity';
import { adminProcedure, router } from '../../trpc/init';
import { Enquiry } from '../enquiry/enquiry.entity';
import { mailHealth } from '../mail/mail.service';
import { Project } from '../project/project.entity';
import { Service } from '../service/service.entity';
import { ActivityLog } from './activity-log.entity';
import { activityPage, listActivities, toActivityDto } from './activity.service';

const tags = ['Admin: aktivitet'];

export const adminActivityRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/activity-logs',
        tags,
        protect: true,
        description: 'Nyeste først, høyst 1000 om gangen; filtrer med action og entityType, bla med limit og offset.',
      },
    })
    .input(activityListQuerySchema)
    .output(z.array(activityLogSchema))
    .query(({ ctx, input }) => listActivities(ctx.em, input)),
  page: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/activity-logs/page', tags, protect: true, summary: 'Én side av aktivitetsloggen, med totalt antall og entitetstyper' } })
    .input(activityPageQuerySchema)
    .output(activityPageSchema)
    .query(({ ctx, input }) => activityPage(ctx.em, input)),
  dashboard: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/dashboard', tags, protect: true, summary: 'Tellere, siste aktiviteter og om e-post kommer frem' } })
    .input(z.void())
    .output(dashboardStatsSchema)
    .query(async ({ ctx }) => {
      const [projects, services, enquiries, activities, latest, mail] = await Promise.all([
        ctx.em.fork().count(Project, {}),
        ctx.em.fork().count(Service, {}),
        ctx.em.fork().count(Enquiry, {}),
        ctx.em.fork().count(ActivityLog, {}),
        ctx.em.fork().find(ActivityLog, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 5 }),
        mailHealth(ctx.em),
      ]);
      return { projects, services, enquiries, activities, latestActivities: latest.map(toActivityDto), mail };
    }),
});
