import { isHandedOver } from '../../shared/domain';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { messages } from '../../shared/messages';
import { quoteTotals } from '../../shared/pricing/vat';
import type { ChangeOrderDto, ChangeOrderInput, changeOrderCreateSchema, changeOrderSendSchema, JobDto } from '../../shared/schemas/job';
import { changes, logActivity, type Actor } from '../activity/activity.service';
import type { MailSettings } from '../outbox/outbox.service';
import { ChangeOrder, type Job } from './job.entity';
import { queueChangeOrderMail } from './job.mail';
import { jobDto, lockedJob } from './job.service';
import { defaultPriceLimit } from '../../shared/price-limit';
import { impactOfSending } from './job.view';

// Change orders (tillegg og endringer) to a job: drafted by the owner, sent to the customer, accepted
// or declined on the customer's page. Sent is final for the owner; accepted is frozen with its hash.

const label = (job: Job, o: ChangeOrder) => `${job.enquiry.reference} endring ${o.number}`;

function assertOpenJob(job: Job): void {
  if (isHandedOver(job.enquiry.status)) throw new TRPCError({ code: 'CONFLICT', message: messages.jobHandedOver });
}

async function lockedOrder(tx: EntityManager, id: number): Promise<{ job: Job; order: ChangeOrder }> {
  const found = await tx.findOne(ChangeOrder, id, { populate: ['job'] });
  if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: messages.changeOrderNotFound });
  // The job's lock orders every change to its change orders (numbers, the limit), across instances.
  const job = await lockedJob(tx, found.job.id);
  const order = await tx.findOneOrFail(ChangeOrder, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
  return { job, order };
}

/** A change order as the owner sees it (with what sending it would do to the price), found through its job. */
export async function changeOrderById(em: EntityManager, id: number): Promise<ChangeOrderDto> {
  const order = await em.findOne(ChangeOrder, id, { populate: ['job.enquiry', 'job.quote'] });
  if (!order || order.job.enquiry.anonymisedAt) throw new TRPCError({ code: 'NOT_FOUND', message: messages.changeOrderNotFound });
  return ofJob(await jobDto(em, order.job), order.id);
}

const ofJob = (job: JobDto, id: number): ChangeOrderDto => job.changeOrders.find((o) => o.id === id)!;

/** Makes a draft; answers the new change order. */
export async function createChangeOrder(em: EntityManager, input: z.output<typeof changeOrderCreateSchema>, actor: Actor): Promise<ChangeOrderDto> {
  return em.transactional(async (tx) => {
    const job = await lockedJob(tx, input.id);
    assertOpenJob(job);
    const last = await tx.findOne(ChangeOrder, { job }, { orderBy: { number: 'desc' } });
    const o = tx.create(ChangeOrder, { job, number: (last?.number ?? 0) + 1, kind: input.kind, reason: input.reason, lines: input.lines });
    await tx.flush();
    logActivity(tx, actor, { action: 'create', entityType: 'changeorder', entityId: o.id, label: label(job, o), details: { kind: { to: o.kind }, total: { to: quoteTotals(o.lines).total } } });
    await tx.flush();
    return ofJob(await jobDto(tx, job), o.id);
  });
}

export async function updateChangeOrder(em: EntityManager, input: ChangeOrderInput, actor: Actor): Promise<JobDto> {
  return em.transactional(async (tx) => {
    const { job, order } = await lockedOrder(tx, input.id);
    assertOpenJob(job);
    if (order.status !== 'draft') throw new TRPCError({ code: 'CONFLICT', message: messages.changeOrderNotDraft });
    const before = { kind: order.kind, reason: order.reason, total: quoteTotals(order.lines).total };
    order.kind = input.kind;
    order.reason = input.reason;
    order.lines = input.lines;
    const diff = changes(before, { kind: order.kind, reason: order.reason, total: quoteTotals(order.lines).total });
    if (Object.keys(diff).length) logActivity(tx, actor, { action: 'update', entityType: 'changeorder', entityId: order.id, label: label(job, order), details: diff });
    await tx.flush();
    return jobDto(tx, job);
  });
}

export async function deleteChangeOrder(em: EntityManager, id: number, actor: Actor): Promise<JobDto> {
  return em.transactional(async (tx) => {
    const { job, order } = await lockedOrder(tx, id);
    if (order.status !== 'draft') throw new TRPCError({ code: 'CONFLICT', message: messages.changeOrderNotDraft });
    logActivity(tx, actor, { action: 'delete', entityType: 'changeorder', entityId: order.id, label: label(job, order) });
    tx.remove(order);
    await tx.flush();
    return jobDto(tx, job);
  });
}

/**
 * Sends a draft to the customer. For a prisoverslag past its limit (15 % above the estimate, or the new
 * limit agreed before), the customer's acceptance will be the agreement to the new limit, and the page,
 * mail and PDF say so (håndverkertjenesteloven § 32). `confirmNewLimit` records instead that the customer
 * agreed to it outside the site: the limit is then the new total at once, recorded and logged.
 */
export async function sendChangeOrder(em: EntityManager, input: z.output<typeof changeOrderSendSchema>, actor: Actor, settings: MailSettings): Promise<JobDto> {
  return em.transactional(async (tx) => {
    const { job, order } = await lockedOrder(tx, input.id);
    assertOpenJob(job);
    if (order.status !== 'draft') throw new TRPCError({ code: 'CONFLICT', message: messages.changeOrderNotDraft });
    const orders = await tx.find(ChangeOrder, { job }, { orderBy: { number: 'asc' } });
    const impact = impactOfSending(job, orders, order);
    if (impact?.level === 'over' && input.confirmNewLimit) {
      const contract = quoteTotals(job.quote.lines).total;
      const before = job.newLimit;
      job.newLimit = Math.ceil(impact.totalAfter);
      job.newLimitAgreedAt = new Date();
      job.newLimitChangeOrder = null;
      logActivity(tx, actor, {
        action: 'update',
        entityType: 'job',
        entityId: job.id,
        label: `${job.enquiry.reference} oppdrag`,
        details: { newLimit: { from: before ?? Math.round(defaultPriceLimit(contract)), to: job.newLimit } },
      });
    }
    order.status = 'sent';
    order.sentAt = new Date();
    logActivity(tx, actor, { action: 'update', entityType: 'changeorder', entityId: order.id, label: label(job, order), details: { status: { from: 'draft', to: 'sent' } } });
    await tx.flush();
    await queueChangeOrderMail(tx, job, order, 'sent', 'customer', settings);
    return jobDto(tx, job);
  });
}
