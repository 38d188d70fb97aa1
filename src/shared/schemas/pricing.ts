import { z } from 'zod';
import { pricingCategories } from '../pricing/categories';
import { isoDateTime, optionalText } from './common';

export const pricingCategorySchema = z.enum(pricingCategories);

const fields = {
  category: pricingCategorySchema,
  parameterKey: z
    .string()
    .trim()
    .min(1, 'Nøkkel er påkrevd')
    .max(100, 'Maks 100 tegn')
    .regex(/^[a-z][a-z0-9_]*$/, 'Nøkkelen kan bare inneholde små bokstaver, tall og understrek, og må starte med en bokstav'),
  parameterName: z.string().trim().min(1, 'Navn er påkrevd').max(200, 'Maks 200 tegn'),
  parameterValue: z.string().trim().min(1, 'Verdi er påkrevd').max(100, 'Maks 100 tegn'),
  description: optionalText(2000),
  displayOrder: z.number().int('Visningsrekkefølge må være et heltall').min(0, 'Visningsrekkefølge kan ikke være negativ').max(100000),
  isActive: z.boolean(),
};

/** Create: every field, with the defaults of docs/PRODUCT.md §2 (order 0, active). */
export const pricingParameterInputSchema = z.object({
  ...fields,
  displayOrder: fields.displayOrder.default(0),
  isActive: fields.isActive.default(true),
});

/**
 * PATCH: the web sends the whole parameter (docs/PRODUCT.md §2) (with id and time stamps, which are ignored);
 * other clients may send only what changes. No defaults, so an omitted field keeps its value.
 */
export const pricingParameterUpdateSchema = z.object(fields).partial();
export type PricingParameterUpdate = z.output<typeof pricingParameterUpdateSchema>;

export const pricingParameterSchema = z.object({
  id: z.number().int(),
  category: pricingCategorySchema,
  parameterKey: z.string(),
  parameterName: z.string(),
  parameterValue: z.string(),
  description: z.string().nullable(),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type PricingParameterDto = z.infer<typeof pricingParameterSchema>;

/** What the public calculator receives: only keys and values. */
export const publicParameterSchema = z.object({ parameterKey: z.string(), parameterValue: z.string() });
export type PublicParameter = z.infer<typeof publicParameterSchema>;

/**
 * One general price as the price list (/priser) shows it: an active hour rate, surcharge or minimum
 * price with a usable value, NOK incl. mva.
 */
export const priceListRateSchema = z.object({
  key: z.string(),
  name: z.string(),
  amount: z.number().meta({ description: 'Kroner inkl. 25 % mva' }),
  unit: z.enum(['hour', 'workday', 'fixed']).meta({ description: 'hour: per time; workday: per arbeidsdag; fixed: et fast beløp' }),
  description: z.string().nullable(),
});
export type PriceListRate = z.infer<typeof priceListRateSchema>;
