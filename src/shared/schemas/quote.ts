import { z } from 'zod';
import { isCalendarDate, todayInOslo } from '../dates';
import { quotePriceTypes, quoteStatuses } from '../domain';
import { publicQuoteDepositSchema, quoteDepositSchema } from './billing';
import { calendarDay, dayFormat, idSchema, isoDateTime, optionalText } from './common';
import { storedEstimateSchema } from './enquiry';
import { linkTokenSchema } from './estimate';

/* ---------- Quotes ---------- */

const moneyMessage = 'Enhetspris må være et beløp fra 0 til 10 000 000 kr.';
const quantityMessage = 'Antall må være et tall større enn 0.';

export const quoteLineSchema = z.object({
  text: z.string().trim().min(1, 'Skriv hva linjen gjelder.').max(300, 'Maks 300 tegn'),
  quantity: z.number({ error: quantityMessage }).gt(0, quantityMessage).max(1_000_000, quantityMessage),
  unit: z.string().trim().min(1, 'Skriv en enhet, f.eks. stk eller m².').max(20, 'Maks 20 tegn'),
  unitPrice: z
    .number({ error: moneyMessage })
    .min(0, moneyMessage)
    .max(10_000_000, moneyMessage)
    .meta({ description: 'NOK inkl. 25 % mva' }),
});
export type QuoteLineInput = z.infer<typeof quoteLineSchema>;

/**
 * The estimate's priced lines as quote lines: a line counted per unit keeps its quantity, unit and
 * unit price; any other line is one «stk» at its amount.
 */
export function linesFromEstimate(estimate: unknown): QuoteLineInput[] {
  const parsed = storedEstimateSchema.safeParse(estimate);
  if (!parsed.success) return [];
  return parsed.data.lines
    .filter((l) => l.amount > 0)
    .map((l) =>
      l.quantity && l.unit && l.unitPrice !== undefined
        ? { text: l.label, quantity: l.quantity, unit: l.unit, unitPrice: l.unitPrice }
        : { text: l.label, quantity: 1, unit: 'stk', unitPrice: l.amount },
    );
}

const validUntil = z
  .string()
  .refine(isCalendarDate, 'Gyldig til må være en dato (ÅÅÅÅ-MM-DD).')
  // A quote the customer can't accept is no offer: the day is Oslo's, as effectiveStatus counts it.
  .refine((d) => d >= todayInOslo(), 'Gyldig til kan ikke være før i dag.')
  .meta({ ...dayFormat, description: 'YYYY-MM-DD' });

const quoteFields = {
  lines: z.array(quoteLineSchema).min(1, 'Tilbudet må ha minst én linje.').max(100, 'Høyst 100 linjer.'),
  priceType: z.enum(quotePriceTypes, { error: 'Velg fastpris eller prisoverslag.' }),
  validUntil,
  terms: optionalText(4000),
  note: optionalText(4000),
  deposit: quoteDepositSchema.meta({ description: 'Forskudd ved aksept: prosent av totalen eller et beløp (null: ingen)' }),
};

/**
 * Without lines, a quote takes its lines from the estimate attached to the enquiry; without validUntil
 * or terms (absent, not null), Firma's defaults: valid for its number of days, its payment terms.
 */
export const quoteCreateSchema = z.object({
  id: idSchema,
  ...quoteFields,
  lines: quoteFields.lines.optional(),
  validUntil: validUntil.optional(),
  terms: quoteFields.terms.optional(),
  deposit: quoteFields.deposit.optional(),
});
export const quoteUpdateSchema = z.object({
  id: idSchema,
  lines: quoteFields.lines.optional(),
  priceType: quoteFields.priceType.optional(),
  validUntil: validUntil.optional(),
  terms: quoteFields.terms,
  note: quoteFields.note,
  deposit: quoteFields.deposit.optional(),
});
export type QuoteUpdate = z.infer<typeof quoteUpdateSchema>;

