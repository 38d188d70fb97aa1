import { z } from 'zod';
import { enquiryTypes, inspectionProjectTypes } from '../labels';
import { isCalendarDate, isoDateTime, todayInOslo } from './common';

const m = {
  name: 'Navn må være minst 2 tegn',
  email: 'Skriv inn en gyldig e-postadresse',
  phone: 'Skriv inn et gyldig telefonnummer',
  address: 'Skriv inn en gyldig adresse',
  projectType: 'Velg prosjekttype',
  contactMessage: 'Meldingen må være minst 10 tegn',
  inspectionMessage: 'Beskrivelsen må være minst 10 tegn',
  date: 'Velg en gyldig dato (i dag eller senere)',
  tooLong: (n: number) => `Maks ${n} tegn`,
};

const name = z.string().trim().min(2, m.name).max(100, m.tooLong(100));
const email = z.string().trim().max(254, m.tooLong(254)).pipe(z.email({ error: m.email }));
const phone = z.string().trim().min(8, m.phone).max(30, m.tooLong(30)).regex(/^[+\d][\d\s().-]*$/, m.phone);

/** An estimate carried from a calculator into an inspection request, exactly as it was shown. */
export const attachedEstimateSchema = z.object({
  type: z.enum(['terrace', 'trim', 'kitchen', 'door', 'bathroom']),
  input: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])),
  total: z.number().min(0).max(1e9),
  lines: z.array(z.object({ label: z.string().max(200), amount: z.number(), note: z.string().max(100).optional() })).max(50),
});
export type AttachedEstimate = z.infer<typeof attachedEstimateSchema>;

export const contactSchema = z.object({
  name,
  email,
  // Optional; empty (or only spaces) and null mean "not given" and are stored as null.
  phone: z.string().trim().pipe(z.union([z.literal(''), phone])).nullish(),
  message: z.string().trim().min(10, m.contactMessage).max(5000, m.tooLong(5000)),
  type: z.literal('contact').default('contact'),
});
export type ContactInput = z.input<typeof contactSchema>;

export const inspectionSchema = z.object({
  name,
  email,
  phone,
  address: z.string().trim().min(5, m.address).max(300, m.tooLong(300)),
  projectType: z.enum(inspectionProjectTypes, { error: m.projectType }),
  preferredDate: z
    .union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, m.date)])
    .optional()
    .nullable()
    .refine((d) => !d || (isCalendarDate(d) && d >= todayInOslo()), m.date),
  message: z.string().trim().min(10, m.inspectionMessage).max(5000, m.tooLong(5000)),
  estimate: attachedEstimateSchema.optional().nullable(),
  type: z.literal('inspection').default('inspection'),
});
export type InspectionInput = z.input<typeof inspectionSchema>;

export const enquirySchema = z.object({
  id: z.number().int(),
  createdAt: isoDateTime,
  type: z.enum(enquiryTypes),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  address: z.string().nullable(),
  projectType: z.enum(inspectionProjectTypes).nullable(),
  preferredDate: z.string().nullable(),
  estimate: attachedEstimateSchema.nullable(),
});
export type EnquiryDto = z.infer<typeof enquirySchema>;

/** A create answers with the stored enquiry (DECISIONS: 201 with the created object). */
export const enquiryCreatedSchema = enquirySchema;
