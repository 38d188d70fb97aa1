import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { HOME_SERVICES_COUNT } from '../../shared/labels';
import { messages } from '../../shared/messages';
import type { ServiceDto, ServiceUpdate, serviceInputSchema } from '../../shared/schemas/service';
import { changes, type Actor } from '../activity/activity.service';
import { auditedWrites, pick, timestamps, withoutMeta } from '../activity/audited';
import { assertImagesExist, resolveImages } from '../image/image.service';
import { Service } from './service.entity';

type Input = z.output<typeof serviceInputSchema>;

type BaseDto = Omit<ServiceDto, 'image'>;

const fields = ['id', 'title', 'description', 'category', 'price', 'priceUnit', 'imageUrl', 'displayOrder', 'isActive'] as const;

const baseDto = (s: Service): BaseDto => ({ ...pick(s, fields), parentId: s.parent?.id ?? null, ...timestamps(s) });

/** DTOs with the image's metadata resolved (one query for all of them). */
export async function toServiceDtos(em: EntityManager, rows: readonly Service[], base: string | null = null): Promise<ServiceDto[]> {
  const images = await resolveImages(em, rows.map((s) => (s.imageUrl ? [s.imageUrl] : [])), base);
  return rows.map((s, i) => ({ ...baseDto(s), image: images[i]?.[0] ?? null }));
}

const toServiceDto = async (em: EntityManager, s: Service, base: string | null) => (await toServiceDtos(em, [s], base))[0]!;

const rows = auditedWrites({ entity: Service, entityType: 'service', notFound: messages.serviceNotFound, label: (s) => s.title, snapshot: (s) => withoutMeta(baseDto(s)) });

export async function listServices(em: EntityManager, opts: { activeOnly: boolean }, base: string | null = null): Promise<ServiceDto[]> {
  const rows = await em.find(Service, opts.activeOnly ? { isActive: true } : {}, { orderBy: { displayOrder: 'asc', id: 'asc' } });
  const dtos = await toServiceDtos(em, rows, base);
  if (!opts.activeOnly) return dtos;
  // A sub-service of a hidden main service is hidden too.
  const visible = new Set(dtos.map((s) => s.id));
  return dtos.filter((s) => s.parentId === null || visible.has(s.parentId));
}

/** The main services the home page shows: the first HOME_SERVICES_COUNT visible ones, as /services orders them. */
export async function featuredServices(em: EntityManager, base: string | null = null): Promise<ServiceDto[]> {
  const main = await em.find(Service, { isActive: true, parent: null }, { orderBy: { displayOrder: 'asc', id: 'asc' }, limit: HOME_SERVICES_COUNT });
  return toServiceDtos(em, main, base);
}

/** A parent must be an existing main service, and never the service itself. */
async function resolveParent(em: EntityManager, parentId: number | null, selfId: number | null): Promise<Service | null> {
  if (parentId === null) return null;
  const parent = await em.findOne(Service, { id: parentId });
  if (!parent || parent.id === selfId || parent.parent) throw new TRPCError({ code: 'BAD_REQUEST', message: messages.invalidParent });
  return parent;
}

export async function createService(em: EntityManager, input: Input, actor: Actor, base: string | null = null): Promise<ServiceDto> {
  return em.transactional(async (tx) => {
    const { parentId, ...fields } = input;
    const parent = await resolveParent(tx, parentId, null);
    if (fields.imageUrl) await assertImagesExist(tx, [fields.imageUrl]);
    return toServiceDto(tx, await rows.create(tx, actor, { ...fields, parent }), base);
  });
}

export async function updateService(em: EntityManager, id: number, input: ServiceUpdate, actor: Actor, base: string | null = null): Promise<ServiceDto> {
  return em.transactional(async (tx) => {
    const { parentId, ...fields } = input;
    const s = await rows.update(tx, actor, id, fields, async (s) => {
      // The parent changes only when parentId was sent.
      if (parentId !== undefined) {
        const parent = await resolveParent(tx, parentId, s.id);
        // A main service that has sub-services cannot itself become a sub-service (one level only).
        if (parent && (await tx.count(Service, { parent: s.id })) > 0) {
          throw new TRPCError({ code: 'BAD_REQUEST', message: 'En tjeneste med undertjenester kan ikke selv bli en undertjeneste.' });
        }
        tx.assign(s, { parent });
      }
      if (fields.imageUrl) await assertImagesExist(tx, [fields.imageUrl]);
    });
    return toServiceDto(tx, s, base);
  });
}

/** Deletes a service; the database deletes its sub-services with it (ON DELETE CASCADE), each logged. */
export async function deleteService(em: EntityManager, id: number, actor: Actor): Promise<void> {
  await em.transactional(async (tx) => {
    const s = await rows.find(tx, id);
    const children = await tx.find(Service, { parent: s.id });
    for (const row of [...children, s]) rows.log(tx, actor, 'delete', row, changes(withoutMeta(baseDto(row)), null));
    await tx.flush();
    await tx.nativeDelete(Service, { id: s.id });
    for (const child of children) tx.getUnitOfWork().unsetIdentity(child);
    tx.getUnitOfWork().unsetIdentity(s);
  });
}
