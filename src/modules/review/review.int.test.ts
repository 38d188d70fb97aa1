import type { TimelineEntry } from '../../shared/schemas/timeline';
import { describe, expect, it } from 'vitest';
import { reviewsJsonLd } from '../../shared/reviews';
import type { AdminReviewDto, ReviewSummaryDto } from '../../shared/schemas/review';
import { useCaseWorld } from '../../test/case-builder';
import type { ReceivedMail } from '../../test/smtp';
import { transition } from '../enquiry/case';
import { Enquiry } from '../enquiry/enquiry.entity';
import { OutboxMail } from '../outbox/outbox.entity';
import { Review } from './review.entity';
import { scheduleReviewRequest } from './review.service';

// Verified reviews as the customer and the owner meet them: a real handed-over case (quote accepted,
// then the job's states), the request mail through real SMTP, the form's link used once, and what is
// published: every review the owner has seen, whatever its stars.

const owner = { id: 1 };
const world = useCaseWorld({ REVIEW_REQUEST_DAYS: '0' });
const post = (url: string, payload: object, admin = false) => world.post(url, payload, admin);
const put = (url: string, payload: object) => world.request('PUT', url, payload, true);
const get = (url: string, admin = false) => world.get(url, admin);

let customers = 0;

/** A case whose quote the customer accepted (Vunnet), made through the API as the owner and the customer do. */
async function wonCase(): Promise<{ id: number; email: string }> {
  customers += 1;
  const customer = world.customer({ name: `Kari Nordmann${customers}`, email: `kari${customers}@example.no` });
  const { enquiryId, token } = await world.sentQuote({ customer, lines: [{ text: 'Terrasse', quantity: 20, unit: 'm²', unitPrice: 2500 }] });
  await world.accept(token, customer.name);
  return { id: enquiryId, email: customer.email };
}

/** Moves a won case through the job's states to «Overlevert» and asks for the review, as the handover will. */
async function handOver(enquiryId: number, days = 0): Promise<Date> {
  const handedOverAt = new Date();
  await world.h.orm.em.fork().transactional(async (tx) => {
    const enquiry = await tx.findOneOrFail(Enquiry, enquiryId);
    for (const to of ['planned', 'in_progress', 'done', 'handed_over'] as const) transition(tx, enquiry, to, owner);
    await tx.flush();
    await scheduleReviewRequest(tx, enquiry, handedOverAt, { REVIEW_REQUEST_DAYS: days });
  });
  return handedOverAt;
}

const mailFor = (to: string, subject: string, from = 0) => world.mailFor(to, subject, from);

/** A handed-over case's review link, taken from the request mail the customer received. */
async function reviewLink(): Promise<{ token: string; caseId: number; mail: ReceivedMail }> {
  const from = world.smtp.received.length;
  const { id, email } = await wonCase();
  await handOver(id);
  const mail = await mailFor(email, 'Hvordan var jobben?', from);
  const token = /\/omtale\/([A-Za-z0-9_-]+)/.exec(mail.parsed.text ?? '')?.[1];
  expect(token).toBeDefined();
  return { token: token!, caseId: id, mail };
}

const review = { rating: 5, text: 'Ryddige folk, god terrasse og holdt tiden.', nameStyle: 'first_name_town', town: 'Byåsen' };
const idOfCase = async (caseId: number) => (await world.h.orm.em.fork().findOneOrFail(Review, { enquiry: caseId })).id;
const publicSummary = async () => (await get('/api/reviews')).json<ReviewSummaryDto>();

