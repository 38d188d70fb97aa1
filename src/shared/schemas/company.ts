import { z } from 'zod';
import { weekdays } from '../domain';
import { clockTime, isoDateTime, optionalText } from './common';
import { imageMetaSchema } from './image';
import { sitePath } from './site-path';

/**
 * A Norwegian organisation number: nine digits whose last is the modulus-11 check digit of the
 * first eight (weights 3 2 7 6 5 4 3 2; remainder 0 gives check digit 0, remainder 1 makes the
 * number invalid). Spaces are allowed in the input.
 */
export function isValidOrgNumber(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{9}$/.test(digits)) return false;
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const rest = sum % 11;
  const check = rest === 0 ? 0 : 11 - rest;
  return check !== 10 && check === Number(digits[8]);
}

export const orgNumberField = z
  .string()
  .max(20, 'Organisasjonsnummeret må ha 9 siffer')
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{9}$/, 'Organisasjonsnummeret må ha 9 siffer')
      .refine(isValidOrgNumber, 'Organisasjonsnummeret er ikke gyldig – kontrollsifferet stemmer ikke'),
  );

const PHONE_MESSAGE = 'Skriv inn et gyldig telefonnummer, f.eks. +47 400 12 345';

/**
 * A phone number as it is shown: digits with optional spaces, and an optional leading + and
 * country code. A Norwegian number has eight digits (after +47 or 0047 if given); a foreign one
 * 6 to 15.
 */
export function isValidPhone(value: string): boolean {
  const v = value.trim();
  if (!/^\+?[\d ]+$/.test(v)) return false;
  const digits = v.replace(/\D/g, '');
  if (v.startsWith('+47')) return digits.length === 10;
  if (v.startsWith('+')) return digits.length >= 8 && digits.length <= 15;
  if (digits.startsWith('0047')) return digits.length === 12;
  return digits.length === 8;
}

export const phoneField = z.string().trim().max(30, PHONE_MESSAGE).refine(isValidPhone, PHONE_MESSAGE);

const HTTPS_MESSAGE = 'Lenken må være en https-adresse, f.eks. https://www.facebook.com/firma';
const httpsUrl = z.url({ protocol: /^https$/, error: HTTPS_MESSAGE }).max(500, 'Maks 500 tegn');
/** An optional https link: empty means none. */
const optionalHttpsUrl = optionalText(500).pipe(httpsUrl.nullable());

const time = clockTime;

/** One weekday: open from `opens` to `closes`, or closed (the times are then kept for later but not shown). */
export const dayHoursSchema = z
  .object({ closed: z.boolean(), opens: time, closes: time })
  .refine((d) => d.closed || d.opens < d.closes, { path: ['closes'], message: 'Stengetid må være etter åpningstid' });
export type DayHours = z.infer<typeof dayHoursSchema>;

/** Monday first, seven days. */
export const openingHoursSchema = z.array(dayHoursSchema).length(weekdays.length, 'Åpningstider må gjelde alle sju ukedager');

const thisYear = new Date().getFullYear();

