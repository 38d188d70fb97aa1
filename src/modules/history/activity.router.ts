import { z } from 'zod';
import { activityListQuerySchema, activityLogSchema, activityPageQuerySchema, activityPageSchema } from '../../shared/schemas/activity';
import { adminProcedure, router } from '../../trpc/init';
import { activityPage, listActivities } from './activity-view';

const tags = ['Admin: aktivitet'];

export const adminActivityRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/activity-logs',
        summary: 'Aktivitetsloggen',
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
});
