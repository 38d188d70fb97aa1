import { EntitySchema } from '@mikro-orm/core';

/** A frequently used quote line the owner keeps for the quote editor; one per text. */
export class SavedQuoteLine {
  id!: number;
  text!: string;
  unit!: string;
  /** NOK incl. 25 % mva. */
  unitPrice!: number;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const SavedQuoteLineSchema = new EntitySchema<SavedQuoteLine>({
  class: SavedQuoteLine,
  tableName: 'saved_quote_line',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    text: { type: 'string', length: 300, unique: true },
    unit: { type: 'string', length: 20 },
    unitPrice: { type: 'double' },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
