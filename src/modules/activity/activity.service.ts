import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityType } from '../../shared/labels';
import type { ActivityLogDto, ActivityPage, ActivityPageQuery } from '../../shared/schemas/activity';
import { ActivityLog, type ActivityDetails } from './activity-log.entity';

export type Actor = { id: number } | null;

export type ActivityEntry = {
  action: 'create' | 'update' | 'delete' | 'login' | 'logout';
  entityType: EntityType;
  entityId: number | null;
  details?: ActivityDetails | null;
};

const SECRET_FIELDS = new Set(['password', 'passwordHash', 'currentPassword', 'newPassword']);

/** Queues a log row on `em`; it is written by the same flush (and transaction) as the change itself. */
export function logActivity(em: EntityManager, actor: Actor, entry: ActivityEntry): ActivityLog {
  const row = em.create(ActivityLog, {
    userId: actor?.id ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    details: entry.details && Object.keys(entry.details).length ? entry.details : null,
    createdAt: new Date(),
  });
  em.persist(row);
  return row;
}

/** The fields of a partial update that were sent: an omitted (undefined) field is left as it is. */
export function presentFields<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields that differ between two snapshots, as { field: { from, to } }; secrets never appear. */
export function changes(before: Record<string, unknown> | null, after: Record<string, unknown> | null): ActivityDetails {
  const out: ActivityDetails = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (SECRET_FIELDS.has(key) || key === 'createdAt' || key === 'updatedAt') continue;
    const from = before?.[key];
    const to = after?.[key];
    if (same(from, to)) continue;
    out[key] = before && after ? { from: from ?? null, to: to ?? null } : before ? { from: from ?? null } : { to: to ?? null };
  }
  return out;
}

export function toActivityDto(a: ActivityLog): ActivityLogDto {
  return {
    id: a.id,
    userId: a.userId,
    action: a.action,
    entityType: a.entityType,
    entityId: a.entityId,
    details: a.details,
    createdAt: a.createdAt.toISOString(),
  };
}

type Filters = { action?: string; entityType?: string };

const where = (f: Filters) => ({ ...(f.action ? { action: f.action } : {}), ...(f.entityType ? { entityType: f.entityType } : {}) });
const newestFirst = { createdAt: 'desc', id: 'desc' } as const;

export async function listActivities(em: EntityManager, f: Filters & { limit?: number; offset?: number } = {}): Promise<ActivityLogDto[]> {
  const rows = await em.find(ActivityLog, where(f), { orderBy: newestFirst, limit: f.limit ?? 1000, offset: f.offset ?? 0 });
  return rows.map(toActivityDto);
}

/** One page of the log, filtered on the server, with the total and every entity type present. */
export async function activityPage(em: EntityManager, q: ActivityPageQuery): Promise<ActivityPage> {
  const [rows, total] = await em.findAndCount(ActivityLog, where(q), { orderBy: newestFirst, limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
  const types = await em.getConnection().execute<Array<{ entity_type: string }>>('select distinct entity_type from activity_log order by entity_type');
  return { items: rows.map(toActivityDto), total, page: q.page, pageSize: q.pageSize, entityTypes: types.map((t) => t.entity_type) };
}