export const quoteTotalsSchema = z.object({
  total: z.number().meta({ description: 'NOK inkl. mva' }),
  vat: z.number().meta({ description: 'Mva i totalen' }),
  totalExVat: z.number(),
});
export type QuoteTotals = z.infer<typeof quoteTotalsSchema>;

const quoteLineOut = quoteLineSchema.extend({ amount: z.number() });

/** What the customer sees behind the link. */
export const publicQuoteSchema = z.object({
  reference: z.string(),
  version: z.number().int(),
  status: z.enum(quoteStatuses),
  customerName: z.string(),
  date: calendarDay.meta({ description: 'Tilbudets dato (YYYY-MM-DD): dagen det ble sendt, ellers laget' }),
  workAddress: z.string().nullable().meta({ description: 'Arbeidssted: adressen fra henvendelsen' }),
  priceType: z.enum(quotePriceTypes),
  validUntil: z.string(),
  terms: z.string().nullable(),
  note: z.string().nullable(),
  lines: z.array(quoteLineOut),
  totals: quoteTotalsSchema,
  sentAt: isoDateTime.nullable(),
  acceptedAt: isoDateTime.nullable(),
  acceptedName: z.string().nullable(),
  declinedAt: isoDateTime.nullable(),
  withdrawnAt: isoDateTime.nullable().meta({ description: 'Eieren trakk aksepten tilbake (tilbudet gjelder ikke lenger)' }),
  deposit: publicQuoteDepositSchema.nullable().meta({ description: 'Forskuddet som faktureres når kunden aksepterer' }),
});
export type PublicQuoteDto = z.infer<typeof publicQuoteSchema>;

export const quoteSchema = publicQuoteSchema.extend({
  id: z.number().int(),
  enquiryId: z.number().int(),
  url: z.string().nullable(),
  createdAt: isoDateTime,
  viewedAt: isoDateTime.nullable(),
  startEarly: z.boolean().nullable(),
  contentHash: z.string().nullable(),
  declineReason: z.string().nullable(),
  changeRequest: z.string().nullable(),
  changeRequestedAt: isoDateTime.nullable(),
  reminderSentAt: isoDateTime.nullable(),
  replacedAt: isoDateTime.nullable(),
  withdrawReason: z.string().nullable(),
});
export type QuoteDto = z.infer<typeof quoteSchema>;


export const quoteAcceptSchema = z.object({
  token: linkTokenSchema,
  name: z.string().trim().min(2, 'Skriv fullt navn.').max(200, 'Maks 200 tegn'),
  acceptTerms: z.literal(true, { error: 'Du må krysse av for at du har lest og godtar vilkårene.' }),
  startEarly: z.boolean().optional(),
});

export const quoteChangesSchema = z.object({
  token: linkTokenSchema,
  message: z.string().trim().min(1, 'Skriv hva du ønsker endret.').max(4000, 'Maks 4000 tegn'),
});

/** The owner's explicit act of withdrawing an acceptance: the reason is required and told to the customer. */
export const quoteWithdrawSchema = z.object({
  id: idSchema,
  reason: z.string().trim().min(1, 'Skriv hvorfor aksepten trekkes tilbake.').max(2000, 'Maks 2000 tegn'),
});

export const quoteDeclineSchema = z.object({ token: linkTokenSchema, reason: optionalText(2000) });

/* ---------- Conversion on the dashboard ---------- */

export const conversionMonthSchema = z.object({
  month: z.string().meta({ description: 'YYYY-MM' }),
  estimates: z.number().int(),
  inspections: z.number().int(),
  quotesSent: z.number().int(),
  won: z.number().int(),
});
export const conversionSchema = z.object({ thisMonth: conversionMonthSchema, lastMonth: conversionMonthSchema });
export type Conversion = z.infer<typeof conversionSchema>;

/** One of the customer's wishes for changes to a quote, with its time: each is kept (quote/change-requests.ts). */
export const changeRequestSchema = z.object({ message: z.string(), at: isoDateTime });
export type ChangeRequestDto = z.infer<typeof changeRequestSchema>;
