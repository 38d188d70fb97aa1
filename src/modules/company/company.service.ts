import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { companySeed, exampleFacts, faqSeed, teamSeed } from '../../seeders/company';
import { activityFieldLabel } from '../../shared/activity-labels';
import { orgNumberDisplay, toCompanyPublic } from '../../shared/company-view';
import {
  faqInputSchema,
  teamMemberInputSchema,
  type CompanyPublic,
  type CompanyReadiness,
  type CompanyRecord,
  type CompanyRecordDto,
  type CompanyUpdate,
} from '../../shared/schemas/company';
import { changes, logActivity, presentFields, type Actor } from '../activity/activity.service';
import { pick } from '../activity/audited';
import { resolveImages } from '../image/image.service';
import { Company, FaqEntry, TeamMember } from './company.entity';
import { listFaq, listTeam } from './company-lists.service';

export const COMPANY_ID = 1;

const recordFields = ['name', 'orgNumber', 'vatRegistered', 'founded', 'description', 'street', 'postalCode', 'city', 'region', 'phone',
  'email', 'facebookUrl', 'instagramUrl', 'openingHours', 'about', 'heroHeadline', 'heroIntro', 'footerCreditLabel', 'footerCreditUrl',
  'masterCertificateHolder', 'masterCertificateTrade', 'centralApproval', 'insuranceCompany', 'insuranceCoverage', 'taxCertificateUrl', 'quotePaymentTerms', 'quoteValidityDays', 'depositPercent', 'invoiceDueDays'] as const;

const toRecord = (c: Company): CompanyRecord => pick(c, recordFields);

const toRecordDto = (c: Company): CompanyRecordDto => ({ ...toRecord(c), updatedAt: c.updatedAt.toISOString() });

/**
 * What every public page shows: the company record with its team and FAQ, read from the database
 * on each call (so a save shows on the next page load on every app instance). Before the record
 * exists (a database the first start has not prepared yet), the seed is shown.
 */
export async function getCompany(em: EntityManager): Promise<CompanyPublic> {
  // Inside a transaction every query goes over its one connection, which takes one query at a time
  // (pg warns about queued queries and will refuse them): a mail queued with an enquiry reads it there.
  const [row, team, faq] = em.isInTransaction()
    ? [await em.findOne(Company, { id: COMPANY_ID }), await listTeam(em), await listFaq(em)]
    : await Promise.all([em.findOne(Company, { id: COMPANY_ID }), listTeam(em), listFaq(em)]);
  // Team photos get their variants like project photos, so /about loads a 320 px portrait, not the original.
  const photos = await resolveImages(em, team.map((m) => (m.photoUrl ? [m.photoUrl] : [])));
  const withPhotos = team.map((m, i) => ({ ...m, photo: photos[i]?.[0] ?? null }));
  return toCompanyPublic(row ? toRecord(row) : companySeed, withPhotos, faq, row?.updatedAt ?? new Date(0));
}

/** The record as the Firma form edits it. */
export async function getCompanyRecord(em: EntityManager): Promise<CompanyRecordDto> {
  const row = await em.findOne(Company, { id: COMPANY_ID });
  return row ? toRecordDto(row) : { ...companySeed, updatedAt: new Date(0).toISOString() };
}

/**
 * Whether the company facts are the owner's own: every fact that still holds the seed's example value
 * (org.nr., address, phone, e-mail, footer credit) is named. The site works meanwhile (/readyz stays
 * ready); the back office says it is not ready for customers.
 */
export async function companyReadiness(em: EntityManager): Promise<CompanyReadiness> {
  const record = await getCompanyRecord(em);
  const facts = exampleFacts(record).map((field) => ({ field, label: activityFieldLabel(field, 'company'), value: field === 'orgNumber' ? orgNumberDisplay({ orgNumber: record.orgNumber, vatRegistered: false }) : record[field] }));
  return { readyForCustomers: facts.length === 0, exampleFacts: facts };
}

/** Saves the fields sent; the log row names the changed fields (entity type company). */
export async function updateCompany(em: EntityManager, input: CompanyUpdate, actor: Actor): Promise<CompanyRecordDto> {
  return em.transactional(async (tx) => {
    // The row is locked for the save, so two admins saving at once cannot log the same "from".
    let row = await tx.findOne(Company, { id: COMPANY_ID }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!row) row = tx.create(Company, { ...companySeed, id: COMPANY_ID, updatedAt: new Date() });
    const before = toRecord(row);
    tx.assign(row, presentFields(input));
    const diff = changes(before, toRecord(row));
    if (Object.keys(diff).length) row.updatedAt = new Date();
    logActivity(tx, actor, { action: 'update', entityType: 'company', entityId: COMPANY_ID, label: row.name, details: diff });
    await tx.flush();
    return toRecordDto(row);
  });
}

/**
 * Start-up: a database without the company record gets it from the seed, together with the seed's
 * team and FAQ. This happens once (the record then exists), also for a database that was in use
 * before the record moved into it; deleted team members or questions never come back. Two
 * instances starting at once insert it once: the second insert hits the primary key and rolls back.
 */
export async function ensureCompanySeed(em: EntityManager): Promise<boolean> {
  if (await em.fork().count(Company, { id: COMPANY_ID })) return false;
  try {
    await em.fork().transactional(async (tx) => {
      const now = new Date();
      await tx.insert(Company, { ...companySeed, id: COMPANY_ID, updatedAt: now });
      if ((await tx.count(TeamMember, {})) === 0) {
        for (const m of teamSeed) tx.create(TeamMember, { ...teamMemberInputSchema.parse(m), createdAt: now, updatedAt: now });
      }
      if ((await tx.count(FaqEntry, {})) === 0) {
        for (const f of faqSeed) tx.create(FaqEntry, { ...faqInputSchema.parse(f), createdAt: now, updatedAt: now });
      }
    });
    return true;
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) return false;
    throw error;
  }
}
