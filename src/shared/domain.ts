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
] as const;
export type MailKind = (typeof mailKinds)[number];

/** Who a mail goes to: the customer of the case, or the company's own inbox. */
export const mailAudiences = ['customer', 'company'] as const;
export type MailAudience = (typeof mailAudiences)[number];

export const mailStatuses = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/* ---------- The case: an enquiry from first contact to the won or lost job ---------- */

/** The case's states: the way forward, then lost and spam standing aside (docs/PRODUCT.md, «The case»). */
export const caseStatuses = ['new', 'contacted', 'inspection_booked', 'quote_sent', 'won', 'lost', 'spam'] as const;
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
  won: ['lost', 'quote_sent'],
  lost: ['new', 'contacted', 'inspection_booked', 'quote_sent', 'won'],
  spam: ['new'],
} as const satisfies Record<CaseStatus, readonly CaseStatus[]>;

/** Moves that must say why: they undo what the customer agreed to. */
export const reasonRequired: ReadonlyArray<readonly [CaseStatus, CaseStatus]> = [['won', 'quote_sent']];

export const needsReason = (from: CaseStatus, to: CaseStatus) => reasonRequired.some(([f, t]) => f === from && t === to);

/** May a case in `from` move to `to`? (Staying put is no move.) */
export const canMove = (from: CaseStatus, to: CaseStatus): boolean => (caseMoves[from] as readonly CaseStatus[]).includes(to);
