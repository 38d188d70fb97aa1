import { z } from 'zod';
import { invoiceStandings } from '../billing';
import { invoiceKinds, invoiceMeasures, invoiceStates, quotePriceTypes } from '../domain';
import { calendarDay, dayField, idSchema, isoDateTime } from './common';
import { oneLine } from './plain-text';

// A job's billing plan and its invoices (fakturaer): a deposit stated on the quote, progress invoices,
// the final invoice for the rest (håndverkertjenesteloven § 36: the contract and each change order as
// their own lines), credit notes, and the payments that came in. The invoices are made in the
// company's accounting system; without one, the owner marks them invoiced and paid by hand.

export const billingErrors = {
  noJob: 'Henvendelsen har ikke noe oppdrag å fakturere.',
  notFound: 'Fakturaen finnes ikke.',
  lineTaken: (text: string) => `Linjen «${text}» er allerede på en annen faktura.`,
  lineUnknown: 'En av linjene finnes ikke i kontrakten eller de godkjente endringene.',
  depositLines: 'Et forskudd er en andel av tilbudet, ikke valgte linjer.',
  overCeiling: (left: string) => `Fakturaene kan ikke bli mer enn det avtalte. Det som gjenstår å fakturere er ${left}.`,
  nothingLeft: 'Alt som er avtalt, er allerede fakturert eller planlagt.',
  notPlanned: 'Fakturaen er allerede fakturert og kan ikke endres eller slettes. Lag en kreditnota i stedet.',
  notInvoiced: 'Fakturaen er ikke fakturert ennå.',
  finalTooEarly: 'Sluttfakturaen lages når oppdraget er ferdig eller overlevert.',
  finalPlannedFirst: 'Fakturer eller slett de planlagte fakturaene før du lager sluttfakturaen.',
  finalExists: 'Oppdraget har allerede en sluttfaktura. Krediter den først om den skal lages på nytt.',
  overpaid: (left: string) => `Betalingen er større enn det som står igjen på fakturaen (${left}).`,
  creditTooLarge: (left: string) => `Kreditnotaen kan ikke bli større enn det som står igjen å kreditere på fakturaen (${left}).`,
  creditOfCredit: 'En kreditnota kan ikke krediteres.',
  dueBeforeIssue: 'Forfallsdato kan ikke være før fakturadato.',
  depositOverTotal: 'Forskuddet kan ikke være mer enn tilbudets totalsum.',
  noConnection: 'Regnskapssystemet er ikke koblet til. Lag fakturaen der, og marker den som fakturert her.',
  notFailed: 'Fakturaen er ikke avvist av regnskapssystemet.',
  underway: 'Vent til fakturaene som lages i regnskapssystemet, er ferdige.',
  paymentsFromAccounting: 'Betalinger på fakturaer i regnskapssystemet hentes derfra automatisk.',
} as const;

const day = dayField;
const amountMessage = 'Beløpet må være fra 1 kr til 10 000 000 kr.';
const amount = z.number({ error: amountMessage }).min(1, amountMessage).max(10_000_000, amountMessage).meta({ description: 'NOK inkl. mva' });
const percentMessage = 'Prosenten må være et helt tall fra 1 til 100.';
const percent = z.number({ error: percentMessage }).int(percentMessage).min(1, percentMessage).max(100, percentMessage);

/** A share of the agreed total (whole percent) or an amount in kroner, incl. mva. */
export const invoiceShareSchema = z.discriminatedUnion('measure', [
  z.object({ measure: z.literal('percent'), value: percent }),
  z.object({ measure: z.literal('amount'), value: amount }),
]);
export type InvoiceShare = z.infer<typeof invoiceShareSchema>;
export const invoiceShareOut = z.object({ measure: z.enum(invoiceMeasures), value: z.number() });

