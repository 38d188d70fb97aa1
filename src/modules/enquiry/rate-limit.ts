import type { EntityManager } from '@mikro-orm/postgresql';
import { EnquiryAttempt } from './enquiry.entity';

export const ENQUIRY_WINDOW_MS = 60 * 60 * 1000;

/**
 * Counts one enquiry from `ip` and says whether it is within `limit` per hour (0 = no limit). The row
 * is committed before the count, so parallel requests, also on other app instances, see each other:
 * of N simultaneous requests at most `limit` pass. A refused request leaves no row, so a flood does not
 * extend its own ban; rows older than the window are swept on the way.
 */
export async function allowEnquiry(em: EntityManager, ip: string, limit: number, now = new Date()): Promise<boolean> {
  if (limit <= 0) return true;
  const since = new Date(now.getTime() - ENQUIRY_WINDOW_MS);
  await em.nativeDelete(EnquiryAttempt, { createdAt: { $lt: since } });
  const id = await em.insert(EnquiryAttempt, { ip, createdAt: now });
  const count = await em.count(EnquiryAttempt, { ip, createdAt: { $gte: since } });
  if (count <= limit) return true;
  await em.nativeDelete(EnquiryAttempt, { id });
  return false;
}
