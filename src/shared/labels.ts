// Every enum value used by the product, with the Norwegian label a visitor or the
// administrator sees. Isomorphic: imported by the browser bundle and the server.

import { calculatorMeta } from './calculators/meta';
import { count, nouns } from './plural';

/* ---------- Project categories ---------- */

export const projectCategories = ['terrace', 'renovation', 'interior'] as const;
export type ProjectCategory = (typeof projectCategories)[number];

export const projectCategoryLabels = {
  terrace: 'Terrasse',
  renovation: 'Renovering',
  interior: 'Interiør',
} as const satisfies Record<ProjectCategory, string>;

/** Tabs on /projects: 'all' first (the default), then one per category. */
export const projectTabs = ['all', ...projectCategories] as const;
export type ProjectTab = (typeof projectTabs)[number];

export const projectTabLabels = {
  all: 'Alle prosjekter',
  terrace: 'Terrasser',
  renovation: 'Renovering',
  interior: 'Interiør',
} as const satisfies Record<ProjectTab, string>;

/* ---------- Service categories ---------- */

export const serviceCategories = ['large_projects', 'small_jobs'] as const;
export type ServiceCategory = (typeof serviceCategories)[number];

export const serviceCategoryLabels = {
  large_projects: 'Store prosjekter',
  small_jobs: 'Mindre oppdrag',
} as const satisfies Record<ServiceCategory, string>;

/* ---------- Inspection request project types ---------- */

export const inspectionProjectTypes = ['terrace', 'renovation', 'interior', 'other'] as const;
export type InspectionProjectType = (typeof inspectionProjectTypes)[number];

export const inspectionProjectTypeLabels = {
  terrace: 'Terrasse',
  renovation: 'Renovering',
  interior: 'Interiør Snekkerarbeid',
  other: 'Annet',
} as const satisfies Record<InspectionProjectType, string>;

/* ---------- Enquiry types ---------- */

export const enquiryTypes = ['contact', 'inspection'] as const;
export type EnquiryType = (typeof enquiryTypes)[number];

export const enquiryTypeLabels = {
  contact: 'Kontakt',
  inspection: 'Befaring',
} as const satisfies Record<EnquiryType, string>;

/* ---------- Enquiry statuses (the owner's work on an enquiry) ---------- */

