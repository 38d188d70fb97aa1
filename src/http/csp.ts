import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// One nonce per request, shared by the Content-Security-Policy header and the server-rendered HTML
// (every inline script and style the page needs carries it). Keyed by the raw request, so helmet's
// directive functions and the page renderer find the same value without decorating anything.
const nonces = new WeakMap<IncomingMessage, string>();

export function cspNonce(req: IncomingMessage): string {
  let nonce = nonces.get(req);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(req, nonce);
  }
  return nonce;
}

/** For helmet's directives: `'nonce-…'` of this request. */
export const nonceSource = (req: IncomingMessage) => `'nonce-${cspNonce(req)}'`;
