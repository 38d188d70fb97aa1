import type { EntityManager } from '@mikro-orm/postgresql';
import { messages } from '../../shared/messages';
import type { FaqDto, FaqUpdate, TeamMemberDto, TeamMemberUpdate, teamMemberInputSchema, faqInputSchema } from '../../shared/schemas/company';
import type { z } from 'zod';
import type { Actor } from '../activity/activity.service';
import { auditedWrites, pick, withoutMeta } from '../activity/audited';
import { assertImagesExist } from '../image/image.service';
import { FaqEntry, TeamMember } from './company.entity';

// The team and the FAQ: ordered lists with the same create/update/delete shape as projects.

const ordered = { orderBy: { displayOrder: 'asc', id: 'asc' } } as const;

export const toTeamMemberDto = (m: TeamMember): TeamMemberDto => pick(m, ['id', 'name', 'role', 'bio', 'photoUrl', 'displayOrder']);

export const toFaqDto = (f: FaqEntry): FaqDto => pick(f, ['id', 'question', 'answer', 'displayOrder']);

const team = auditedWrites({ entity: TeamMember, entityType: 'teammember', notFound: messages.teamMemberNotFound, label: (m) => m.name, snapshot: (m) => withoutMeta(toTeamMemberDto(m)) });

const faq = auditedWrites({ entity: FaqEntry, entityType: 'faq', notFound: messages.faqNotFound, label: (f) => f.question, snapshot: (f) => withoutMeta(toFaqDto(f)) });

export async function listTeam(em: EntityManager): Promise<TeamMemberDto[]> {
  return (await em.find(TeamMember, {}, ordered)).map(toTeamMemberDto);
}

export async function listFaq(em: EntityManager): Promise<FaqDto[]> {
  return (await em.find(FaqEntry, {}, ordered)).map(toFaqDto);
}

export async function createTeamMember(em: EntityManager, input: z.output<typeof teamMemberInputSchema>, actor: Actor): Promise<TeamMemberDto> {
  return em.transactional(async (tx) => {
    if (input.photoUrl) await assertImagesExist(tx, [input.photoUrl]);
    return toTeamMemberDto(await team.create(tx, actor, input));
  });
}

export async function updateTeamMember(em: EntityManager, id: number, input: TeamMemberUpdate, actor: Actor): Promise<TeamMemberDto> {
  return em.transactional(async (tx) => {
    const m = await team.update(tx, actor, id, input, async () => {
      if (input.photoUrl) await assertImagesExist(tx, [input.photoUrl]);
    });
    return toTeamMemberDto(m);
  });
}

export const deleteTeamMember = (em: EntityManager, id: number, actor: Actor): Promise<void> => em.transactional((tx) => team.remove(tx, actor, id));

export const createFaq = (em: EntityManager, input: z.output<typeof faqInputSchema>, actor: Actor): Promise<FaqDto> =>
  em.transactional(async (tx) => toFaqDto(await faq.create(tx, actor, input)));

export const updateFaq = (em: EntityManager, id: number, input: FaqUpdate, actor: Actor): Promise<FaqDto> =>
  em.transactional(async (tx) => toFaqDto(await faq.update(tx, actor, id, input)));

export const deleteFaq = (em: EntityManager, id: number, actor: Actor): Promise<void> => em.transactional((tx) => faq.remove(tx, actor, id));
