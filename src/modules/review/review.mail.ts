import type { EntityManager } from '@mikro-orm/postgresql';
import { messages } from '../../shared/messages';
import { caseUrl, greeting } from '../outbox/mail-text';
import type { MailRenderer, MailRenderers } from '../outbox/outbox.worker';
import { Review } from './review.entity';
import { reviewPath } from './review.service';

// The two review mails: the one request to the customer (the form's link) and the notice to the
// company when a review arrives. A case has one review, so the row is found by the mail's case.

const reviewOfCase = (em: EntityManager, caseId: number) => em.findOne(Review, { enquiry: caseId }, { populate: ['enquiry'] });

const stars = (n: number) => `${'★'.repeat(n)}${'☆'.repeat(5 - n)}`;

const request: MailRenderer = async (mail, { em, company, origin }) => {
  const review = await reviewOfCase(em, mail.caseId);
  if (!review || review.enquiry.anonymisedAt) return { skip: messages.mailCaseGone };
  if (review.status !== 'requested') return { skip: messages.reviewLinkUsed };
  const link = `${origin}${reviewPath(review.token)}`;
  return {
    reference: review.enquiry.reference,
    subject: `Hvordan var jobben? Gi ${company.name} en omtale`,
    text:
      `${greeting(review.enquiry.name)}\n\nTakk for at vi fikk gjøre jobben for deg! Vi vil gjerne høre hvordan du synes det gikk.\n\n` +
      `Gi oss 1 til 5 stjerner og skriv noen ord her:\n${link}\n\n` +
      `Lenken er din og kan brukes én gang. Du velger selv om navnet ditt vises som fornavn og sted eller som initialer. ` +
      `Alle omtaler publiseres etter at vi har lest dem, også de som ikke er gode, og vi kan svare offentlig.\n\n` +
      `Vennlig hilsen\n${company.name}\n${company.phone} · ${company.email}`,
  };
};

const received: MailRenderer = async (mail, { em, origin }) => {
  const review = await reviewOfCase(em, mail.caseId);
  if (!review || review.rating === null) return { skip: messages.mailCaseGone };
  return {
    reference: review.enquiry.reference,
    subject: `Ny omtale (${review.rating} av 5): ${review.enquiry.reference}`,
    text:
      `En kunde har sendt en omtale (${stars(review.rating)}, ${review.rating} av 5), vist som «${review.shownName}»:\n\n${review.text}\n\n` +
      `Den publiseres når du har sett den under Omtaler: ${origin}/admin/reviews\nHenvendelsen: ${caseUrl(origin, review.enquiry.id)}`,
    replyTo: review.enquiry.anonymisedAt ? undefined : { name: review.enquiry.name, address: review.enquiry.email },
  };
};

export const reviewMailRenderers: Pick<MailRenderers, 'review_request' | 'review_received'> = {
  review_request: request,
  review_received: received,
};
