import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { befaringClashes, clashText } from './job.clash';
import { todayInOslo } from '../../shared/dates';
import { handedOverStatuses, isHandedOver, wonStatuses } from '../../shared/domain';
import { messages } from '../../shared/messages';
import type { JobDto, JobPatch } from '../../shared/schemas/job';
import { logActivity, type Actor } from '../activity/activity.service';
import { clearCalendarBlock, setCalendarBlock } from '../booking/calendar-block';
import { transition } from '../enquiry/case';
import type { MailSettings } from '../outbox/outbox.service';
import { ChangeOrder, Job } from './job.entity';
import { queueJobMail } from './job.mail';
import { toJobDto } from './job.view';

// The job (oppdrag): one per accepted quote, planned in whole days. The case holds its state
// (won → planned → in progress → done → handed over) and this module moves it only through
// enquiry/case.ts; it is made when the quote is accepted (job.case.ts). Every date change mails the customer an updated invite through the outbox.

const label = (job: Job) => `${job.enquiry.reference} oppdrag`;
/** The job's days in the owner's calendar: befaring slots are not offered on them unless the owner opens a day. */
const blockKey = (job: Job) => `job:${job.id}`;

async function ordersOf(em: EntityManager, job: Job): Promise<ChangeOrder[]> {
  return em.find(ChangeOrder, { job }, { orderBy: { number: 'asc' } });
}

export async function jobDto(em: EntityManager, job: Job): Promise<JobDto> {
  return toJobDto(job, await ordersOf(em, job));
}

/** Locks the job (a second owner tab, another instance waits) with its case and contract. */
export async function lockedJob(tx: EntityManager, id: number): Promise<Job> {
  const job = await tx.findOne(Job, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!job) throw new TRPCError({ code: 'NOT_FOUND', message: messages.jobNotFound });
  await tx.populate(job, ['enquiry', 'quote']);
  if (job.enquiry.anonymisedAt) throw new TRPCError({ code: 'NOT_FOUND', message: messages.jobNotFound });
  return job;
}

/** The job of a case, or null while the case has no accepted quote. */
export async function jobOfEnquiry(em: EntityManager, enquiryId: number): Promise<JobDto | null> {
  const job = await em.findOne(Job, { enquiry: enquiryId, quote: { withdrawnAt: null } }, { populate: ['enquiry', 'quote'] });
  if (!job || !wonStatuses.includes(job.enquiry.status as never) || job.enquiry.anonymisedAt) return null;
  return jobDto(em, job);
}

/** The job with its case and contract, read without a lock; 404 when it is not there. */
export async function jobEntity(em: EntityManager, id: number): Promise<Job> {
  const job = await em.findOne(Job, id, { populate: ['enquiry', 'quote'] });
  if (!job || job.enquiry.anonymisedAt) throw new TRPCError({ code: 'NOT_FOUND', message: messages.jobNotFound });
  return job;
}

export async function jobById(em: EntityManager, id: number): Promise<JobDto> {
  return jobDto(em, await jobEntity(em, id));
}

/**
 * Every job the owner is working on, by first day (unplanned first): won, planned, in progress and
 * done, and those handed over in the last 60 days.
 */
export async function listJobs(em: EntityManager): Promise<JobDto[]> {
  const since = new Date(Date.now() - 60 * 86_400_000);
  const jobs = await em.find(
    Job,
    {
      quote: { withdrawnAt: null },
      enquiry: { anonymisedAt: null, $or: [{ status: { $in: ['won', 'planned', 'in_progress', 'done'] } }, { status: { $in: [...handedOverStatuses] } }] },
      $or: [{ handedOverAt: null }, { handedOverAt: { $gte: since } }],
    },
    { populate: ['enquiry', 'quote'], orderBy: { startDate: 'asc nulls first', id: 'asc' } },
  );
  const orders = jobs.length ? await em.find(ChangeOrder, { job: { $in: jobs } }, { orderBy: { number: 'asc' } }) : [];
  return jobs.map((j) => toJobDto(j, orders.filter((o) => o.job.id === j.id)));
}

function assertNotHandedOver(job: Job): void {
  if (isHandedOver(job.enquiry.status)) throw new TRPCError({ code: 'CONFLICT', message: messages.jobHandedOver });
}

