import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { messages } from '../../shared/messages';
import {
  storedEstimateSchema,
  type EnquiryDetailDto,
  type EnquiryDto,
  type contactSchema,
  type enquiryListQuerySchema,
  type inspectionSchema,
} from '../../shared/schemas/enquiry';
import { logActivity } from '../activity/activity.service';
import { mailsOf, queueEnquiryMails, type MailSettings } from '../mail/mail.service';
import { estimateToStore } from '../pricing/estimate.service';
import { Enquiry } from './enquiry.entity';
import { nextReference } from './reference';

export function toEnquiryDto(e: Enquiry): EnquiryDto {
  return {
    id: e.id,
    reference: e.reference,
    createdAt: e.createdAt.toISOString(),
    type: e.type,
    name: e.name,
    email: e.email,
    phone: e.phone,
    message: e.message,
    address: e.address,
    projectType: e.projectType,
    preferredDate: e.preferredDate,
    // Anything that is not an estimate at all (never written by this code) is left out, not a 500.
    estimate: storedEstimateSchema.safeParse(e.estimate).data ?? null,
  };
}

type EnquiryData = Omit<Enquiry, 'id' | 'createdAt' | 'reference'>;

/**
 * Stores the enquiry with its reference number, its log row, and its two mails with their queue jobs,
 * all in one transaction; only a committed enquiry is answered 2xx, and the mails go out after commit.
 */
async function store(em: EntityManager, data: EnquiryData, mail: MailSettings): Promise<EnquiryDto> {
  return em.transactional(async (tx) => {
    const createdAt = new Date();
    const reference = await nextReference(tx, createdAt);
    const e = tx.create(Enquiry, { ...data, reference, createdAt });
    await tx.flush();
    logActivity(tx, null, { action: 'create', entityType: 'contact', entityId: e.id, details: { type: { to: e.type } } });
    await queueEnquiryMails(tx, e, mail);
    return toEnquiryDto(e);
  });
}

export function createContact(em: EntityManager, input: z.output<typeof contactSchema>, mail: MailSettings) {
  return store(
    em,
    {
      type: 'contact',
      name: input.name,
      email: input.email,
      phone: input.phone ? input.phone : null,
      message: input.message,
      address: null,
      projectType: null,
      preferredDate: null,
      estimate: null,
    },
    mail,
  );
}

export async function createInspection(em: EntityManager, input: z.output<typeof inspectionSchema>, mail: MailSettings) {
  // The attached estimate is priced here; the client's numbers are never stored as the estimate.
  const estimate = input.estimate ? await estimateToStore(em, input.estimate) : null;
  return store(
    em,
    {
      type: 'inspection',
      name: input.name,
      email: input.email,
      phone: input.phone,
      message: input.message,
      address: input.address,
      projectType: input.projectType,
      preferredDate: input.preferredDate ? input.preferredDate : null,
      estimate,
    },
    mail,
  );
}

/** Newest first; `q` matches the reference number, case-insensitively and in part. */
export async function listEnquiries(em: EntityManager, query: z.output<typeof enquiryListQuerySchema> = {}): Promise<EnquiryDto[]> {
  const q = query.q?.trim();
  const where = q ? { reference: { $ilike: `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` } } : {};
  const rows = await em.find(Enquiry, where, { orderBy: { createdAt: 'desc', id: 'desc' } });
  return rows.map(toEnquiryDto);
}

export async function enquiryDetail(em: EntityManager, id: number): Promise<EnquiryDetailDto> {
  const e = await em.findOne(Enquiry, id);
  if (!e) throw new TRPCError({ code: 'NOT_FOUND', message: messages.enquiryNotFound });
  return { ...toEnquiryDto(e), mails: await mailsOf(em, id) };
}