const fields = {
  name: z.string().trim().min(2, 'Firmanavnet må være minst 2 tegn').max(200, 'Maks 200 tegn'),
  orgNumber: orgNumberField,
  vatRegistered: z.boolean(),
  founded: z
    .number({ error: 'Skriv inn et årstall' })
    .int('Skriv inn et årstall')
    .min(1800, 'Skriv inn et gyldig årstall')
    .max(thisYear + 1, 'Skriv inn et gyldig årstall'),
  description: z.string().trim().min(20, 'Beskrivelsen må være minst 20 tegn').max(300, 'Maks 300 tegn'),
  street: z.string().trim().min(2, 'Skriv inn gateadresse').max(200, 'Maks 200 tegn'),
  postalCode: z.string().trim().max(4, 'Postnummeret må ha fire siffer').regex(/^\d{4}$/, 'Postnummeret må ha fire siffer'),
  city: z.string().trim().min(2, 'Skriv inn poststed').max(100, 'Maks 100 tegn'),
  region: z.string().trim().min(2, 'Skriv inn fylke').max(100, 'Maks 100 tegn'),
  phone: phoneField,
  email: z.email('Skriv inn en gyldig e-postadresse').max(200, 'Maks 200 tegn'),
  facebookUrl: optionalHttpsUrl,
  instagramUrl: optionalHttpsUrl,
  openingHours: openingHoursSchema,
  about: z.string().trim().min(20, 'Teksten om oss må være minst 20 tegn').max(10_000, 'Maks 10 000 tegn'),
  heroHeadline: z.string().trim().min(5, 'Overskriften må være minst 5 tegn').max(120, 'Maks 120 tegn'),
  heroIntro: z.string().trim().min(10, 'Ingressen må være minst 10 tegn').max(400, 'Maks 400 tegn'),
  footerCreditLabel: z.string().trim().min(2, 'Skriv inn lenketekst').max(100, 'Maks 100 tegn'),
  // Empty: the credit is shown as text, without a link.
  footerCreditUrl: optionalHttpsUrl,
  // Trust facts: each shows on /about and in the footer only when filled in.
  masterCertificateHolder: optionalText(100),
  masterCertificateTrade: optionalText(100),
  centralApproval: optionalText(500),
  insuranceCompany: optionalText(200),
  insuranceCoverage: optionalText(500),
  taxCertificateUrl: optionalHttpsUrl,
  quotePaymentTerms: optionalText(4000),
  quoteValidityDays: z
    .number({ error: 'Skriv antall dager, f.eks. 30' })
    .int('Skriv et helt antall dager')
    .min(1, 'Et tilbud må gjelde minst 1 dag')
    .max(365, 'Høyst 365 dager'),
  depositPercent: z
    .number({ error: 'Skriv forskuddet som et helt antall prosent, f.eks. 20' })
    .int('Skriv forskuddet som et helt antall prosent')
    .min(1, 'Forskuddet må være minst 1 %, eller tomt for ingen')
    .max(100, 'Forskuddet kan ikke være mer enn 100 %')
    .nullable(),
  invoiceDueDays: z
    .number({ error: 'Skriv antall dager, f.eks. 14' })
    .int('Skriv et helt antall dager')
    .min(0, 'Betalingsfristen kan ikke være negativ')
    .max(90, 'Høyst 90 dager'),
};

/** The whole company record, as the admin edits it. */
export const companyRecordInputSchema = z.object(fields);
export type CompanyRecord = z.output<typeof companyRecordInputSchema>;

/** PATCH: only the fields sent are changed. */
export const companyUpdateSchema = z.object(fields).partial();
export type CompanyUpdate = z.output<typeof companyUpdateSchema>;

export const companyRecordSchema = z.object({
  name: z.string(),
  orgNumber: z.string(),
  vatRegistered: z.boolean(),
  founded: z.number().int(),
  description: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  region: z.string(),
  phone: z.string(),
  email: z.string(),
  facebookUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  openingHours: z.array(z.object({ closed: z.boolean(), opens: z.string(), closes: z.string() })),
  about: z.string(),
  heroHeadline: z.string(),
  heroIntro: z.string(),
  footerCreditLabel: z.string(),
  footerCreditUrl: z.string().nullable(),
  masterCertificateHolder: z.string().nullable().meta({ description: 'Mesterbrev: hvem som har det' }),
  masterCertificateTrade: z.string().nullable().meta({ description: 'Mesterbrev: i hvilket fag' }),
  centralApproval: z.string().nullable().meta({ description: 'Sentral godkjenning: godkjenningsområder og tiltaksklasser' }),
  insuranceCompany: z.string().nullable().meta({ description: 'Forsikringsselskap' }),
  insuranceCoverage: z.string().nullable().meta({ description: 'Hva forsikringen dekker' }),
  taxCertificateUrl: z.string().nullable().meta({ description: 'Lenke til skatteattest og MVA-attest' }),
  quotePaymentTerms: z.string().nullable().meta({ description: 'Betalingsvilkår et nytt tilbud får' }),
  quoteValidityDays: z.number().int().meta({ description: 'Dager et nytt tilbud gjelder' }),
  depositPercent: z.number().int().nullable().meta({ description: 'Forskudd et nytt tilbud oppgir, i prosent av totalen (null: ingen)' }),
  invoiceDueDays: z.number().int().meta({ description: 'Dager fra fakturadato til forfall' }),
  updatedAt: isoDateTime,
});
export type CompanyRecordDto = z.infer<typeof companyRecordSchema>;

/* ---------- Team members ---------- */

const displayOrder = z
  .number({ error: 'Rekkefølge må være et tall' })
  .int('Rekkefølge må være et heltall')
  .min(0, 'Rekkefølge kan ikke være negativ')
  .max(100_000);

