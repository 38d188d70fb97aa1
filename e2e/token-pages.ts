// Real token pages, made through the app as a customer and the owner make them: a saved estimate, a
// sent quote, a booked befaring (its manage link comes in the receipt mail, a file in this run) and the
// review form of a handed-over job (review-helpers.ts).
import type { APIRequestContext } from '@playwright/test';
import { osloDay } from './admin-helpers';
import { E2E_ADMIN } from './config';
import { linkInMail } from './mail';
import { makeReviewLink } from './review-helpers';

export type TokenPages = { estimate: string; quote: string; befaring: string; review: string };

async function ok<T>(what: string, res: Promise<{ ok(): boolean; status(): number; json(): Promise<unknown> }>): Promise<T> {
  const answer = await res;
  if (!answer.ok()) throw new Error(`${what}: ${answer.status()}`);
  return (await answer.json()) as T;
}

/**
 * Makes one page of each kind (`tag` names the customer, `slotFromEnd` picks the booked time). `request` logs in as the owner to write and send the quote (pass a
 * context of its own so the caller's pages stay logged out).
 */
export async function makeTokenPages(request: APIRequestContext, tag: string, slotFromEnd: number): Promise<TokenPages> {
  const estimate = await ok<{ url: string }>('saved estimate', request.post('/api/estimates', { data: { type: 'trim', input: { length: 10, corners: 2 } } }));

  const customer = { name: `Token Kunde ${tag}`, email: `token-${tag}@example.no`, phone: '91234567', address: 'Lade allé 10, 7041 Trondheim', projectType: 'terrace', message: 'Ny terrasse mot sør.' };
  const enquiry = await ok<{ id: number }>('enquiry', request.post('/api/inspection', { data: { type: 'inspection', ...customer } }));
  await ok('login', request.post('/api/login', { data: E2E_ADMIN }));
  const quote = await ok<{ id: number }>(
    'quote',
    request.post(`/api/admin/contact-submissions/${enquiry.id}/quotes`, {
      data: { lines: [{ text: 'Terrassebord, impregnert', quantity: 24, unit: 'm²', unitPrice: 2500 }, { text: 'Rigg og rydding', quantity: 1, unit: 'stk', unitPrice: 4000 }], priceType: 'estimate', validUntil: osloDay(30), terms: '50 % ved oppstart, resten ved ferdigstillelse.' },
    }),
  );
  const sent = await ok<{ url: string }>('send quote', request.post(`/api/admin/quotes/${quote.id}/send`));
  await request.post('/api/logout');

  const slots = await ok<{ start: string }[]>('slots', request.get('/api/inspection/slots?days=21'));
  // Among the last free times, far from the ones the booking tests choose; each caller its own.
  const booked = await ok<{ reference: string }>('booking', request.post('/api/inspection', { data: { type: 'inspection', ...customer, slotStart: slots.at(-1 - slotFromEnd)!.start } }));
  const review = await makeReviewLink(request, `Omtale Kunde ${tag}`);
  return { estimate: new URL(estimate.url).pathname, quote: new URL(sent.url).pathname, befaring: await linkInMail(booked.reference, 'inspection_booked', '/befaring/'), review: review.path };
}
