import type { EntityManager } from '@mikro-orm/postgresql';
import { formatWeekdayLongDay } from '../../shared/dates';
import type { MailAudience, MailKind } from '../../shared/domain';
import { changeOrderKindLabels } from '../../shared/labels';
import { messages } from '../../shared/messages';
import { formatKr } from '../../shared/pricing/vat';
import { inviteParts } from '../booking/invite-mail';
import { caseUrl, greeting } from '../outbox/mail-text';
import { queueMail, type MailSettings } from '../outbox/outbox.service';
import type { MailRenderer, MailRenderers, RenderedMail } from '../outbox/outbox.worker';
import { quotePath } from '../quote/quote.view';
import { changeOrderTitle } from './change-order.pdf';
import { changeOrderRecordPdf } from './change-order.record';
import { ChangeOrder, Job } from './job.entity';
import { jobInvite } from './job.ics';
import { toPublicChangeOrder, toPublicJob } from './job.view';
import { PRICE_LIMIT_PERCENT } from '../../shared/price-limit';
import type { PublicChangeOrderDto } from '../../shared/schemas/job';

export type Days = { startDate: string | null; endDate: string | null };
type DateChange = 'planned' | 'moved' | 'cancelled';
const dateKinds = { planned: 'job_planned', moved: 'job_moved', cancelled: 'job_cancelled' } as const satisfies Record<DateChange, MailKind>;

/** «mandag 7. desember 2026 – onsdag 9. desember 2026», or the one day. */
export const formatSpan = (start: string, end: string) => (start === end ? formatWeekdayLongDay(start) : `${formatWeekdayLongDay(start)} – ${formatWeekdayLongDay(end)}`);

/** The customer's mail about the job's days, with the invite; queued in the caller's transaction, once per invite version. */
export async function queueJobMail(tx: EntityManager, job: Job, change: DateChange, settings: MailSettings, before: Days): Promise<void> {
  const previous = before.startDate && before.endDate ? { start: before.startDate, end: before.endDate } : undefined;
  await queueMail(
    tx,
    { caseId: job.enquiry.id, kind: dateKinds[change], audience: 'customer', to: job.enquiry.email, data: { jobId: job.id, previous }, dedupeKey: `job:${job.id}:${change}:${job.sequence}` },
    settings,
  );
}

type OrderMail = 'sent' | 'accepted' | 'declined';
const orderKinds = { sent: 'change_order_sent', accepted: 'change_order_accepted', declined: 'change_order_declined' } as const satisfies Record<OrderMail, MailKind>;

/** A change order's mail: sent → the customer; accepted → both sides with the PDF; declined → the company. */
export async function queueChangeOrderMail(tx: EntityManager, job: Job, o: ChangeOrder, what: OrderMail, audience: MailAudience, settings: MailSettings): Promise<void> {
  await queueMail(
    tx,
    { caseId: job.enquiry.id, kind: orderKinds[what], audience, to: job.enquiry.email, data: { jobId: job.id, changeOrderId: o.id }, dedupeKey: `change_order:${o.id}:${what}:${audience}` },
    settings,
  );
}

async function jobOf(em: EntityManager, id: unknown): Promise<Job | null> {
  const job = typeof id === 'number' ? await em.findOne(Job, id, { populate: ['enquiry', 'quote'] }) : null;
  return job && !job.enquiry.anonymisedAt ? job : null;
}

function dateRenderer(change: DateChange): MailRenderer {
  return async (mail, { em, company, origin }) => {
    const job = await jobOf(em, mail.data?.jobId);
    if (!job) return { skip: messages.mailCaseGone };
    const sign = `\n\nVennlig hilsen\n${company.name}\n${company.phone} · ${company.email}`;
    const link = `${origin}${quotePath(job.quote.token)}`;
    const prev = mail.data?.previous ? { startDate: mail.data.previous.start, endDate: mail.data.previous.end } : null;
    const base = { reference: job.enquiry.reference };
    if (change === 'cancelled') {
      if (!prev) return { skip: messages.mailCaseGone };
      return {
        ...base,
        subject: `Oppdraget er avlyst: ${formatSpan(prev.startDate, prev.endDate)} (${job.enquiry.reference})`,
        text: `${greeting(job.enquiry.name)}\n\nDatoene for oppdraget (${formatSpan(prev.startDate, prev.endDate)}) er avlyst. Vi tar kontakt for å avtale nye datoer.\n\nOppdraget ditt:\n${link}${sign}`,
        ...inviteParts('oppdrag.ics', jobInvite(job, prev, company, origin, job.enquiry.email, true)),
      };
    }
    // Rendered from the job as it is now: dates cancelled meanwhile have their own mail.
    if (!job.startDate || !job.endDate) return { skip: 'Ikke sendt: datoene for oppdraget er avlyst.' };
    const when = formatSpan(job.startDate, job.endDate);
    const intro = change === 'moved' && prev ? `Oppdraget er flyttet fra ${formatSpan(prev.startDate, prev.endDate)} til ${when}.` : `Oppdraget er planlagt: ${when}.`;
    return {
      ...base,
      subject: `${change === 'moved' ? 'Nye datoer for oppdraget' : 'Oppdraget er planlagt'}: ${when} (${job.enquiry.reference})`,
      text: `${greeting(job.enquiry.name)}\n\n${intro} Datoene ligger vedlagt som en kalenderoppføring.\n\nPå siden for oppdraget ser du datoene, avtalen og endringer underveis:\n${link}\n\nPasser ikke datoene, er det bare å svare på denne e-posten.${sign}`,
      ...inviteParts('oppdrag.ics', jobInvite(job, { startDate: job.startDate, endDate: job.endDate }, company, origin, job.enquiry.email, false)),
    };
  };
}