describe('asking for a review', () => {
  it('only a handed-over case can be asked; the request waits REVIEW_REQUEST_DAYS, as a job due then', async () => {
    const { id } = await wonCase();
    await expect(
      world.h.orm.em.fork().transactional(async (tx) => scheduleReviewRequest(tx, await tx.findOneOrFail(Enquiry, id), new Date(), { REVIEW_REQUEST_DAYS: 3 })),
    ).rejects.toThrow(/overlevert/);
    expect(await world.h.orm.em.fork().count(Review, { enquiry: id })).toBe(0);

    const handedOverAt = await handOver(id, 3);
    const row = await world.h.orm.em.fork().findOneOrFail(Review, { enquiry: id });
    const [job] = await world.h.orm.em.fork().execute<Array<{ run_at: Date }>>(`select run_at from graphile_worker.jobs where key = ?`, [`review-request:${row.id}`]);
    expect(new Date(job!.run_at).getTime()).toBe(handedOverAt.getTime() + 3 * 24 * 60 * 60 * 1000);
    expect(await world.h.orm.em.fork().count(OutboxMail, { caseId: id, kind: 'review_request' })).toBe(0);
    // Asked again (a repeated handover call): still the one review and its one link.
    await world.h.orm.em.fork().transactional(async (tx) => scheduleReviewRequest(tx, await tx.findOneOrFail(Enquiry, id), new Date(), { REVIEW_REQUEST_DAYS: 3 }));
    expect((await world.h.orm.em.fork().find(Review, { enquiry: id })).map((r) => r.token)).toEqual([row.token]);
  });

  it('the customer gets one mail with their own link (128 random bits)', async () => {
    const { token, caseId, mail } = await reviewLink();
    expect(token).toHaveLength(22);
    expect(mail.parsed.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.parsed.text).toContain('kan brukes én gang');
    expect(await world.h.orm.em.fork().count(OutboxMail, { caseId, kind: 'review_request' })).toBe(1);
  });
});

