import type { EntityManager } from '@mikro-orm/postgresql';
import type { CaseEvent, CaseListeners } from '../enquiry/case-events';

// What the job does when something happens to its case: the customer's acceptance of a quote makes
// the job, in the acceptance's own transaction. Readers never make it.

/**
 * Makes the case's job for the accepted quote. One job per case (the unique enquiry decides between
 * two instances); a quote accepted after a withdrawn one takes over the job of its case, with its days.
 */
export async function makeJob(tx: EntityManager, event: CaseEvent<'quote.accepted'>): Promise<void> {
  await tx.execute(
    `insert into job (enquiry_id, quote_id, sequence, created_at, updated_at)
     values (?, ?, 0, now(), now())
     on conflict (enquiry_id) do update set quote_id = excluded.quote_id, updated_at = now()
      where job.quote_id <> excluded.quote_id`,
    [event.enquiry.id, event.quoteId],
  );
}

export const jobCaseListeners: CaseListeners = { 'quote.accepted': makeJob };
