import type { EntityManager } from '@mikro-orm/postgresql';
import { calculators, calculatorTypes } from '../../shared/calculators';
import { missingRequiredPrices } from '../../shared/calculators/price-effects';
import type { DashboardStats, MissingPrices } from '../../shared/schemas/dashboard';
import { ActivityLog } from '../activity/activity-log.entity';
import { describeActivities } from '../history/activity-view';
import { Enquiry } from '../enquiry/enquiry.entity';
import type { MailHealth } from '../../shared/schemas/outbox';
import { failedMails, outboxHealth } from '../outbox/outbox.service';
import { PricingParameter } from '../pricing/pricing-parameter.entity';
import { Project } from '../project/project.entity';
import { Service } from '../service/service.entity';

/** Every calculator that lacks a required price in its active parameters. */
export async function missingPrices(em: EntityManager): Promise<MissingPrices[]> {
  const active = await em.find(PricingParameter, { isActive: true }, { fields: ['category', 'parameterKey', 'parameterValue'] });
  return calculatorTypes.flatMap((type) => {
    const list = active.filter((p) => p.category === type);
    const missing = missingRequiredPrices(type, list);
    if (missing.length === 0) return [];
    return [{ type, label: calculators[type].meta.label, prices: missing.map((e) => ({ key: e.key, label: e.label })) }];
  });
}

/**
 * The inbox's numbers, counted in the database. The week starts on Monday at midnight in Norway; an
 * estimate that became an inspection request is one the visitor attached to the request.
 */
export async function inboxStats(em: EntityManager, now = new Date()): Promise<DashboardStats['inbox']> {
  const [row] = await em.getConnection().execute<Array<Record<string, string>>>(
    `select
       count(*) filter (where status <> 'spam' and created_at >= date_trunc('week', ?::timestamptz at time zone 'Europe/Oslo') at time zone 'Europe/Oslo') as new_this_week,
       count(*) filter (where status = 'new') as unhandled,
       count(*) filter (where status <> 'spam' and type = 'inspection') as inspections,
       count(*) filter (where status <> 'spam' and type = 'inspection' and estimate is not null) as with_estimate,
       count(*) filter (where status = 'spam') as spam
     from enquiry`,
    [now],
  );
  return {
    newThisWeek: Number(row?.new_this_week ?? 0),
    unhandled: Number(row?.unhandled ?? 0),
    inspections: Number(row?.inspections ?? 0),
    inspectionsWithEstimate: Number(row?.with_estimate ?? 0),
    spam: Number(row?.spam ?? 0),
  };
}

/**
 * Mail delivery from the outbox's rows: the counts, the newest error, and the newest mails that finally
 * failed, each with its case so the owner can send it again (outbox resendMail).
 */
export async function mailHealth(em: EntityManager): Promise<MailHealth> {
  const [health, failed] = await Promise.all([outboxHealth(em.fork()), failedMails(em.fork())]);
  const cases = await em.fork().find(Enquiry, { id: { $in: failed.map((m) => m.caseId) } }, { fields: ['id', 'name', 'reference'] });
  const failures = failed.map((m) => {
    const e = cases.find((c) => c.id === m.caseId);
    return { mailId: m.id, enquiryId: m.caseId, name: e?.name || e?.reference || '', kind: m.kind, audience: m.audience, failedAt: (m.lastAttemptAt ?? m.createdAt).toISOString() };
  });
  return { ...health, failures };
}

/** The counters, the five newest activities, the price warnings and the mail health of the dashboard. */
export async function dashboardStats(em: EntityManager): Promise<DashboardStats> {
  const [projects, services, enquiries, activities, latest, missing, mail, inbox] = await Promise.all([
    em.fork().count(Project, {}),
    em.fork().count(Service, {}),
    // As the inbox shows them by default: without spam.
    em.fork().count(Enquiry, { status: { $ne: 'spam' } }),
    em.fork().count(ActivityLog, {}),
    em.fork().find(ActivityLog, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 5 }),
    missingPrices(em.fork()),
    mailHealth(em),
    inboxStats(em.fork()),
  ]);
  return { projects, services, enquiries, activities, latestActivities: await describeActivities(em, latest), missingPrices: missing, mail, inbox };
}
