import { LockMode } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { Task } from 'graphile-worker';
import type { Env } from '../../env';
import { mailKindLabels, type MailKind } from '../../shared/labels';
import { messages } from '../../shared/messages';
import type { CompanyPublic } from '../../shared/schemas/company';
import type { EnquiryMailDto, MailHealth } from '../../shared/schemas/enquiry';
import { addJob } from '../../jobs/queue';
import { logActivity, type Actor } from '../activity/activity.service';
import type { Enquiry } from '../enquiry/enquiry.entity';
import { getCompany } from '../company/company.service';
import { toEnquiryDto } from '../enquiry/enquiry.dto';
import { InspectionBooking } from '../booking/booking.entity';
import { formatBookingTime } from '../booking/booking-mail.render';
import { EnquiryMail } from './mail.entity';
import { renderMail } from './mail.render';
import type { MailTransport } from './transport';

export const SEND_MAIL_TASK = 'send_enquiry_mail';

export type MailSettings = Pick<Env, 'MAIL_FROM' | 'MAIL_TO' | 'MAIL_MAX_ATTEMPTS'>;

const jobKey = (mailId: number) => `enquiry_mail:${mailId}`;

/** The company inbox: MAIL_TO, else the e-mail of the company record. */
export const companyInbox = (settings: MailSettings, company: Pick<CompanyPublic, 'email'>) => settings.MAIL_TO ?? company.email;
/** The sender: MAIL_FROM, else the company's name and e-mail from its record. */
export const sender = (settings: MailSettings, company: Pick<CompanyPublic, 'name' | 'email'>) => settings.MAIL_FROM ?? `${company.name} <${company.email}>`;

/**
 * Records both mails of a new enquiry and queues their delivery, inside the enquiry's transaction:
 * either the enquiry, its mails and their jobs are all committed, or none of them.
 */
export async function queueEnquiryMails(tx: EntityManager, enquiry: Enquiry, settings: MailSettings): Promise<void> {
  const inbox = settings.MAIL_TO ?? (await getCompany(tx)).email;
  const mails = [
    tx.create(EnquiryMail, { enquiry, kind: 'company', recipient: inbox, status: 'pending', attempts: 0, createdAt: new Date() }),
    tx.create(EnquiryMail, { enquiry, kind: 'receipt', recipient: enquiry.email, status: 'pending', attempts: 0, createdAt: new Date() }),
  ];
  await tx.flush();
  for (const mail of mails) await addJob(tx, SEND_MAIL_TASK, { mailId: mail.id }, { jobKey: jobKey(mail.id), maxAttempts: settings.MAIL_MAX_ATTEMPTS });
}

export function toMailDto(m: EnquiryMail): EnquiryMailDto {
  return {
    id: m.id,
    kind: m.kind,
    recipient: m.recipient,
    status: m.status,
    attempts: m.attempts,
    lastError: m.lastError,
    lastAttemptAt: m.lastAttemptAt?.toISOString() ?? null,
    sentAt: m.sentAt?.toISOString() ?? null,
  };
}

const kindOrder: Record<MailKind, number> = { company: 0, receipt: 1 };

export async function mailsOf(em: EntityManager, enquiryId: number): Promise<EnquiryMailDto[]> {
  const rows = await em.find(EnquiryMail, { enquiry: enquiryId });
  return rows.sort((a, b) => kindOrder[a.kind] - kindOrder[b.kind]).map(toMailDto);
}

/** A failed mail goes back into the queue with a fresh round of attempts; logged as a change of the enquiry. */
export async function resendMail(em: EntityManager, mailId: number, actor: Actor, settings: MailSettings): Promise<EnquiryMailDto> {
  return em.transactional(async (tx) => {
    // Locked so two clicks (or two admins) cannot queue it twice.
    const mail = await tx.findOne(EnquiryMail, mailId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!mail) throw new TRPCError({ code: 'NOT_FOUND', message: messages.mailNotFound });
    if (mail.status !== 'failed') throw new TRPCError({ code: 'CONFLICT', message: messages.mailNotFailed });
    mail.status = 'pending';
    mail.attempts = 0;
    await tx.flush();
    await addJob(tx, SEND_MAIL_TASK, { mailId: mail.id }, { jobKey: jobKey(mail.id), maxAttempts: settings.MAIL_MAX_ATTEMPTS });
    logActivity(tx, actor, {
      action: 'update',
      entityType: 'contact',
      entityId: mail.enquiry.id,
      details: { [`mail_${mail.kind}`]: { from: 'failed', to: 'pending' } },
    });
    return toMailDto(mail);
  });
}

