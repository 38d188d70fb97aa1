// The domain's closed sets of values (statuses, kinds), one tuple each, with their types. Isomorphic:
// the server's entities and schemas and the browser's forms read them. What a person reads for each
// value is in labels.ts.

/* ---------- The outbox: every automatic mail of a case ---------- */

/** Every kind of automatic mail, by the part of the case it is about. */
export const mailKinds = [
  'enquiry_notice',
  'enquiry_receipt',
  'inspection_booked',
  'inspection_moved',
  'inspection_cancelled',
  'inspection_reminder',
  'quote_sent',
  'quote_reminder',
  'quote_accepted',
  'quote_declined',
  'quote_changes',
  'quote_withdrawn',
  'job_planned',
  'job_moved',
  'job_cancelled',
  'change_order_sent',
  'change_order_accepted',
  'change_order_declined',
  'job_handed_over',
  'review_request',
  'review_received',
] as const;
export type MailKind = (typeof mailKinds)[number];

/** Who a mail goes to: the customer of the case, or the company's own inbox. */
export const mailAudiences = ['customer', 'company'] as const;
export type MailAudience = (typeof mailAudiences)[number];

export const mailStatuses = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/* ---------- The case: an enquiry from first contact to the won or lost job ---------- */

/** The case's states: the way forward, then lost and spam standing aside (docs/PRODUCT.md, «The case»). */
export const caseStatuses = ['new', 'contacted', 'inspection_booked', 'quote_sent', 'won', 'planned', 'in_progress', 'done', 'handed_over', 'paid', 'lost', 'spam'] as const;
export type CaseStatus = (typeof caseStatuses)[number];

/**
 * Every move a case may make, from each state. A won case never drops back by itself: the only way
 * back from «Vunnet» to «Tilbud sendt» is withdrawing the acceptance, which needs a reason
 * (`reasonRequired`). Spam goes back only to Ny («Ikke spam»); a real conversation is never spam.
 */
export const caseMoves = {
  new: ['contacted', 'inspection_booked', 'quote_sent', 'won', 'lost', 'spam'],
  contacted: ['new', 'inspection_booked', 'quote_sent', 'won', 'lost', 'spam'],
  inspection_booked: ['new', 'contacted', 'quote_sent', 'won', 'lost', 'spam'],
  quote_sent: ['new', 'contacted', 'inspection_booked', 'won', 'lost'],
  won: ['lost', 'quote_sent', 'planned'],
  planned: ['won', 'in_progress'],
  in_progress: ['planned', 'done'],
  done: ['in_progress', 'handed_over'],
  // Paid in full ends the case; a credit note that opens an amount again takes it back.
  handed_over: ['paid'],
  paid: ['handed_over'],
  lost: ['new', 'contacted', 'inspection_booked', 'quote_sent', 'won'],
  spam: ['new'],
} as const satisfies Record<CaseStatus, readonly CaseStatus[]>;

/** Moves that must say why: they undo what the customer agreed to. */
export const reasonRequired: ReadonlyArray<readonly [CaseStatus, CaseStatus]> = [['won', 'quote_sent']];

/** The accepted work: won, and the job's states after it. The acceptance is final in all of them. */
export const wonStatuses = ['won', 'planned', 'in_progress', 'done', 'handed_over', 'paid'] as const satisfies readonly CaseStatus[];
export const isWon = (s: CaseStatus): boolean => (wonStatuses as readonly CaseStatus[]).includes(s);

/** The job's own states (the case's states after «Vunnet»), set by the job's screens, not the status select. */
export const jobStatuses = ['planned', 'in_progress', 'done', 'handed_over', 'paid'] as const satisfies readonly CaseStatus[];
export type JobStatus = (typeof jobStatuses)[number];
export const isJobStatus = (s: CaseStatus): s is JobStatus => (jobStatuses as readonly CaseStatus[]).includes(s);

