import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { Env } from '../../env';
import type { MailAudience, MailKind } from '../../shared/domain';
import { messages } from '../../shared/messages';
import type { CompanyPublic } from '../../shared/schemas/company';
import type { OutboxMailDto } from '../../shared/schemas/outbox';
import { addTask } from '../../tasks/queue';
import { logActivity, type Actor } from '../activity/activity.service';
import { getCompany } from '../company/company.service';
import { OutboxMail, type MailData } from './outbox.entity';

// The outbox: every automatic mail of a customer's case is a row, queued in the transaction of the
// change that causes it, sent by one worker task (outbox.worker.ts) with one retry policy.

export const SEND_MAIL_TASK = 'send_mail';

export type MailSettings = Pick<Env, 'MAIL_FROM' | 'MAIL_TO' | 'MAIL_MAX_ATTEMPTS'>;

/** The company inbox: MAIL_TO, else the e-mail of the company record. */
export const companyInbox = (settings: Pick<Env, 'MAIL_TO'>, company: Pick<CompanyPublic, 'email'>) => settings.MAIL_TO ?? company.email;
/** The sender: MAIL_FROM, else the company's name and e-mail from its record. */
export const sender = (settings: Pick<Env, 'MAIL_FROM'>, company: Pick<CompanyPublic, 'name' | 'email'>) => settings.MAIL_FROM ?? `${company.name} <${company.email}>`;

export type NewMail = {
  caseId: number;
  kind: MailKind;
  audience: MailAudience;
  /** The customer's address; a mail to the company goes to its inbox. */
  to?: string;
  data?: MailData;
  /** For a mail that must exist once: queueing it again returns the row already there. */
  dedupeKey?: string;
};

const jobKey = (mailId: number) => `mail:${mailId}`;

async function enqueue(tx: EntityManager, mail: OutboxMail, settings: Pick<Env, 'MAIL_MAX_ATTEMPTS'>): Promise<void> {
  await addTask(tx, SEND_MAIL_TASK, { mailId: mail.id }, { jobKey: jobKey(mail.id), maxAttempts: settings.MAIL_MAX_ATTEMPTS });
}

/**
 * Records a mail and queues its delivery inside the caller's transaction: the mail exists exactly when
 * the change that caused it was committed.
 */
export async function queueMail(tx: EntityManager, mail: NewMail, settings: MailSettings): Promise<OutboxMail> {
  if (mail.dedupeKey) {
    const existing = await tx.findOne(OutboxMail, { dedupeKey: mail.dedupeKey });
    if (existing) return existing;
  }
  const recipient = mail.audience === 'company' ? companyInbox(settings, await getCompany(tx)) : (mail.to ?? '');
  const row = tx.create(OutboxMail, {
    caseId: mail.caseId,
    kind: mail.kind,
    audience: mail.audience,
    recipient,
    status: 'queued',
    attempts: 0,
    dedupeKey: mail.dedupeKey ?? null,
    data: mail.data ?? null,
    createdAt: new Date(),
  });
  await tx.flush();
  await enqueue(tx, row, settings);
  return row;
}

export function toOutboxMailDto(m: OutboxMail): OutboxMailDto {
  return {
    id: m.id,
    kind: m.kind,
    audience: m.audience,
    recipient: m.recipient,
    subject: m.subject,
    status: m.status,
    attempts: m.attempts,
    lastError: m.lastError,
    lastAttemptAt: m.lastAttemptAt?.toISOString() ?? null,
    sentAt: m.sentAt?.toISOString() ?? null,
    createdAt: m.createdAt.toISOString(),
  };
}

/** Every mail of one case, newest first. */
export async function mailsOfCase(em: EntityManager, caseId: number): Promise<OutboxMailDto[]> {
  const rows = await em.find(OutboxMail, { caseId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  return rows.map(toOutboxMailDto);
}

/** How many mails a case has had queued at all (a spam enquiry has none until it is released). */
export const countMailsOfCase = (em: EntityManager, caseId: number) => em.count(OutboxMail, { caseId });

/** A failed mail goes back into the queue with a fresh round of attempts; logged on its case. */
export async function resendMail(em: EntityManager, mailId: number, actor: Actor, settings: MailSettings): Promise<OutboxMailDto> {
  return em.transactional(async (tx) => {
    // Locked so two clicks (or two admins) cannot queue it twice.
    const mail = await tx.findOne(OutboxMail, mailId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!mail) throw new TRPCError({ code: 'NOT_FOUND', message: messages.mailNotFound });
    if (mail.status !== 'failed') throw new TRPCError({ code: 'CONFLICT', message: messages.mailNotFailed });
    mail.status = 'queued';
    mail.attempts = 0;
    await tx.flush();
    await enqueue(tx, mail, settings);
    logActivity(tx, actor, { action: 'update', entityType: 'case', entityId: mail.caseId, details: { [`mail_${mail.kind}_${mail.audience}`]: { from: 'failed', to: 'queued' } } });
    return toOutboxMailDto(mail);
  });
}

/** The outbox's state for the dashboard: finally failed, failing and waiting, and the newest error. */
export async function outboxHealth(em: EntityManager) {
  const [failed, retrying, last] = await Promise.all([
    em.fork().count(OutboxMail, { status: 'failed' }),
    em.fork().count(OutboxMail, { status: 'queued', lastError: { $ne: null } }),
    em.fork().findOne(OutboxMail, { status: { $ne: 'sent' }, lastError: { $ne: null } }, { orderBy: { lastAttemptAt: 'desc' } }),
  ]);
  return { failed, retrying, lastError: last?.lastError ?? null, lastAttemptAt: last?.lastAttemptAt?.toISOString() ?? null };
}

/** The newest mails that finally failed. */
export const failedMails = (em: EntityManager, limit = 20) => em.find(OutboxMail, { status: 'failed' }, { orderBy: { lastAttemptAt: 'desc', id: 'desc' }, limit });
