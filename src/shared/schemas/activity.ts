import { z } from 'zod';
import { activityActions, apiEntityTypes, entityTypes } from '../domain';
import { isoDateTime } from './common';

export const activityLogSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable().meta({ description: 'Username of userId; null for the public or a deleted user' }),
  action: z.string(),
  entityType: z.string(),
  entityId: z.number().int().nullable(),
  label: z.string().nullable().meta({ description: 'What the entry is about: its current title or reference, else the one it had when logged' }),
  details: z.record(z.string(), z.object({ from: z.unknown().optional(), to: z.unknown().optional() })).nullable(),
  createdAt: isoDateTime,
});
export type ActivityLogDto = z.infer<typeof activityLogSchema>;

// Only values the log can hold (the database enforces them too), with a Norwegian message.
const actionFilter = z.enum(activityActions, { error: 'Ukjent handling' }).optional();
const entityTypeFilter = z.enum(entityTypes, { error: 'Ukjent type' }).optional();

/** REST list (the spec's): newest first, optionally filtered; `limit` caps the answer (default and max 1000). The case is `contact` here. */
export const activityListQuerySchema = z
  .object({
    action: actionFilter,
    entityType: z.enum(apiEntityTypes, { error: 'Ukjent type' }).optional(),
    limit: z.coerce.number().int().min(1).max(1000).optional(),
    offset: z.coerce.number().int().min(0).optional(),
  })
  .optional();

/** One page of the log for the admin screen. */
export const activityPageQuerySchema = z.object({
  action: actionFilter,
  entityType: entityTypeFilter,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type ActivityPageQuery = z.output<typeof activityPageQuerySchema>;

export const activityPageSchema = z.object({
  items: z.array(activityLogSchema),
  /** Entries matching the filters, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every entity type in the whole log, for the filter. */
  entityTypes: z.array(z.string()),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
