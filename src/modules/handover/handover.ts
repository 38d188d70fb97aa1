import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { formatOsloDate } from '../../shared/dates';
import { handoverErrors, type HandoverDto } from '../../shared/schemas/handover';
import { logActivity, type Actor } from '../activity/activity.service';
import { transition } from '../enquiry/case';
import { announce } from '../enquiry/case-events';
import type { ImageStorage } from '../image/storage';
import { greeting } from '../outbox/mail-text';
import { queueMail, type MailSettings } from '../outbox/outbox.service';
import type { MailRenderers } from '../outbox/outbox.worker';
import { Job } from '../job/job.entity';
import { quotePath } from '../quote/quote.view';
import { Handover } from './handover.entity';
import { jobOfCase, renderFolder, toHandoverDto } from './handover.service';
import { handoverTitle } from './handover.pdf';
import { scheduleReviewRequest } from '../review/review.service';
import type { Env } from '../../env';

type HandoverSettings = MailSettings & Pick<Env, 'REVIEW_REQUEST_DAYS'>;

// «Overlever»: the job goes from «Ferdig» to «Overlevert», the folder's PDF and ZIP are made once and
// stored privately (the customer keeps exactly these), and the customer is mailed the link to them.

/**
 * Hands a job over inside the caller's transaction (the job row locked by the caller): makes and stores
 * the folder, stamps the job, moves the case and queues the customer's mail. Throws CONFLICT unless the
 * case is «Ferdig». Other parts of the case may hook onto a handover by calling this in their transaction.
 */
export async function handOver(tx: EntityManager, storage: ImageStorage, job: Job, actor: Actor, settings: HandoverSettings): Promise<HandoverDto> {
  if (job.enquiry.status !== 'done') throw new TRPCError({ code: 'CONFLICT', message: handoverErrors.notDone });
  const folder = (await tx.findOne(Handover, { job })) ?? tx.create(Handover, { job, address: job.enquiry.address ?? '', createdAt: new Date(), updatedAt: new Date() });
  job.handedOverAt = new Date();
  const { pdf, zip } = await renderFolder(tx, storage, job, folder);
  // Named by the handover's moment: a folder made again (never, once handed over) would not overwrite it.
  const stamp = job.handedOverAt.getTime().toString(36);
  folder.pdfKey = `handover/${job.id}/folder-${stamp}.pdf`;
  folder.zipKey = `handover/${job.id}/folder-${stamp}.zip`;
  await storage.put(folder.pdfKey, pdf);
  await storage.put(folder.zipKey, zip);
  transition(tx, job.enquiry, 'handed_over', actor);
  logActivity(tx, actor, { action: 'update', entityType: 'job', entityId: job.id, label: job.enquiry.reference, details: { handedOverAt: { from: null, to: job.handedOverAt.toISOString() } } });
  await tx.flush();
  await announce(tx, { type: 'job.handedOver', enquiry: job.enquiry, actor, jobId: job.id });
  // The one review request, due REVIEW_REQUEST_DAYS after the handover: only a handed-over job's customer can review.
  await scheduleReviewRequest(tx, job.enquiry, job.handedOverAt, settings);
  await queueMail(tx, { caseId: job.enquiry.id, kind: 'job_handed_over', audience: 'customer', to: job.enquiry.email, data: { quoteId: job.quote.id }, dedupeKey: `job:${job.id}:handed_over` }, settings);
  return toHandoverDto(tx, job, folder);
}

/** «Overlever» on a case: locks the job so a second click (or instance) waits and then gets 409. */
export async function handOverCase(em: EntityManager, storage: ImageStorage, enquiryId: number, actor: Actor, settings: HandoverSettings): Promise<HandoverDto> {
  return em.transactional(async (tx) => handOver(tx, storage, await jobOfCase(tx, enquiryId, true), actor, settings));
}

export const handoverMailRenderers: Pick<MailRenderers, 'job_handed_over'> = {
  job_handed_over: async (mail, { em, company, origin }) => {
    // The job is the one of its contract (the quote), which the mail's data names.
    const id = mail.data?.quoteId;
    const j = typeof id === 'number' ? await em.findOne(Job, { quote: id }, { populate: ['enquiry', 'quote'] }) : null;
    if (!j || j.enquiry.anonymisedAt || !j.handedOverAt) return { skip: 'Ikke sendt: oppdraget er slettet, anonymisert eller ikke overlevert.' };
    const link = `${origin}${quotePath(j.quote.token)}`;
    const sign = `\n\nVennlig hilsen\n${company.name}\n${company.phone} · ${company.email}`;
    return {
      reference: j.enquiry.reference,
      subject: `${handoverTitle(j.enquiry.reference)} fra ${company.name}`,
      text: `${greeting(j.enquiry.name)}\n\nArbeidet er ferdig og overlevert ${formatOsloDate(j.handedOverAt)}. Takk for oppdraget!\n\nOverleveringsmappen ligger på siden din: et sammendrag av arbeidet, bilder, produktene vi brukte, dokumentasjonen (FDV, produktdatablad, garantier) og reklamasjonsfristen. Last ned PDF-en og ZIP-filen og ta vare på dem:\n${link}\n\nHar du spørsmål, er det bare å svare på denne e-posten.${sign}`,
    };
  },
};
