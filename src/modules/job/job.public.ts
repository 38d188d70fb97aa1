import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { isWon } from '../../shared/domain';
import { messages } from '../../shared/messages';
import type { changeOrderAcceptSchema, changeOrderDeclineSchema, PublicJobDto } from '../../shared/schemas/job';
import { logActivity } from '../activity/activity.service';
import type { MailSettings } from '../outbox/outbox.service';
import { announce } from '../enquiry/case-events';
import { quoteByLink } from '../quote/quote.public';
import { quoteTotals } from '../../shared/pricing/vat';
import { changeOrderRecordPdf, renderChangeOrderPdf } from './change-order.record';
import { ChangeOrder, Job } from './job.entity';
import { queueChangeOrderMail } from './job.mail';
import { changeOrderHash, priceAround, priceLimitOf, toPublicJob } from './job.view';

// The customer's job behind the quote's link (/tilbud/{token}): once the quote is accepted, the page
// is the job's. Answers to change orders go under the same token, with the same record as the quote's.

/** The job of an accepted, standing quote; null while the quote is not accepted (the page shows the quote). */
async function jobByToken(em: EntityManager, token: string, lock: boolean): Promise<Job | null> {
  const q = await quoteByLink(em, token);
  if (q.status !== 'accepted' || q.withdrawnAt || !isWon(q.enquiry.status)) return null;
  const job = await em.findOne(Job, { quote: q }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (job) await em.populate(job, ['enquiry', 'quote']);
  return job;
}

const ordersOf = (em: EntityManager, job: Job) => em.find(ChangeOrder, { job }, { orderBy: { number: 'asc' } });

export async function publicJob(em: EntityManager, token: string): Promise<PublicJobDto | null> {
  const job = await jobByToken(em, token, false);
  return job ? toPublicJob(job, await ordersOf(em, job)) : null;
}

async function answerable(tx: EntityManager, token: string, id: number): Promise<{ job: Job; order: ChangeOrder }> {
  const job = await jobByToken(tx, token, true);
  const order = job ? await tx.findOne(ChangeOrder, { id, job, status: { $ne: 'draft' } }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
  if (!job || !order) throw new TRPCError({ code: 'NOT_FOUND', message: messages.changeOrderNotFound });
  if (order.status !== 'sent') throw new TRPCError({ code: 'CONFLICT', message: messages.changeOrderAnswered });
  return { job, order };
}

const label = (job: Job, o: ChangeOrder) => `${job.enquiry.reference} endring ${o.number}`;

/**
 * The customer accepts: name, time and the SHA-256 of the content are recorded and the change order is
 * frozen, its PDF kept as it is now; both sides get that PDF. Past a prisoverslag's limit the acceptance
 * is the customer's agreement to the new limit (§ 32), which the page, the mail and the PDF named before.
 */
export async function acceptChangeOrder(em: EntityManager, input: z.output<typeof changeOrderAcceptSchema>, settings: MailSettings): Promise<PublicJobDto> {
  return em.transactional(async (tx) => {
    const { job, order } = await answerable(tx, input.token, input.id);
    const orders = await ordersOf(tx, job);
    const { newLimit } = priceAround(job, orders, order);
    order.status = 'accepted';
    order.acceptedAt = new Date();
    order.acceptedName = input.name;
    order.contentHash = changeOrderHash(job, order);
    logActivity(tx, null, { action: 'update', entityType: 'changeorder', entityId: order.id, label: label(job, order), details: { status: { from: 'sent', to: 'accepted' } } });
    if (newLimit !== null) {
      const before = job.newLimit ?? Math.round(priceLimitOf(job, quoteTotals(job.quote.lines).total));
      job.newLimit = newLimit;
      job.newLimitAgreedAt = order.acceptedAt;
      job.newLimitChangeOrder = order.number;
      logActivity(tx, null, { action: 'update', entityType: 'job', entityId: job.id, label: `${job.enquiry.reference} oppdrag`, details: { newLimit: { from: before, to: newLimit } } });
    }
    order.recordPdf = await renderChangeOrderPdf(tx, job, orders, order);
    await tx.flush();
    await announce(tx, { type: 'changeOrder.accepted', enquiry: job.enquiry, actor: null, jobId: job.id, changeOrderId: order.id });
    await queueChangeOrderMail(tx, job, order, 'accepted', 'customer', settings);
    await queueChangeOrderMail(tx, job, order, 'accepted', 'company', settings);
    return toPublicJob(job, orders);
  });
}

/** The customer declines: the reason is kept, and the PDF, saying «Avslått», is kept as it is now. */
export async function declineChangeOrder(em: EntityManager, input: z.output<typeof changeOrderDeclineSchema>, settings: MailSettings): Promise<PublicJobDto> {
  return em.transactional(async (tx) => {
    const { job, order } = await answerable(tx, input.token, input.id);
    const orders = await ordersOf(tx, job);
    order.status = 'declined';
    order.declinedAt = new Date();
    order.declineReason = input.reason;
    logActivity(tx, null, { action: 'update', entityType: 'changeorder', entityId: order.id, label: label(job, order), details: { status: { from: 'sent', to: 'declined' } } });
    order.recordPdf = await renderChangeOrderPdf(tx, job, orders, order);
    await tx.flush();
    await announce(tx, { type: 'changeOrder.declined', enquiry: job.enquiry, actor: null, jobId: job.id, changeOrderId: order.id });
    await queueChangeOrderMail(tx, job, order, 'declined', 'company', settings);
    return toPublicJob(job, orders);
  });
}

/** A change order's PDF behind the same link: the record of its answer; drafts are not the customer's to see. */
export async function changeOrderForPdf(em: EntityManager, token: string, number: number): Promise<{ name: string; pdf: Buffer }> {
  const job = await jobByToken(em, token, false);
  const order = job ? await em.findOne(ChangeOrder, { job, number, status: { $ne: 'draft' } }) : null;
  if (!job || !order) throw new TRPCError({ code: 'NOT_FOUND', message: messages.changeOrderNotFound });
  return { name: `endring-${job.enquiry.reference}-${order.number}.pdf`, pdf: await changeOrderRecordPdf(em, job, order) };
}
