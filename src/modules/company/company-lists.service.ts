import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { messages } from '../../shared/messages';
import type { FaqDto, FaqUpdate, TeamMemberDto, TeamMemberUpdate, teamMemberInputSchema, faqInputSchema } from '../../shared/schemas/company';
import type { z } from 'zod';
import { changes, logActivity, presentFields, type Actor } from '../activity/activity.service';
import { assertImagesExist } from '../image/image.service';
import { FaqEntry, TeamMember } from './company.entity';

// The team and the FAQ: ordered lists with the same create/update/delete shape as projects.

const ordered = { orderBy: { displayOrder: 'asc', id: 'asc' } } as const;

export const toTeamMemberDto = (m: TeamMember): TeamMemberDto => ({
  id: m.id,
  name: m.name,
  role: m.role,
  bio: m.bio,
  photoUrl: m.photoUrl,
  displayOrder: m.displayOrder,
});

export const toFaqDto = (f: FaqEntry): FaqDto => ({ id: f.id, question: f.question, answer: f.answer, displayOrder: f.displayOrder });

const withoutId = <T extends { id: number }>(dto: T): Record<string, unknown> => {
  const { id: _id, ...rest } = dto;
  return rest;
};

export async function listTeam(em: EntityManager): Promise<TeamMemberDto[]> {
  return (await em.find(TeamMember, {}, ordered)).map(toTeamMemberDto);
}

export async function listFaq(em: EntityManager): Promise<FaqDto[]> {
  return (await em.find(FaqEntry, {}, ordered)).map(toFaqDto);
}

export async function createTeamMember(em: EntityManager, input: z.output<typeof teamMemberInputSchema>, actor: Actor): Promise<TeamMemberDto> {
  return em.transactional(async (tx) => {
    if (input.photoUrl) await assertImagesExist(tx, [input.photoUrl]);
    const m = tx.create(TeamMember, { ...input, createdAt: new Date(), updatedAt: new Date() });
    await tx.flush();
    logActivity(tx, actor, { action: 'create', entityType: 'teammember', entityId: m.id, label: m.name, details: changes(null, withoutId(toTeamMemberDto(m))) });
    return toTeamMemberDto(m);
  });
}

export async function updateTeamMember(em: EntityManager, id: number, input: TeamMemberUpdate, actor: Actor): Promise<TeamMemberDto> {
  return em.transactional(async (tx) => {
    const m = await tx.findOne(TeamMember, { id });
    if (!m) throw new TRPCError({ code: 'NOT_FOUND', message: messages.teamMemberNotFound });
    const before = withoutId(toTeamMemberDto(m));
    if (input.photoUrl) await assertImagesExist(tx, [input.photoUrl]);
    tx.assign(m, presentFields(input));
    logActivity(tx, actor, { action: 'update', entityType: 'teammember', entityId: m.id, label: m.name, details: changes(before, withoutId(toTeamMemberDto(m))) });
    await tx.flush();
    return toTeamMemberDto(m);
  });
}

export async function deleteTeamMember(em: EntityManager, id: number, actor: Actor): Promise<void> {
  await em.transactional(async (tx) => {
    const m = await tx.findOne(TeamMember, { id });
    if (!m) throw new TRPCError({ code: 'NOT_FOUND', message: messages.teamMemberNotFound });
    logActivity(tx, actor, { action: 'delete', entityType: 'teammember', entityId: m.id, label: m.name, details: changes(withoutId(toTeamMemberDto(m)), null) });
    tx.remove(m);
    await tx.flush();
  });
}

export async function createFaq(em: EntityManager, input: z.output<typeof faqInputSchema>, actor: Actor): Promise<FaqDto> {
  return em.transactional(async (tx) => {
    const f = tx.create(FaqEntry, { ...input, createdAt: new Date(), updatedAt: new Date() });
    await tx.flush();
    logActivity(tx, actor, { action: 'create', entityType: 'faq', entityId: f.id, label: f.question, details: changes(null, withoutId(toFaqDto(f))) });
    return toFaqDto(f);
  });
}

export async function updateFaq(em: EntityManager, id: number, input: FaqUpdate, actor: Actor): Promise<FaqDto> {
  return em.transactional(async (tx) => {
    const f = await tx.findOne(FaqEntry, { id });
    if (!f) throw new TRPCError({ code: 'NOT_FOUND', message: messages.faqNotFound });
    const before = withoutId(toFaqDto(f));
    tx.assign(f, presentFields(input));
    logActivity(tx, actor, { action: 'update', entityType: 'faq', entityId: f.id, label: f.question, details: changes(before, withoutId(toFaqDto(f))) });
    await tx.flush();
    return toFaqDto(f);
  });
}

export async function deleteFaq(em: EntityManager, id: number, actor: Actor): Promise<void> {
  await em.transactional(async (tx) => {
    const f = await tx.findOne(FaqEntry, { id });
    if (!f) throw new TRPCError({ code: 'NOT_FOUND', message: messages.faqNotFound });
    logActivity(tx, actor, { action: 'delete', entityType: 'faq', entityId: f.id, label: f.question, details: changes(withoutId(toFaqDto(f)), null) });
    tx.remove(f);
    await tx.flush();
  });
}

