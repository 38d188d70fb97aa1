import type { EntityManager } from '@mikro-orm/postgresql';
import { todayInOslo } from '../../shared/dates';
import type { InvoiceShare } from '../../shared/schemas/billing';
import { getCompanyRecord } from '../company/company.service';

/**
 * What a new quote takes from Firma when the owner leaves it out: the last day it is valid
 * (today in Oslo + the company's validity days) and the payment terms. `terms: null` (sent as
 * empty) means none and is kept; only an absent field takes the default. The deposit likewise: null is
 * none, absent is Firma's default percentage.
 */
export async function quoteDefaults(
  em: EntityManager,
  input: { validUntil?: string; terms?: string | null; deposit?: InvoiceShare | null },
): Promise<{ validUntil: string; terms: string | null; deposit: InvoiceShare | null }> {
  if (input.validUntil !== undefined && input.terms !== undefined && input.deposit !== undefined) return { validUntil: input.validUntil, terms: input.terms, deposit: input.deposit };
  const company = await getCompanyRecord(em);
  return {
    validUntil: input.validUntil ?? todayInOslo(new Date(Date.now() + company.quoteValidityDays * 86_400_000)),
    terms: input.terms === undefined ? company.quotePaymentTerms : input.terms,
    // None by default; the owner's default percentage under Firma, when set.
    deposit: input.deposit === undefined ? (company.depositPercent ? { measure: 'percent', value: company.depositPercent } : null) : input.deposit,
  };
}
