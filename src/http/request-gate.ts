import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../shared/messages';
import { pageCache } from './paths';
import { serverErrorCode } from './log-errors';
import { edgeErrorMessage } from './rest-errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route takes multipart/form-data bodies (uploads); every other /trpc and /api route takes JSON only. */
    multipart?: boolean;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const pathOf = (url: string) => url.split('?', 1)[0] ?? '';
const isApi = (path: string) => path === '/trpc' || path.startsWith('/trpc/') || path === '/api' || path.startsWith('/api/');
const mediaType = (req: FastifyRequest) => req.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase();
const hasBody = (req: FastifyRequest) => Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/** Answers that concern the administrator or a login: never stored by a browser or a shared cache. */
export function isPrivatePath(path: string): boolean {
  if (path === '/admin' || path.startsWith('/admin/')) return true;
  if (path.startsWith('/api/admin/') || path === '/api/login' || path === '/api/logout') return true;
  // Pages behind a link token (their entries in shared/public-pages.ts), and the answers behind those tokens.
  if (pageCache(path) === 'no-store') return true;
  if (/^\/api\/(bookings|calendar|estimates|quotes)(\/|$)/.test(path)) return true;
  // A review link's form and answers (a used link's 409 too), and the handover files behind a quote's token.
  if (/^\/api\/reviews\/[^/]+/.test(path) || path.startsWith('/api/tilbud/')) return true;
  if (path.startsWith('/trpc/')) {
    // A batch names its procedures comma-separated: one private procedure makes the answer private.
    return decodeURIComponent(path.slice('/trpc/'.length))
      .split(',')
      .some((p) => p.startsWith('admin.') || p.startsWith('auth.') || /^public\.(bookings|estimates|quotes)\./.test(p) || /^public\.reviews\.(byToken|submit)$/.test(p));
  }
  return false;
}

/**
 * Whether an unsafe request may go on, by the rule of Go 1.25's `http.CrossOriginProtection`
 * (docs/decisions/0003-cross-site-rule.md). A browser marks every request it sends for a page:
 * `Sec-Fetch-Site` says whether the page was of this site (`same-origin`), none (`none`: typed in,
 * a bookmark) or another (refused), and older browsers send at least `Origin`, which must then name
 * this host. A request with neither header was not sent by a browser (curl, a script, an
 * integration): no page of another site can have made it with the user's cookie, so it passes.
 */
export function isSameOrigin(req: Pick<FastifyRequest, 'headers' | 'host' | 'protocol'>): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    // Both sides through URL, so a default port (":80", ":443") compares equal to none.
    return new URL(origin).host === new URL(`${req.protocol === 'https' ? 'https' : 'http'}://${req.host}`).host;
  } catch {
    return false;
  }
}

const RPC_CODES: Record<number, [number, string]> = {
  400: [-32600, 'BAD_REQUEST'],
  403: [-32003, 'FORBIDDEN'],
  404: [-32004, 'NOT_FOUND'],
  408: [-32008, 'TIMEOUT'],
  413: [-32413, 'PAYLOAD_TOO_LARGE'],
  415: [-32415, 'UNSUPPORTED_MEDIA_TYPE'],
  429: [-32429, 'TOO_MANY_REQUESTS'],
};

/**
 * An answer given before any procedure runs, in the shape its caller reads: tRPC's error envelope
 * on /trpc (so the web client shows the message), `{ message, code }` elsewhere.
 */
export function edgeReply(req: FastifyRequest, reply: FastifyReply, status: number, message: string, code: string) {
  void reply.code(status).header('Cache-Control', 'no-store');
  if (!pathOf(req.url).startsWith('/trpc/')) return reply.send({ message, code });
  const [rpc, name] = RPC_CODES[status] ?? [-32603, 'INTERNAL_SERVER_ERROR'];
  return reply.send({ error: { message, code: rpc, data: { code: name, httpStatus: status } } });
}

const refuse = (req: FastifyRequest, reply: FastifyReply, status: number, message: string, code: string) => edgeReply(req, reply, status, message, code);

/**
 * The HTTP edge for /trpc and /api, before any body is read:
 * - bodies are JSON only (415 otherwise), except on routes declared with `config: { multipart: true }`;
 * - an unsafe request from a page of another site is refused (403), uploads included; clients that are not
 *   browsers pass (see isSameOrigin), and a JSON body also needs a CORS preflight, which is never granted;
 * - admin and auth answers get `Cache-Control: no-store`, and no publicly cacheable answer carries a cookie.
 */
export function registerRequestGate(app: FastifyInstance): void {
  const privateRequests = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', async (req, reply) => {
    const path = pathOf(req.url);
    if (isPrivatePath(path)) privateRequests.add(req);
    if (!isApi(path)) return;
    // Every /api/admin/* path answers 401 without a session first (rest-errors.ts), whatever it was sent with.
    if (path.startsWith('/api/admin/') && !req.session?.get?.('userId')) return;

    const type = mediaType(req);
    // JSON is UTF-8; a body declared in another charset would be read wrongly, so it is refused.
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (type === 'application/json' && charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      return refuse(req, reply, 415, messages.unsupportedMediaType, 'UNSUPPORTED_MEDIA_TYPE');
    }
    const multipartOk = req.routeOptions.config?.multipart === true && type === 'multipart/form-data';
    if ((type !== undefined || hasBody(req)) && type !== 'application/json' && !multipartOk) {
      return refuse(req, reply, 415, messages.unsupportedMediaType, 'UNSUPPORTED_MEDIA_TYPE');
    }
    if (UNSAFE.has(req.method) && !isSameOrigin(req)) {
      return refuse(req, reply, 403, messages.crossSite, 'FORBIDDEN');
    }
  });

  // Errors outside /api (which has its own handler): body parsing and hooks on /trpc, the pages.
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    return edgeReply(req, reply, status, edgeErrorMessage(error, status), status >= 500 ? serverErrorCode : (error.code ?? 'ERROR'));
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (/\bpublic\b/.test(cacheControl)) reply.removeHeader('set-cookie');
    else if (privateRequests.has(req) || reply.getHeader('set-cookie') !== undefined) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
