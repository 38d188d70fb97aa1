import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { Env } from '../../env';
import { enquiryRateLimited, messages } from '../../shared/messages';
import type { EnquiryDto, contactSchema } from '../../shared/schemas/enquiry';
import { getCompany } from '../company/company.service';
import { logActivity } from '../activity/activity.service';
import type { MailSettings } from '../outbox/outbox.service';
import { queueEnquiryMails } from './enquiry.mail';
import { toEnquiryDto } from './enquiry.dto';
import { Enquiry } from './enquiry.entity';
import { allowEnquiry } from './rate-limit';
import { nextReference } from './reference';
import { judgeSubmission, signFormToken, type SpamSignals } from './spam';
import { earlierTry, isRepeatedSubmission } from './submission';

export type EnquiryData = Omit<Enquiry, 'id' | 'createdAt' | 'reference' | 'status' | 'anonymisedAt'>;
type Retry = { submissionId?: string | null };

/** What a public submission needs besides its fields: the settings, the client address, the form-token key. */
export type SubmitOptions = {
  env: MailSettings & Pick<Env, 'ENQUIRY_RATE_LIMIT' | 'ENQUIRY_MIN_FILL_SECONDS' | 'BOOKING_REMINDER_HOUR'>;
  /** The client's address (behind TRUST_PROXY); without one the per-address limit cannot apply. */
  ip: string | undefined;
  formSecret: string;
};

/**
 * Stores the enquiry with its reference number, its log row, and its two mails with their queue jobs,
 * all in one transaction; only a committed enquiry is answered 2xx, and the mails go out after commit.
 * Our own form sent within the minimum fill time is refused with a message and stores nothing (the
 * visitor keeps what they wrote and sends again). Past the per-address limit nothing is stored (429).
 * A filled honeypot is stored as spam and answered the same way, but not mailed until the owner marks
 * it as not spam (inbox.service.ts).
 */
export async function storeEnquiry(
  em: EntityManager,
  data: EnquiryData,
  signals: SpamSignals & Retry,
  opts: SubmitOptions,
  /** More work in the enquiry's transaction (booking a slot); not run for spam. */
  also?: (tx: EntityManager, e: Enquiry) => Promise<void>,
): Promise<EnquiryDto> {
  // A retry of a stored submission (its answer was lost): the first answer again, nothing new (submission.ts).
  const earlier = await earlierTry(em, signals.submissionId, data.email);
  if (earlier) return toEnquiryDto(earlier);
  const verdict = judgeSubmission(signals, { secret: opts.formSecret, minFillMs: opts.env.ENQUIRY_MIN_FILL_SECONDS * 1000, now: Date.now() });
  if (verdict === 'too_fast') throw new TRPCError({ code: 'BAD_REQUEST', message: messages.sentTooFast });
  if (opts.ip && !(await allowEnquiry(em, opts.ip, opts.env.ENQUIRY_RATE_LIMIT, new Date(), signals.submissionId))) {
    const { phone } = await getCompany(em);
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: enquiryRateLimited(phone) });
  }
  const spam = verdict === 'spam';
  const submissionId = signals.submissionId || null;
  const stored = em.transactional(async (tx) => {
    const createdAt = new Date();
    const reference = await nextReference(tx, createdAt);
    const e = tx.create(Enquiry, { ...data, reference, createdAt, status: spam ? 'spam' : 'new', anonymisedAt: null, submissionId });
    await tx.flush();
    logActivity(tx, null, { action: 'create', entityType: 'case', entityId: e.id, label: e.reference, details: { type: { to: e.type }, status: { to: e.status } } });
    if (!spam) await queueEnquiryMails(tx, e, opts.env);
    if (!spam && also) await also(tx, e);
    return toEnquiryDto(e);
  });
  return stored.catch(async (error: unknown) => {
    // Another try of the same submission (on this or another instance) committed first: its answer.
    const first = isRepeatedSubmission(error) ? await earlierTry(em, submissionId, data.email) : null;
    if (first) return toEnquiryDto(first);
    throw error;
  });
}

export function createContact(em: EntityManager, input: z.output<typeof contactSchema>, opts: SubmitOptions) {
  return storeEnquiry(
    em,
    {
      type: 'contact',
      name: input.name,
      email: input.email,
      phone: input.phone ? input.phone : null,
      message: input.message,
      address: null,
      projectType: null,
      preferredDate: null,
      estimate: null,
    },
    input,
    opts,
  );
}

/** A signed stamp of now, for a form being shown, and how long the form must be open before it is sent. */
export function formToken(secret: string, minFillSeconds: number): { token: string; minFillSeconds: number } {
  return { token: signFormToken(secret, Date.now()), minFillSeconds };
}
