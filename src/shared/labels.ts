// The Norwegian label a visitor or the administrator sees for each value of the domain (the values
// themselves are in domain.ts). Isomorphic: imported by the browser bundle and the server. The activity
// log's wording is in activity-labels.ts.

import type { InvoiceStanding } from './billing';
import type { ProjectCategory, ProjectTab, ServiceCategory, InspectionProjectType, EnquiryType, EnquiryStatus, QuoteStatus, QuotePriceType, ActivityAction, EntityType, Weekday, MailAudience, MailKind, MailStatus, ChangeOrderKind, ChangeOrderStatus, HandoverDocumentCategory, HandoverPhotoStage, InvoiceKind, InvoiceState } from './domain';

/* ---------- Project categories ---------- */

export const projectCategoryLabels = {
  terrace: 'Terrasse',
  renovation: 'Renovering',
  interior: 'Interiør',
} as const satisfies Record<ProjectCategory, string>;

export const projectTabLabels = {
  all: 'Alle prosjekter',
  terrace: 'Terrasser',
  renovation: 'Renovering',
  interior: 'Interiør',
} as const satisfies Record<ProjectTab, string>;

/* ---------- Service categories ---------- */

export const serviceCategoryLabels = {
  large_projects: 'Store prosjekter',
  small_jobs: 'Mindre oppdrag',
} as const satisfies Record<ServiceCategory, string>;

/* ---------- Inspection request project types ---------- */

export const inspectionProjectTypeLabels = {
  terrace: 'Terrasse',
  renovation: 'Renovering',
  interior: 'Interiør Snekkerarbeid',
  other: 'Annet',
} as const satisfies Record<InspectionProjectType, string>;

/* ---------- Enquiry types ---------- */

export const enquiryTypeLabels = {
  contact: 'Kontakt',
  inspection: 'Befaring',
} as const satisfies Record<EnquiryType, string>;

/* ---------- Enquiry statuses (the owner's work on an enquiry) ---------- */

export const enquiryStatusLabels = {
  new: 'Ny',
  contacted: 'Kontaktet',
  inspection_booked: 'Befaring avtalt',
  quote_sent: 'Tilbud sendt',
  won: 'Vunnet',
  planned: 'Planlagt',
  in_progress: 'I gang',
  done: 'Ferdig',
  handed_over: 'Overlevert',
  paid: 'Betalt',
  lost: 'Tapt',
  spam: 'Spam',
} as const satisfies Record<EnquiryStatus, string>;

/**
 * The case's status as the customer reads it above their job (/tilbud/{token}): «Vunnet» and «Tapt» are the
 * owner's sales words, not the customer's.
 */
export const customerJobStatusLabels = {
  ...enquiryStatusLabels,
  won: 'Avtalt',
  lost: 'Avsluttet',
} as const satisfies Record<EnquiryStatus, string>;

/* ---------- The outbox (every automatic mail) ---------- */

export const mailKindLabels = {
  enquiry_notice: 'Varsel',
  enquiry_receipt: 'Kvittering',
  inspection_booked: 'Bekreftelse på befaring',
  inspection_moved: 'Melding om flyttet befaring',
  inspection_cancelled: 'Melding om avlyst befaring',
  inspection_reminder: 'Påminnelse om befaringen',
  quote_sent: 'Tilbud',
  quote_reminder: 'Påminnelse om tilbudet',
  quote_accepted: 'Bekreftelse på akseptert tilbud',
  quote_declined: 'Melding om avslått tilbud',
  quote_changes: 'Ønske om endringer i tilbudet',
  quote_withdrawn: 'Melding om tilbaketrukket aksept',
  job_planned: 'Datoer for oppdraget',
  job_moved: 'Nye datoer for oppdraget',
  job_cancelled: 'Melding om avlyste datoer',
  change_order_sent: 'Endring til godkjenning',
  change_order_accepted: 'Bekreftelse på godkjent endring',
  change_order_declined: 'Melding om avslått endring',
  job_handed_over: 'Overlevering',
  review_request: 'Forespørsel om omtale',
  review_received: 'Varsel om ny omtale',
} as const satisfies Record<MailKind, string>;

export const mailAudienceLabels = { customer: 'til kunden', company: 'til firmaet' } as const satisfies Record<MailAudience, string>;

/** A mail as the back office names it, a noun phrase and its receiver: «Kvittering til kunden», «Bekreftelse på akseptert tilbud til firmaet». */
export const mailLabel = (kind: MailKind, audience: MailAudience): string => `${mailKindLabels[kind]} ${mailAudienceLabels[audience]}`;

