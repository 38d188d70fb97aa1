import { EntitySchema, type Opt } from '@mikro-orm/core';
import { reviewNameStyles, reviewStatuses, type ReviewNameStyle, type ReviewStatus } from '../../shared/reviews';
import { Enquiry } from '../enquiry/enquiry.entity';
import { Project } from '../project/project.entity';

/**
 * A verified review: made when a case is handed over (the only way one comes to exist), mailed to the
 * customer as a link some days later, filled in once through that link. Published after the owner has
 * seen it, whatever its rating; hidden only for unlawful content, with the reason kept here and logged.
 */
export class Review {
  id!: number;
  /** The case it belongs to: one review per case, so one per handed-over job. */
  enquiry!: Enquiry;
  /** The link's secret (128 random bits, base64url); the link is used once the review is sent. */
  token!: string;
  status: Opt<ReviewStatus> = 'requested';
  handedOverAt!: Date;
  /** When the request mail is due (handover + REVIEW_REQUEST_DAYS). */
  requestDueAt!: Date;
  /** When the request mail was put in the outbox; null while it waits. */
  requestQueuedAt: Date | null = null;
  rating: number | null = null;
  text: string | null = null;
  nameStyle: ReviewNameStyle | null = null;
  town: string | null = null;
  /** The name as shown, made when the review is sent (so a later anonymisation of the case keeps it). */
  shownName: string | null = null;
  submittedAt: Date | null = null;
  /** When the owner saw it (publishing or hiding both count). */
  seenAt: Date | null = null;
  publishedAt: Date | null = null;
  answer: string | null = null;
  answeredAt: Date | null = null;
  hiddenReason: string | null = null;
  hiddenAt: Date | null = null;
  /** The reference project of the job, when the owner links one. */
  project: Project | null = null;
  createdAt: Opt<Date> = new Date();
}

export const ReviewSchema = new EntitySchema<Review>({
  class: Review,
  tableName: 'review',
  indexes: [{ properties: ['status', 'publishedAt'] }],
  checks: [
    { name: 'review_rating', expression: 'rating is null or rating between 1 and 5' },
    { name: 'review_submitted', expression: "status = 'requested' or (submitted_at is not null and rating is not null and text is not null and shown_name is not null)" },
    { name: 'review_hidden_reason', expression: "status <> 'hidden' or (hidden_reason is not null and length(trim(hidden_reason)) > 0)" },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    enquiry: { kind: 'm:1', entity: () => Enquiry, deleteRule: 'cascade', unique: true },
    token: { type: 'string', length: 32, unique: true },
    status: { enum: true, items: () => [...reviewStatuses], type: 'string', default: 'requested' },
    handedOverAt: { type: 'datetime' },
    requestDueAt: { type: 'datetime' },
    requestQueuedAt: { type: 'datetime', nullable: true },
    rating: { type: 'smallint', nullable: true },
    text: { type: 'text', nullable: true },
    nameStyle: { enum: true, items: () => [...reviewNameStyles], type: 'string', nullable: true },
    town: { type: 'string', length: 60, nullable: true },
    shownName: { type: 'string', length: 120, nullable: true },
    submittedAt: { type: 'datetime', nullable: true },
    seenAt: { type: 'datetime', nullable: true },
    publishedAt: { type: 'datetime', nullable: true },
    answer: { type: 'text', nullable: true },
    answeredAt: { type: 'datetime', nullable: true },
    hiddenReason: { type: 'text', nullable: true },
    hiddenAt: { type: 'datetime', nullable: true },
    project: { kind: 'm:1', entity: () => Project, nullable: true, deleteRule: 'set null' },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
  },
});
