import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Device cookies (OWASP, «Slow Down Online Guessing Attacks with Device Cookies»): a browser that has
 * logged in to an account gets a signed cookie naming that account. A login attempt that carries a valid
 * one is counted against that browser alone, so a guessing run against the account from anywhere else
 * (which locks the account for untrusted browsers) does not lock its owner out of their own browser.
 */
export const DEVICE_COOKIE = 'skarpjern_device';
const MAX_AGE_S = 365 * 24 * 60 * 60;

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(`device-cookie:${body}`).digest('base64url');
const nameOf = (username: string) => Buffer.from(username.toLowerCase()).toString('base64url');

/** The device's id when the request carries a valid device cookie for `username`, else null. */
export function trustedDevice(req: FastifyRequest, secret: string, username: string): string | null {
  const value = req.cookies?.[DEVICE_COOKIE];
  const parts = value?.split('.');
  if (!parts || parts.length !== 3) return null;
  const [name, nonce, given] = parts as [string, string, string];
  const expected = Buffer.from(mac(secret, `${name}.${nonce}`));
  if (expected.length !== Buffer.byteLength(given) || !timingSafeEqual(expected, Buffer.from(given))) return null;
  return name === nameOf(username) ? nonce : null;
}

/** After a successful login: this browser is known for this account from now on. */
export function issueDeviceCookie(reply: FastifyReply | undefined, secret: string, username: string, secure: boolean): void {
  if (!reply?.setCookie) return;
  const body = `${nameOf(username)}.${randomBytes(16).toString('base64url')}`;
  reply.setCookie(DEVICE_COOKIE, `${body}.${mac(secret, body)}`, { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: MAX_AGE_S });
}
