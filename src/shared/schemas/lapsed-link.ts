import { z } from 'zod';
import { isoDateTime } from './common';

/**
 * What happened to a customer's link that no longer opens its page: a quote replaced by a newer version
 * (when that was sent), or a review link already used (when the review came). Null: the link is unknown.
 */
export const lapsedLinkSchema = z
  .object({
    kind: z.enum(['quote_replaced', 'review_received']),
    at: isoDateTime.meta({ description: 'quote_replaced: da den nyere versjonen ble sendt; review_received: da omtalen kom' }),
  })
  .nullable();
export type LapsedLink = z.infer<typeof lapsedLinkSchema>;
