import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Task } from 'graphile-worker';
import type { Env } from '../../env';
import { formatLongDay } from '../../shared/dates';
import { quotePriceTypeLabels } from '../../shared/labels';
import { formatKr } from '../../shared/pricing/vat';
import { addJob } from '../../jobs/queue';
import { getCompany } from '../company/company.service';
import { formatReceived, greeting } from '../mail/mail.render';
import type { DeliveryDeps } from '../mail/mail.service';
import { changeRequestsForMail } from './change-requests';
import { Quote } from './quote.entity';
import { angreskjemaPdf, quotePdf, quoteTitle } from './quote.pdf';
import { isOpen, quotePath, toPublicQuoteDto } from './quote.view';

export const SEND_QUOTE_MAIL_TASK = 'send_quote_mail';

/** Mails about a quote: to the customer (the link, the reminder, the accepted copy) or to the company. */
export const quoteMailKinds = ['quote', 'reminder', 'accepted_customer', 'accepted_company', 'declined', 'changes'] as const;
export type QuoteMailKind = (typeof quoteMailKinds)[number];
const toCustomer = new Set<QuoteMailKind>(['quote', 'reminder', 'accepted_customer']);

/** Who a quote mail of this kind goes to. */
export const quoteMailRecipient = (kind: string): 'customer' | 'company' => (toCustomer.has(kind as QuoteMailKind) ? 'customer' : 'company');

/** Queued in the caller's transaction, so the mail exists exactly when the change was committed. */
export async function queueQuoteMail(tx: EntityManager, quoteId: number, kind: QuoteMailKind, settings: Pick<Env, 'MAIL_MAX_ATTEMPTS'>): Promise<void> {
  // A change request can come more than once; every other kind happens once per quote.
  const key = kind === 'changes' ? `quote_mail:${quoteId}:${kind}:${Date.now()}` : `quote_mail:${quoteId}:${kind}`;
  await addJob(tx, SEND_QUOTE_MAIL_TASK, { quoteId, kind }, { jobKey: key, maxAttempts: settings.MAIL_MAX_ATTEMPTS });
}

type Rendered = { subject: string; text: string; attachments?: Array<{ filename: string; content: Buffer; contentType: string }> };

async function render(em: EntityManager, q: Quote, kind: QuoteMailKind, origin: string): Promise<Rendered> {
  const company = await getCompany(em);
  const dto = toPublicQuoteDto(q);
  const title = quoteTitle(dto);
  const link = `${origin}${quotePath(q.token)}`;
  const admin = `${origin}/admin/contact-submissions?id=${q.enquiry.id}`;
  // No brackets of its own: the reminder and the confirmation put the whole of it in brackets.
  const total = `${formatKr(dto.totals.total)} inkl. mva, ${quotePriceTypeLabels[q.priceType].toLowerCase()}`;
  const sign = `\n\nVennlig hilsen\n${company.name}\n${company.phone} · ${company.email}`;
  switch (kind) {
    case 'quote':
      return {
        subject: `${title} fra ${company.name}`,
        text: `${greeting(q.enquiry.name)}\n\nHer er tilbudet vårt: ${total}. Det gjelder til og med ${formatLongDay(q.validUntil)}.\n\nLes det og svar her:\n${link}\n\nPå siden kan du akseptere tilbudet, be om endringer eller avslå det.${sign}`,
      };
    case 'reminder':
      return {
        subject: `Påminnelse: ${title}`,
        text: `${greeting(q.enquiry.name)}\n\nVi sendte deg et tilbud for en stund siden (${total}), og det gjelder til og med ${formatLongDay(q.validUntil)}.\n\nDu finner det her:\n${link}\n\nHar du spørsmål, er det bare å svare på denne e-posten.${sign}`,
      };
    case 'accepted_customer':
    case 'accepted_company': {
      const record = { name: q.acceptedName ?? '', at: q.acceptedAt?.toISOString() ?? '', startEarly: !!q.startEarly, contentHash: q.contentHash ?? '' };
      const attachments = [{ filename: `tilbud-${q.enquiry.reference}-v${q.version}.pdf`, content: await quotePdf(company, dto, record), contentType: 'application/pdf' }];
      if (kind === 'accepted_company') {
        return {
          subject: `Tilbud akseptert: ${q.enquiry.reference}`,
          text: `${title} er akseptert på nett av ${q.acceptedName}.\n${total}\nOppstart i angrefristen: ${q.startEarly ? 'ja, kunden har bedt om det' : 'nei'}.\n\nHenvendelsen: ${admin}`,
          attachments,
        };
      }
      attachments.push({ filename: 'angreskjema.pdf', content: await angreskjemaPdf(company), contentType: 'application/pdf' });
      return {
        subject: `Bekreftelse: ${title} er akseptert`,
        text: `${greeting(q.enquiry.name)}\n\nTakk! Vi har mottatt at du aksepterte tilbudet (${total}). Tilbudet med bekreftelsen og angreskjemaet ligger vedlagt.\n\nVi tar kontakt for å avtale oppstart.${sign}`,
        attachments,
      };
    }
    case 'declined':
      return {
        subject: `Tilbud avslått: ${q.enquiry.reference}`,
        text: `${title} er avslått av kunden.\n${q.declineReason ? `Begrunnelse: ${q.declineReason}\n` : 'Ingen begrunnelse oppgitt.\n'}\nHenvendelsen: ${admin}`,
      };
    case 'changes': {
      // Every wish kept so far, newest first: those sent within the hour after a mail wait for the next one.
      const { shown, more } = await changeRequestsForMail(em, q.id);
      const wishes = shown.length ? shown.map((r) => `${formatReceived(r.createdAt.toISOString())}:\n${r.message}`).join('\n\n') : (q.changeRequest ?? '');
      const older = more > 0 ? `\n\n(og ${more} eldre ønsker)` : '';
      return {
        subject: `Ønske om endringer: ${q.enquiry.reference}`,
        text: `Kunden ønsker endringer i ${title.toLowerCase()}:\n\n${wishes}${older}\n\nHenvendelsen: ${admin}`,
      };
    }
  }
}

