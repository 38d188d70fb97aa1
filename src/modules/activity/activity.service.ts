import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityType } from '../../shared/domain';
import { ActivityLog, type ActivityDetails } from './activity-log.entity';

// The activity log's writer: a base service every feature may use. Reading the log with names is
// history/ (read side), which may import every feature.

export type Actor = { id: number } | null;

export type ActivityEntry = {
  action: 'create' | 'update' | 'delete' | 'login' | 'logout';
  entityType: EntityType;
  entityId: number | null;
  details?: ActivityDetails | null;
  /**
   * What the row is about as the owner knows it (a title, a parameter's name, an enquiry's reference).
   * Never personal data of a customer: the log outlives the retention period of enquiries.
   */
  label?: string | null;
};

const LABEL_MAX = 200;

/** A label cut to the column's width, on one line. */
export function shortLabel(text: string | null | undefined): string | null {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  return flat.length <= LABEL_MAX ? flat : `${flat.slice(0, LABEL_MAX - 1).trimEnd()}…`;
}

const SECRET_FIELDS = new Set(['password', 'passwordHash', 'currentPassword', 'newPassword']);

/** Queues a log row on `em`; it is written by the same flush (and transaction) as the change itself. */
export function logActivity(em: EntityManager, actor: Actor, entry: ActivityEntry): ActivityLog {
  const row = em.create(ActivityLog, {
    userId: actor?.id ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    label: shortLabel(entry.label),
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

