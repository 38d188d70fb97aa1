import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Task } from 'graphile-worker';
import type { SendMailOptions } from 'nodemailer';
import type { MailKind } from '../../shared/domain';
import { mailLabel } from '../../shared/labels';
import type { CompanyPublic } from '../../shared/schemas/company';
import { getCompany } from '../company/company.service';
import { OutboxMail } from './outbox.entity';
import { companyInbox, sender, type MailSettings } from './outbox.service';
import type { MailTransport } from './transport';

/** A mail ready to send, as a feature renders it from its case. */
export type RenderedMail = {
  /** The case's reference number, for the Message-ID and the X-Skarpjern-Reference header. */
  reference: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: SendMailOptions['attachments'];
  /** Other forms of the body, such as a calendar invite's text/calendar part with its METHOD. */
  alternatives?: SendMailOptions['alternatives'];
  /** Default: a customer's mail is answered to the company's inbox; a mail to the company needs its own. */
  replyTo?: SendMailOptions['replyTo'];
};

/** Why a queued mail is not sent after all (say the case was anonymised meanwhile); recorded on the row. */
export type SkippedMail = { skip: string };

export type RenderContext = { em: EntityManager; company: CompanyPublic; origin: string; settings: MailSettings };
export type MailRenderer = (mail: OutboxMail, ctx: RenderContext) => Promise<RenderedMail | SkippedMail>;
/** One renderer per kind of mail; the features that own the kinds supply them and the worker wiring joins them. */
export type MailRenderers = Record<MailKind, MailRenderer>;

export type OutboxDeps = {
  orm: MikroORM;
  transport: MailTransport;
  settings: MailSettings;
  /** Origin of links in mails (PUBLIC_URL), never a request's Host header. */
  origin: string;
  renderers: MailRenderers;
  log: { info: (msg: string) => void };
};

/** The domain of the sender's address, for Message-IDs and calendar UIDs. */
export const senderDomain = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

/** An SMTP error as one short line for the back office (the server's answer, never a stack). */
export function describeError(error: unknown): string {
  const e = error as { message?: string; code?: string; responseCode?: number; response?: string };
  const text = (e.response || e.message || String(error)).replace(/\s+/g, ' ').trim();
  const code = e.responseCode ? `${e.responseCode} ` : e.code && !text.includes(e.code) ? `${e.code}: ` : '';
  return `${code}${text}`.slice(0, 500);
}

/**
 * The one task that sends mail: renders the row's mail from its case, sends it and records the outcome.
 * Throwing hands the job back to the queue, which retries with growing delays; the last attempt marks
 * the row failed. A row recorded as sent is never sent again, even if its job runs once more.
 */
export function sendMailTask(deps: OutboxDeps): Task {
  return async (payload, helpers) => {
    const mailId = (payload as { mailId?: unknown }).mailId;
    if (typeof mailId !== 'number') return;
    const em = deps.orm.em.fork();
    const mail = await em.findOne(OutboxMail, mailId);
    if (!mail || mail.status === 'sent') return;
    const what = mailLabel(mail.kind, mail.audience);
    const company = await getCompany(em);
    mail.attempts += 1;
    mail.lastAttemptAt = new Date();
    let reference = `#${mail.caseId}`;
    try {
      const rendered = await deps.renderers[mail.kind](mail, { em, company, origin: deps.origin, settings: deps.settings });
      if ('skip' in rendered) {
        mail.status = 'failed';
        mail.lastError = rendered.skip;
        await em.flush();
        return;
      }
      reference = rendered.reference;
      const from = sender(deps.settings, company);
      mail.subject = rendered.subject;
      mail.messageId = `<${reference}.${mail.kind}.${mail.audience}.${mail.id}@${senderDomain(from)}>`;
      const result = await deps.transport.send({
        from,
        to: mail.recipient,
        replyTo: rendered.replyTo ?? (mail.audience === 'customer' ? companyInbox(deps.settings, company) : undefined),
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        attachments: rendered.attachments,
        alternatives: rendered.alternatives,
        messageId: mail.messageId,
        // RFC 3834: an automatic mail, so auto-replies (out of office) do not answer it in a loop.
        headers: { 'Auto-Submitted': 'auto-generated', 'X-Skarpjern-Reference': reference },
      });
      mail.status = 'sent';
      mail.sentAt = new Date();
      mail.lastError = null;
      await em.flush();
      // The subject and the address are personal data: the log names the kind and the reference only.
      deps.log.info(`[mail] ${what} for ${reference}${result.file ? ` written to ${result.file}` : ' sent'}`);
    } catch (error) {
      const final = helpers.job.attempts >= helpers.job.max_attempts;
      mail.lastError = describeError(error);
      if (final) mail.status = 'failed';
      await em.flush();
      // The queue keeps and logs this error; the details (which can name the recipient) stay on the row.
      throw new Error(`${what} for ${reference} not delivered (attempt ${helpers.job.attempts} of ${helpers.job.max_attempts})`);
    }
  };
}
