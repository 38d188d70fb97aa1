import { z } from 'zod';
import { calculatorTypes } from '../calculators/types';
import { activityLogSchema } from './activity';
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
