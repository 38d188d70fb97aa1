import { describe, expect, it } from 'vitest';
import { newSecretToken as newToken } from '../modules/tokens/link-token';
import { newLinkToken } from '../modules/tokens/link-token';
import { logPath, TOKEN_MARK } from './log-path';

// Real tokens as the app makes them (booking: 24 bytes, estimate/quote: 16 bytes, base64url).
const bookingToken = newToken();
const linkToken = newLinkToken();
const calendarSecret = 'kAl3nd3r-Secret_xyz0123456789abcdef';

describe('logPath', () => {
  it('hides the token of a quote page, its PDF and its angreskjema (/tilbud/)', () => {
    expect(logPath(`/tilbud/${linkToken}`)).toBe(`/tilbud/${TOKEN_MARK}`);
    expect(logPath(`/tilbud/${linkToken}.pdf`)).toBe(`/tilbud/${TOKEN_MARK}.pdf`);
    expect(logPath(`/tilbud/${linkToken}/angreskjema.pdf`)).toBe(`/tilbud/${TOKEN_MARK}/angreskjema.pdf`);
    // A short or hand-made token is still the key to the page: the prefix decides, not its looks.
    expect(logPath('/tilbud/abc')).toBe(`/tilbud/${TOKEN_MARK}`);
  });

  it("hides the token of a handover folder's downloads (/api/tilbud/), even one that looks like no token", () => {
    expect(logPath(`/api/tilbud/${linkToken}/overlevering.pdf`)).toBe(`/api/tilbud/${TOKEN_MARK}/overlevering.pdf`);
    expect(logPath(`/api/tilbud/${linkToken}/overlevering/filer/12`)).toBe(`/api/tilbud/${TOKEN_MARK}/overlevering/filer/12`);
    expect(logPath('/api/tilbud/abcdefgh/overlevering.zip')).toBe(`/api/tilbud/${TOKEN_MARK}/overlevering.zip`);
  });

  it('hides the token of a saved estimate and its PDF (/estimat/)', () => {
    expect(logPath(`/estimat/${linkToken}`)).toBe(`/estimat/${TOKEN_MARK}`);
    expect(logPath(`/estimat/${linkToken}.pdf?download=1`)).toBe(`/estimat/${TOKEN_MARK}.pdf`);
  });

  it('hides the token of a booked befaring (/befaring/)', () => {
    expect(logPath(`/befaring/${bookingToken}`)).toBe(`/befaring/${TOKEN_MARK}`);
    expect(logPath(`/befaring/${bookingToken}?moved=1`)).toBe(`/befaring/${TOKEN_MARK}`);
  });

  it('hides the token of the review form and its REST twin (/omtale/, /api/reviews/{token})', () => {
    expect(logPath(`/omtale/${linkToken}`)).toBe(`/omtale/${TOKEN_MARK}`);
    // The prefix decides, whatever the token looks like.
    expect(logPath('/omtale/abc')).toBe(`/omtale/${TOKEN_MARK}`);
    expect(logPath('/api/reviews/abc')).toBe(`/api/reviews/${TOKEN_MARK}`);
    expect(logPath('/reviews/abc')).toBe(`/reviews/${TOKEN_MARK}`);
    // The public list has no token.
    expect(logPath('/api/reviews?projectId=3')).toBe('/api/reviews');
  });

  it("hides the owner's calendar secret (/api/calendar/)", () => {
    expect(logPath(`/api/calendar/${calendarSecret}.ics`)).toBe(`/api/calendar/${TOKEN_MARK}.ics`);
    expect(logPath('/api/calendar/short.ics')).toBe(`/api/calendar/${TOKEN_MARK}.ics`);
  });

  it('hides the token in the REST routes of quotes, bookings and estimates (/api/quotes/{token}/…)', () => {
    for (const action of ['', '/accept', '/decline', '/changes']) {
      expect(logPath(`/api/quotes/${linkToken}${action}`)).toBe(`/api/quotes/${TOKEN_MARK}${action}`);
    }
    for (const action of ['', '/move', '/cancel']) {
      expect(logPath(`/api/bookings/${bookingToken}${action}`)).toBe(`/api/bookings/${TOKEN_MARK}${action}`);
    }
    expect(logPath(`/api/estimates/${linkToken}`)).toBe(`/api/estimates/${TOKEN_MARK}`);
    // As the REST adapter leaves request.url once it has taken /api off.
    expect(logPath('/quotes/q1/accept')).toBe(`/quotes/${TOKEN_MARK}/accept`);
    expect(logPath('/bookings/b1/move')).toBe(`/bookings/${TOKEN_MARK}/move`);
    expect(logPath('/admin/quotes/12')).toBe('/admin/quotes/12');
  });

  it('drops the query of a tRPC call, where its input (token included) travels', () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { token: bookingToken } }));
    const logged = logPath(`/trpc/public.bookings.get,public.quotes.get?batch=1&input=${input}`);
    expect(logged).toBe('/trpc/public.bookings.get,public.quotes.get');
    expect(logged).not.toContain(bookingToken);
  });

  it('hides a token-like segment under a path it does not know, and leaves ordinary paths alone', () => {
    expect(logPath(`/TILBUD/${linkToken}`)).toBe(`/TILBUD/${TOKEN_MARK}`);
    expect(logPath(`/something-new/${bookingToken}/x`)).toBe(`/something-new/${TOKEN_MARK}/x`);
    for (const path of ['/', '/projects/12', '/api/company', '/admin/contact-submissions/export', '/assets/index-abc123.js', '/api/pricing/terrace']) {
      expect(logPath(path)).toBe(path);
    }
  });
});
