import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActivityLogDto } from '../../shared/schemas/activity';
import { ActivityLog, type ActivityDetails } from './activity-log.entity';

export type Actor = { id: number } | null;

export type ActivityEntry = {
  action: 'create' | 'update' | 'delete' | 'login' | 'logout';
  entityType: 'user' | 'project' | 'service' | 'pricingparameter' | 'contact';
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

export async function listActivities(em: EntityManager, limit = 1000): Promise<ActivityLogDto[]> {
  const rows = await em.find(ActivityLog, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  return rows.map(toActivityDto);
}
