/**
 * A request's path as it may appear in a log line. Several links are their own key: a customer's quote
 * (/tilbud/{token}), estimate (/estimat/{token}), befaring (/befaring/{token}) and review form (/omtale/{token}),
 * their PDFs, the REST twins (/api/quotes/{token}/…, the handover folder's files /api/tilbud/{token}/…, /api/bookings/{token}/…,
 * /api/estimates/{token}, /api/reviews/{token}) and the owner's calendar
 * feed (/api/calendar/{secret}.ics). A log line with one of them would be a working link for whoever
 * reads the logs, so the secret segment is replaced by TOKEN_MARK before anything is written. The query is
 * dropped too (a search can carry a name; a tRPC call carries its input there, tokens included).
 */
export const TOKEN_MARK = '[token]';

/** Path prefixes whose next segment is a secret. */
const SECRET_AFTER: readonly (readonly string[])[] = [
  ['tilbud'],
  ['estimat'],
  ['befaring'],
  ['omtale'],
  ['api', 'calendar'],
  ['api', 'tilbud'],
  ['api', 'quotes'],
  ['api', 'bookings'],
  ['api', 'estimates'],
  ['api', 'reviews'],
  // The REST adapter hands the procedure its path without /api (rest-adapter.ts), and request.url follows.
  ['quotes'],
  ['bookings'],
  ['estimates'],
  ['reviews'],
  ['calendar'],
];

/**
 * A segment that looks like a link token anywhere else (16+ characters of base64url with both letters and
 * digits): a path the list above does not know (a mistyped prefix, a route added later) still hides it.
 */
const TOKEN_LIKE = /^(?=[A-Za-z0-9_-]*[0-9])(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{16,}$/;

/** Keeps a file ending (`.pdf`, `.ics`) so the line still says which kind of answer it was. */
function mark(segment: string): string {
  const ext = /\.(pdf|ics)$/i.exec(segment);
  return ext ? `${TOKEN_MARK}${ext[0]}` : TOKEN_MARK;
}

export function logPath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const segments = path.split('/');
  // segments[0] is '' (the path starts with '/'); compare without case, as a proxy or a typo might vary it.
  const lower = segments.map((s) => s.toLowerCase());
  return segments
    .map((segment, i) => {
      if (!segment) return segment;
      const secretHere = SECRET_AFTER.some((prefix) => i === prefix.length + 1 && prefix.every((p, j) => lower[j + 1] === p));
      if (secretHere) return mark(segment);
      const bare = segment.replace(/\.(pdf|ics)$/i, '');
      let decoded = bare;
      try {
        decoded = decodeURIComponent(bare);
      } catch {
        // not percent-encoded text; checked as it is
      }
      return TOKEN_LIKE.test(decoded) ? mark(segment) : segment;
    })
    .join('/');
}