export const enquiryStatuses = ['new', 'contacted', 'inspection_booked', 'quote_sent', 'won', 'lost', 'spam'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

/** Status filter of the inbox: one status, or 'all'. Without it, everything except spam. */
export const enquiryStatusFilters = [...enquiryStatuses, 'all'] as const;
export type EnquiryStatusFilter = (typeof enquiryStatusFilters)[number];

export const enquiryStatusLabels = {
  new: 'Ny',
  contacted: 'Kontaktet',
  inspection_booked: 'Befaring avtalt',
  quote_sent: 'Tilbud sendt',
  won: 'Vunnet',
  lost: 'Tapt',
  spam: 'Spam',
} as const satisfies Record<EnquiryStatus, string>;

/* ---------- Enquiry mails ---------- */

export const mailKinds = ['company', 'receipt'] as const;
export type MailKind = (typeof mailKinds)[number];

export const mailKindLabels = {
  company: 'Varsel til firmaet',
  receipt: 'Kvittering til kunden',
} as const satisfies Record<MailKind, string>;

export const mailStatuses = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

export const mailStatusLabels = {
  pending: 'venter',
  sent: 'sendt',
  failed: 'feilet',
} as const satisfies Record<MailStatus, string>;

/* ---------- Quotes (tilbud) ---------- */

export const quoteStatuses = ['draft', 'sent', 'viewed', 'accepted', 'declined', 'expired'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const quoteStatusLabels = {
  draft: 'utkast',
  sent: 'sendt',
  viewed: 'sett',
  accepted: 'akseptert',
  declined: 'avslått',
  expired: 'utløpt',
} as const satisfies Record<QuoteStatus, string>;

export const quotePriceTypes = ['fixed', 'estimate'] as const;
export type QuotePriceType = (typeof quotePriceTypes)[number];

export const quotePriceTypeLabels = {
  fixed: 'Fastpris',
  estimate: 'Prisoverslag',
} as const satisfies Record<QuotePriceType, string>;

/** What each price type binds the company to, as the customer reads it. */
export const quotePriceTypeTerms = {
  fixed: 'Prisen er fast for arbeidet som er beskrevet i tilbudet.',
  estimate: 'Endelig pris vil ikke overstige prisoverslaget med mer enn 15 % (håndverkertjenesteloven § 32).',
} as const satisfies Record<QuotePriceType, string>;

/** The label and text of an estimate the customer keeps (not a prisoverslag in the sense of § 32). */
export const savedEstimateLabel = 'Uforpliktende estimat';

/* ---------- Activity log ---------- */

export const activityActions = ['create', 'update', 'delete', 'login', 'logout'] as const;
export type ActivityAction = (typeof activityActions)[number];

export const activityActionLabels = {
  create: 'Opprett',
  update: 'Oppdater',
  delete: 'Slett',
  login: 'Logg inn',
  logout: 'Logg ut',
} as const satisfies Record<ActivityAction, string>;

export const entityTypes = ['user', 'project', 'service', 'pricingparameter', 'contact', 'company', 'teammember', 'faq', 'image', 'estimate', 'quote'] as const;
export type EntityType = (typeof entityTypes)[number];

export const entityTypeLabels = {
  user: 'Bruker',
  project: 'Prosjekt',
  service: 'Tjeneste',
  pricingparameter: 'Prisparameter',
  contact: 'Kontakt',
  company: 'Firma',
  teammember: 'Teammedlem',
  faq: 'Spørsmål og svar',
  image: 'Bilde',
  estimate: 'Estimat',
  quote: 'Tilbud',
} as const satisfies Record<EntityType, string>;

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
  mail_company: mailKindLabels.company,
  mail_receipt: mailKindLabels.receipt,
  // Quotes and saved estimates
  priceType: 'Pristype',
  validUntil: 'Gyldig til',
  lines: 'Linjer',
  terms: 'Betalingsvilkår',
  startEarly: 'Oppstart i angrefristen',
  replacedAt: 'Erstattet av ny versjon',
  changeRequestedAt: 'Ønsket endringer',
  total: 'Total',
  // The account
  username: 'Brukernavn',
  password: 'Passord',
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
  role: 'Rolle',
  bio: 'Om personen',
  photoUrl: 'Bilde',
  question: 'Spørsmål',
  answer: 'Svar',
  // Befaringer
  booking: 'Befaring',
  windows: 'Tider for befaring',
  slotMinutes: 'Varighet per befaring (min)',
  bufferMinutes: 'Pause mellom befaringer (min)',
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
const bookingTime = new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', dateStyle: 'short', timeStyle: 'short' });
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
  if (Array.isArray(value)) {
    if (field === 'openingHours' || field === 'windows') return hoursText(value);
    if (field === 'imageUrls') return value.length ? count(value.length, nouns.image) : EMPTY;
    if (field === 'lines') return `${value.length} ${value.length === 1 ? 'linje' : 'linjer'}`;
    return value.map((v) => formatActivityValue(entityType, '', v)).join(', ');
  }
  if (typeof value === 'string') {
    if (field === 'status') return entityType === 'quote' ? lookup(quoteStatusLabels, value) : enquiryStatusLabel(value);
    if (field === 'booking') return bookingTime.format(new Date(value));
    if (field === 'priceType') return lookup(quotePriceTypeLabels, value);
    if (field === 'type' && entityType === 'contact') return enquiryTypeLabel(value);
    if (field === 'projectType') return inspectionProjectTypeLabel(value);
    if (field === 'mail_company' || field === 'mail_receipt') return lookup(mailStatusLabels, value);
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

/* ---------- Weekdays (opening hours, Monday first) ---------- */

export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

export const weekdayLabels = {
  monday: 'Mandag',
  tuesday: 'Tirsdag',
  wednesday: 'Onsdag',
  thursday: 'Torsdag',
  friday: 'Fredag',
  saturday: 'Lørdag',
  sunday: 'Søndag',
} as const satisfies Record<Weekday, string>;

/* ---------- Helpers ---------- */

function lookup<K extends string>(labels: Readonly<Record<K, string>>, value: string): string {
  return Object.prototype.hasOwnProperty.call(labels, value) ? labels[value as K] : value;
}

/** Type guard: is `value` one of the members of the tuple `list`? */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** Norwegian label of an activity action; an unknown action is shown as is. */
export function actionLabel(a: string): string {
  return lookup(activityActionLabels, a);
}

/** Norwegian label of an activity entity type; an unknown type is shown as is. */
export function entityLabel(e: string): string {
  return lookup(entityTypeLabels, e);
}

/** Norwegian label of a project category; an unknown value is shown as is. */
export function projectCategoryLabel(c: string): string {
  return lookup(projectCategoryLabels, c);
}

/** Norwegian label of a service category; an unknown value is shown as is. */
export function serviceCategoryLabel(c: string): string {
  return lookup(serviceCategoryLabels, c);
}

/** Norwegian label of an inspection project type; an unknown value is shown as is. */
export function inspectionProjectTypeLabel(t: string): string {
  return lookup(inspectionProjectTypeLabels, t);
}

/** Norwegian label of an enquiry status; an unknown value is shown as is. */
export function enquiryStatusLabel(s: string): string {
  return lookup(enquiryStatusLabels, s);
}

/** Norwegian label of an enquiry type; an unknown value is shown as is. */
export function enquiryTypeLabel(t: string): string {
  return lookup(enquiryTypeLabels, t);
}

/** How many featured projects the home page shows: the first ones in the owner's order. */
export const HOME_FEATURED_COUNT = 3;
/** How many main services the home page shows (PRODUCT.md: «home shows 3 services»). */
export const HOME_SERVICES_COUNT = 3;
/** The admin projects list: a featured project the home page shows, and one it doesn't. */
export const projectPlacementLabels = { home: 'Vises på forsiden', featured: 'Utvalgt', no: 'Nei' } as const;

/** A befaring or quote mail (a queue job) as the dashboard names it when it did not get through. */
const linkMailLabels: Record<string, string> = {
  send_booking_mail: 'E-post om befaringen',
  booking_reminder: 'Påminnelse om befaringen',
  send_quote_mail: 'E-post om tilbudet',
  quote_reminder: 'Påminnelse om tilbudet',
};

export const linkMailLabel = (task: string, to: 'customer' | 'company'): string =>
  `${linkMailLabels[task] ?? 'E-post'} ${to === 'company' ? 'til firmaet' : 'til kunden'}`;
