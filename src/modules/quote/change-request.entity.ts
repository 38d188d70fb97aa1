import { EntitySchema } from '@mikro-orm/core';
import { Quote } from './quote.entity';

/**
 * One wish for changes from the customer, kept as it came. The quote shows the latest
 * (quote.changeRequest); the company's mail, at most one per quote per hour (change-requests.ts), lists them.
 */
export class QuoteChangeRequest {
  id!: number;
  quote!: Quote;
  message!: string;
  createdAt: Date = new Date();
}

export const QuoteChangeRequestSchema = new EntitySchema<QuoteChangeRequest>({
  class: QuoteChangeRequest,
  tableName: 'quote_change_request',
  indexes: [{ properties: ['quote', 'createdAt'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    quote: { kind: 'm:1', entity: () => Quote, deleteRule: 'cascade' },
    message: { type: 'text' },
    createdAt: { type: 'datetime' },
  },
});