describe("the customer's form", () => {
  it('opens behind the link (no-store), takes the review once, and tells the company at once', async () => {
    const { token, caseId } = await reviewLink();
    const page = await get(`/api/reviews/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.json()).toMatchObject({ initials: expect.stringMatching(/^K\. N\.$/) });

    const from = world.smtp.received.length;
    const sent = await post(`/api/reviews/${token}`, review);
    expect(sent.statusCode).toBe(200);
    const notice = await mailFor('firma@skarpjern.test', 'Ny omtale (5 av 5)', from);
    expect(notice.parsed.text).toContain(review.text);
    expect(notice.parsed.text).toContain('«Kari, Byåsen»');

    // Used: refused, and nothing changes.
    const again = await post(`/api/reviews/${token}`, { ...review, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toContain('allerede brukt');
    expect((await get(`/api/reviews/${token}`)).statusCode).toBe(409);
    expect((await world.h.orm.em.fork().findOneOrFail(Review, { enquiry: caseId })).rating).toBe(5);
    // The used link's page says the review came, and when.
    const received = (await world.h.orm.em.fork().findOneOrFail(Review, { enquiry: caseId })).submittedAt!;
    expect((await get(`/api/reviews/${token}/lapsed`)).json()).toEqual({ kind: 'review_received', at: received.toISOString() });
  });

  it('an unknown link is refused', async () => {
    const unknown = 'AAAAAAAAAAAAAAAAAAAAAA';
    expect((await get(`/api/reviews/${unknown}`)).statusCode).toBe(404);
    expect((await get(`/api/reviews/${unknown}/lapsed`)).json()).toBeNull();
    const res = await post(`/api/reviews/${unknown}`, review);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('Lenken til omtaleskjemaet er ugyldig.');
  });

  it('bad input gets a Norwegian message and leaves the link unused', async () => {
    const { token, caseId } = await reviewLink();
    const bad = await post(`/api/reviews/${token}`, { ...review, rating: 6, town: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Velg fra 1 til 5 stjerner.');
    expect(bad.body).toContain('Skriv stedet du bor, eller velg initialer.');
    expect((await world.h.orm.em.fork().findOneOrFail(Review, { enquiry: caseId })).status).toBe('requested');
    // Initials need no town.
    expect((await post(`/api/reviews/${token}`, { ...review, nameStyle: 'initials', town: null })).statusCode).toBe(200);
    expect((await world.h.orm.em.fork().findOneOrFail(Review, { enquiry: caseId })).shownName).toMatch(/^K\. N\.$/);
  });
});

describe('publishing', () => {
  it('a 1-star review is published like a 5-star one, after the owner has seen it; AggregateRating matches', async () => {
    const before = await publicSummary();
    const submitted: number[] = [];
    for (const rating of [1, 5]) {
      const { token, caseId } = await reviewLink();
      expect((await post(`/api/reviews/${token}`, { ...review, rating })).statusCode).toBe(200);
      submitted.push(await idOfCase(caseId));
      // Not shown before the owner has seen it.
      expect((await publicSummary()).reviews.map((r) => r.id)).not.toContain(submitted.at(-1));
    }
    expect((await get('/api/admin/reviews/counts', true)).json()).toMatchObject({ unseen: expect.any(Number) });
    for (const id of submitted) {
      const res = await post(`/api/admin/reviews/${id}/publish`, {}, true);
      expect(res.statusCode).toBe(200);
      expect(res.json<AdminReviewDto>()).toMatchObject({ status: 'published' });
    }
    const after = await publicSummary();
    const shown = after.reviews.filter((r) => submitted.includes(r.id));
    expect(shown.map((r) => r.rating).sort()).toEqual([1, 5]);
    expect(after.count).toBe(before.count + 2);

    // The structured data states what is published: count and average of every published review.
    const published = await world.h.orm.em.fork().find(Review, { status: 'published' });
    const mean = Math.round((published.reduce((s, r) => s + (r.rating ?? 0), 0) / published.length) * 10) / 10;
    const ld = reviewsJsonLd('https://example.no', after);
    expect(ld?.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: published.length, ratingValue: mean });
    expect(ld?.review).toHaveLength(after.reviews.length);
  });

  it('the owner answers publicly and links the review to a project; hiding needs a reason, which is logged', async () => {
    const { token, caseId } = await reviewLink();
    expect((await post(`/api/reviews/${token}`, review)).statusCode).toBe(200);
    const id = await idOfCase(caseId);
    expect((await post(`/api/admin/reviews/${id}/publish`, {}, true)).statusCode).toBe(200);
    expect((await put(`/api/admin/reviews/${id}/answer`, { answer: 'Takk for oppdraget!' })).statusCode).toBe(200);
    const projectId = (await get('/api/projects')).json<Array<{ id: number }>>()[0]!.id;
    expect((await put(`/api/admin/reviews/${id}/project`, { projectId })).statusCode).toBe(200);
    const ofProject = (await get(`/api/reviews?projectId=${projectId}`)).json<ReviewSummaryDto>();
    expect(ofProject.reviews.find((r) => r.id === id)).toMatchObject({ answer: 'Takk for oppdraget!', project: { id: projectId } });

    const noReason = await post(`/api/admin/reviews/${id}/hide`, { reason: ' ' }, true);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Skriv hvorfor omtalen skjules');
    expect((await publicSummary()).reviews.map((r) => r.id)).toContain(id);

    const hidden = await post(`/api/admin/reviews/${id}/hide`, { reason: 'Personopplysninger om en tredjeperson' }, true);
    expect(hidden.statusCode).toBe(200);
    expect((await publicSummary()).reviews.map((r) => r.id)).not.toContain(id);
    const [log] = await world.h.orm.em.fork().execute<Array<{ details: Record<string, { to?: unknown }> }>>(
      `select details from activity_log where entity_type = 'review' and entity_id = ? and details->'reason' is not null order by id desc limit 1`,
      [id],
    );
    expect(log?.details.reason?.to).toBe('Personopplysninger om en tredjeperson');

    // The case's history tells the review's whole way, each as one event: received, published, answered, hidden.
    const entries = (await get(`/api/admin/contact-submissions/${caseId}/timeline`, true)).json<{ entries: TimelineEntry[] }>().entries;
    expect(entries.find((e) => e.event === 'review_received')).toMatchObject({ by: 'customer', text: `${review.rating} av 5 stjerner` });
    expect(entries.find((e) => e.event === 'review_published')).toMatchObject({ by: 'owner' });
    expect(entries.find((e) => e.event === 'review_answered')).toMatchObject({ by: 'owner', text: 'Takk for oppdraget!' });
    expect(entries.find((e) => e.event === 'review_hidden')).toMatchObject({ text: 'Personopplysninger om en tredjeperson' });
  });

  it('moderation is behind the admin session', async () => {
    expect((await get('/api/admin/reviews')).statusCode).toBe(401);
    expect((await post('/api/admin/reviews/1/publish', {})).statusCode).toBe(401);
    const list = await get('/api/admin/reviews', true);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toContain('no-store');
  });
});
