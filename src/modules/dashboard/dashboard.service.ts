import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { linkMailLabel } from '../../shared/labels';
import { calculators, calculatorTypes } from '../../shared/calculators';
import { missingRequiredPrices } from '../../shared/calculators/price-effects';
import type { DashboardStats, MissingPrices } from '../../shared/schemas/dashboard';
import { ActivityLog } from '../activity/activity-log.entity';
import { describeActivities, logActivity, type Actor } from '../activity/activity.service';
import { InspectionBooking } from '../booking/booking.entity';
import { Enquiry } from '../enquiry/enquiry.entity';
import { Quote } from '../quote/quote.entity';
import { JOB_SCHEMA } from '../../jobs/queue';
import type { MailHealth } from '../../shared/schemas/enquiry';
import { BOOKING_REMINDER_TASK, SEND_BOOKING_MAIL_TASK } from '../booking/booking-mail.service';
import { mailHealth } from '../mail/mail.service';
import { quoteMailRecipient, SEND_QUOTE_MAIL_TASK } from '../quote/quote.mail';
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
const linkMailTasks = LINK_MAIL_TASKS.map(() => '?').join(', ');

/** Befaring and quote mail jobs that gave up (graphile-worker's documented `jobs` view; the payload is not in it). */
const FAILED_LINK_MAILS = `
  select id::text as job_id, task_identifier, key, updated_at from ${JOB_SCHEMA}.jobs
   where last_error is not null and attempts >= max_attempts and updated_at > now() - interval '14 days'
     and task_identifier in (${linkMailTasks})`;

type FailedLinkMailRow = { job_id: string; task_identifier: string; key: string | null; updated_at: Date };
type FailedLinkMail = { jobId: string; enquiryId: number; name: string; what: string; failedAt: string };

/**
 * The enquiry and the recipient of each failed job, read from the job key its module gave it: `booking_mail:{id}:{seq}:{to}`,
 * `booking_reminder:{id}` (booking-mail.service.ts), `quote_mail:{id}:{kind}[:…]`, `quote_reminder:{id}` (quote.mail.ts,
 * quote.service.ts). A job whose booking or quote is gone (enquiry deleted) is left out.
 */
async function describeFailedLinkMails(em: EntityManager, rows: FailedLinkMailRow[]): Promise<FailedLinkMail[]> {
  const refs = rows.map((r) => {
    const [kind = '', id = '', third, fourth] = (r.key ?? '').split(':');
    const booking = kind.startsWith('booking_');
    const to: 'customer' | 'company' = kind === 'quote_mail' ? quoteMailRecipient(third ?? '') : fourth === 'company' ? 'company' : 'customer';
    return { row: r, booking, id: Number(id), to };
  });
  const ids = (booking: boolean) => refs.filter((r) => r.booking === booking && Number.isInteger(r.id)).map((r) => r.id);
  // One after the other: inside a transaction both run on its one connection.
  const bookings = await em.find(InspectionBooking, { id: { $in: ids(true) } }, { populate: ['enquiry'] });
  const quotes = await em.find(Quote, { id: { $in: ids(false) } }, { populate: ['enquiry'] });
  const enquiryOf = (r: (typeof refs)[number]) => (r.booking ? bookings.find((b) => b.id === r.id) : quotes.find((q) => q.id === r.id))?.enquiry;
  return refs.flatMap((r) => {
    const enquiry = enquiryOf(r);
    if (!enquiry) return [];
    return [{ jobId: r.row.job_id, enquiryId: enquiry.id, name: enquiry.name, what: linkMailLabel(r.row.task_identifier, r.to), failedAt: new Date(r.row.updated_at).toISOString() }];
  });
}

/**
 * Enquiry mails have rows of their own; befaring and quote mails are queue jobs only. Those that failed are read
 * from graphile-worker's documented `jobs` view, where a job that gave up stays with attempts = max_attempts,
 * and the newest are listed with their enquiry so the owner can send them again (retryLinkMail).
 */
async function withLinkMails(em: EntityManager, health: MailHealth): Promise<MailHealth> {
  const [row] = await em.execute<Array<{ failed: string; retrying: string; last_error: string | null; last_at: Date | null }>>(
    `select count(*) filter (where attempts >= max_attempts) as failed, count(*) filter (where attempts < max_attempts) as retrying,
            (array_agg(last_error order by updated_at desc))[1] as last_error, max(updated_at) as last_at
       from ${JOB_SCHEMA}.jobs where last_error is not null and updated_at > now() - interval '14 days' and task_identifier in (${linkMailTasks})`,
    LINK_MAIL_TASKS,
  );
  const failures = await describeFailedLinkMails(em, await em.execute<FailedLinkMailRow[]>(`${FAILED_LINK_MAILS} order by updated_at desc, id desc limit 20`, LINK_MAIL_TASKS));
  const linkLast = row?.last_at ? new Date(row.last_at) : null;
  const newer = linkLast && (!health.lastAttemptAt || linkLast > new Date(health.lastAttemptAt));
  return {
    ...health,
    linkMailsFailed: Number(row?.failed ?? 0),
    linkMailsRetrying: Number(row?.retrying ?? 0),
    linkMailFailures: failures,
    ...(newer ? { lastError: row?.last_error ?? null, lastAttemptAt: linkLast.toISOString() } : {}),
  };
}

/**
 * Sends a befaring or quote mail that gave up once more: the job gets a fresh set of attempts from now
 * (graphile-worker's documented `reschedule_jobs`), in one transaction with the enquiry's log row.
 * Unknown, still trying or already sent: 404 with a Norwegian message, and nothing changes.
 */
export async function retryLinkMail(em: EntityManager, jobId: string, actor: Actor): Promise<void> {
  await em.transactional(async (tx) => {
    const [job] = await describeFailedLinkMails(tx, await tx.execute<FailedLinkMailRow[]>(`${FAILED_LINK_MAILS} and id = ?`, [...LINK_MAIL_TASKS, jobId]));
    if (!job) throw new TRPCError({ code: 'NOT_FOUND', message: 'Fant ingen e-post som venter på å sendes på nytt. Den kan allerede være sendt.' });
    await tx.execute(`select id from ${JOB_SCHEMA}.reschedule_jobs(array[?]::bigint[], run_at => now(), attempts => 0)`, [jobId]);
    logActivity(tx, actor, { action: 'update', entityType: 'contact', entityId: job.enquiryId, label: job.name, details: { [job.what]: { from: 'feilet', to: 'sendes på nytt' } } });
  });
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
