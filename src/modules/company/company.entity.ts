import { EntitySchema } from '@mikro-orm/core';
import type { DayHours } from '../../shared/schemas/company';

/** The company's own facts: a single row (id 1), edited under Firma in the back office. */
export class Company {
  id = 1;
  name!: string;
  /** Nine digits, no spaces. */
  orgNumber!: string;
  vatRegistered = true;
  founded!: number;
  description!: string;
  street!: string;
  postalCode!: string;
  city!: string;
  region!: string;
  phone!: string;
  email!: string;
  facebookUrl: string | null = null;
  instagramUrl: string | null = null;
  /** Seven days, Monday first. */
  openingHours!: DayHours[];
  about!: string;
  heroHeadline!: string;
  heroIntro!: string;
  footerCreditLabel!: string;
  /** Null: the credit is shown without a link. */
  footerCreditUrl: string | null = null;
  /** Trust facts, each shown only when filled in. */
  masterCertificateHolder: string | null = null;
  masterCertificateTrade: string | null = null;
  centralApproval: string | null = null;
  insuranceCompany: string | null = null;
  insuranceCoverage: string | null = null;
  taxCertificateUrl: string | null = null;
  /** Betalingsvilkår a new quote starts with (the owner can change them per quote). */
  quotePaymentTerms: string | null = null;
  /** A new quote is valid this many days from the day it is made. */
  quoteValidityDays = 30;
  /** The deposit (forskudd) a new quote states, as a whole percent of its total; null: none. */
  depositPercent: number | null = null;
  /** Days from an invoice's date to its due date (betalingsfrist). */
  invoiceDueDays = 14;
  updatedAt: Date = new Date();
}

export const CompanySchema = new EntitySchema<Company>({
  class: Company,
  tableName: 'company',
  checks: [
    { name: 'company_single_row', expression: 'id = 1' },
    { name: 'company_org_number_digits', expression: "(org_number)::text ~ '^[0-9]{9}$'::text" },
    { name: 'company_postal_code_digits', expression: "(postal_code)::text ~ '^[0-9]{4}$'::text" },
    { name: 'company_quote_validity_days', expression: 'quote_validity_days between 1 and 365' },
    { name: 'company_deposit_percent', expression: 'deposit_percent is null or deposit_percent between 1 and 100' },
    { name: 'company_invoice_due_days', expression: 'invoice_due_days between 0 and 90' },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: false },
    name: { type: 'string', length: 200 },
    orgNumber: { type: 'string', length: 9 },
    vatRegistered: { type: 'boolean', default: true },
    founded: { type: 'integer' },
    description: { type: 'string', length: 300 },
    street: { type: 'string', length: 200 },
    postalCode: { type: 'string', length: 4 },
    city: { type: 'string', length: 100 },
    region: { type: 'string', length: 100 },
    phone: { type: 'string', length: 30 },
    email: { type: 'string', length: 200 },
    facebookUrl: { type: 'string', length: 500, nullable: true },
    instagramUrl: { type: 'string', length: 500, nullable: true },
    openingHours: { type: 'json' },
    about: { type: 'text' },
    heroHeadline: { type: 'string', length: 120 },
    heroIntro: { type: 'string', length: 400 },
    footerCreditLabel: { type: 'string', length: 100 },
    footerCreditUrl: { type: 'string', length: 500, nullable: true },
    masterCertificateHolder: { type: 'string', length: 100, nullable: true },
    masterCertificateTrade: { type: 'string', length: 100, nullable: true },
    centralApproval: { type: 'string', length: 500, nullable: true },
    insuranceCompany: { type: 'string', length: 200, nullable: true },
    insuranceCoverage: { type: 'string', length: 500, nullable: true },
    taxCertificateUrl: { type: 'string', length: 500, nullable: true },
    quotePaymentTerms: { type: 'text', nullable: true },
    quoteValidityDays: { type: 'integer', default: 30 },
    depositPercent: { type: 'smallint', nullable: true },
    invoiceDueDays: { type: 'smallint', default: 14 },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});

export class TeamMember {
  id!: number;
  name!: string;
  role!: string;
  bio: string | null = null;
  /** A path on this site. */
  photoUrl: string | null = null;
  displayOrder = 0;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const TeamMemberSchema = new EntitySchema<TeamMember>({
  class: TeamMember,
  tableName: 'team_member',
  checks: [
    { name: 'team_member_name_not_blank', expression: 'length(TRIM(BOTH FROM name)) > 0' },
    { name: 'team_member_display_order_non_negative', expression: 'display_order >= 0' },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    name: { type: 'string', length: 100 },
    role: { type: 'string', length: 100 },
    bio: { type: 'text', nullable: true },
    photoUrl: { type: 'string', length: 500, nullable: true },
    displayOrder: { type: 'integer', default: 0 },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});

export class FaqEntry {
  id!: number;
  question!: string;
  answer!: string;
  displayOrder = 0;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const FaqEntrySchema = new EntitySchema<FaqEntry>({
  class: FaqEntry,
  tableName: 'faq_entry',
  checks: [
    { name: 'faq_entry_question_not_blank', expression: 'length(TRIM(BOTH FROM question)) > 0' },
    { name: 'faq_entry_display_order_non_negative', expression: 'display_order >= 0' },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    question: { type: 'string', length: 300 },
    answer: { type: 'text' },
    displayOrder: { type: 'integer', default: 0 },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
