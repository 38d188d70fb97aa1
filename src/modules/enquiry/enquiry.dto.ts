// The enquiry as the API and the mails show it. Its own module: the mail service renders from it and the
// enquiry service queues mails, so neither imports the other's module for it.
import { storedEstimateSchema, type EnquiryDto } from '../../shared/schemas/enquiry';
import type { Enquiry } from './enquiry.entity';

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
    status: e.status,
    anonymisedAt: e.anonymisedAt?.toISOString() ?? null,
  };
}
