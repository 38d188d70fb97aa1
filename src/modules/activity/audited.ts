import type { EntityClass, EntityManager, FilterQuery, RequiredEntityData } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { EntityType } from '../../shared/domain';
import { changes, logActivity, presentFields, type Actor } from './activity.service';

type Row = { id: number };

type Spec<E extends Row> = {
  entity: EntityClass<E>;
  entityType: EntityType;
  /** The NOT_FOUND message. */
  notFound: string;
  /** What the log row calls the row (a title, a name); never a customer's personal data. */
  label: (row: E) => string | null;
  /** The fields the log compares, without id and timestamps. */
  snapshot: (row: E) => Record<string, unknown>;
};

/** Copies the named fields of a row, e.g. for a DTO. */
export function pick<T, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, row[k]])) as Pick<T, K>;
}

/** createdAt and updatedAt as ISO strings, as DTOs carry them. */
export const timestamps = (row: { createdAt: Date; updatedAt: Date }) => ({ createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

/** A snapshot for the log: the DTO without its id and timestamps. */
export function withoutMeta(dto: object): Record<string, unknown> {
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = dto as Record<string, unknown>;
  return rest;
}

/**
 * The audited writes of one entity: create, update and delete, each with its activity-log row (the
 * changed fields as { field: { from, to } }) on the same transaction `tx`. A service runs them inside
 * its own `em.transactional`, with its checks around them.
 */
export function auditedWrites<E extends Row>(spec: Spec<E>) {
  const log = (tx: EntityManager, actor: Actor, action: 'create' | 'update' | 'delete', row: E, details: ReturnType<typeof changes>) =>
    logActivity(tx, actor, { action, entityType: spec.entityType, entityId: row.id, label: spec.label(row), details });

  /** The row, or NOT_FOUND with the entity's message. */
  async function find(tx: EntityManager, id: number): Promise<E> {
    const row = await tx.findOne(spec.entity, { id } as FilterQuery<E>);
    if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: spec.notFound });
    return row;
  }

  return {
    find,
    log,
    async create(tx: EntityManager, actor: Actor, data: Omit<RequiredEntityData<E>, 'createdAt' | 'updatedAt'>): Promise<E> {
      const now = new Date();
      const row = tx.create(spec.entity, { ...data, createdAt: now, updatedAt: now } as RequiredEntityData<E>);
      await tx.flush();
      log(tx, actor, 'create', row, changes(null, spec.snapshot(row)));
      await tx.flush();
      return row;
    },
    /**
     * Applies the fields sent (an omitted field stays); `prepare` runs first, after the "before" snapshot,
     * for checks and changes of its own (e.g. a new parent).
     */
    async update(tx: EntityManager, actor: Actor, id: number, patch: object, prepare?: (row: E) => Promise<void> | void): Promise<E> {
      const row = await find(tx, id);
      const before = spec.snapshot(row);
      await prepare?.(row);
      tx.assign(row, presentFields(patch) as never);
      log(tx, actor, 'update', row, changes(before, spec.snapshot(row)));
      await tx.flush();
      return row;
    },
    async remove(tx: EntityManager, actor: Actor, id: number, prepare?: (row: E) => Promise<void> | void): Promise<void> {
      const row = await find(tx, id);
      await prepare?.(row);
      log(tx, actor, 'delete', row, changes(spec.snapshot(row), null));
      tx.remove(row);
      await tx.flush();
    },
  };
}