const teamFields = {
  name: z.string().trim().min(2, 'Navn må være minst 2 tegn').max(100, 'Maks 100 tegn'),
  role: z.string().trim().min(2, 'Rolle må være minst 2 tegn').max(100, 'Maks 100 tegn'),
  bio: optionalText(2000),
  // A path on this site (the image library's uploads live there too).
  photoUrl: optionalText(500).pipe(sitePath.nullable()),
  displayOrder,
};

export const teamMemberInputSchema = z.object({ ...teamFields, displayOrder: displayOrder.default(0) });
export type TeamMemberInput = z.input<typeof teamMemberInputSchema>;
export const teamMemberUpdateSchema = z.object(teamFields).partial();
export type TeamMemberUpdate = z.output<typeof teamMemberUpdateSchema>;

export const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  bio: z.string().nullable(),
  photoUrl: z.string().nullable(),
  displayOrder: z.number().int(),
});
export type TeamMemberDto = z.infer<typeof teamMemberSchema>;

/** A team member as the public pages show them: the photo with its sizes and variants, as projects have. */
export const publicTeamMemberSchema = teamMemberSchema.extend({
  photo: imageMetaSchema.nullable().meta({ description: 'photoUrl with size, alt text and variants of an uploaded photo' }),
});
export type PublicTeamMember = z.infer<typeof publicTeamMemberSchema>;

/* ---------- FAQ ---------- */

const faqFields = {
  question: z.string().trim().min(5, 'Spørsmålet må være minst 5 tegn').max(300, 'Maks 300 tegn'),
  answer: z.string().trim().min(5, 'Svaret må være minst 5 tegn').max(4000, 'Maks 4000 tegn'),
  displayOrder,
};

export const faqInputSchema = z.object({ ...faqFields, displayOrder: displayOrder.default(0) });
export type FaqInput = z.input<typeof faqInputSchema>;
export const faqUpdateSchema = z.object(faqFields).partial();
export type FaqUpdate = z.output<typeof faqUpdateSchema>;

export const faqSchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string(), displayOrder: z.number().int() });
export type FaqDto = z.infer<typeof faqSchema>;

/* ---------- What every public page reads ---------- */

export const companyPublicSchema = z.object({
  name: z.string(),
  orgNumber: z.string().meta({ description: 'Organisasjonsnummer, 9 siffer' }),
  vatRegistered: z.boolean(),
  founded: z.number().int(),
  description: z.string(),
  about: z.string(),
  team: z.array(publicTeamMemberSchema),
  phone: z.string(),
  email: z.string(),
  address: z.object({ street: z.string(), postalCode: z.string(), city: z.string(), region: z.string(), country: z.string() }),
  social: z.object({ facebook: z.string().nullable(), instagram: z.string().nullable() }),
  openingHours: z
    .array(z.object({ day: z.enum(weekdays), closed: z.boolean(), opens: z.string().nullable(), closes: z.string().nullable() }))
    .meta({ description: 'Mandag først; opens/closes er null når dagen er stengt' }),
  faq: z.array(faqSchema),
  hero: z.object({ headline: z.string(), intro: z.string() }),
  footerCredit: z.object({ label: z.string(), url: z.string().nullable().meta({ description: 'null: vises uten lenke' }) }),
  trust: z
    .object({
      masterCertificate: z.object({ holder: z.string(), trade: z.string() }).nullable(),
      centralApproval: z.string().nullable(),
      insurance: z.object({ company: z.string(), coverage: z.string().nullable() }).nullable(),
      taxCertificateUrl: z.string().nullable(),
    })
    .meta({ description: 'Mesterbrev, sentral godkjenning, forsikring og skatteattest; null der det ikke er fylt ut' }),
  updatedAt: isoDateTime,
});
export type CompanyPublic = z.infer<typeof companyPublicSchema>;

/* ---------- Facts still as seeded ---------- */

/**
 * The company facts that are examples until the owner replaces them: while any still holds its seeded
 * value (src/seeders/company.ts, the one place the example values live), the site is not ready for
 * customers.
 */
export const exampleFactFields = ['orgNumber', 'street', 'phone', 'email', 'footerCreditLabel'] as const;
export type ExampleFactField = (typeof exampleFactFields)[number];

export const companyReadinessSchema = z.object({
  readyForCustomers: z.boolean().meta({ description: 'false så lenge noe av firmaopplysningene er eksempelverdier' }),
  exampleFacts: z.array(z.object({ field: z.enum(exampleFactFields), label: z.string(), value: z.string() })),
});
export type CompanyReadiness = z.infer<typeof companyReadinessSchema>;
