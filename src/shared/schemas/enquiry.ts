import { z } from 'zod';
import { enquiryStatusFilters, enquiryStatuses, enquiryTypes, inspectionProjectTypes } from '../domain';
import { outboxMailSchema } from './outbox';
import { calculatorMessages, calculatorTypes, parseCalculatorInput } from '../calculators';
import { calendarDay, dayFormat, idSchema, isCalendarDate, isoDateTime, queryInt, todayInOslo } from './common';

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
const email = z.string().trim().max(254, m.tooLong(254)).pipe(z.email({ error: m.email })).meta({ format: 'email' });
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
      input: z.record(z.string().max(60), z.unknown(), { error: invalidEstimate() }),
      shownTotal: z.number().min(0).optional().catch(undefined),
      /** A saved estimate's link token: the request then carries that estimate as it was priced. */
      token: z.string().max(40).optional().catch(undefined),
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
    return { type: value.type, input: parsed.data, shownTotal: value.shownTotal, token: value.token };
  });

/** One line of a computed estimate; a line counted per unit also carries its count and unit price. */
export const estimateLineSchema = z.object({
  label: z.string(),
  amount: z.number(),
  note: z.string().optional(),
  quantity: z.number().optional(),
  unit: z.string().optional(),
  unitPrice: z.number().optional(),
});

/** The estimate stored with an inspection request: computed by the server from the visitor's input. */
export const storedEstimateSchema = z.object({
  type: z.enum(calculatorTypes),
  input: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  total: z.number(),
  lines: z.array(estimateLineSchema),
  /**
   * When the server priced it, with the active parameters of that moment. Absent on estimates stored
   * before the server priced them: those are what the visitor's browser computed.
   */
  computedAt: isoDateTime.optional(),
  /** The total the visitor saw in the calculator, when the client sent it. */
  shownTotal: z.number().optional(),
});
export type StoredEstimate = z.infer<typeof storedEstimateSchema>;

/**
 * Spam protection without captcha or cookies, in both forms. `website` is a honeypot: a field people
 * never see, which form-filling robots fill. `formToken` is the signed time the form was shown
 * (GET /api/form-token); a form sent sooner than the minimum fill time is suspect. A caught enquiry is
 * stored as spam and answered like any other. Callers of the API that send neither keep working.
 */
const spamTrap = {
  website: z.string().max(2000).nullish().meta({ description: 'Skal stå tomt (felle for roboter).' }),
  formToken: z.string().max(200).nullish().meta({ description: 'Fra GET /api/form-token da skjemaet ble vist (valgfritt).' }),
  /**
   * The form's own random id, the same on every retry of one filled-in form: a repeat is answered with the
   * first enquiry (same reference, 201) and stores and mails nothing new.
   */
  submissionId: z
    .string()
    .max(64, 'Skjemaets innsendings-ID er ugyldig. Last inn siden på nytt og send igjen.')
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'Skjemaets innsendings-ID er ugyldig. Last inn siden på nytt og send igjen.')
    .nullish()
    .meta({
      description:
        'Valgfri, tilfeldig ID (16–64 tegn A–Z, a–z, 0–9, _ og -) for denne utfyllingen av skjemaet. Sendes det samme skjemaet igjen med samme ID ' +
        '(for eksempel fordi svaret ble borte), svares det med den første henvendelsen, og ingenting lagres eller sendes på nytt.',
    }),
};

export const contactSchema = z.object({
  name,
  email,
  // Optional; empty (or only spaces) and null mean "not given" and are stored as null.
  phone: z.string().trim().max(30, m.tooLong(30)).pipe(z.union([z.literal(''), phone])).nullish(),
  message: z.string().trim().min(10, m.contactMessage).max(5000, m.tooLong(5000)),
  type: z.literal('contact').default('contact'),
  ...spamTrap,
});

export const inspectionSchema = z.object({
  name,
  email,
  phone,
  address: z.string().trim().min(5, m.address).max(300, m.tooLong(300)),
  projectType: z.enum(inspectionProjectTypes, { error: m.projectType }),
  preferredDate: z
    .union([z.literal(''), z.string().max(10, m.date).regex(/^\d{4}-\d{2}-\d{2}$/, m.date).meta(dayFormat)])
    .optional()
    .nullable()
    .refine((d) => !d || (isCalendarDate(d) && d >= todayInOslo()), m.date),
  message: z.string().trim().min(10, m.inspectionMessage).max(5000, m.tooLong(5000)),
  estimate: attachedEstimateSchema.optional().nullable(),
  /** A free slot from GET /api/inspection/slots, booked with the request (ISO 8601 with offset). */
  slotStart: z.iso.datetime({ offset: true, error: 'Velg et gyldig tidspunkt for befaringen.' }).max(40, 'Velg et gyldig tidspunkt for befaringen.').optional().nullable(),
  type: z.literal('inspection').default('inspection'),
  ...spamTrap,
});

