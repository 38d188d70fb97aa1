import type { MikroORM } from '@mikro-orm/postgresql';
import { parseCrontab, type TaskList } from 'graphile-worker';
import { resolve } from 'node:path';
import type { Env } from '../env';
import { createImageStorage, type ImageStorage } from '../modules/image/storage';
import { createBackup } from '../ops/backup';
import { ANONYMISE_TASK, anonymiseOldEnquiries } from '../modules/enquiry/retention';
import { linkOrigin } from '../http/origin';
import { BOOKING_REMINDER_TASK, bookedTimeOf, bookingMailRenderers, bookingReminderTask } from '../modules/booking/booking-mail.service';
import { enquiryMailRenderers } from '../modules/enquiry/enquiry.mail';
import { SEND_MAIL_TASK } from '../modules/outbox/outbox.service';
import { sendMailTask, type MailRenderers } from '../modules/outbox/outbox.worker';
import { createMailTransport, type MailTransport } from '../modules/outbox/transport';
import { jobMailRenderers } from '../modules/job/job.mail';
import { handoverMailRenderers } from '../modules/handover/handover';
import { quoteMailRenderers, remindQuote } from '../modules/quote/quote.mail';
import { QUOTE_REMINDER_TASK } from '../modules/quote/quote.service';
import { ACCOUNTING_QUEUE, ACCOUNTING_TASK } from '../modules/billing/billing.service';
import { ACCOUNTING_SYNC_TASK, makeInAccounting, syncFromAccounting } from '../modules/billing/billing.tasks';
import { accountingFor, type AccountingSettings } from '../modules/billing/connection';
import { reviewMailRenderers } from '../modules/review/review.mail';
import { queueReviewRequest, REVIEW_REQUEST_TASK } from '../modules/review/review.service';
import { legacyMailTasks } from './legacy-mail-tasks';
import { startTaskWorker, type LogSink } from './queue';

/** Every kind of mail with the renderer of the part of the case it belongs to (the type checks none is missing). */
export const mailRenderers: MailRenderers = { ...enquiryMailRenderers(bookedTimeOf), ...bookingMailRenderers, ...quoteMailRenderers, ...jobMailRenderers, ...handoverMailRenderers, ...reviewMailRenderers };

/**
 * Recurring tasks. The queue runs each time slot once across all instances; `fill=2d` runs a slot
 * missed while every instance was down (for up to two days).
 */
export const RECURRING_TASKS = `30 3 * * * ${ANONYMISE_TASK} ?fill=2d`;

export const BACKUP_TASK = 'backup';

/**
 * The crontab with the scheduled backup when BACKUP_SCHEDULE is set (five time fields, UTC). A
 * backup missed while every instance was down is not caught up: the next slot comes within a day,
 * and a backup run late at start-up would compete with the start itself.
 */
export function crontabFor(env: Pick<Env, 'BACKUP_SCHEDULE' | 'ACCOUNTING_SYNC_MINUTES'> & AccountingSettings): string {
  const lines = [RECURRING_TASKS];
  if (env.BACKUP_SCHEDULE) lines.push(`${env.BACKUP_SCHEDULE} ${BACKUP_TASK}`);
  // The accounting system's payments and drafts, read in its queue (one request at a time with the tasks that make invoices).
  if (accountingFor(env)) lines.push(`*/${env.ACCOUNTING_SYNC_MINUTES} * * * * ${ACCOUNTING_SYNC_TASK} ?queue=${ACCOUNTING_QUEUE}`);
  return lines.join('\n');
}

/**
 * Throws when BACKUP_SCHEDULE is not a time graphile-worker can read. Checked before anything starts:
 * found only when the worker starts, the server would already be listening, and a service manager
 * would restart it over and over.
 */
export function assertBackupSchedule(env: Pick<Env, 'BACKUP_SCHEDULE'>): void {
  if (!env.BACKUP_SCHEDULE) return;
  try {
    parseCrontab(`${env.BACKUP_SCHEDULE} ${BACKUP_TASK}`);
  } catch (error) {
    throw new Error(`Invalid environment:\n  BACKUP_SCHEDULE: ${(error as Error).message.replace(/ in line 1 of crontab/, '')}`);
  }
}

