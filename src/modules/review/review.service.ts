import { isHandedOver } from '../../shared/domain';
import type { LapsedLink } from '../../shared/schemas/lapsed-link';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { Env } from '../../env';
import { addTask } from '../../tasks/queue';
import { messages } from '../../shared/messages';
import { averageRating, initialsOf, shownName } from '../../shared/reviews';
import type { PublicReviewDto, ReviewRequestDto, ReviewSubmitInput, ReviewSummaryDto } from '../../shared/schemas/review';
import { logActivity } from '../activity/activity.service';
import { getCompany } from '../company/company.service';
import type { Enquiry } from '../enquiry/enquiry.entity';
import { queueMail, type MailSettings } from '../outbox/outbox.service';
import { newLinkToken } from '../tokens/link-token';
import { Review } from './review.entity';

// Verified reviews (docs/decisions/0018-verified-reviews.md): only the customer of a handed-over job gets
// a link, mailed REVIEW_REQUEST_DAYS after handover, and it works once. What they send reaches the owner
// at once (a mail to the company) and is published when the owner has seen it, low ratings included.

/** The job that puts the request mail in the outbox when its day has come. */
export const REVIEW_REQUEST_TASK = 'review_request';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The review form's path: a token page (shared/public-pages.ts), noindex and no-store. */
export const reviewPath = (token: string) => `/omtale/${token}`;

/**
 * Gives the case its one review link and schedules the request mail for `REVIEW_REQUEST_DAYS` after
 * handover, in the caller's transaction (the handover's). The outbox sends a mail at once, so the delay
 * is a graphile-worker job with `runAt` that queues the mail when it is due. Called again for the same
 * case, it changes nothing: one request per job. Only a handed-over case can be asked.
 */
export async function scheduleReviewRequest(tx: EntityManager, enquiry: Enquiry, handedOverAt: Date, settings: Pick<Env, 'REVIEW_REQUEST_DAYS'>): Promise<void> {
  if (!isHandedOver(enquiry.status)) throw new TRPCError({ code: 'CONFLICT', message: messages.reviewNotHandedOver });
  if (await tx.findOne(Review, { enquiry })) return;
  const review = tx.create(Review, {
    enquiry,
    token: newLinkToken(),
    handedOverAt,
    requestDueAt: new Date(handedOverAt.getTime() + settings.REVIEW_REQUEST_DAYS * DAY_MS),
    createdAt: new Date(),
  });
  await tx.flush();
  await addTask(tx, REVIEW_REQUEST_TASK, { reviewId: review.id }, { runAt: review.requestDueAt, jobKey: `review-request:${review.id}` });
}

/**
 * The due job: queues the request mail once (the row lock and the stamp make a repeated job, or a
 * second instance, a no-op). A case anonymised meanwhile is not asked.
 */
export async function queueReviewRequest(em: EntityManager, reviewId: number, settings: MailSettings): Promise<boolean> {
  return em.transactional(async (tx) => {
    const review = await tx.findOne(Review, reviewId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!review || review.requestQueuedAt || review.status !== 'requested') return false;
    await tx.populate(review, ['enquiry']);
    if (review.enquiry.anonymisedAt) return false;
    review.requestQueuedAt = new Date();
    await tx.flush();
    await queueMail(tx, { caseId: review.enquiry.id, kind: 'review_request', audience: 'customer', to: review.enquiry.email, dedupeKey: `review:${review.id}:request` }, settings);
    return true;
  });
}

/**
 * The case's review as its customer's page shows it: the form's link once the request has gone out
 * and until it is used, then when the review came; null before the request (or without one).
 */
export async function reviewOnCustomerPage(em: EntityManager, enquiry: Enquiry): Promise<{ url: string | null; receivedAt: string | null } | null> {
  const review = await em.findOne(Review, { enquiry });
  if (!review) return null;
  if (review.status === 'requested') return review.requestQueuedAt ? { url: reviewPath(review.token), receivedAt: null } : null;
  return { url: null, receivedAt: (review.submittedAt ?? review.createdAt).toISOString() };
}

