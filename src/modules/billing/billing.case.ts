import type { EntityManager } from '@mikro-orm/postgresql';
import type { CaseEvent, CaseListeners } from '../enquiry/case-events';
import { Job } from '../job/job.entity';
import { planDeposit, settle } from './billing.service';
import { Invoice } from './invoice.entity';

// What billing does when something happens to its case: the quote's deposit goes into the plan when
// the customer accepts it (after the job part made the job, in the same transaction), and a handover
// settles the case's state from its money (a job paid in full before it was handed over is «Betalt»).

async function jobOf(tx: EntityManager, enquiryId: number): Promise<Job | null> {
  return tx.findOne(Job, { enquiry: enquiryId }, { populate: ['enquiry', 'quote'], refresh: true });
}

/** The accepted quote's deposit, planned; one left planned from a withdrawn acceptance goes first. */
async function onAccepted(tx: EntityManager, event: CaseEvent<'quote.accepted'>): Promise<void> {
  const job = await jobOf(tx, event.enquiry.id);
  if (!job) return;
  await tx.nativeDelete(Invoice, { job, kind: 'deposit', state: 'planned' });
  await planDeposit(tx, job, event.actor);
}

async function onHandedOver(tx: EntityManager, event: CaseEvent<'job.handedOver'>): Promise<void> {
  const job = await jobOf(tx, event.enquiry.id);
  if (job) await settle(tx, job, event.actor);
}

export const billingCaseListeners: CaseListeners = { 'quote.accepted': onAccepted, 'job.handedOver': onHandedOver };