/** A line of the contract (`q:<index>`) or of an accepted change order (`c:<id>:<index>`). */
const lineKey = z.string().regex(/^(q:\d{1,3}|c:\d{1,10}:\d{1,3})$/, 'Ukjent linje.').max(20);
/** A progress invoice: a share of the agreed price, an amount, or chosen lines of the contract and the change orders. */
export const progressShareSchema = z.discriminatedUnion('measure', [
  ...invoiceShareSchema.options,
  z.object({ measure: z.literal('lines'), lines: z.array(lineKey).min(1, 'Velg minst én linje.').max(200, 'Høyst 200 linjer.') }),
]);
export type ProgressShare = z.infer<typeof progressShareSchema>;
const progressShareOut = z.union([invoiceShareOut, z.object({ measure: z.literal('lines'), lines: z.array(z.string()) })]);

/** A line that can be invoiced on its own: its key, what it is, its amount, and whether an invoice already has it. */
export const lineChoiceSchema = z.object({ key: z.string(), text: z.string(), amount: z.number(), taken: z.boolean() });
export type LineChoice = z.infer<typeof lineChoiceSchema>;

/** A line of an invoice as made: NOK incl. mva; what was invoiced before is deducted as a negative line. */
export const invoiceLineSchema = z.object({
  text: z.string(),
  amount: z.number().meta({ description: 'NOK inkl. 25 % mva (negativ for fradrag)' }),
  depositOf: z.number().int().optional().meta({ description: 'Forskuddsfakturaen en fradragslinje trekker fra' }),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

const invoiceText = oneLine(z.string().trim().min(1, 'Skriv hva fakturaen gjelder.').max(200, 'Maks 200 tegn')).optional();

/** A progress invoice in the plan: a share of the agreed total, with what it is for. */
export const invoicePlanSchema = z.object({ id: idSchema, share: progressShareSchema, text: invoiceText });
export const invoiceParam = z.object({ id: idSchema, invoiceId: idSchema });
export const invoiceUpdateSchema = invoiceParam.extend({ share: progressShareSchema, text: invoiceText });

/** Marked invoiced by hand (no accounting connection): the number and dates from the company's own system. */
export const invoiceMarkSchema = invoiceParam
  .extend({
    invoiceNumber: oneLine(z.string().trim().max(40, 'Maks 40 tegn')).optional().transform((v) => v || null),
    issueDate: day('Fakturadato'),
    dueDate: day('Forfallsdato'),
  })
  .refine((v) => v.dueDate >= v.issueDate, { message: 'Forfallsdato kan ikke være før fakturadato.', path: ['dueDate'] });

/** Made in the accounting system: sent by its own channels (e-post, EHF, eFaktura) or kept there as a draft. */
export const invoiceIssueSchema = invoiceParam.extend({
  send: z.boolean({ error: 'Velg om fakturaen sendes fra regnskapssystemet eller lagres som utkast.' }).meta({ description: 'true: regnskapssystemet sender fakturaen; false: lagres som utkast der' }),
});

/** A payment that came in, marked by hand. */
export const invoicePaymentSchema = invoiceParam.extend({ amount, paidOn: day('Betalt dato') });

/** A credit note for a whole invoice (no amount) or a part of it; the reason goes on the note. */
export const invoiceCreditSchema = invoiceParam.extend({
  amount: amount.optional(),
  reason: z.string().trim().min(1, 'Skriv hvorfor fakturaen krediteres.').max(500, 'Maks 500 tegn'),
  issueDate: day('Dato'),
});

export const invoiceSchema = z.object({
  id: z.number().int(),
  kind: z.enum(invoiceKinds),
  state: z.enum(invoiceStates),
  lines: z.array(invoiceLineSchema),
  total: z.number().meta({ description: 'NOK inkl. mva (negativ for en kreditnota)' }),
  vat: z.number().meta({ description: 'Mva i totalen' }),
  invoiceNumber: z.string().nullable().meta({ description: 'Nummeret regnskapssystemet ga fakturaen' }),
  issueDate: calendarDay.nullable(),
  dueDate: calendarDay.nullable(),
  kid: z.string().nullable(),
  invoicedAt: isoDateTime.nullable(),
  paidAmount: z.number(),
  paidOn: calendarDay.nullable().meta({ description: 'Dagen siste betaling kom (YYYY-MM-DD)' }),
  credited: z.number().meta({ description: 'Kreditert på fakturaen (positivt beløp)' }),
  outstanding: z.number().meta({ description: 'Står igjen å betale på fakturaen' }),
  creditOf: z.number().int().nullable().meta({ description: 'Fakturaen en kreditnota krediterer' }),
  share: progressShareOut.nullable().meta({ description: 'Andelen en planlagt delfaktura eller et forskudd er laget av' }),
  send: z.boolean().nullable().meta({ description: 'I regnskapssystemet: sendt derfra (true) eller utkast (false)' }),
  draft: z.boolean().meta({ description: 'Et utkast i regnskapssystemet som eieren gjør ferdig der' }),
  inAccounting: z.boolean().meta({ description: 'Laget (eller lages) i regnskapssystemet' }),
  error: z.string().nullable().meta({ description: 'Hvorfor regnskapssystemet avviste fakturaen' }),
});
export type InvoiceDto = z.infer<typeof invoiceSchema>;

const sums = {
  agreedTotal: z.number().meta({ description: 'Avtalt pris: kontrakten pluss godkjente endringer (inkl. mva)' }),
  invoiced: z.number().meta({ description: 'Fakturert, fratrukket kreditnotaer' }),
  paid: z.number(),
  outstanding: z.number().meta({ description: 'Fakturert og ikke betalt' }),
};

export const billingSchema = z.object({
  enquiryId: z.number().int(),
  jobId: z.number().int(),
  reference: z.string(),
  status: z.string(),
  priceType: z.enum(quotePriceTypes),
  ...sums,
  contractTotal: z.number().meta({ description: 'Det aksepterte tilbudet (inkl. mva): grunnlaget for forskuddet' }),
  ceiling: z.number().meta({ description: 'Det meste som kan faktureres: avtalt pris (for prisoverslag også innen prisrammen)' }),
  planned: z.number().meta({ description: 'Planlagt og ikke fakturert' }),
  left: z.number().meta({ description: 'Gjenstår å fakturere eller planlegge' }),
  deposit: invoiceShareOut.nullable().meta({ description: 'Forskuddet tilbudet oppga' }),
  lineChoices: z.array(lineChoiceSchema).meta({ description: 'Linjene i kontrakten og de godkjente endringene, for en delfaktura av valgte linjer' }),
  depositsToDeduct: z
    .array(z.object({ invoiceId: z.number().int(), amount: z.number() }))
    .meta({ description: 'Hvert forskudd som ennå ikke er trukket fra, i rekkefølge: en delfaktura tar med dem som er mindre enn det som gjenstår av den' }),
  finalBlocked: z.string().nullable().meta({ description: 'Hvorfor sluttfakturaen ikke kan lages nå (null: den kan lages)' }),
  dueDays: z.number().int().meta({ description: 'Firmaets betalingsfrist i dager' }),
  connection: z.enum(['none', 'fiken']).meta({ description: 'Regnskapssystemet fakturaene lages i (none: føres for hånd)' }),
  invoices: z.array(invoiceSchema),
});
export type BillingDto = z.infer<typeof billingSchema>;

/** What the customer sees of each invoice on their page. */
export const publicInvoiceSchema = z.object({
  id: z.number().int(),
  kind: z.enum(invoiceKinds),
  total: z.number(),
  invoiceNumber: z.string().nullable(),
  issueDate: calendarDay,
  dueDate: calendarDay.nullable(),
  paid: z.boolean(),
  outstanding: z.number(),
  standing: z.enum(invoiceStandings).meta({ description: 'Hvor fakturaen står i dag: invoiced (ikke betalt), overdue (forfalt), paid, credited (kreditert i sin helhet) eller credit (en kreditnota)' }),
  pdfUrl: z.string().nullable().meta({ description: 'Fakturaen som PDF fra regnskapssystemet, der det tilbyr den' }),
});
export const publicBillingSchema = z.object({ ...sums, invoices: z.array(publicInvoiceSchema) });
export type PublicBillingDto = z.infer<typeof publicBillingSchema>;

/** The deposit a quote states before the customer accepts: a share of its total, or none. */
export const quoteDepositSchema = invoiceShareSchema.nullable();
export const publicQuoteDepositSchema = invoiceShareOut.extend({ amount: z.number().meta({ description: 'Forskuddet i kroner inkl. mva' }) });
