import { z } from 'zod';
import { quoteLineSchema } from './quote';

// Frequently used quote lines (text, unit, unit price), kept by the owner and picked in the quote
// editor. A picked line is copied into the quote: changing or deleting the saved line later leaves
// the quotes that used it as they were.

const fields = quoteLineSchema.pick({ text: true, unit: true, unitPrice: true }).shape;

export const savedQuoteLineInputSchema = z.object(fields);
export type SavedQuoteLineInput = z.output<typeof savedQuoteLineInputSchema>;

/** PATCH: only the fields sent are changed. */
export const savedQuoteLineUpdateSchema = z.object(fields).partial();
export type SavedQuoteLineUpdate = z.output<typeof savedQuoteLineUpdateSchema>;

export const savedQuoteLineSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  unit: z.string(),
  unitPrice: z.number().meta({ description: 'NOK inkl. 25 % mva' }),
});
export type SavedQuoteLineDto = z.infer<typeof savedQuoteLineSchema>;