/** The review behind a link, for the form: 404 for an unknown link, 409 once it has been used. */
async function openReview(em: EntityManager, token: string, lock = false): Promise<Review> {
  const review = await em.findOne(Review, { token }, { populate: ['enquiry'], ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) });
  if (!review || review.enquiry.anonymisedAt) throw new TRPCError({ code: 'NOT_FOUND', message: messages.reviewLinkUnknown });
  if (review.status !== 'requested') throw new TRPCError({ code: 'CONFLICT', message: messages.reviewLinkUsed });
  return review;
}

/** A review link already used: when the review came. */
export async function lapsedReviewLink(em: EntityManager, token: string): Promise<LapsedLink> {
  const review = await em.findOne(Review, { token }, { populate: ['enquiry'] });
  if (!review || review.enquiry.anonymisedAt || review.status === 'requested') return null;
  return { kind: 'review_received', at: (review.submittedAt ?? review.createdAt).toISOString() };
}

/** What the form shows: the customer's first name and initials, so each choice of name is visible. */
export async function reviewRequest(em: EntityManager, token: string): Promise<ReviewRequestDto> {
  const review = await openReview(em, token);
  const company = await getCompany(em);
  return { firstName: shownName(review.enquiry.name, 'first_name_town', null), initials: initialsOf(review.enquiry.name), companyName: company.name };
}

/**
 * Takes the customer's review, once: the link is used from then on. The owner is told at once (a mail
 * to the company: nothing a customer sends disappears unseen); it is shown publicly after they have seen it.
 */
export async function submitReview(em: EntityManager, input: ReviewSubmitInput, settings: MailSettings): Promise<void> {
  await em.transactional(async (tx) => {
    const review = await openReview(tx, input.token, true);
    review.rating = input.rating;
    review.text = input.text;
    review.nameStyle = input.nameStyle;
    review.town = input.nameStyle === 'first_name_town' ? input.town : null;
    review.shownName = shownName(review.enquiry.name, input.nameStyle, review.town);
    review.submittedAt = new Date();
    review.status = 'unseen';
    logActivity(tx, null, { action: 'create', entityType: 'review', entityId: review.id, label: review.enquiry.reference, details: { rating: { to: input.rating } } });
    await tx.flush();
    await queueMail(tx, { caseId: review.enquiry.id, kind: 'review_received', audience: 'company', dedupeKey: `review:${review.id}:received` }, settings);
  });
}

export function toPublicReviewDto(r: Review): PublicReviewDto {
  return {
    id: r.id,
    rating: r.rating ?? 0,
    text: r.text ?? '',
    shownName: r.shownName ?? '',
    publishedAt: (r.publishedAt ?? r.submittedAt ?? r.createdAt).toISOString(),
    answer: r.answer,
    answeredAt: r.answeredAt?.toISOString() ?? null,
    project: r.project ? { id: r.project.id, title: r.project.title } : null,
  };
}

/**
 * The published reviews: the count and average over all of them (what AggregateRating states), and
 * the newest ones, of one project when `projectId` is given.
 */
export async function reviewSummary(em: EntityManager, opts: { projectId?: number; limit?: number } = {}): Promise<ReviewSummaryDto> {
  const ratings = await em.find(Review, { status: 'published' }, { fields: ['rating'] });
  const rows = await em.find(
    Review,
    { status: 'published', ...(opts.projectId ? { project: opts.projectId } : {}) },
    { populate: ['project'], orderBy: { publishedAt: 'desc', id: 'desc' }, limit: opts.limit ?? 50 },
  );
  return { count: ratings.length, average: averageRating(ratings.map((r) => r.rating ?? 0)), reviews: rows.map(toPublicReviewDto) };
}