export const mailStatusLabels = {
  queued: 'venter',
  sent: 'sendt',
  failed: 'feilet',
} as const satisfies Record<MailStatus, string>;

/* ---------- Quotes (tilbud) ---------- */

export const quoteStatusLabels = {
  draft: 'utkast',
  sent: 'sendt',
  viewed: 'sett',
  accepted: 'akseptert',
  declined: 'avslått',
  expired: 'utløpt',
} as const satisfies Record<QuoteStatus, string>;

export const changeOrderKindLabels = {
  extra: 'Tilleggsarbeid',
  change: 'Endring',
} as const satisfies Record<ChangeOrderKind, string>;

export const changeOrderStatusLabels = {
  draft: 'utkast',
  sent: 'venter på svar',
  accepted: 'godkjent',
  declined: 'avslått',
} as const satisfies Record<ChangeOrderStatus, string>;

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

export const activityActionLabels = {
  create: 'Opprett',
  update: 'Oppdater',
  delete: 'Slett',
  login: 'Logg inn',
  logout: 'Logg ut',
} as const satisfies Record<ActivityAction, string>;

export const entityTypeLabels = {
  user: 'Bruker',
  project: 'Prosjekt',
  service: 'Tjeneste',
  pricingparameter: 'Prisparameter',
  // The spec's label for the case's rows.
  case: 'Kontakt',
  company: 'Firma',
  teammember: 'Teammedlem',
  faq: 'Spørsmål og svar',
  image: 'Bilde',
  estimate: 'Estimat',
  quote: 'Tilbud',
  quoteline: 'Fast tilbudslinje',
  job: 'Oppdrag',
  changeorder: 'Endring',
  review: 'Omtale',
  handoverfile: 'Overleveringsdokument',
  invoice: 'Faktura',
} as const satisfies Record<EntityType, string>;

/* ---------- Invoices (fakturaer) ---------- */

export const invoiceKindLabels = {
  deposit: 'Forskudd',
  progress: 'Delfaktura',
  final: 'Sluttfaktura',
  credit: 'Kreditnota',
} as const satisfies Record<InvoiceKind, string>;

export const invoiceStateLabels = {
  planned: 'Planlagt',
  pending: 'Lages i regnskapet',
  failed: 'Avvist av regnskapet',
  invoiced: 'Fakturert',
} as const satisfies Record<InvoiceState, string>;

/** Where an invoice stands (shared/billing.ts invoiceStanding), as a badge says it. */
export const invoiceStandingLabels = {
  planned: 'Planlagt',
  pending: 'Lages i regnskapet',
  draft: 'Utkast i regnskapet',
  failed: 'Avvist av regnskapet',
  invoiced: 'Ikke betalt',
  overdue: 'Forfalt',
  paid: 'Betalt',
  credited: 'Kreditert',
  credit: 'Kreditnota',
} as const satisfies Record<InvoiceStanding, string>;

/** The accounting systems a connection can be to, as the owner reads their names. */
export const accountingNames = { none: 'regnskapssystemet ditt', fiken: 'Fiken' } as const;

/* ---------- Weekdays (opening hours, Monday first) ---------- */

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

/** The label of `value` in `labels`; an unknown value is shown as is. */
export function lookup<K extends string>(labels: Readonly<Record<K, string>>, value: string): string {
  return Object.prototype.hasOwnProperty.call(labels, value) ? labels[value as K] : value;
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

/* ---------- The handover folder ---------- */

/** The property's numbers in the matrikkel, in its order: the folder's form, its errors and the activity log name them so. */
export const matrikkelFieldLabels = {
  knr: 'Kommunenummer',
  gnr: 'Gårdsnummer',
  bnr: 'Bruksnummer',
  fnr: 'Festenummer',
  snr: 'Seksjonsnummer',
} as const;

export const handoverPhotoStageLabels = {
  before: 'Før',
  during: 'Under arbeidet',
  after: 'Etter',
} as const satisfies Record<HandoverPhotoStage, string>;

/** Document categories, named as a Boligmappa upload asks for them. */
export const handoverDocumentCategoryLabels = {
  fdv: 'FDV-dokumentasjon',
  datasheet: 'Produktdatablad',
  warranty: 'Garanti',
  declaration: 'Samsvarserklæring',
  other: 'Annet',
} as const satisfies Record<HandoverDocumentCategory, string>;
/* ---------- Reviews (omtaler) ---------- */

export const reviewStatusLabels = { requested: 'Forespurt', unseen: 'Ikke sett', published: 'Publisert', hidden: 'Skjult' } as const;
export const reviewNameStyleLabels = { first_name_town: 'Fornavn og sted', initials: 'Initialer' } as const;
