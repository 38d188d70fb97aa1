import type { EntityManager } from '@mikro-orm/postgresql';
import { calculators, calculatorTypes } from '../../shared/calculators';
import { missingRequiredPrices } from '../../shared/calculators/price-effects';
import type { DashboardStats, MissingPrices } from '../../shared/schemas/dashboard';
import { ActivityLog } from '../activity/activity-log.entity';
import { describeActivities } from '../activity/activity.service';
import { Enquiry } from '../enquiry/enquiry.entity';
import { JOB_SCHEMA } from '../../jobs/queue';
import type { MailHealth } from '../../shared/schemas/enquiry';
import { BOOKING_REMINDER_TASK, SEND_BOOKING_MAIL_TASK } from '../booking/booking-mail.service';
import { mailHealth } from '../mail/mail.service';
import { SEND_QUOTE_MAIL_TASK } from '../quote/quote.mail';
import { QUOTE_REMINDER_TASK } from '../quote/quote.service';
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

const LINK_MAIL_TASKS = [SEND_BOOKING_MAIL_TASK, BOOKING_REMINDER_TASK, SEND_QUOTE_MAIL_TASK, QUOTE_REMINDER_TASK];

/**
 * Enquiry mails have rows of their own; befaring and quote mails are queue jobs only. Those that failed are read
 * from graphile-worker's documented `jobs` view, where a job that gave up stays with attempts = max_attempts;
 * the owner can't resend them, so the dashboard names those of the last 14 days.
 */
async function withLinkMails(em: EntityManager, health: MailHealth): Promise<MailHealth> {
  const [row] = await em.execute<Array<{ failed: string; retrying: string; last_error: string | null; last_at: Date | null }>>(
    `select count(*) filter (where attempts >= max_attempts) as failed, count(*) filter (where attempts < max_attempts) as retrying,
            (array_agg(last_error order by updated_at desc))[1] as last_error, max(updated_at) as last_at
       from ${JOB_SCHEMA}.jobs where last_error is not null and updated_at > now() - interval '14 days' and task_identifier in (${LINK_MAIL_TASKS.map(() => '?').join(', ')})`,
    LINK_MAIL_TASKS,
  );
  const linkLast = row?.last_at ? new Date(row.last_at) : null;
  const newer = linkLast && (!health.lastAttemptAt || linkLast > new Date(health.lastAttemptAt));
  return {
    ...health,
    linkMailsFailed: Number(row?.failed ?? 0),
    linkMailsRetrying: Number(row?.retrying ?? 0),
    ...(newer ? { lastError: row?.last_error ?? null, lastAttemptAt: linkLast.toISOString() } : {}),
  };
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
    mailHealth(em.fork()).then((health) => withLinkMails(em.fork(), health)),
    inboxStats(em.fork()),
  ]);
  return { projects, services, enquiries, activities, latestActivities: await describeActivities(em, latest), missingPrices: missing, mail, inbox };
}
