// The activity log's wording: a changed field's name as the forms label it, a changed value as the owner
// reads it, a row's subject and actor. Only the back office and the server need it, so it is kept out of
// labels.ts, which every public page loads with its first script.

import { calculatorMeta } from './calculators/meta';
import { entityLabel, entityTypeLabels, enquiryStatusLabel, invoiceKindLabels, invoiceStateLabels, enquiryTypeLabel, inspectionProjectTypeLabel, lookup, mailLabel, mailStatusLabels, matrikkelFieldLabels, projectCategoryLabel, quotePriceTypeLabels, quoteStatusLabels, serviceCategoryLabel, weekdayLabels } from './labels';
import { weekdays } from './domain';
import { count, nouns } from './plural';
import { mailAudiences, mailKinds } from './domain';
import { formatOsloDateTime } from './dates';
import { formatKr } from './pricing/vat';

/* ---------- Activity log: the changed fields as the owner reads them ---------- */

/** The fields a log row's details can name, as the forms label them. An unknown field is shown as is. */
export const activityFieldLabels: Readonly<Record<string, string>> = {
  // Projects, services, prices
  title: 'Tittel',
  description: 'Beskrivelse',
  location: 'Sted',
  imageUrls: 'Bilder',
  imageUrl: 'Bilde',
  category: 'Kategori',
  featured: 'Utvalgt',
  parentId: 'Overordnet tjeneste',
  price: 'Pris',
  priceUnit: 'Prisenhet',
  displayOrder: 'Rekkefølge',
  isActive: 'Aktiv',
  parameterKey: 'Nøkkel',
  parameterName: 'Navn',
  parameterValue: 'Verdi',
  // Enquiries
  type: 'Type',
  status: 'Status',
  note: 'Notat',
  anonymised: 'Anonymisert',
  reason: 'Begrunnelse',
  // Mails sent again: one field per kind and recipient (mail_<kind>_<audience>). The two before the outbox:
  mail_company: 'Varsel til firmaet',
  mail_receipt: 'Kvittering til kunden',
  ...Object.fromEntries(mailKinds.flatMap((k) => mailAudiences.map((a) => [`mail_${k}_${a}`, mailLabel(k, a)]))),
  // Quotes and saved estimates
  priceType: 'Pristype',
  validUntil: 'Gyldig til',
  lines: 'Linjer',
  terms: 'Betalingsvilkår',
  startEarly: 'Oppstart i angrefristen',
  befaringKept: 'Befaringen beholdt etter aksept',
  replacedAt: 'Erstattet av ny versjon',
  changeRequestedAt: 'Ønsket endringer',
  total: 'Total',
  // Jobs, change orders and the handover folder
  startDate: 'Første dag',
  endDate: 'Siste dag',
  newLimit: 'Ny prisramme',
  kind: 'Type',
  handedOverAt: 'Overlevert',
  summary: 'Sammendrag av arbeidet',
  products: 'Produkter og materialer',
  address: 'Adresse',
  ...matrikkelFieldLabels,
  fileName: 'Filnavn',
  // Invoices
  deposit: 'Forskudd',
  state: 'Fakturastatus',
  invoiceNumber: 'Fakturanummer',
  paidAmount: 'Betalt',
  paidOn: 'Betalt dato',
  invoiceRemoved: 'Planlagt faktura fjernet',
  depositPercent: 'Forskudd ved aksept (%)',
  invoiceDueDays: 'Betalingsfrist (dager)',
  // The account
  username: 'Brukernavn',
  password: 'Passord',
  lockedOut: 'Låst ute',
  // Photos
  url: 'Adresse',
  width: 'Bredde',
  height: 'Høyde',
  alt: 'Alternativ tekst',
  // The company, its team and questions
  name: 'Navn',
  orgNumber: 'Organisasjonsnummer',
  vatRegistered: 'MVA-registrert',
  founded: 'Grunnlagt',
  street: 'Gateadresse',
  postalCode: 'Postnummer',
  city: 'Poststed',
  region: 'Fylke',
  phone: 'Telefon',
  email: 'E-post',
  facebookUrl: 'Facebook',
  instagramUrl: 'Instagram',
  openingHours: 'Åpningstider',
  about: 'Om oss',
  heroHeadline: 'Overskrift på forsiden',
  heroIntro: 'Ingress på forsiden',
  footerCreditLabel: 'Kreditering i bunnteksten',
  footerCreditUrl: 'Lenke for krediteringen',
  masterCertificateHolder: 'Mesterbrev: hvem',
  masterCertificateTrade: 'Mesterbrev: fag',
  centralApproval: 'Sentral godkjenning',
  insuranceCompany: 'Forsikringsselskap',
  insuranceCoverage: 'Forsikringen dekker',
  taxCertificateUrl: 'Skatteattest og MVA-attest',
  quotePaymentTerms: 'Standard betalingsvilkår',
  quoteValidityDays: 'Tilbud gjelder (dager)',
  role: 'Rolle',
  bio: 'Om personen',
  photoUrl: 'Bilde',
  question: 'Spørsmål',
  answer: 'Svar',
  // Befaringer
  booking: 'Befaring',
  windows: 'Tider for befaring',
  slotMinutes: 'Varighet per befaring (min)',
  bufferMinutes: 'Reisetid mellom befaringer (min)',
  openedDay: 'Oppdragsdag åpnet for befaring',
  minNoticeDays: 'Varsel (arbeidsdager)',
  daysAhead: 'Hvor langt frem (dager)',
  blockedDays: 'Stengte dager',
  calendarSecret: 'Kalenderadresse',
};

