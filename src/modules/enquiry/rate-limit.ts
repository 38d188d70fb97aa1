import type { EntityManager } from '@mikro-orm/postgresql';
import { clientKey } from '../../http/client-key';
import { EnquiryAttempt } from './enquiry.entity';

export const ENQUIRY_WINDOW_MS = 60 * 60 * 1000;

/**
 * What a limit counts: enquiries keep the bare address as their key (as stored before other scopes
 * came), any other scope prefixes it, so each scope has its own count in the same table.
 */
export type AttemptScope = 'enquiry' | 'estimate';
// An IPv6 client is counted by its /64 (http/client-key.ts): one host has practically unlimited addresses.
const attemptKey = (scope: AttemptScope, ip: string) => (scope === 'enquiry' ? clientKey(ip) : `${scope}:${clientKey(ip)}`);

/**
 * Counts one attempt of `scope` from `ip` and says whether it is within `limit` per hour (0 = no limit). The
 * check and the count run under a transaction-level advisory lock on the address, so parallel
 * requests, also on other app instances, take turns: of N simultaneous requests exactly as many pass
 * as the hour has room for (counting first and inserting after without the lock could refuse them
 * all). A refused request leaves no row, so a flood does not extend its own ban; rows older than the
 * window are swept on the way.
 */
export async function allowAttempt(em: EntityManager, scope: AttemptScope, ip: string, limit: number, now = new Date(), submissionId?: string | null): Promise<boolean> {
  if (limit <= 0) return true;
  const key = attemptKey(scope, ip);
  const since = new Date(now.getTime() - ENQUIRY_WINDOW_MS);
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`enquiry-limit:${key}`]);
    await tx.nativeDelete(EnquiryAttempt, { createdAt: { $lt: since } });
    // A retry of a form already counted (its answer was lost) is the same attempt.
    if (submissionId && (await tx.count(EnquiryAttempt, { ip: key, submissionId }))) return true;
    const count = await tx.count(EnquiryAttempt, { ip: key, createdAt: { $gte: since } });
    if (count >= limit) return false;
    await tx.insert(EnquiryAttempt, { ip: key, createdAt: now, submissionId: submissionId ?? null });
    return true;
  });
}

export const allowEnquiry = (em: EntityManager, ip: string, limit: number, now = new Date(), submissionId?: string | null) =>
  allowAttempt(em, 'enquiry', ip, limit, now, submissionId);
