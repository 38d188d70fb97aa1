import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../activity/activity.service';
import type { Enquiry } from './enquiry.entity';

// The case's events: what happened to a case, announced by the part it happened in (the quote, the
// job, the change order, the handover) inside the caller's transaction. The parts that care listen,
// and react in that same transaction: the job is made when the quote is accepted, so no reader has to
// make it. The case module owns the list of events; a part may announce and listen only to these.
// Imports keep going one way: a part below (the quote) announces, a part above (the job) listens,
// and neither imports the other.

type Base = { enquiry: Enquiry; actor: Actor };

/** Every event of a case, by name, with what it carries (ids, not entities of the parts: the case sits below them). */
export type CaseEvents = {
  /** The customer accepted a quote: it is the contract of the case's job. */
  'quote.accepted': Base & { quoteId: number };
  'quote.declined': Base & { quoteId: number };
  /** The owner withdrew an accepted quote (the case went back to «Tilbud sendt»). */
  'quote.withdrawn': Base & { quoteId: number };
  'changeOrder.accepted': Base & { jobId: number; changeOrderId: number };
  'changeOrder.declined': Base & { jobId: number; changeOrderId: number };
  'job.handedOver': Base & { jobId: number };
};
export type CaseEventType = keyof CaseEvents;
export type CaseEvent<K extends CaseEventType = CaseEventType> = { [T in K]: { type: T } & CaseEvents[T] }[K];
export type CaseListener<K extends CaseEventType> = (tx: EntityManager, event: CaseEvent<K>) => Promise<void> | void;
/** What a part listens to: at most one listener per event and part. */
export type CaseListeners = { [K in CaseEventType]?: CaseListener<K> };

/**
 * Events whose reaction is part of the case's own rules: announcing one nobody listens to is a
 * wiring mistake (a process that forgot to register the part), refused rather than silently losing
 * the job.
 */
const mustBeHeard: readonly CaseEventType[] = ['quote.accepted'];

// The listeners are code, the same for every app of the process: registered once by the composition
// root (trpc/root.ts), never per app. A Set makes registering the same part twice harmless.
const listeners = new Map<CaseEventType, Set<CaseListener<never>>>();

/** Registers a part's listeners (idempotent). */
export function listenToCase(part: CaseListeners): void {
  for (const [type, listener] of Object.entries(part) as Array<[CaseEventType, CaseListener<never>]>) {
    const set = listeners.get(type) ?? new Set();
    set.add(listener);
    listeners.set(type, set);
  }
}

/**
 * Announces what happened to a case, inside the caller's transaction: every listener runs in it, in
 * the order the parts were registered, and a listener's failure rolls the whole move back.
 */
export async function announce<K extends CaseEventType>(tx: EntityManager, event: CaseEvent<K>): Promise<void> {
  const heard = listeners.get(event.type);
  if (!heard?.size) {
    if (mustBeHeard.includes(event.type)) throw new Error(`No part listens to the case event ${event.type}: register the parts (trpc/root.ts) before serving.`);
    return;
  }
  for (const listener of heard) await (listener as CaseListener<K>)(tx, event);
}