/** For the dashboard: mails that finally failed, and waiting mails whose last attempt failed. */
export async function mailHealth(em: EntityManager): Promise<MailHealth> {
  const [failed, retrying, last] = await Promise.all([
    em.fork().count(EnquiryMail, { status: 'failed' }),
    em.fork().count(EnquiryMail, { status: 'pending', lastError: { $ne: null } }),
    em.fork().findOne(EnquiryMail, { status: { $ne: 'sent' }, lastError: { $ne: null } }, { orderBy: { lastAttemptAt: 'desc' } }),
  ]);
  return { failed, retrying, linkMailsFailed: 0, linkMailsRetrying: 0, linkMailFailures: [], lastError: last?.lastError ?? null, lastAttemptAt: last?.lastAttemptAt?.toISOString() ?? null };
}

export type DeliveryDeps = {
  orm: MikroORM;
  transport: MailTransport;
  settings: MailSettings;
  /** Origin for links into the back office. */
  origin: string;
  log: { info: (msg: string) => void; warn: (msg: string) => void };
};

/** The Message-ID is fixed per mail, so a copy that ever arrives twice is recognised as the same mail. */
function messageId(mail: EnquiryMail, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${mail.enquiry.reference}.${mail.kind}.${mail.id}@${domain}>`;
}

/** An SMTP error as one short line for the back office (the server's answer, never a stack). */
function describeError(error: unknown): string {
  const e = error as { message?: string; code?: string; responseCode?: number; response?: string };
  const text = (e.response || e.message || String(error)).replace(/\s+/g, ' ').trim();
  const code = e.responseCode ? `${e.responseCode} ` : e.code && !text.includes(e.code) ? `${e.code}: ` : '';
  return `${code}${text}`.slice(0, 500);
}

/**
 * The queue task: sends one mail and records the outcome. Throwing hands the job back to the queue,
 * which retries with growing delays; the last attempt marks the mail as failed. A mail already
 * recorded as sent is never sent again, even if its job runs once more (say after a crash between
 * recording and finishing the job).
 */
export function sendMailTask(deps: DeliveryDeps): Task {
  return async (payload, helpers) => {
    const mailId = (payload as { mailId?: unknown }).mailId;
    if (typeof mailId !== 'number') return;
    const em = deps.orm.em.fork();
    const mail = await em.findOne(EnquiryMail, mailId, { populate: ['enquiry'] });
    if (!mail || mail.status === 'sent') return;

    const enquiry = toEnquiryDto(mail.enquiry);
    const company = await getCompany(em);
    // A slot booked with the request: the mails name that time instead of «we will call to agree one».
    const booking = enquiry.type === 'inspection' ? await em.findOne(InspectionBooking, { enquiry: enquiry.id, cancelledAt: null }) : null;
    const bookedTime = booking ? formatBookingTime(booking.startAt, booking.endAt) : null;
    const rendered = renderMail(mail.kind, enquiry, { origin: deps.origin, company, bookedTime });
    const from = sender(deps.settings, company);
    const isCompany = mail.kind === 'company';
    mail.attempts += 1;
    mail.lastAttemptAt = new Date();
    try {
      const result = await deps.transport.send({
        from,
        to: mail.recipient,
        replyTo: isCompany ? { name: enquiry.name, address: enquiry.email } : companyInbox(deps.settings, company),
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        messageId: messageId(mail, from),
        headers: { 'X-Skarpjern-Reference': enquiry.reference },
      });
      mail.status = 'sent';
      mail.sentAt = new Date();
      mail.lastError = null;
      await em.flush();
      // The subject carries the customer's name, so the log names the reference and kind instead.
      const where = result.file ? ` written to ${result.file}` : ' sent';
      deps.log.info(`[mail] ${mailKindLabels[mail.kind]} for ${enquiry.reference}${where}`);
    } catch (error) {
      const final = helpers.job.attempts >= helpers.job.max_attempts;
      mail.lastError = describeError(error);
      if (final) mail.status = 'failed';
      await em.flush();
      // The queue keeps and logs this error; the details (which can name the recipient) stay in enquiry_mail.
      throw new Error(`${mailKindLabels[mail.kind]} for ${enquiry.reference} not delivered (attempt ${helpers.job.attempts} of ${helpers.job.max_attempts})`);
    }
  };
}
