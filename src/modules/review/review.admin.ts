import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { messages } from '../../shared/messages';
import type { AdminReviewDto } from '../../shared/schemas/review';
import type { ActivityDetails } from '../activity/activity-log.entity';
import { logActivity, type Actor } from '../activity/activity.service';
import { Project } from '../project/project.entity';
import { Review } from './review.entity';

// The owner's side of reviews: see and publish («Sett og publiser»), answer publicly, hide unlawful
// content with a reason, link a review to the job's reference project. Every act is logged in its
// transaction; the admin middleware empties the public cache after each, so /, /about and the project
// page show the change at once.

export function toAdminReviewDto(r: Review): AdminReviewDto {
  return {
    id: r.id,
    caseId: r.enquiry.id,
    reference: r.enquiry.reference,
    status: r.status,
    rating: r.rating,
    text: r.text,
    shownName: r.shownName,
    submittedAt: r.submittedAt?.toISOString() ?? null,
    seenAt: r.seenAt?.toISOString() ?? null,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    answer: r.answer,
    hiddenReason: r.hiddenReason,
    projectId: r.project?.id ?? null,
  };
}

/** Every review a customer has sent, those waiting for the owner first, then the newest. */
export async function listReviews(em: EntityManager): Promise<AdminReviewDto[]> {
  const rows = await em.find(Review, { status: { $ne: 'requested' } }, { populate: ['enquiry'], orderBy: { submittedAt: 'desc', id: 'desc' } });
  const rank = (r: Review) => (r.status === 'unseen' ? 0 : 1);
  return rows.sort((a, b) => rank(a) - rank(b)).map(toAdminReviewDto);
}

/** How many reviews wait for the owner (the dashboard's hint). */
export const unseenReviews = (em: EntityManager) => em.count(Review, { status: 'unseen' });

async function change(em: EntityManager, id: number, actor: Actor, act: (r: Review, tx: EntityManager) => Promise<ActivityDetails>): Promise<AdminReviewDto> {
  return em.transactional(async (tx) => {
    const review = await tx.findOne(Review, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!review) throw new TRPCError({ code: 'NOT_FOUND', message: messages.reviewNotFound });
    await tx.populate(review, ['enquiry']);
    if (review.status === 'requested') throw new TRPCError({ code: 'CONFLICT', message: messages.reviewNotSubmitted });
    const details = await act(review, tx);
    if (Object.keys(details).length) logActivity(tx, actor, { action: 'update', entityType: 'review', entityId: review.id, label: review.enquiry.reference, details });
    await tx.flush();
    return toAdminReviewDto(review);
  });
}

/** «Sett og publiser»: the owner has seen it, so it is shown, whatever its rating. Also undoes a hide. */
export const publishReview = (em: EntityManager, id: number, actor: Actor) =>
  change(em, id, actor, async (r): Promise<ActivityDetails> => {
    if (r.status === 'published') return {};
    const from = r.status;
    const now = new Date();
    r.seenAt ??= now;
    r.publishedAt ??= now;
    r.status = 'published';
    r.hiddenReason = null;
    r.hiddenAt = null;
    return { status: { from, to: 'published' } };
  });

/** Hides a review for unlawful content; the reason is kept on the review and in the log. */
export const hideReview = (em: EntityManager, id: number, reason: string, actor: Actor) =>
  change(em, id, actor, async (r): Promise<ActivityDetails> => {
    const from = r.status;
    r.seenAt ??= new Date();
    r.status = 'hidden';
    r.hiddenReason = reason;
    r.hiddenAt = new Date();
    return { status: { from, to: 'hidden' }, reason: { to: reason } };
  });

/** The company's public answer; null removes it. */
export const answerReview = (em: EntityManager, id: number, answer: string | null, actor: Actor) =>
  change(em, id, actor, async (r): Promise<ActivityDetails> => {
    if (r.answer === answer) return {};
    const from = r.answer;
    r.answer = answer;
    r.answeredAt = answer ? new Date() : null;
    return { answer: { from, to: answer } };
  });

/** Links the review to the job's reference project (shown on its page), or unlinks it. */
export const linkReviewToProject = (em: EntityManager, id: number, projectId: number | null, actor: Actor) =>
  change(em, id, actor, async (r, tx): Promise<ActivityDetails> => {
    const project = projectId === null ? null : await tx.findOne(Project, projectId);
    if (projectId !== null && !project) throw new TRPCError({ code: 'NOT_FOUND', message: messages.projectNotFound });
    const from = r.project?.id ?? null;
    if (from === projectId) return {};
    r.project = project;
    return { project: { from, to: projectId } };
  });
