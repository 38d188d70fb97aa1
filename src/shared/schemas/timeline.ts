import { z } from 'zod';
import { isoDateTime } from './common';
import { outboxMailSchema } from './outbox';

// The customer's timeline: one history per enquiry, read from the case's rows (docs/decisions/0015).

/** Every kind of event on an enquiry's timeline; what each reads as is in timeline-labels.ts. */
export const timelineEvents = [
  'received',
  'status',
  'note',
  'booking_booked',
  'booking_moved',
  'booking_cancelled',
  'quote_created',
  'quote_sent',
  'quote_viewed',
  'quote_changes',
  'quote_accepted',
  'quote_declined',
  'quote_withdrawn',
  'quote_replaced',
  'booking_kept',
  'job_planned',
  'job_moved',
  'job_cancelled',
  'job_limit',
  'change_order_created',
  'change_order_sent',
  'change_order_accepted',
  'change_order_declined',
  'handed_over',
  'invoice_planned',
  'invoice_issued',
  'invoice_failed',
  'invoice_invoiced',
  'invoice_paid',
  'invoice_credited',
  'invoice_removed',
  'review_received',
  'review_published',
  'review_hidden',
  'review_answered',
  'mail',
  'mail_resent',
] as const;
export type TimelineEvent = (typeof timelineEvents)[number];

export const timelineActors = ['customer', 'owner'] as const;
export type TimelineActor = (typeof timelineActors)[number];

export const timelineEntrySchema = z.object({
  key: z.string().meta({ description: 'Unik innen tidslinjen (kilde og id)' }),
  at: isoDateTime,
  event: z.enum(timelineEvents),
  by: z.enum(timelineActors).nullable().meta({ description: 'Hvem som gjorde det: kunden eller eieren (null for e-post)' }),
  byName: z.string().nullable().meta({ description: 'Brukernavnet når det var eieren' }),
  from: z.string().nullable().meta({ description: 'Tidligere verdi: status, befaringstid (ISO)' }),
  to: z.string().nullable().meta({ description: 'Ny verdi: status, befaringstid (ISO), e-posttype ved «sendt på nytt»' }),
  text: z.string().nullable().meta({ description: 'Begrunnelse, notat, kundens endringsønske eller navnet kunden aksepterte med' }),
  quoteVersion: z.number().int().nullable(),
  changeOrder: z.number().int().nullable().meta({ description: 'Endringens nummer (for endringer på oppdraget)' }),
  mail: outboxMailSchema.nullable().meta({ description: 'E-posten med leveringsstatus (for event «mail»)' }),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** The befaring as it stands (live, or cancelled with when and by whom). */
export const timelineBookingSchema = z.object({
  id: z.number().int(),
  start: z.string(),
  end: z.string(),
  cancelledAt: isoDateTime.nullable(),
  cancelledBy: z.enum(timelineActors).nullable(),
});

export const timelineSchema = z.object({
  booking: timelineBookingSchema.nullable(),
  /** Newest first. */
  entries: z.array(timelineEntrySchema),
});
export type TimelineDto = z.infer<typeof timelineSchema>;
