import { z } from 'zod';
import { calculatorTypes } from '../calculators/types';
import { activityLogSchema } from './activity';
import { calendarDay, isoDateTime } from './common';
import { mailHealthSchema } from './outbox';

/** A calculator that lacks a required price: some estimate line is priced at 0 kr. */
const missingPricesSchema = z.object({
  type: z.enum(calculatorTypes),
  /** The calculator's Norwegian name. */
  label: z.string(),
  prices: z.array(z.object({ key: z.string(), label: z.string() })),
});
export type MissingPrices = z.infer<typeof missingPricesSchema>;

export const dashboardStatsSchema = z.object({
  projects: z.number().int(),
  services: z.number().int(),
  enquiries: z.number().int(),
  activities: z.number().int(),
  latestActivities: z.array(activityLogSchema),
  /** Calculators with a required price missing, switched off, invalid or 0; empty when all is well. */
  missingPrices: z.array(missingPricesSchema),
  /** Whether mail to the company and customers gets through. */
  mail: mailHealthSchema,
  /** The inbox in numbers, from the enquiries themselves (spam left out). */
  inbox: z.object({
    /** Received since Monday 00:00, Norwegian time. */
    newThisWeek: z.number().int(),
    /** Waiting for the owner (status Ny). */
    unhandled: z.number().int(),
    /** Inspection requests in all. */
    inspections: z.number().int(),
    /** Inspection requests that came with an estimate from the calculator. */
    inspectionsWithEstimate: z.number().int(),
    /** Filed as spam (only a filled honeypot does that), shown so none goes unseen. */
    spam: z.number().int(),
  }),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/* ---------- The owner's day: what is on today and the next working day, and what waits ---------- */

/** Who the case is, and how to reach them and the place: the row's case link, map and phone. */
const dayCaseSchema = z.object({
  caseId: z.number().int(),
  reference: z.string(),
  name: z.string(),
  /** Where the work or the befaring is; null for a contact message or after anonymisation. */
  address: z.string().nullable(),
  phone: z.string().nullable(),
});

/** A befaring (with its time) or a job day (with the job's span) on one of the day's lists. */
export const dayItemSchema = z.discriminatedUnion('kind', [
  dayCaseSchema.extend({ kind: z.literal('befaring'), startAt: isoDateTime, endAt: isoDateTime }),
  dayCaseSchema.extend({ kind: z.literal('job'), startDate: calendarDay, endDate: calendarDay }),
]);
export type DayItem = z.infer<typeof dayItemSchema>;

export const waitingKinds = ['change_order', 'review', 'failed_mail', 'quote_expiring', 'new_enquiry', 'befaring_past_case', 'invoice_failed'] as const;
export type WaitingKind = (typeof waitingKinds)[number];

/** Something that waits for the owner, since when; the oldest first. */
export const waitingItemSchema = z.object({
  kind: z.enum(waitingKinds),
  since: isoDateTime,
  caseId: z.number().int(),
  reference: z.string(),
  name: z.string(),
  /** What it is about, in the owner's words (e.g. «Endring 2», «Kvittering til kunden», «Tilbud v1 gjelder til 12. mai»). */
  what: z.string(),
  /** The failed mail's id, so it can be sent again from the list. */
  mailId: z.number().int().nullable(),
});
export type WaitingItem = z.infer<typeof waitingItemSchema>;

export const ownerDaySchema = z.object({
  /** yyyy-MM-dd in Oslo. */
  today: calendarDay,
  /** The next weekday after today that is not a public holiday. */
  nextWorkingDay: calendarDay,
  days: z.array(z.object({ date: z.string(), items: z.array(dayItemSchema) })),
  waiting: z.array(waitingItemSchema),
  /** How many waiting items there are in all (the list shows the oldest). */
  waitingTotal: z.number().int(),
});
export type OwnerDay = z.infer<typeof ownerDaySchema>;