/** Handed over, and after it (paid in full): the folder is closed and the work is the customer's. */
export const handedOverStatuses = ['handed_over', 'paid'] as const satisfies readonly CaseStatus[];
export const isHandedOver = (s: CaseStatus): boolean => (handedOverStatuses as readonly CaseStatus[]).includes(s);

/* ---------- Invoices (fakturaer) of a job ---------- */

/** Deposit at acceptance, progress invoices while the work goes on, the final for the rest, and credit notes. */
export const invoiceKinds = ['deposit', 'progress', 'final', 'credit'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];
/**
 * Planned (in the billing plan, editable), then invoiced (made in the accounting system or marked by
 * hand). With an accounting connection, «to be made» (pending, a task makes it) and failed (refused,
 * with its reason) lie between.
 */
export const invoiceStates = ['planned', 'pending', 'failed', 'invoiced'] as const;
export type InvoiceState = (typeof invoiceStates)[number];
/** How a progress invoice or a deposit is measured: a share of the agreed total, or an amount. */
export const invoiceMeasures = ['percent', 'amount'] as const;
export type InvoiceMeasure = (typeof invoiceMeasures)[number];

/* ---------- Change orders (tillegg og endringer) on a job ---------- */

export const changeOrderKinds = ['extra', 'change'] as const;
export type ChangeOrderKind = (typeof changeOrderKinds)[number];

export const changeOrderStatuses = ['draft', 'sent', 'accepted', 'declined'] as const;
export type ChangeOrderStatus = (typeof changeOrderStatuses)[number];

export const needsReason = (from: CaseStatus, to: CaseStatus) => reasonRequired.some(([f, t]) => f === from && t === to);

/** May a case in `from` move to `to`? (Staying put is no move.) */
export const canMove = (from: CaseStatus, to: CaseStatus): boolean => (caseMoves[from] as readonly CaseStatus[]).includes(to);

/** The states a job steps through on its own screen, in order. */
export const jobStepStatuses = ['planned', 'in_progress', 'done'] as const;
export type JobStepStatus = (typeof jobStepStatuses)[number];
const isJobStep = (s: CaseStatus): s is JobStepStatus => (jobStepStatuses as readonly CaseStatus[]).includes(s);

/**
 * The job's next steps from `from`, as the case allows them (caseMoves): forward first, then back.
 * Planning (from «Vunnet», with days), cancelling the days and the handover are acts of their own.
 */
export function jobSteps(from: CaseStatus): Array<{ to: JobStepStatus; forward: boolean }> {
  if (!isJobStep(from)) return [];
  const at = jobStepStatuses.indexOf(from);
  return (caseMoves[from] as readonly CaseStatus[])
    .filter(isJobStep)
    .map((to) => ({ to, forward: jobStepStatuses.indexOf(to) > at }))
    .sort((a, b) => Number(b.forward) - Number(a.forward));
}

/**
 * Whether the step to `to` on `today` (Oslo calendar day) comes ahead of the days the customer has:
 * starting before the first planned day, or finishing before the last. The owner is asked first; the
 * case records the real day either way.
 */
export function stepAheadOfPlan(to: JobStepStatus, plan: { startDate: string | null; endDate: string | null }, today: string): 'start' | 'finish' | null {
  if (to === 'in_progress' && plan.startDate && today < plan.startDate) return 'start';
  if (to === 'done' && plan.endDate && today < plan.endDate) return 'finish';
  return null;
}

/* ---------- The handover folder of a job ---------- */

/** When a photo of the work was taken. */
export const handoverPhotoStages = ['before', 'during', 'after'] as const;
export type HandoverPhotoStage = (typeof handoverPhotoStages)[number];

/** What a document is, as the folder and a Boligmappa upload sort it. */
export const handoverDocumentCategories = ['fdv', 'datasheet', 'warranty', 'declaration', 'other'] as const;
export type HandoverDocumentCategory = (typeof handoverDocumentCategories)[number];

