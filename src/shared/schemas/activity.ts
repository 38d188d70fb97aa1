import { z } from 'zod';
import { isoDateTime } from './common';

export const activityLogSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.number().int().nullable(),
  details: z.record(z.string(), z.object({ from: z.unknown().optional(), to: z.unknown().optional() })).nullable(),
  createdAt: isoDateTime,
});
export type ActivityLogDto = z.infer<typeof activityLogSchema>;

export const dashboardStatsSchema = z.object({
  projects: z.number().int(),
  services: z.number().int(),
  enquiries: z.number().int(),
  activities: z.number().int(),
  latestActivities: z.array(activityLogSchema),
});
