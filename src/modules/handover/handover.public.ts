import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { isHandedOver } from '../../shared/domain';
import { messages } from '../../shared/messages';
import type { PublicHandoverDto } from '../../shared/schemas/handover';
import type { ImageStorage } from '../image/storage';
import { Job } from '../job/job.entity';
import { quoteByLink } from '../quote/quote.public';
import { reviewOnCustomerPage } from '../review/review.service';
import { Handover, HandoverFile } from './handover.entity';
import { pdfName, toHandoverDto, zipName } from './handover.service';

// The customer's handover folder behind the contract's link (/tilbud/{token}): the same token as the
// quote page, valid as long as that page is. Unknown or closed links are 404; a job not yet handed over
// has no folder to show (null), and its files are not reachable.

export const handoverBase = (token: string) => `/api/tilbud/${token}/overlevering`;

async function handedOver(em: EntityManager, token: string): Promise<{ job: Job; folder: Handover } | null> {
  const quote = await quoteByLink(em, token);
  const job = await em.findOne(Job, { quote }, { populate: ['enquiry', 'quote'] });
  if (!job || !isHandedOver(job.enquiry.status)) return null;
  const folder = await em.findOne(Handover, { job });
  return folder?.pdfKey && folder.zipKey ? { job, folder } : null;
}

async function required(em: EntityManager, token: string) {
  const found = await handedOver(em, token);
  if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: messages.notFound });
  return found;
}

/** The folder for the customer's page; null while the job is not handed over. */
export async function publicHandover(em: EntityManager, token: string): Promise<PublicHandoverDto | null> {
  const found = await handedOver(em, token);
  if (!found) return null;
  const { enquiryId: _e, jobId: _j, status: _s, ...dto } = await toHandoverDto(em, found.job, found.folder);
  const base = handoverBase(token);
  return { ...dto, pdfUrl: `${base}.pdf`, zipUrl: `${base}.zip`, review: await reviewOnCustomerPage(em, found.job.enquiry) };
}

/** The stored PDF or ZIP of a handed-over folder, as it was made at handover. */
export async function folderFile(em: EntityManager, storage: ImageStorage, token: string, kind: 'pdf' | 'zip'): Promise<{ name: string; data: Buffer }> {
  const { job, folder } = await required(em, token);
  const key = kind === 'pdf' ? folder.pdfKey! : folder.zipKey!;
  return { name: kind === 'pdf' ? pdfName(job.enquiry.reference) : zipName(job.enquiry.reference), data: await storage.get(key) };
}

/** One photo or document of a handed-over folder. */
export async function publicFile(em: EntityManager, storage: ImageStorage, token: string, fileId: number): Promise<{ file: HandoverFile; data: Buffer }> {
  const { job } = await required(em, token);
  const file = await em.findOne(HandoverFile, { id: fileId, job });
  if (!file) throw new TRPCError({ code: 'NOT_FOUND', message: messages.notFound });
  return { file, data: await storage.get(file.storageKey) };
}