/** What the privacy page needs from the settings. */
export const privacyFactsSchema = z.object({
  /** Enquiries lose their personal data after this many months. */
  retentionMonths: z.number().int(),
});

/** A signed stamp of when a form was shown; sent back with the form. */
export const formTokenSchema = z.object({ token: z.string(), minFillSeconds: z.number().int().min(0) });

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
  preferredDate: calendarDay.nullable(),
  estimate: storedEstimateSchema.nullable(),
  status: z.enum(enquiryStatuses),
  /** When the retention job cleared the personal data (name, e-mail, phone, address, message). */
  anonymisedAt: isoDateTime.nullable(),
});
export type EnquiryDto = z.infer<typeof enquirySchema>;

/** A create answers with the stored enquiry (201 with the created object, docs/PRODUCT.md section 6). */
export const enquiryCreatedSchema = enquirySchema;

/** An internal note of the owner, with its author's username (null once the account is gone). */
export const enquiryNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  author: z.string().nullable(),
  createdAt: isoDateTime,
});
export type EnquiryNoteDto = z.infer<typeof enquiryNoteSchema>;

/** One enquiry with its mails and its notes, newest note first. */
export const enquiryDetailSchema = enquirySchema.extend({ mails: z.array(outboxMailSchema), notes: z.array(enquiryNoteSchema) });
export type EnquiryDetailDto = z.infer<typeof enquiryDetailSchema>;

export { enquiryStatusFilters, type EnquiryStatusFilter } from '../domain';

/** The filters of the inbox, shared by the list, the screen's pages and the CSV export. */
export const enquiryFilterSchema = z.object({
  status: z.enum(enquiryStatusFilters, { error: 'Ukjent status' }).optional(),
  type: z.enum(enquiryTypes, { error: 'Ukjent type henvendelse' }).optional(),
  /** Free text: name, e-mail, phone (spaces ignored), address, message and reference number, in part. */
  q: z.string().trim().max(200, m.tooLong(200)).optional(),
});
export type EnquiryFilter = z.output<typeof enquiryFilterSchema>;

export const ENQUIRY_LIST_MAX = 500;

/** REST list: newest first, `limit` (default 50, at most 500) from `offset`; the total is in X-Total-Count. */
export const enquiryListQuerySchema = enquiryFilterSchema.extend({
  limit: queryInt('limit', 1, ENQUIRY_LIST_MAX).optional(),
  offset: queryInt('offset', 0, 1_000_000_000).optional(),
});

/** One page of the inbox for the admin screen. */
export const enquiryPageQuerySchema = enquiryFilterSchema.extend({
  page: queryInt('page', 1, 1_000_000).default(1),
  pageSize: queryInt('pageSize', 1, 100).default(25),
});

export const enquiryPageSchema = z.object({
  items: z.array(enquirySchema),
  /** Enquiries matching the filters, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type EnquiryPage = z.infer<typeof enquiryPageSchema>;

export const enquiryStatusUpdateSchema = z.object({
  id: idSchema,
  status: z.enum(enquiryStatuses, { error: 'Velg en gyldig status' }),
});

export const enquiryNoteInputSchema = z.object({
  id: idSchema,
  text: z.string().trim().min(1, 'Skriv et notat').max(5000, m.tooLong(5000)),
});

/** Counts for the admin menu and the dashboard. */
export const enquiryCountsSchema = z.object({
  /** Enquiries with status Ny. */
  new: z.number().int(),
  /** Enquiries filed as spam (hidden from the default view, so the count shows they are there). */
  spam: z.number().int(),
  /** Enquiries per status, for the inbox's status filter. */
  byStatus: z.object(Object.fromEntries(enquiryStatuses.map((s) => [s, z.number().int()])) as Record<(typeof enquiryStatuses)[number], z.ZodNumber>),
});
export type EnquiryCounts = z.infer<typeof enquiryCountsSchema>;


