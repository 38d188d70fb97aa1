import type { Env } from '../../env';
import type { AccountingSystem } from './accounting';
import { FikenAccounting } from './fiken';

export type AccountingSettings = Pick<Env, 'FIKEN_API_TOKEN' | 'FIKEN_COMPANY_SLUG' | 'FIKEN_API_URL' | 'FIKEN_BANK_ACCOUNT_CODE' | 'FIKEN_INCOME_ACCOUNT'>;

/** The connection in the settings, or null: without one, invoices are made by hand (the default). */
export function accountingFor(env: AccountingSettings): AccountingSystem | null {
  if (!env.FIKEN_API_TOKEN || !env.FIKEN_COMPANY_SLUG) return null;
  return new FikenAccounting({ token: env.FIKEN_API_TOKEN, slug: env.FIKEN_COMPANY_SLUG, url: env.FIKEN_API_URL, bankAccountCode: env.FIKEN_BANK_ACCOUNT_CODE, incomeAccount: env.FIKEN_INCOME_ACCOUNT });
}
