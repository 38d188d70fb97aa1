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
  mail: 'E-post',
  mail_resent: 'E-post sendt på nytt',
} as const satisfies Record<TimelineEvent, string>;

/** «av kunden», «av eieren»: who did it. */
export const timelineActorLabels = { customer: 'kunden', owner: 'eieren' } as const satisfies Record<TimelineActor, string>;
