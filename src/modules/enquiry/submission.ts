import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { messages } from '../../shared/messages';
import { Enquiry } from './enquiry.entity';

/**
 * Safe retries of the public forms. Each filled-in form carries a random submission id; when its answer
 * is lost (a timeout, an instance that died after the commit) the browser sends the same form again with
 * the same id. That repeat is answered with the first enquiry, the same reference and 201, and stores and
 * mails nothing. The unique constraint on enquiry.submission_id makes this hold when the two tries reach
 * two instances at the same moment: the second insert fails, and its request answers with the first.
 */

/** The stored enquiry of an earlier try of this submission, if any (a befaring request adds its booking: booking/inspection-request.ts). */
export async function earlierTry(em: EntityManager, submissionId: string | null | undefined, email: string): Promise<Enquiry | null> {
  if (!submissionId) return null;
  const enquiry = await em.fork().findOne(Enquiry, { submissionId });
  if (!enquiry) return null;
  // The id is the sender's own secret; another sender reusing it (a client that picks ids badly) is told
  // so and learns nothing of the first enquiry.
  if (enquiry.email.toLowerCase() !== email.toLowerCase())
    throw new TRPCError({
      code: 'CONFLICT',
      message: messages.submissionIdTaken,
    });
  return enquiry;
}

/** Whether an insert failed because another try of the same submission was stored first. */
export const isRepeatedSubmission = (error: unknown) =>
  error instanceof UniqueConstraintViolationException && (error as { constraint?: string }).constraint === 'enquiry_submission_id_unique';
