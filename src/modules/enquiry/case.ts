import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { canMove, needsReason, type CaseStatus } from '../../shared/domain';
import { enquiryStatusLabels } from '../../shared/labels';
import { logActivity, type Actor } from '../activity/activity.service';
import type { Enquiry } from './enquiry.entity';

// The enquiry is the customer's case file, and this is the one place that changes its status. The
// parts of the case (the befaring, the quote, next the job) call transition() and never set the status
// themselves; every move is checked against the allowed moves (shared/domain.ts) and logged in the
// caller's transaction.

const refused = (from: CaseStatus, to: CaseStatus) =>
  new TRPCError({ code: 'CONFLICT', message: `Henvendelsen kan ikke flyttes fra «${enquiryStatusLabels[from]}» til «${enquiryStatusLabels[to]}».` });

/**
 * Moves the case to `to`, checked and logged; staying put is a no-op (false). A move that undoes what
 * the customer agreed to needs a reason, which is logged with it. Throws CONFLICT for a move the case
 * may not make, and changes nothing then.
 */
export function transition(tx: EntityManager, enquiry: Enquiry, to: CaseStatus, actor: Actor, reason?: string): boolean {
  const from = enquiry.status;
  if (from === to) return false;
  if (!canMove(from, to)) throw refused(from, to);
  const why = reason?.trim();
  if (needsReason(from, to) && !why) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Skriv hvorfor henvendelsen flyttes tilbake.' });
  enquiry.status = to;
  logActivity(tx, actor, {
    action: 'update',
    entityType: 'case',
    entityId: enquiry.id,
    label: enquiry.reference,
    details: { status: { from, to }, ...(why ? { reason: { to: why } } : {}) },
  });
  return true;
}

/**
 * A move an event makes only when the case is at one of `from` (a cancelled befaring sends «Befaring
 * avtalt» back to «Ny», but leaves a case that has moved on alone). Returns whether it moved.
 */
export function transitionFrom(tx: EntityManager, enquiry: Enquiry, from: readonly CaseStatus[], to: CaseStatus, actor: Actor, reason?: string): boolean {
  return from.includes(enquiry.status) ? transition(tx, enquiry, to, actor, reason) : false;
}
