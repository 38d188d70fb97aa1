import { z } from 'zod';
import { caseStatuses, changeOrderKinds, changeOrderStatuses, quotePriceTypes } from '../domain';
import { priceLevels } from '../price-limit';
import { calendarDay, dayField, idSchema, isoDateTime, optionalText } from './common';
import { linkTokenSchema } from './estimate';
import { quoteLineSchema, quoteTotalsSchema } from './quote';

/* ---------- The job (oppdrag) after an accepted quote ---------- */

const day = dayField;

/** The planned days, inclusive: the last may not come before the first. */
export const jobPlanSchema = z
  .object({ id: idSchema, startDate: day('Første dag'), endDate: day('Siste dag') })
  .refine((v) => v.endDate >= v.startDate, { message: 'Siste dag kan ikke være før første dag.', path: ['endDate'] });

/**
 * The owner's changes to a job: new dates, or its next state (I gang, Ferdig, or back one step). Dates
 * cancelled: `cancelDates`. The handover is its own act.
 */
export const jobPatchSchema = z.object({
  id: idSchema,
  startDate: day('Første dag').optional(),
  endDate: day('Siste dag').optional(),
  planOverBefaring: z.boolean().optional().meta({ description: 'Planlegg selv om en annen kundes bookede befaring ligger på dagene (ellers 409 med hvem og når)' }),
  status: z.enum(['won', 'planned', 'in_progress', 'done'], { error: 'Ugyldig status for oppdraget.' }).optional().meta({ description: 'won = datoene avlyses; planned/in_progress/done ett steg om gangen' }),
});
export type JobPatch = z.infer<typeof jobPatchSchema>;

/** Days the owner is about to plan a job on, to ask which booked befaringer lie on them. */
export const jobClashQuerySchema = z.object({ id: idSchema, startDate: day('Første dag'), endDate: day('Siste dag') });

/** Another customer's befaring booked on a day a job is planned on. */
export const befaringClashSchema = z.object({
  enquiryId: z.number().int(),
  reference: z.string(),
  name: z.string(),
  startAt: isoDateTime,
  endAt: isoDateTime,
});
export type BefaringClash = z.infer<typeof befaringClashSchema>;

export const jobListSchema = z.object({
  from: day('Fra').optional().meta({ description: 'Første dag i visningen (YYYY-MM-DD); uten: denne uken' }),
  weeks: z.number().int().min(1).max(12).optional(),
});

const changeOrderFields = {
  kind: z.enum(changeOrderKinds, { error: 'Velg tilleggsarbeid eller endring.' }),
  reason: z.string({ error: 'Skriv hvorfor endringen trengs.' }).trim().min(1, 'Skriv hvorfor endringen trengs.').max(2000, 'Maks 2000 tegn'),
  lines: z.array(quoteLineSchema).min(1, 'Endringen må ha minst én linje.').max(100, 'Høyst 100 linjer.'),
};

export const changeOrderCreateSchema = z.object({ id: idSchema.meta({ description: 'Oppdragets id' }), ...changeOrderFields });
export const changeOrderUpdateSchema = z.object({ id: idSchema, ...changeOrderFields });
export type ChangeOrderInput = z.infer<typeof changeOrderUpdateSchema>;

/**
 * Sending a change order. Past the limit of a prisoverslag (håndverkertjenesteloven § 32) the customer's
 * acceptance is the agreement to the new limit, and the page, mail and PDF say so; `confirmNewLimit`
 * records instead that the customer already agreed to it outside the site.
 */
export const changeOrderSendSchema = z.object({
  id: idSchema,
  confirmNewLimit: z.boolean().optional().meta({ description: 'Kunden har allerede sagt ja til den nye prisrammen utenfor nettsiden (over 15 % av prisoverslaget)' }),
});

