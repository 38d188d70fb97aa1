import type { EntityManager } from '@mikro-orm/postgresql';
import { messages } from '../../shared/messages';
import type { OutboxMail } from '../outbox/outbox.entity';
import { queueMail, type MailSettings } from '../outbox/outbox.service';
import type { MailRenderers, RenderContext } from '../outbox/outbox.worker';
import { toEnquiryDto } from './enquiry.dto';
import { Enquiry } from './enquiry.entity';
import { renderCompanyMail, renderReceiptMail } from './enquiry-mail.render';

/**
 * The two mails of a new enquiry (the notice to the company, the receipt to the customer), queued in
 * the enquiry's transaction: either the enquiry and its mails are committed, or neither.
 */
export async function queueEnquiryMails(tx: EntityManager, e: Enquiry, settings: MailSettings): Promise<void> {
  await queueMail(tx, { caseId: e.id, kind: 'enquiry_notice', audience: 'company', dedupeKey: `enquiry:${e.id}:notice` }, settings);
  await queueMail(tx, { caseId: e.id, kind: 'enquiry_receipt', audience: 'customer', to: e.email, dedupeKey: `enquiry:${e.id}:receipt` }, settings);
}

/** The booked befaring as text, if the case has one; supplied by the befaring part of the case. */
export type BookedTime = (em: EntityManager, caseId: number) => Promise<string | null>;

async function openCase(mail: OutboxMail, ctx: RenderContext) {
  const e = await ctx.em.findOne(Enquiry, mail.caseId);
  return e && !e.anonymisedAt ? e : null;
}

export function enquiryMailRenderers(bookedTime: BookedTime): Pick<MailRenderers, 'enquiry_notice' | 'enquiry_receipt'> {
  return {
    enquiry_notice: async (mail, ctx) => {
      const e = await openCase(mail, ctx);
      if (!e) return { skip: messages.mailCaseGone };
      const rendered = renderCompanyMail(toEnquiryDto(e), { origin: ctx.origin, company: ctx.company, bookedTime: await bookedTime(ctx.em, e.id) });
      return { reference: e.reference, ...rendered, replyTo: { name: e.name, address: e.email } };
    },
    enquiry_receipt: async (mail, ctx) => {
      const e = await openCase(mail, ctx);
      if (!e) return { skip: messages.mailCaseGone };
      const rendered = renderReceiptMail(toEnquiryDto(e), { origin: ctx.origin, company: ctx.company, bookedTime: await bookedTime(ctx.em, e.id) });
      return { reference: e.reference, ...rendered };
    },
  };
}
