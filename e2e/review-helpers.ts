// A handed-over case's review link, made as the owner, the customer and the handover make it: an enquiry,
// a quote sent and accepted through the API, then the case moved through the job's states to «Overlevert»
// and its review asked for (due at once), which is what the handover does at its end. The link comes in the
// review mail (a file in this run).
import type { APIRequestContext } from '@playwright/test';
import { initOrm } from '../src/db/orm';
import { transition } from '../src/modules/enquiry/case';
import { Enquiry } from '../src/modules/enquiry/enquiry.entity';
import { scheduleReviewRequest } from '../src/modules/review/review.service';
import { osloDay } from './admin-helpers';
import { E2E_ADMIN } from './config';
import { currentServer } from './current-server';
import { linkInMail } from './mail';

async function ok<T>(what: string, res: Promise<{ ok(): boolean; status(): number; json(): Promise<unknown> }>): Promise<T> {
  const answer = await res;
  if (!answer.ok()) throw new Error(`${what}: ${answer.status()}`);
  return (await answer.json()) as T;
}

/** What the handover does at its end: the case moves on to «Overlevert» and the review is asked for. */
async function handOver(enquiryId: number): Promise<void> {
  const orm = await initOrm(currentServer().databaseUrl, { pool: { min: 0, max: 2 } });
  try {
    await orm.em.fork().transactional(async (tx) => {
      const enquiry = await tx.findOneOrFail(Enquiry, enquiryId);
      for (const to of ['planned', 'in_progress', 'done', 'handed_over'] as const) transition(tx, enquiry, to, { id: 1 });
      await tx.flush();
      await scheduleReviewRequest(tx, enquiry, new Date(), { REVIEW_REQUEST_DAYS: 0 });
    });
  } finally {
    await orm.close(true);
  }
}

/**
 * A review form's path (`/omtale/{token}`) for a new handed-over case of `name`. `request` logs in as the
 * owner to write and send the quote and logs out again (pass a context of its own).
 */
export async function makeReviewLink(request: APIRequestContext, name: string): Promise<{ path: string; reference: string }> {
  const enquiry = await ok<{ id: number; reference: string }>(
    'enquiry',
    request.post('/api/inspection', { data: { type: 'inspection', name, email: 'omtale@example.no', phone: '91234567', address: 'Lade allé 10, 7041 Trondheim', projectType: 'terrace', message: 'Ny terrasse.' } }),
  );
  await ok('login', request.post('/api/login', { data: E2E_ADMIN }));
  const quote = await ok<{ id: number }>(
    'quote',
    request.post(`/api/admin/contact-submissions/${enquiry.id}/quotes`, { data: { lines: [{ text: 'Terrasse', quantity: 20, unit: 'm²', unitPrice: 2500 }], priceType: 'fixed', validUntil: osloDay(30) } }),
  );
  const sent = await ok<{ url: string }>('send quote', request.post(`/api/admin/quotes/${quote.id}/send`));
  await request.post('/api/logout');
  await ok('accept', request.post(`/api/quotes/${new URL(sent.url).pathname.split('/').pop()}/accept`, { data: { name, acceptTerms: true } }));
  await handOver(enquiry.id);
  return { path: await linkInMail(enquiry.reference, 'review_request', '/omtale/'), reference: enquiry.reference };
}
