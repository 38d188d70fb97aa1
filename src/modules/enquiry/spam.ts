import { createHmac, timingSafeEqual } from 'node:crypto';

/** A form token older than this is stale: a robot reusing an old token should not pass as a person. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const mac = (secret: string, issuedAt: number) => createHmac('sha256', secret).update(`enquiry-form:${issuedAt}`).digest('base64url');

/** `<issued at, ms>.<HMAC>`: the time the form was shown, signed so a client cannot backdate it. */
export function signFormToken(secret: string, issuedAt: number): string {
  return `${issuedAt}.${mac(secret, issuedAt)}`;
}

/** How old a token is in ms, or null when it is forged, malformed, from the future or stale. */
export function formTokenAge(secret: string, token: string, now: number): number | null {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(mac(secret, issuedAt));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const age = now - issuedAt;
  return age < 0 || age > FORM_TOKEN_MAX_AGE_MS ? null : age;
}

export type SpamSignals = { website?: string | null; formToken?: string | null };

/**
 * What a submission's signals say (docs/decisions/0004-no-silent-spam.md):
 * - `spam`: the honeypot is filled, which no person sees; stored as spam, answered like any other;
 * - `too_fast`: our own form, sent sooner than the minimum fill time after it was shown; refused with
 *   a message, nothing stored, so a person with autofill can send again a moment later;
 * - `ok`: everything else. A token that is stale, forged or from the future counts as no token, like a
 *   caller of the API that sends none: the per-address limit covers those, and a person whose tab was
 *   open for days is not filed away as spam.
 */
export function judgeSubmission(input: SpamSignals, opts: { secret: string; minFillMs: number; now: number }): 'ok' | 'spam' | 'too_fast' {
  if (input.website?.trim()) return 'spam';
  if (!input.formToken) return 'ok';
  const age = formTokenAge(opts.secret, input.formToken, opts.now);
  return age !== null && age < opts.minFillMs ? 'too_fast' : 'ok';
}