/**
 * A property as the matrikkel writes it: kommunenummer-gnr/bnr, with /festenummer/seksjonsnummer when
 * either applies (0 for the one that does not): «5001-401/12», «5001-401/12/0/3». Null until gnr and
 * bnr are both known; without a kommunenummer, «401/12».
 */
export function matrikkelText(p: { knr: string | null; gnr: number | null; bnr: number | null; fnr: number | null; snr: number | null }): string | null {
  if (p.gnr === null || p.bnr === null) return null;
  const tail = p.fnr !== null || p.snr !== null ? `/${p.fnr ?? 0}/${p.snr ?? 0}` : '';
  return `${p.knr ? `${p.knr}-` : ''}${p.gnr}/${p.bnr}${tail}`;
}

/** The absolute complaint period for work on real property, in years (håndverkertjenesteloven § 25). */
export const HANDOVER_COMPLAINT_YEARS = 5;

/* ---------- Project categories ---------- */

export const projectCategories = ['terrace', 'renovation', 'interior'] as const;
export type ProjectCategory = (typeof projectCategories)[number];

/** Tabs on /projects: 'all' first (the default), then one per category. */
export const projectTabs = ['all', ...projectCategories] as const;
export type ProjectTab = (typeof projectTabs)[number];

/* ---------- Service categories ---------- */

export const serviceCategories = ['large_projects', 'small_jobs'] as const;
export type ServiceCategory = (typeof serviceCategories)[number];

/* ---------- Inspection request project types ---------- */

export const inspectionProjectTypes = ['terrace', 'renovation', 'interior', 'other'] as const;
export type InspectionProjectType = (typeof inspectionProjectTypes)[number];

/* ---------- Enquiry types ---------- */

export const enquiryTypes = ['contact', 'inspection'] as const;
export type EnquiryType = (typeof enquiryTypes)[number];

/* ---------- Enquiry statuses (the case's states) ---------- */

export const enquiryStatuses = caseStatuses;
export type EnquiryStatus = CaseStatus;

/** Status filter of the inbox: one status, or 'all'. Without it, everything except spam. */
export const enquiryStatusFilters = [...enquiryStatuses, 'all'] as const;
export type EnquiryStatusFilter = (typeof enquiryStatusFilters)[number];

/* ---------- Quotes ---------- */

export const quoteStatuses = ['draft', 'sent', 'viewed', 'accepted', 'declined', 'expired'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const quotePriceTypes = ['fixed', 'estimate'] as const;
export type QuotePriceType = (typeof quotePriceTypes)[number];

/* ---------- Activity log ---------- */

export const activityActions = ['create', 'update', 'delete', 'login', 'logout'] as const;
export type ActivityAction = (typeof activityActions)[number];

/** What a log row is about; a customer's case is `case` (not `contact`, which is one of the enquiry types). */
export const entityTypes = ['user', 'project', 'service', 'pricingparameter', 'case', 'company', 'teammember', 'faq', 'image', 'estimate', 'quote', 'quoteline', 'job', 'changeorder', 'review', 'handoverfile', 'invoice'] as const;
export type EntityType = (typeof entityTypes)[number];

/**
 * The entity types as the spec's REST list (GET /api/admin/activity-logs) names them to third parties:
 * the case is `contact` there, as the spec has it. Same order, so the OpenAPI document is unchanged.
 */
export const apiEntityTypes = ['user', 'project', 'service', 'pricingparameter', 'contact', 'company', 'teammember', 'faq', 'image', 'estimate', 'quote', 'quoteline', 'job', 'changeorder', 'review', 'handoverfile', 'invoice'] as const;
export type ApiEntityType = (typeof apiEntityTypes)[number];
/** The log's entity type from the spec's REST name, and back. */
export const entityTypeFromApi = (t: ApiEntityType): EntityType => (t === 'contact' ? 'case' : t);
export const entityTypeToApi = (t: string): string => (t === 'case' ? 'contact' : t);

/* ---------- Weekdays (opening hours, Monday first) ---------- */

export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

/* ---------- Helpers ---------- */

/** Type guard: is `value` one of the members of the tuple `list`? */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