/** Where a prisoverslag stands: how far the agreed and the proposed work are above the estimate. */
export const priceLimitSchema = z.object({
  estimate: z.number().meta({ description: 'Prisoverslaget (tilbudets total, NOK inkl. mva)' }),
  limit: z.number().meta({ description: 'Høyeste pris uten ny avtale: 15 % over, eller den nye rammen kunden har sagt ja til' }),
  level: z.enum(priceLevels).meta({ description: 'Avtalt og foreslått mot prisoverslaget: ok, warn (mer enn 10 % over) eller over (over rammen som gjelder)' }),
  newLimitAgreedAt: isoDateTime.nullable(),
  newLimitChangeOrder: z.number().int().nullable().meta({ description: 'Endringen kunden godkjente som ja til den nye rammen; null når eieren registrerte en avtale gjort utenfor nettsiden' }),
  agreedPercent: z.number().meta({ description: 'Avtalt total over prisoverslaget, i prosent' }),
  proposedPercent: z.number().meta({ description: 'Avtalt og foreslått (sendt, ikke besvart) over prisoverslaget, i prosent' }),
});
export type PriceLimit = z.infer<typeof priceLimitSchema>;

const changeOrderLineOut = quoteLineSchema.extend({ amount: z.number() });

export const publicChangeOrderSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  kind: z.enum(changeOrderKinds),
  reason: z.string(),
  lines: z.array(changeOrderLineOut),
  totals: quoteTotalsSchema,
  status: z.enum(changeOrderStatuses),
  sentAt: isoDateTime.nullable(),
  acceptedAt: isoDateTime.nullable(),
  acceptedName: z.string().nullable(),
  declinedAt: isoDateTime.nullable(),
  price: z
    .object({
      before: z.number().meta({ description: 'Avtalt pris før endringen (da den ble besvart, eller nå mens den venter), NOK inkl. mva' }),
      after: z.number().meta({ description: 'Avtalt pris med endringen' }),
      percentOver: z.number().nullable().meta({ description: 'Prisoverslag: prisen med endringen over overslaget, i prosent; null for fastpris' }),
      level: z
        .enum(priceLevels)
        .nullable()
        .meta({ description: 'Prisoverslag: hvor prisen med endringen står (ok, over 10 %: warn, over grensen: over); null for fastpris' }),
      newLimit: z.number().nullable().meta({ description: 'Prisoverslag: den nye prisrammen et ja til endringen avtaler (eller avtalte), når prisen går over grensen som gjaldt' }),
    })
    .meta({ description: 'Prisen rundt endringen, slik kunden ser den før svaret og i PDF-en' }),
});
export type PublicChangeOrderDto = z.infer<typeof publicChangeOrderSchema>;

export const changeOrderSchema = publicChangeOrderSchema.extend({
  createdAt: isoDateTime,
  contentHash: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** For a draft: what sending it would do to a prisoverslag (percent over the estimate), else null. */
  percentIfSent: z.number().nullable(),
  /** For a draft of a prisoverslag: where sending it would take the price (shared/price-limit.ts), else null. */
  levelIfSent: z.enum(priceLevels).nullable(),
});
export type ChangeOrderDto = z.infer<typeof changeOrderSchema>;

/** The job as the customer sees it on their page (/tilbud/{token}). */
export const publicJobSchema = z.object({
  status: z.enum(caseStatuses),
  startDate: calendarDay.nullable(),
  endDate: calendarDay.nullable(),
  priceType: z.enum(quotePriceTypes),
  contractTotal: z.number(),
  agreedTotal: z.number().meta({ description: 'Tilbudet pluss godkjente endringer (NOK inkl. mva)' }),
  priceLimit: priceLimitSchema.nullable().meta({ description: 'Bare for prisoverslag' }),
  changeOrders: z.array(publicChangeOrderSchema).meta({ description: 'Sendte endringer, også besvarte; ikke utkast' }),
});
export type PublicJobDto = z.infer<typeof publicJobSchema>;

export const jobSchema = publicJobSchema.extend({
  id: z.number().int(),
  enquiryId: z.number().int(),
  reference: z.string(),
  customerName: z.string(),
  address: z.string().nullable(),
  quoteId: z.number().int(),
  quoteVersion: z.number().int(),
  changeOrders: z.array(changeOrderSchema),
  proposedTotal: z.number().meta({ description: 'Sendte endringer som venter på svar (NOK inkl. mva)' }),
});
export type JobDto = z.infer<typeof jobSchema>;

export const changeOrderAcceptSchema = z.object({
  token: linkTokenSchema,
  id: idSchema.meta({ description: 'Endringens id' }),
  name: z.string().trim().min(2, 'Skriv fullt navn.').max(200, 'Maks 200 tegn'),
});
export const changeOrderDeclineSchema = z.object({ token: linkTokenSchema, id: idSchema, reason: optionalText(2000) });
