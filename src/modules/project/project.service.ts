import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { messages } from '../../shared/messages';
import type { ProjectDto, ProjectUpdate, projectInputSchema } from '../../shared/schemas/project';
import type { z } from 'zod';
import { changes, type Actor } from '../activity/activity.service';
import { auditedWrites, pick, timestamps, withoutMeta } from '../activity/audited';
import { applyAltTexts, assertImagesExist, resolveImages } from '../image/image.service';
import { Project } from './project.entity';

type Input = z.output<typeof projectInputSchema>;

type BaseDto = Omit<ProjectDto, 'images'>;

const fields = ['id', 'title', 'description', 'location', 'imageUrls', 'category', 'featured', 'displayOrder'] as const;

const baseDto = (p: Project): BaseDto => ({ ...pick(p, fields), ...timestamps(p) });

/** DTOs with each image's metadata resolved (one query for all of them). */
export async function toProjectDtos(em: EntityManager, rows: readonly Project[], base: string | null = null): Promise<ProjectDto[]> {
  const images = await resolveImages(em, rows.map((p) => p.imageUrls ?? []), base);
  return rows.map((p, i) => ({ ...baseDto(p), images: images[i] ?? [] }));
}

const toProjectDto = async (em: EntityManager, p: Project, base: string | null) => (await toProjectDtos(em, [p], base))[0]!;

const rows = auditedWrites({ entity: Project, entityType: 'project', notFound: messages.projectNotFound, label: (p) => p.title, snapshot: (p) => withoutMeta(baseDto(p)) });

/** The owner's order: displayOrder ascending; equal places (0 for a new project) show the newest first. */
const ownerOrder = { displayOrder: 'asc', createdAt: 'desc', id: 'desc' } as const;

export async function listProjects(em: EntityManager, where: { featured?: boolean } = {}, base: string | null = null): Promise<ProjectDto[]> {
  const rows = await em.find(Project, where, { orderBy: ownerOrder });
  return toProjectDtos(em, rows, base);
}

export async function getProject(em: EntityManager, id: number, base: string | null = null): Promise<ProjectDto> {
  const p = await em.findOne(Project, { id });
  if (!p) throw new TRPCError({ code: 'NOT_FOUND', message: messages.projectNotFound });
  return toProjectDto(em, p, base);
}

/** Every image must exist; uploaded ones get the alt texts sent with the save and must end up with one. */
async function checkImages(tx: EntityManager, urls: readonly string[] | null | undefined, alts: Record<string, string> | undefined, actor: Actor) {
  if (!urls?.length) return;
  await assertImagesExist(tx, urls);
  await applyAltTexts(tx, urls, urls.map((u) => alts?.[u]), actor);
}

export async function createProject(em: EntityManager, input: Input, actor: Actor, base: string | null = null): Promise<ProjectDto> {
  return em.transactional(async (tx) => {
    const { imageAlts, ...fields } = input;
    await checkImages(tx, fields.imageUrls, imageAlts, actor);
    return toProjectDto(tx, await rows.create(tx, actor, fields), base);
  });
}

export async function updateProject(em: EntityManager, id: number, input: ProjectUpdate, actor: Actor, base: string | null = null): Promise<ProjectDto> {
  return em.transactional(async (tx) => {
    const { imageAlts, ...fields } = input;
    const p = await rows.update(tx, actor, id, fields, async (p) => {
      if (fields.imageUrls !== undefined) await checkImages(tx, fields.imageUrls, imageAlts, actor);
      else if (imageAlts) await checkImages(tx, p.imageUrls, imageAlts, actor);
    });
    return toProjectDto(tx, p, base);
  });
}

export const deleteProject = (em: EntityManager, id: number, actor: Actor): Promise<void> => em.transactional((tx) => rows.remove(tx, actor, id));

/**
 * Moves a project one place up or down in the owner's order. Every project is numbered 1…n in the
 * new order; each one whose place changed gets its log row, in the same transaction.
 */
export async function moveProject(em: EntityManager, id: number, direction: 'up' | 'down', actor: Actor, base: string | null = null): Promise<ProjectDto> {
  return em.transactional(async (tx) => {
    const all = await tx.find(Project, {}, { orderBy: ownerOrder, lockMode: LockMode.PESSIMISTIC_WRITE });
    const from = all.findIndex((p) => p.id === id);
    if (from < 0) throw new TRPCError({ code: 'NOT_FOUND', message: messages.projectNotFound });
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to >= 0 && to < all.length) [all[from], all[to]] = [all[to]!, all[from]!];
    all.forEach((p, i) => {
      if (p.displayOrder === i + 1) return;
      rows.log(tx, actor, 'update', p, changes({ displayOrder: p.displayOrder }, { displayOrder: i + 1 }));
      p.displayOrder = i + 1;
    });
    await tx.flush();
    return toProjectDto(tx, all.find((p) => p.id === id)!, base);
  });
}
