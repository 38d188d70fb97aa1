import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Enquiry } from '../modules/enquiry/enquiry.entity';
import { Review } from '../modules/review/review.entity';
import { createHarness, loginCookie, type Harness } from '../test/harness';

// Pages and API answers switch off the browser features the site never uses, and an answer behind a
// link token (a used review link's 409, an unknown one's 404) is never stored by a cache.

let h: Harness;

beforeAll(async () => {
  h = await createHarness({ ENQUIRY_MIN_FILL_SECONDS: '0' });
});
afterAll(async () => {
  await h?.close();
});

const denied = ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'];

describe('Permissions-Policy', () => {
  it('is on a page, a public API answer, an admin answer and an error, and denies camera, microphone, geolocation, payment and usb', async () => {
    const cookie = await loginCookie(h.app);
    const answers = await Promise.all([
      h.app.inject({ method: 'GET', url: '/api/company' }),
      h.app.inject({ method: 'GET', url: '/api/admin/company', headers: { cookie } }),
      h.app.inject({ method: 'GET', url: '/api/admin/company' }),
      h.app.inject({ method: 'GET', url: '/api/ingen-slik' }),
      h.app.inject({ method: 'GET', url: '/trpc/public.company.get' }),
      h.app.inject({ method: 'GET', url: '/' }),
    ]);
    for (const res of answers) {
      const policy = String(res.headers['permissions-policy'] ?? '');
      for (const feature of denied) expect(policy, `${res.statusCode} ${res.body.slice(0, 80)}`).toContain(feature);
    }
  });
});

describe('a link token route that refuses', () => {
  it('answers a used review link 409 and an unknown one 404, both no-store', async () => {
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { type: 'contact', name: 'Kari Nordmann', email: 'kari.omtale@example.no', phone: '+47 912 34 567', message: 'Hei, jeg lurer på en ting.' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const token = randomBytes(16).toString('base64url');
    await h.orm.em.fork().transactional(async (tx) => {
      const enquiry = await tx.findOneOrFail(Enquiry, created.json<{ id: number }>().id);
      const now = new Date();
      tx.create(Review, { enquiry, token, status: 'unseen', handedOverAt: now, requestDueAt: now, rating: 5, text: 'Bra.', shownName: 'Kari N.', nameStyle: 'initials', submittedAt: now });
    });
    for (const res of [await h.app.inject({ method: 'GET', url: `/api/reviews/${token}` }), await h.app.inject({ method: 'POST', url: `/api/reviews/${token}`, payload: { token, rating: 4, text: 'Enda en omtale av jobben.', nameStyle: 'initials', town: null } })]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const unknown = await h.app.inject({ method: 'GET', url: `/api/reviews/${'A'.repeat(22)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
    const trpc = await h.app.inject({ method: 'GET', url: `/trpc/public.reviews.byToken?input=${encodeURIComponent(JSON.stringify({ token }))}` });
    expect(trpc.statusCode).toBe(409);
    expect(trpc.headers['cache-control']).toBe('no-store');
  });
});