/** Where one entity's form names a field differently from the others. */
const activityFieldLabelsByEntity: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  company: { name: 'Firmanavn', description: 'Kort beskrivelse' },
};

/** A changed field's name as the form of that entity shows it; an unknown field is shown as is. */
export function activityFieldLabel(field: string, entityType = ''): string {
  const own = activityFieldLabelsByEntity[entityType];
  if (own && Object.prototype.hasOwnProperty.call(own, field)) return own[field]!;
  return lookup(activityFieldLabels, field);
}

const EMPTY = '(tom)';
const TEXT_MAX = 80;

function hoursText(value: unknown[]): string {
  return value
    .map((d, i) => {
      const day = weekdays[i] ? weekdayLabels[weekdays[i]].slice(0, 3).toLowerCase() : String(i + 1);
      if (!d || typeof d !== 'object') return `${day} ?`;
      const h = d as { closed?: unknown; opens?: unknown; closes?: unknown };
      return h.closed ? `${day} stengt` : `${day} ${String(h.opens)}–${String(h.closes)}`;
    })
    .join(', ');
}

/** One value of a change as the owner sees it in the forms: Ja/Nei, a status's name, a count of photos. */
export function formatActivityValue(entityType: string, field: string, value: unknown): string {
  if (value === null && field === 'windows') return 'Åpningstidene under Firma';
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nei';
  if (field === 'deposit' && typeof value === 'object') {
    const d = value as { measure?: string; value?: number };
    return d.measure === 'percent' ? `${d.value} %` : formatKr(Number(d.value));
  }
  if (Array.isArray(value)) {
    if (field === 'openingHours' || field === 'windows') return hoursText(value);
    if (field === 'imageUrls') return value.length ? count(value.length, nouns.image) : EMPTY;
    if (field === 'lines') return `${value.length} ${value.length === 1 ? 'linje' : 'linjer'}`;
    return value.map((v) => formatActivityValue(entityType, '', v)).join(', ');
  }
  if (typeof value === 'string') {
    if (field === 'status') return entityType === 'quote' ? lookup(quoteStatusLabels, value) : enquiryStatusLabel(value);
    if (field === 'booking') return formatOsloDateTime(value);
    if (field === 'priceType') return lookup(quotePriceTypeLabels, value);
    if (field === 'state' && entityType === 'invoice') return lookup(invoiceStateLabels, value);
    if (field === 'kind' && entityType === 'invoice') return lookup(invoiceKindLabels, value);
    if (field === 'type' && entityType === 'case') return enquiryTypeLabel(value);
    if (field === 'projectType') return inspectionProjectTypeLabel(value);
    // A mail's delivery status; `pending` is the word before the outbox.
    if (field.startsWith('mail_')) return value === 'pending' ? mailStatusLabels.queued : lookup(mailStatusLabels, value);
    if (field === 'category') {
      if (entityType === 'project') return projectCategoryLabel(value);
      if (entityType === 'service') return serviceCategoryLabel(value);
      if (entityType === 'pricingparameter') return lookup(calculatorLabels, value);
    }
    const flat = value.replace(/\s+/g, ' ').trim();
    return flat.length <= TEXT_MAX ? flat : `${flat.slice(0, TEXT_MAX - 1).trimEnd()}…`;
  }
  if (typeof value === 'number') {
    if (field === 'parentId') return `${entityTypeLabels.service} #${value}`;
    if (entityType === 'invoice' && (field === 'total' || field === 'paidAmount')) return formatKr(value);
    return String(value);
  }
  return JSON.stringify(value);
}

const calculatorLabels: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(calculatorMeta).map(([k, m]) => [k, m.label]));

export type ActivityChange = { from?: unknown; to?: unknown };

/**
 * One change of a log row as a line: «Status: Ny → Befaring avtalt», «Utvalgt: Nei → Ja», a created
 * or deleted thing's field as «Tittel: Terrasse». What is never shown (a note's text, a password) is
 * said in words.
 */
export function describeActivityChange(entityType: string, field: string, change: ActivityChange): string {
  const hasFrom = 'from' in change;
  const hasTo = 'to' in change;
  if (field === 'note') return 'Notat lagt til';
  if (field === 'password') return change.to === 'tilbakestilt' ? 'Passord tilbakestilt' : 'Passord endret';
  if (field === 'anonymised') return 'Personopplysningene er anonymisert';
  const label = activityFieldLabel(field, entityType);
  const fmt = (v: unknown) => formatActivityValue(entityType, field, v);
  if (hasFrom && hasTo) return `${label}: ${fmt(change.from)} → ${fmt(change.to)}`;
  return `${label}: ${fmt(hasTo ? change.to : change.from)}`;
}

/** Every change of a log row, one line each, in the order they were logged. */
export function describeActivityChanges(entityType: string, details: Readonly<Record<string, ActivityChange>> | null): string[] {
  return Object.entries(details ?? {}).map(([field, change]) => describeActivityChange(entityType, field, change));
}

/** What a log row is about: «Prosjekt «Terrasse på Byåsen»», or the type and id when nothing names it. */
export function activitySubject(entityType: string, entityId: number | null, label: string | null): string {
  const type = entityLabel(entityType);
  if (label) return `${type} «${label}»`;
  return entityId !== null ? `${type} #${entityId}` : type;
}

/** Who did it: the username, the public for an enquiry, or the id of a user that no longer exists. */
export function activityActor(userId: number | null, userName: string | null): string {
  if (userId === null) return 'Besøkende';
  return userName ?? `Slettet bruker (ID ${userId})`;
}
