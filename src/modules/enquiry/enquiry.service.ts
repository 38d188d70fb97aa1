import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { Env } from '../../env';
import { enquiryRateLimited, messages } from '../../shared/messages';
import type { EnquiryDto, contactSchema, inspectionSchema } from '../../shared/schemas/enquiry';
import type { SlotDto } from '../../shared/schemas/booking';
import { bookForEnquiry, withSlotConflict } from '../booking/booking.service';
import { getCompany } from '../company/company.service';
import { logActivity } from '../activity/activity.service';
import { queueEnquiryMails, type MailSettings } from '../mail/mail.service';
import { savedEstimateToStore } from '../estimate/estimate.service';
import { estimateToStore } from '../pricing/estimate.service';
import { toEnquiryDto } from './enquiry.dto';
import { Enquiry } from './enquiry.entity';
import { allowEnquiry } from './rate-limit';
import { nextReference } from './reference';
import { judgeSubmission, signFormToken, type SpamSignals } from './spam';
import { earlierTry, isRepeatedSubmission } from './submission';

type EnquiryData = Omit<Enquiry, 'id' | 'createdAt' | 'reference' | 'status' | 'anonymisedAt'>;
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
async function store(
  em: EntityManager,
  data: EnquiryData,
  signals: SpamSignals & Retry,
  opts: SubmitOptions,
  /** More work in the enquiry's transaction (booking a slot); not run for spam. */
  also?: (tx: EntityManager, e: Enquiry) => Promise<void>,
): Promise<EnquiryDto> {
  // A retry of a stored submission (its answer was lost): the first answer again, nothing new (submission.ts).
  const earlier = await earlierTry(em, signals.submissionId, data.email);
  if (earlier) return toEnquiryDto(earlier.enquiry);
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
    logActivity(tx, null, { action: 'create', entityType: 'contact', entityId: e.id, label: e.reference, details: { type: { to: e.type }, status: { to: e.status } } });
    if (!spam) await queueEnquiryMails(tx, e, opts.env);
    if (!spam && also) await also(tx, e);
    return toEnquiryDto(e);
  });
  return stored.catch(async (error: unknown) => {
    // Another try of the same submission (on this or another instance) committed first: its answer.
    const first = isRepeatedSubmission(error) ? await earlierTry(em, submissionId, data.email) : null;
    if (first) return toEnquiryDto(first.enquiry);
    throw error;
  });
}

export function createContact(em: EntityManager, input: z.output<typeof contactSchema>, opts: SubmitOptions) {
  return store(
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

export async function createInspection(em: EntityManager, input: z.output<typeof inspectionSchema>, opts: SubmitOptions) {
  // A retry: the first answer with its booking, before the slot is checked again (this request's first try took it).
  const earlier = await earlierTry(em, input.submissionId, input.email);
  if (earlier) return { ...toEnquiryDto(earlier.enquiry), booking: earlier.booking };
  // The attached estimate is priced here; the client's numbers are never stored as the estimate.
  // A saved estimate (from its link) comes as it was priced then.
  const estimate = input.estimate ? ((await savedEstimateToStore(em, input.estimate)) ?? (await estimateToStore(em, input.estimate))) : null;
  let booking: SlotDto | null = null;
  const slotStart = input.slotStart;
  const book = slotStart
    ? async (tx: EntityManager, e: Enquiry) => {
        booking = await bookForEnquiry(tx, e, slotStart, opts.env);
      }
    : undefined;
  // A taken or unoffered slot rolls the whole request back and answers 409 with the next free slots.
  const enquiry = await withSlotConflict(em, () =>
    store(
      em,
      {
        type: 'inspection',
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.message,
        address: input.address,
        projectType: input.projectType,
        preferredDate: input.preferredDate ? input.preferredDate : null,
        estimate,
      },
      input,
      opts,
      book,
    ),
  );
  // Answered from an earlier try that won a race: its booking, not this try's (rolled back).
  if (!booking && slotStart) return { ...enquiry, booking: (await earlierTry(em, input.submissionId, input.email))?.booking ?? null };
  return { ...enquiry, booking: booking as SlotDto | null };
}

/** A signed stamp of now, for a form being shown, and how long the form must be open before it is sent. */
export function formToken(secret: string, minFillSeconds: number): { token: string; minFillSeconds: number } {
  return { token: signFormToken(secret, Date.now()), minFillSeconds };
}