export type BackgroundTasksOptions = {
  orm: MikroORM;
  env: Env;
  connectionString: string;
  /** Project root, for the mail, upload and backup folders. */
  root: string;
  /** The photo store backups read; default: the folder UPLOAD_DIR. */
  storage?: ImageStorage;
  log: LogSink;
  /** Tests and bench hand in their own transport; otherwise one is made from the settings. */
  transport?: MailTransport;
  concurrency?: number;
  pollInterval?: number;
};

export type BackgroundTasks = {
  stop: () => Promise<void>;
  /** Shutdown has begun: the database may go away before stop() is reached, and that is expected. */
  stopping: () => void;
  transport: MailTransport;
};

/**
 * Every background task of the application and when recurring ones run. A new task (say a nightly
 * clean-up) is one more entry in `tasks` and, if it recurs, one crontab line ('0 3 * * * name').
 */
export async function startBackgroundTasks(opts: BackgroundTasksOptions): Promise<BackgroundTasks> {
  const transport = opts.transport ?? createMailTransport(opts.env, opts.root);
  const sendMail = sendMailTask({ orm: opts.orm, transport, settings: opts.env, origin: linkOrigin(opts.env), renderers: mailRenderers, log: opts.log });
  const tasks: TaskList = {
    [SEND_MAIL_TASK]: sendMail,
    ...legacyMailTasks({ orm: opts.orm, settings: opts.env, sendMail }),
    [BOOKING_REMINDER_TASK]: bookingReminderTask({ orm: opts.orm, settings: opts.env }),
    [QUOTE_REMINDER_TASK]: async (payload) => {
      const quoteId = (payload as { quoteId?: unknown }).quoteId;
      if (typeof quoteId === 'number') await remindQuote(opts.orm.em.fork(), quoteId, opts.env);
    },
    [REVIEW_REQUEST_TASK]: async (payload) => {
      const reviewId = (payload as { reviewId?: unknown }).reviewId;
      if (typeof reviewId === 'number') await queueReviewRequest(opts.orm.em.fork(), reviewId, opts.env);
    },
    [ANONYMISE_TASK]: async () => {
      const count = await anonymiseOldEnquiries(opts.orm.em.fork(), opts.env.ENQUIRY_RETENTION_MONTHS);
      if (count) opts.log.info(`[tasks] anonymised ${count} enquiries older than ${opts.env.ENQUIRY_RETENTION_MONTHS} months`);
    },
  };
  const accounting = accountingFor(opts.env);
  if (accounting) {
    tasks[ACCOUNTING_TASK] = async (payload, helpers) => {
      const invoiceId = (payload as { invoiceId?: unknown }).invoiceId;
      if (typeof invoiceId === 'number') await makeInAccounting(opts.orm.em.fork(), accounting, invoiceId, helpers.job.attempts >= helpers.job.max_attempts);
    };
    tasks[ACCOUNTING_SYNC_TASK] = async () => {
      const changed = await syncFromAccounting(opts.orm.em.fork(), accounting);
      if (changed) opts.log.info(`[tasks] ${changed} invoices updated from ${accounting.name}`);
    };
  }
  if (opts.env.BACKUP_SCHEDULE) {
    tasks[BACKUP_TASK] = async () => {
      const result = await createBackup({
        url: opts.connectionString,
        storage: opts.storage ?? (await createImageStorage(opts.env)),
        dir: resolve(opts.root, opts.env.BACKUP_DIR),
        keep: opts.env.BACKUP_KEEP,
        pgBinDir: opts.env.PG_BIN_DIR,
      });
      opts.log.info(`[tasks] backup written: ${result.file} (${result.bytes} bytes, ${result.manifest.entries.length - 1} photo files)`);
    };
  }
  const crontab = crontabFor(opts.env);
  try {
    const worker = await startTaskWorker({
      connectionString: opts.connectionString,
      tasks,
      crontab,
      log: opts.log,
      concurrency: opts.concurrency,
      pollInterval: opts.pollInterval,
    });
    return {
      transport,
      stopping: worker.stopping,
      stop: async () => {
        await worker.stop();
        if (!opts.transport) transport.close();
      },
    };
  } catch (error) {
    if (!opts.transport) transport.close();
    throw error;
  }
}