/**
 * The owner's changes to a job: its dates (planning it, or moving it: the customer gets the invite,
 * updated by its SEQUENCE), or its next state one step at a time. `status: 'won'` cancels the dates
 * (the invite is withdrawn with METHOD:CANCEL) and sends the case back to «Vunnet».
 */
export async function patchJob(em: EntityManager, input: JobPatch, actor: Actor, settings: MailSettings): Promise<JobDto> {
  return em.transactional(async (tx) => {
    const job = await lockedJob(tx, input.id);
    assertNotHandedOver(job);
    const enquiry = job.enquiry;
    const hasDates = input.startDate !== undefined || input.endDate !== undefined;
    if (hasDates) {
      const startDate = input.startDate ?? job.startDate;
      const endDate = input.endDate ?? job.endDate;
      if (!startDate || !endDate) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Velg både første og siste dag.' });
      if (endDate < startDate) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Siste dag kan ikke være før første dag.' });
      const moved = startDate !== job.startDate || endDate !== job.endDate;
      // A new first day in the past is a mistake; keeping a started job's first day is not.
      if (startDate !== job.startDate && startDate < todayInOslo() && enquiry.status !== 'in_progress' && enquiry.status !== 'done') {
        throw new TRPCError({ code: 'BAD_REQUEST', message: messages.jobDatesPast });
      }
      if (moved && !input.planOverBefaring) {
        const clashes = await befaringClashes(tx, job, startDate, endDate);
        if (clashes.length) throw new TRPCError({ code: 'CONFLICT', message: `${messages.jobOverBefaring} Det gjelder ${clashText(clashes)}.` });
      }
      if (moved) {
        const before = { startDate: job.startDate, endDate: job.endDate };
        const firstTime = !job.startDate;
        job.startDate = startDate;
        job.endDate = endDate;
        job.cancelledAt = null;
        if (!firstTime) job.sequence += 1;
        logActivity(tx, actor, {
          action: 'update',
          entityType: 'job',
          entityId: job.id,
          label: label(job),
          details: { startDate: { from: before.startDate, to: startDate }, endDate: { from: before.endDate, to: endDate } },
        });
        if (enquiry.status === 'won') transition(tx, enquiry, 'planned', actor);
        await setCalendarBlock(tx, blockKey(job), { startDate, endDate, title: `Oppdrag ${enquiry.reference} – ${enquiry.name}`, location: enquiry.address, enquiry });
        await tx.flush();
        await queueJobMail(tx, job, firstTime ? 'planned' : 'moved', settings, before);
      }
    }
    if (input.status && input.status !== enquiry.status) {
      const to = input.status;
      if (to === 'won') {
        if (enquiry.status !== 'planned') throw new TRPCError({ code: 'CONFLICT', message: 'Bare et planlagt oppdrag som ikke er startet, kan få datoene avlyst.' });
        const before = { startDate: job.startDate, endDate: job.endDate };
        job.startDate = null;
        job.endDate = null;
        job.cancelledAt = new Date();
        job.sequence += 1;
        logActivity(tx, actor, { action: 'update', entityType: 'job', entityId: job.id, label: label(job), details: { startDate: { from: before.startDate, to: null }, endDate: { from: before.endDate, to: null } } });
        transition(tx, enquiry, 'won', actor);
        await clearCalendarBlock(tx, blockKey(job));
        await tx.flush();
        await queueJobMail(tx, job, 'cancelled', settings, before);
      } else {
        if (to === 'planned' && !job.startDate) throw new TRPCError({ code: 'BAD_REQUEST', message: messages.jobNotPlanned });
        transition(tx, enquiry, to, actor);
        if (to === 'in_progress' && !job.startedAt) job.startedAt = new Date();
        if (to === 'done') job.doneAt = new Date();
        if (to !== 'done') job.doneAt = null;
        // A finished job frees the days left of it; taken back to «I gang», it holds them again.
        if (to === 'done') await clearCalendarBlock(tx, blockKey(job));
        else if (job.startDate && job.endDate) await setCalendarBlock(tx, blockKey(job), { startDate: job.startDate, endDate: job.endDate, title: `Oppdrag ${enquiry.reference} – ${enquiry.name}`, location: enquiry.address, enquiry });
      }
    }
    await tx.flush();
    return jobDto(tx, job);
  });
}