/**
 * What a change order does to the price, in the customer's words: the agreed price now and with it, and
 * for a prisoverslag how far above the estimate; past 10 % that it is more than the estimate said, past
 * the limit that a yes is also a yes to the new limit (§ 32).
 */
function priceWords(price: PublicChangeOrderDto['price'], estimate: number): string {
  const base = `Avtalt pris nå: ${formatKr(price.before)} inkl. mva. Med endringen: ${formatKr(price.after)} inkl. mva.`;
  if (price.percentOver === null) return base;
  const over = `Prisen er et prisoverslag på ${formatKr(estimate)}; med endringen blir den ${price.percentOver.toLocaleString('nb-NO')} % høyere enn overslaget.`;
  if (price.newLimit !== null)
    return `${base}\n${over} Det er over grensen på ${PRICE_LIMIT_PERCENT} % (håndverkertjenesteloven § 32): godkjenner du endringen, sier du samtidig ja til en ny prisramme på inntil ${formatKr(price.newLimit)} inkl. mva.`;
  return price.level === 'ok' ? base : `${base}\n${over}`;
}

function orderRenderer(what: OrderMail): MailRenderer {
  return async (mail, { em, company, origin }): Promise<RenderedMail | { skip: string }> => {
    const job = await jobOf(em, mail.data?.jobId);
    const o = job && typeof mail.data?.changeOrderId === 'number' ? await em.findOne(ChangeOrder, { id: mail.data.changeOrderId, job }) : null;
    if (!job || !o) return { skip: messages.mailCaseGone };
    const orders = await em.find(ChangeOrder, { job }, { orderBy: { number: 'asc' } });
    const pub = toPublicJob(job, orders);
    const dto = toPublicChangeOrder(job, orders, o);
    const title = changeOrderTitle(job.enquiry.reference, o);
    const link = `${origin}${quotePath(job.quote.token)}`;
    const sign = `\n\nVennlig hilsen\n${company.name}\n${company.phone} · ${company.email}`;
    const amount = `${formatKr(dto.totals.total)} inkl. mva`;
    const customer = mail.audience === 'customer';
    const replyTo = customer ? undefined : { name: job.enquiry.name, address: job.enquiry.email };
    const base = { reference: job.enquiry.reference, replyTo };
    if (what === 'sent') {
      return {
        ...base,
        subject: `${title}: venter på ditt svar`,
        text: `${greeting(job.enquiry.name)}\n\nVi har lagt til en endring i oppdraget: ${changeOrderKindLabels[o.kind].toLowerCase()}, ${amount}.\n\nHvorfor: ${o.reason}\n\n${priceWords(dto.price, pub.contractTotal)}\n\nLes den og svar her:\n${link}${sign}`,
      };
    }
    if (what === 'declined') {
      return {
        ...base,
        subject: `Endring avslått: ${job.enquiry.reference} endring ${o.number}`,
        text: `${title} (${amount}) er avslått av kunden.\n${o.declineReason ? `Begrunnelse: ${o.declineReason}\n` : 'Ingen begrunnelse oppgitt.\n'}\nHenvendelsen: ${caseUrl(origin, job.enquiry.id)}`,
      };
    }
    const pdf = await changeOrderRecordPdf(em, job, o);
    const attachments = [{ filename: `endring-${job.enquiry.reference}-${o.number}.pdf`, content: pdf, contentType: 'application/pdf' }];
    const agreed = `Avtalt pris med endringen: ${formatKr(dto.price.after)} inkl. mva.${dto.price.newLimit !== null ? ` Ny prisramme: inntil ${formatKr(dto.price.newLimit)} inkl. mva.` : ''}`;
    return customer
      ? {
          ...base,
          subject: `Bekreftelse: ${title} er godkjent`,
          text: `${greeting(job.enquiry.name)}\n\nTakk! Du godkjente endringen (${amount}). ${agreed} Endringen med bekreftelsen ligger vedlagt.\n\nOppdraget ditt:\n${link}${sign}`,
          attachments,
        }
      : {
          ...base,
          subject: `Endring godkjent: ${job.enquiry.reference} endring ${o.number}`,
          text: `${title} (${amount}) er godkjent på nett av ${o.acceptedName ?? ''}.\n${agreed}\n\nHenvendelsen: ${caseUrl(origin, job.enquiry.id)}`,
          attachments,
        };
  };
}

export const jobMailRenderers: Pick<MailRenderers, 'job_planned' | 'job_moved' | 'job_cancelled' | 'change_order_sent' | 'change_order_accepted' | 'change_order_declined'> = {
  job_planned: dateRenderer('planned'),
  job_moved: dateRenderer('moved'),
  job_cancelled: dateRenderer('cancelled'),
  change_order_sent: orderRenderer('sent'),
  change_order_accepted: orderRenderer('accepted'),
  change_order_declined: orderRenderer('declined'),
};
