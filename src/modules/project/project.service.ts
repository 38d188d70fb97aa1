import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { messages } from '../../shared/messages';
import type { ProjectDto, ProjectUpdate, projectInputSchema } from '../../shared/schemas/project';
import type { z } from 'zod';
import { changes, logActivity, presentFields, type Actor } from '../activity/activity.service';
import { Project } from './project.entity';

type Input = z.output<typeof projectInputSchema>;

export function toProjectDto(p: Project): ProjectDto {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    location: p.location,
    imageUrls: p.imageUrls,
    category: p.category,
    featured: p.featured,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

const snapshot = (p: Project) => {
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = toProjectDto(p);
  return rest as Record<string, unknown>;
};

export async function listProjects(em: EntityManager, where: { featured?: boolean } = {}): Promise<ProjectDto[]> {
  const rows = await em.find(Project, where, { orderBy: { featured: 'desc', createdAt: 'desc', id: 'desc' } });
  return rows.map(toProjectDto);
}

export async function getProject(em: EntityManager, id: number): Promise<ProjectDto> {
  const p = await em.findOne(Project, { id });
  if (!p) throw new TRPCError({ code: 'NOT_FOUND', message: messages.projectNotFound });
  return toProjectDto(p);
}

export async function createProject(em: EntityManager, input: Input, actor: Actor): Promise<ProjectDto> {
  return em.transactional(async (tx) => {
    const p = tx.create(Project, { ...input, createdAt: new Date(), updatedAt: new Date() });
    await tx.flush();
    logActivity(tx, actor, { action: 'create', entityType: 'project', entityId: p.id, details: changes(null, snapshot(p)) });
    return toProjectDto(p);
  });
}

export async function updateProject(em: EntityManager, id: number, input: ProjectUpdate, actor: Actor): Promise<ProjectDto> {
  return em.transactional(async (tx) => {
    const p = await tx.findOne(Project, { id });
    if (!p) throw new TRPCError({ code: 'NOT_FOUND', message: messages.projectNotFound });
    const before = snapshot(p);
    tx.assign(p, presentFields(input));
    logActivity(tx, actor, { action: 'update', entityType: 'project', entityId: p.id, details: changes(before, snapshot(p)) });
    await tx.flush();
    return toProjectDto(p);
  });
}

export async function deleteProject(em: EntityManager, id: number, actor: Actor): Promise<void> {
  await em.transactional(async (tx) => {
    const p = await tx.findOne(Project, { id });
    if (!p) throw new TRPCError({ code: 'NOT_FOUND', message: messages.projectNotFound });
    logActivity(tx, actor, { action: 'delete', entityType: 'project', entityId: p.id, details: changes(snapshot(p), null) });
    tx.remove(p);
  });
}
