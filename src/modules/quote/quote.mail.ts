import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailAudience, MailKind } from '../../shared/domain';
import { formatLongDay, todayInOslo } from '../../shared/dates';
import { quotePriceTypeLabels } from '../../shared/labels';
import { messages } from '../../shared/messages';
import { formatKr } from '../../shared/pricing/vat';
import { getCompany } from '../company/company.service';
import { formatReceived } from '../enquiry/enquiry-mail.render';
import { caseUrl, greeting } from '../outbox/mail-text';
import { queueMail, type MailSettings } from '../outbox/outbox.service';
import type { MailRenderer, MailRenderers } from '../outbox/outbox.worker';
import { changeRequestsForMail } from './change-requests';
import { Quote } from './quote.entity';
import { angreskjemaPdf, quoteTitle } from './quote.pdf';
import { quoteRecordPdf } from './quote.record';
import { isOpen, quotePath, toPublicQuoteDto } from './quote.view';

/** Mails about a quote: to the customer (the link, the reminder, the accepted copy) or to the company. */
export const quoteMailKinds = ['quote', 'reminder', 'accepted_customer', 'accepted_company', 'declined', 'changes', 'withdrawn'] as const;
export type QuoteMailKind = (typeof quoteMailKinds)[number];

/** Each quote mail as a row of the outbox: its kind and who it goes to. */
export const quoteOutboxKinds = {
  quote: ['quote_sent', 'customer'],
  reminder: ['quote_reminder', 'customer'],
  accepted_customer: ['quote_accepted', 'customer'],
  accepted_company: ['quote_accepted', 'company'],
  declined: ['quote_declined', 'company'],
  changes: ['quote_changes', 'company'],
  withdrawn: ['quote_withdrawn', 'customer'],
} as const satisfies Record<QuoteMailKind, readonly [MailKind, MailAudience]>;

/** Queued in the caller's transaction, so the mail exists exactly when the change was committed. */
export async function queueQuoteMail(tx: EntityManager, q: Quote, kind: QuoteMailKind, settings: MailSettings): Promise<void> {
  const [mailKind, audience] = quoteOutboxKinds[kind];
  // A change request can come more than once; every other kind happens once per quote.
  const dedupeKey = kind === 'changes' ? undefined : `quote:${q.id}:${kind}`;
  await queueMail(tx, { caseId: q.enquiry.id, kind: mailKind, audience, to: q.enquiry.email, data: { quoteId: q.id }, dedupeKey }, settings);
}

type Rendered = { subject: string; text: string; attachments?: Array<{ filename: string; content: Buffer; contentType: string }> };

async function render(em: EntityManager, q: Quote, kind: QuoteMailKind, origin: string): Promise<Rendered> {
  const company = await getCompany(em);
  const dto = toPublicQuoteDto(q);
  const title = quoteTitle(dto);
  const link = `${origin}${quotePath(q.token)}`;
  const admin = caseUrl(origin, q.enquiry.id);
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
      const attachments = [{ filename: `tilbud-${q.enquiry.reference}-v${q.version}.pdf`, content: await quoteRecordPdf(em, q), contentType: 'application/pdf' }];
      if (kind === 'accepted_company') {
        return {
          subject: `Tilbud akseptert: ${q.enquiry.reference}`,
          text: `${title} er akseptert på nett av ${q.acceptedName}.\n${total}\nOppstart i angrefristen: ${q.startEarly ? 'ja, kunden har bedt om det' : 'nei'}.\n\nHenvendelsen: ${admin}`,
          attachments,
        };
      }
      attachments.push({ filename: 'angreskjema.pdf', content: await angreskjemaPdf(company, dto), contentType: 'application/pdf' });
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
        text: `Kunden ønsker endringer i ${title.charAt(0).toLowerCase()}${title.slice(1)}:\n\n${wishes}${older}\n\nHenvendelsen: ${admin}`,
      };
    }
    case 'withdrawn':
      return {
        subject: `${title}: aksepten er trukket tilbake`,
        text: `${greeting(q.enquiry.name)}\n\nDu aksepterte tilbudet vårt${q.acceptedAt ? ` ${formatLongDay(todayInOslo(q.acceptedAt))}` : ''} (${total}). Vi har trukket aksepten tilbake, så dette tilbudet gjelder ikke lenger.\n\nBegrunnelse: ${q.withdrawReason ?? ''}\n\nVi sender deg et nytt tilbud som du kan ta stilling til. Har du spørsmål, er det bare å svare på denne e-posten.${sign}`,
      };
  }
}

function renderer(kind: QuoteMailKind): MailRenderer {
  return async (mail, { em, origin }) => {
    const id = mail.data?.quoteId;
    const q = typeof id === 'number' ? await em.findOne(Quote, id, { populate: ['enquiry'] }) : null;
    if (!q || q.enquiry.anonymisedAt) return { skip: messages.mailCaseGone };
    const rendered = await render(em, q, kind, origin);
    const customer = mail.audience === 'customer';
    return { reference: q.enquiry.reference, ...rendered, replyTo: customer ? undefined : { name: q.enquiry.name, address: q.enquiry.email } };
  };
}

export const quoteMailRenderers: Pick<MailRenderers, 'quote_sent' | 'quote_reminder' | 'quote_accepted' | 'quote_declined' | 'quote_changes' | 'quote_withdrawn'> = {
  quote_sent: renderer('quote'),
  quote_reminder: renderer('reminder'),
  // One kind, two audiences: the customer's copy carries the angreskjema.
  quote_accepted: (mail, ctx) => renderer(mail.audience === 'customer' ? 'accepted_customer' : 'accepted_company')(mail, ctx),
  quote_declined: renderer('declined'),
  quote_changes: renderer('changes'),
  quote_withdrawn: renderer('withdrawn'),
};

/**
 * The reminder job: once, and only while the customer has not answered and the quote still stands.
 * The row lock and the stamp make a repeated job (or a second instance) a no-op.
 */
export async function remindQuote(em: EntityManager, quoteId: number, settings: MailSettings): Promise<boolean> {
  return em.transactional(async (tx) => {
    const q = await tx.findOne(Quote, quoteId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!q) return false;
    await tx.populate(q, ['enquiry']);
    if (q.reminderSentAt || q.replacedAt || q.changeRequestedAt || !isOpen(q) || q.enquiry.anonymisedAt) return false;
    q.reminderSentAt = new Date();
    await tx.flush();
    await queueQuoteMail(tx, q, 'reminder', settings);
    return true;
  });
}
