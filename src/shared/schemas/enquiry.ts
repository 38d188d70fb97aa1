import { z } from 'zod';
import { enquiryTypes, inspectionProjectTypes, mailKinds, mailStatuses } from '../labels';
import { calculatorMessages, calculatorTypes, parseCalculatorInput } from '../calculators';
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

export const invalidEstimateMessage = 'Prisestimatet fra kalkulatoren er ugyldig';
const invalidEstimate = (detail?: string) => (detail ? `${invalidEstimateMessage}: ${detail}` : invalidEstimateMessage);

/**
 * A calculator estimate attached to an inspection request: only what the visitor chose. The server
 * validates `input` like the calculator form (hidden fields dropped, null meaning "not given") and
 * prices it itself; `shownTotal` is what the visitor saw, kept for comparison only.
 */
export const attachedEstimateSchema = z
  .object(
    {
      type: z.enum(calculatorTypes, { error: invalidEstimate(calculatorMessages.type) }),
      input: z.record(z.string(), z.unknown(), { error: invalidEstimate() }),
      shownTotal: z.number().min(0).optional().catch(undefined),
    },
    { error: invalidEstimate() },
  )
  .transform((value, ctx) => {
    const given = Object.fromEntries(Object.entries(value.input).filter(([, v]) => v !== null));
    const parsed = parseCalculatorInput(value.type, given);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', path: ['input', ...issue.path], message: invalidEstimate(issue.message) });
      }
      return z.NEVER;
    }
    return { type: value.type, input: parsed.data, shownTotal: value.shownTotal };
  });

/** The estimate stored with an inspection request: computed by the server from the visitor's input. */
export const storedEstimateSchema = z.object({
  type: z.enum(calculatorTypes),
  input: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  total: z.number(),
  lines: z.array(z.object({ label: z.string(), amount: z.number(), note: z.string().optional() })),
  /**
   * When the server priced it, with the active parameters of that moment. Absent on estimates stored
   * before the server priced them: those are what the visitor's browser computed.
   */
  computedAt: isoDateTime.optional(),
  /** The total the visitor saw in the calculator, when the client sent it. */
  shownTotal: z.number().optional(),
});
export type StoredEstimate = z.infer<typeof storedEstimateSchema>;

export const contactSchema = z.object({
  name,
  email,
  // Optional; empty (or only spaces) and null mean "not given" and are stored as null.
  phone: z.string().trim().pipe(z.union([z.literal(''), phone])).nullish(),
  message: z.string().trim().min(10, m.contactMessage).max(5000, m.tooLong(5000)),
  type: z.literal('contact').default('contact'),
});

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

export const enquirySchema = z.object({
  id: z.number().int(),
  /** SK-2026-0042 */
  reference: z.string(),
  createdAt: isoDateTime,
  type: z.enum(enquiryTypes),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  address: z.string().nullable(),
  projectType: z.enum(inspectionProjectTypes).nullable(),
  preferredDate: z.string().nullable(),
  estimate: storedEstimateSchema.nullable(),
});
export type EnquiryDto = z.infer<typeof enquirySchema>;

/** A create answers with the stored enquiry (201 with the created object, docs/PRODUCT.md section 6). */
export const enquiryCreatedSchema = enquirySchema;

/** One of the two mails of an enquiry, as the back office shows it. */
export const enquiryMailSchema = z.object({
  id: z.number().int(),
  kind: z.enum(mailKinds),
  recipient: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  lastAttemptAt: isoDateTime.nullable(),
  sentAt: isoDateTime.nullable(),
});
export type EnquiryMailDto = z.infer<typeof enquiryMailSchema>;

export const enquiryDetailSchema = enquirySchema.extend({ mails: z.array(enquiryMailSchema) });
export type EnquiryDetailDto = z.infer<typeof enquiryDetailSchema>;

/** The admin list: `q` finds enquiries by reference number, whole or in part (SK-2026-0042, 2026-004, 42). */
export const enquiryListQuerySchema = z.object({
  q: z.string().trim().max(50, m.tooLong(50)).optional(),
});

/** Mail delivery as the dashboard reports it. */
export const mailHealthSchema = z.object({
  /** Mails that finally failed and wait for a manual resend. */
  failed: z.number().int(),
  /** Waiting mails whose last attempt failed (the queue tries again later). */
  retrying: z.number().int(),
  lastError: z.string().nullable(),
  lastAttemptAt: isoDateTime.nullable(),
});
export type MailHealth = z.infer<typeof mailHealthSchema>;
