import type { TimelineActor, TimelineEvent } from './schemas/timeline';

// What the owner reads for each event of an enquiry's timeline (the customer's history).

export const timelineEventLabels = {
  received: 'Henvendelsen kom inn',
  status: 'Status endret',
  note: 'Notat',
  booking_booked: 'Befaring bestilt',
  booking_moved: 'Befaring flyttet',
  booking_cancelled: 'Befaring avlyst',
  quote_created: 'Tilbud laget',
  quote_sent: 'Tilbud sendt',
  quote_viewed: 'Kunden åpnet tilbudet',
  quote_changes: 'Kunden ønsker endringer',
  quote_accepted: 'Tilbudet er akseptert',
  quote_declined: 'Tilbudet er avslått',
  quote_withdrawn: 'Aksepten er trukket tilbake',
  quote_replaced: 'Tilbudet er erstattet av en ny versjon',
  booking_kept: 'Befaringen beholdes etter aksepten',
  job_planned: 'Oppdraget er planlagt',
  job_moved: 'Oppdraget er flyttet',
  job_cancelled: 'Datoene for oppdraget er avlyst',
  job_limit: 'Ny prisramme avtalt med kunden',
  change_order_created: 'Endring laget',
  change_order_sent: 'Endring sendt til kunden',
  change_order_accepted: 'Endring godkjent',
  change_order_declined: 'Endring avslått',
  handed_over: 'Overlevert: overleveringsmappen er laget og sendt til kunden',
  invoice_planned: 'Faktura planlagt',
  invoice_issued: 'Faktura sendt til regnskapssystemet',
  invoice_failed: 'Regnskapssystemet avviste fakturaen',
  invoice_invoiced: 'Fakturert',
  invoice_paid: 'Betaling registrert',
  invoice_credited: 'Kreditnota laget',
  invoice_removed: 'Planlagt faktura fjernet',
  review_received: 'Kunden sendte en omtale',
  review_published: 'Omtalen er publisert',
  review_hidden: 'Omtalen er skjult',
  review_answered: 'Du svarte på omtalen',
  mail: 'E-post',
  mail_resent: 'E-post sendt på nytt',
} as const satisfies Record<TimelineEvent, string>;

/** «av kunden», «av deg»: who did it, as the owner reads it in the back office (one word everywhere). */
export const timelineActorLabels = { customer: 'kunden', owner: 'deg' } as const satisfies Record<TimelineActor, string>;
