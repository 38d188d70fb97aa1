import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { isWon } from '../../shared/domain';
import { messages } from '../../shared/messages';
import type { QuoteDto } from '../../shared/schemas/quote';
import { logActivity, type Actor } from '../activity/activity.service';
import { transition } from '../enquiry/case';
import { announce } from '../enquiry/case-events';
import type { MailSettings } from '../outbox/outbox.service';
import { Quote } from './quote.entity';
import { queueQuoteMail } from './quote.mail';
import { toQuoteDto } from './quote.view';

/**
 * The owner's explicit way back from an accepted quote (docs/decisions/0015): the acceptance is marked
 * withdrawn with the owner's reason, the case goes «Vunnet» → «Tilbud sendt» through the case file
 * (which logs the reason), and the customer is mailed why. Only then can a new version be made and sent.
 * The acceptance record itself (name, time, hash) is kept: it is what the customer did.
 */
export async function withdrawAcceptance(em: EntityManager, id: number, reason: string, actor: Actor, settings: MailSettings, origin: string): Promise<QuoteDto> {
  const why = reason.trim();
  if (!why) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Skriv hvorfor aksepten trekkes tilbake.' });
  return em.transactional(async (tx) => {
    const q = await tx.findOne(Quote, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!q) throw new TRPCError({ code: 'NOT_FOUND', message: messages.quoteNotFound });
    await tx.populate(q, ['enquiry']);
    if (q.withdrawnAt) throw new TRPCError({ code: 'CONFLICT', message: messages.quoteAlreadyWithdrawn });
    if (q.status !== 'accepted' || !q.acceptedAt) throw new TRPCError({ code: 'CONFLICT', message: messages.quoteNotAccepted });
    if (q.enquiry.anonymisedAt) throw new TRPCError({ code: 'CONFLICT', message: messages.enquiryAnonymised });
    // Once the job is planned, the customer has its dates: those are cancelled first, as their own mailed act.
    if (q.enquiry.status === 'planned') throw new TRPCError({ code: 'CONFLICT', message: messages.quoteJobPlanned });
    if (isWon(q.enquiry.status) && q.enquiry.status !== 'won') throw new TRPCError({ code: 'CONFLICT', message: messages.quoteJobUnderway });
    q.withdrawnAt = new Date();
    q.withdrawReason = why;
    logActivity(tx, actor, {
      action: 'update',
      entityType: 'quote',
      entityId: q.id,
      label: `${q.enquiry.reference} v${q.version}`,
      details: { withdrawnAt: { to: q.withdrawnAt.toISOString() }, withdrawReason: { to: why } },
    });
    // A case that is not «Vunnet» (set aside by hand since) stays where it is; the acceptance is still withdrawn.
    if (q.enquiry.status === 'won') transition(tx, q.enquiry, 'quote_sent', actor, why);
    await tx.flush();
    await announce(tx, { type: 'quote.withdrawn', enquiry: q.enquiry, actor, quoteId: q.id });
    await queueQuoteMail(tx, q, 'withdrawn', settings);
    return toQuoteDto(q, origin);
  });
}
