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
 * Whether a submission looks like a robot's: the honeypot is filled, or the form came back with a
 * token that is not ours, stale, or younger than the minimum fill time. A submission with neither
 * field (a caller of the API with the documented payload) is not suspect; the per-address limit
 * covers those.
 */
export function looksLikeSpam(input: SpamSignals, opts: { secret: string; minFillMs: number; now: number }): boolean {
  if (input.website?.trim()) return true;
  if (!input.formToken) return false;
  const age = formTokenAge(opts.secret, input.formToken, opts.now);
  return age === null || age < opts.minFillMs;
}