/** The queue task: renders from the stored quote and sends. A retry after a failure renders again. */
export function sendQuoteMailTask(deps: DeliveryDeps): Task {
  return async (payload) => {
    const { quoteId, kind } = payload as { quoteId?: unknown; kind?: unknown };
    if (typeof quoteId !== 'number' || !quoteMailKinds.includes(kind as QuoteMailKind)) return;
    const em = deps.orm.em.fork();
    const q = await em.findOne(Quote, quoteId, { populate: ['enquiry'] });
    if (!q || q.enquiry.anonymisedAt) return;
    const company = await getCompany(em);
    const from = deps.settings.MAIL_FROM ?? `${company.name} <${company.email}>`;
    const inbox = deps.settings.MAIL_TO ?? company.email;
    const customer = toCustomer.has(kind as QuoteMailKind);
    const mail = await render(em, q, kind as QuoteMailKind, deps.origin);
    const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
    await deps.transport.send({
      from,
      to: customer ? q.enquiry.email : inbox,
      replyTo: customer ? inbox : { name: q.enquiry.name, address: q.enquiry.email },
      subject: mail.subject,
      text: mail.text,
      attachments: mail.attachments,
      messageId: `<${q.enquiry.reference}.quote${q.id}.${String(kind)}.${Date.now()}@${domain}>`,
      headers: { 'X-Skarpjern-Reference': q.enquiry.reference },
    });
    deps.log.info(`[mail] quote ${String(kind)} for ${q.enquiry.reference} sent`);
  };
}

/**
 * The reminder job: once, and only while the customer has not answered and the quote still stands.
 * The row lock and the stamp make a repeated job (or a second instance) a no-op.
 */
export async function remindQuote(em: EntityManager, quoteId: number, settings: Pick<Env, 'MAIL_MAX_ATTEMPTS'>): Promise<boolean> {
  return em.transactional(async (tx) => {
    const q = await tx.findOne(Quote, quoteId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!q) return false;
    await tx.populate(q, ['enquiry']);
    if (q.reminderSentAt || q.replacedAt || q.changeRequestedAt || !isOpen(q) || q.enquiry.anonymisedAt) return false;
    q.reminderSentAt = new Date();
    await tx.flush();
    await queueQuoteMail(tx, q.id, 'reminder', settings);
    return true;
  });
}
