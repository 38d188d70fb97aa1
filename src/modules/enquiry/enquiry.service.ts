import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { storedEstimateSchema, type EnquiryDto, type contactSchema, type inspectionSchema } from '../../shared/schemas/enquiry';
import { logActivity } from '../activity/activity.service';
import { estimateToStore } from '../pricing/estimate.service';
import { Enquiry } from './enquiry.entity';

export function toEnquiryDto(e: Enquiry): EnquiryDto {
  return {
    id: e.id,
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

/** Stores the enquiry and its log row in one transaction; only a committed enquiry is answered 2xx. */
async function store(em: EntityManager, data: Omit<Enquiry, 'id' | 'createdAt'>): Promise<EnquiryDto> {
  return em.transactional(async (tx) => {
    const e = tx.create(Enquiry, { ...data, createdAt: new Date() });
    await tx.flush();
    logActivity(tx, null, { action: 'create', entityType: 'contact', entityId: e.id, details: { type: { to: e.type } } });
    return toEnquiryDto(e);
  });
}

export function createContact(em: EntityManager, input: z.output<typeof contactSchema>) {
  return store(em, {
    type: 'contact',
    name: input.name,
    email: input.email,
    phone: input.phone ? input.phone : null,
    message: input.message,
    address: null,
    projectType: null,
    preferredDate: null,
    estimate: null,
  });
}

export async function createInspection(em: EntityManager, input: z.output<typeof inspectionSchema>) {
  // The attached estimate is priced here; the client's numbers are never stored as the estimate.
  const estimate = input.estimate ? await estimateToStore(em, input.estimate) : null;
  return store(em, {
    type: 'inspection',
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    address: input.address,
    projectType: input.projectType,
    preferredDate: input.preferredDate ? input.preferredDate : null,
    estimate,
  });
}

export async function listEnquiries(em: EntityManager): Promise<EnquiryDto[]> {
  const rows = await em.find(Enquiry, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
  return rows.map(toEnquiryDto);
}
