import type { EntityManager } from '@mikro-orm/postgresql';
import { EnquiryAttempt } from './enquiry.entity';

export const ENQUIRY_WINDOW_MS = 60 * 60 * 1000;

/**
 * Counts one enquiry from `ip` and says whether it is within `limit` per hour (0 = no limit). The
 * check and the count run under a transaction-level advisory lock on the address, so parallel
 * requests, also on other app instances, take turns: of N simultaneous requests exactly as many pass
 * as the hour has room for (counting first and inserting after without the lock could refuse them
 * all). A refused request leaves no row, so a flood does not extend its own ban; rows older than the
 * window are swept on the way.
 */
export async function allowEnquiry(em: EntityManager, ip: string, limit: number, now = new Date()): Promise<boolean> {
  if (limit <= 0) return true;
  const since = new Date(now.getTime() - ENQUIRY_WINDOW_MS);
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`enquiry-limit:${ip}`]);
    await tx.nativeDelete(EnquiryAttempt, { createdAt: { $lt: since } });
    const count = await tx.count(EnquiryAttempt, { ip, createdAt: { $gte: since } });
    if (count >= limit) return false;
    await tx.insert(EnquiryAttempt, { ip, createdAt: now });
    return true;
  });
}
