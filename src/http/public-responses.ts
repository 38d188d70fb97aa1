import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Env } from '../env';
import { cspNonce } from './csp';
import { publicReadCount } from '../trpc/public-read';
import { publicOrigin } from './origin';
import { pageCache, pathKind } from './paths';
import { etagOf, NONCE_PLACEHOLDER, type CachedResponse, type PublicCache } from './public-cache';

// Serves public reads and server-rendered pages from the public cache, with an ETag; a repeated
// read whose If-None-Match still matches gets 304 and no body.

type Kind = 'json' | 'page';

/**
 * What a request may be for the cache: a GET of the API (stored only if every procedure it ran is marked
 * `meta.publicCache`, counted by trpc/public-read.ts), a public page (by its entry in shared/public-pages.ts),
 * or neither.
 */
export function cacheKind(method: string, url: string): Kind | null {
  if (method !== 'GET') return null;
  const path = url.split('?')[0] ?? '';
  const kind = pathKind(path);
  if (kind === 'api') return path.startsWith('/api/') || path.startsWith('/trpc/') ? 'json' : null;
  return kind === 'page' && pageCache(path) === 'public' ? 'page' : null;
}

/** How many procedures an API request runs: a tRPC batch names each, a REST path runs one. */
function procedureCount(url: string): number {
  const path = url.split('?')[0] ?? '';
  return path.startsWith('/trpc/') ? path.slice('/trpc/'.length).split(',').length : 1;
}

const matches = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

const VERSION = Symbol('publicCacheVersion');
// Taken when the request arrives: the REST adapter rewrites req.url on its way through.
type Marked = FastifyRequest & { [VERSION]?: { version: number; key: string; kind: Kind; procedures: number } };

function accepts(req: FastifyRequest, encoding: 'br' | 'gzip'): boolean {
  const header = req.headers['accept-encoding'];
  return typeof header === 'string' && new RegExp(`(^|[,\\s])${encoding}(;q=(?!0(\\.0*)?\\s*($|,))[\\d.]+)?\\s*($|,)`).test(header);
}

const compressed = new WeakMap<CachedResponse, { br?: Buffer; gzip?: Buffer }>();

function sendHit(req: FastifyRequest, reply: FastifyReply, hit: CachedResponse) {
  void reply.header('ETag', hit.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  if (matches(req.headers['if-none-match'], hit.etag)) {
    // The browser keeps its stored page, whose nonce matches the policy stored with it: a new
    // policy on the 304 would replace that one and block the page's scripts.
    if (hit.page) reply.raw.removeHeader('content-security-policy');
    return reply.code(304).send();
  }
  void reply.code(200).type(hit.contentType);
  if (hit.page) return reply.send(hit.body.toString('utf8').replaceAll(NONCE_PLACEHOLDER, cspNonce(req.raw)));
  // JSON is compressed once per stored response, not per request.
  const variants = compressed.get(hit) ?? {};
  compressed.set(hit, variants);
  if (accepts(req, 'br')) {
    variants.br ??= brotliCompressSync(hit.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
    return reply.header('Content-Encoding', 'br').send(variants.br);
  }
  if (accepts(req, 'gzip')) {
    variants.gzip ??= gzipSync(hit.body, { level: 9 });
    return reply.header('Content-Encoding', 'gzip').send(variants.gzip);
  }
  return reply.send(hit.body);
}

export function registerPublicResponses(app: FastifyInstance, cache: PublicCache, env: Env): void {
  // `npm run dev` (PUBLIC_CACHE=off) rebuilds the pages' scripts on every change: a stored page would
  // point at files that no longer exist. NODE_ENV does not decide it: `npm start` runs without one.
  if (env.PUBLIC_CACHE === 'off') return;
  app.addHook('onRequest', async (req: Marked, reply) => {
    const kind = cacheKind(req.method, req.url);
    // A GET with a body goes the normal way, where the body rules refuse what they refuse.
    if (!kind || req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) return;
    // Pages name the site's origin (canonical, Open Graph), which follows the request's host when
    // PUBLIC_URL is unset: one entry per origin.
    const key = `${publicOrigin(req, env)}${req.url}`;
    const hit = cache.get(key);
    if (hit) return sendHit(req, reply, hit);
    req[VERSION] = { version: cache.version, key, kind, procedures: procedureCount(req.url) };
  });

  app.addHook('onSend', async (req: Marked, reply, payload) => {
    const marked = req[VERSION];
    if (marked === undefined || reply.statusCode !== 200) return payload;
    if (marked.kind === 'json' && publicReadCount(req) !== marked.procedures) return payload;
    let body: Buffer;
    if (typeof payload === 'string') body = Buffer.from(payload);
    else if (Buffer.isBuffer(payload)) body = payload;
    else if (payload instanceof Response) {
      // tRPC answers with a fetch Response; Fastify would apply its status and headers after this hook.
      if (payload.status !== 200) return payload;
      for (const [name, value] of payload.headers) void reply.header(name, value);
      body = Buffer.from(await payload.arrayBuffer());
    } else return payload;
    const page = marked.kind === 'page';
    const stored = page ? Buffer.from(body.toString('utf8').replaceAll(cspNonce(req.raw), NONCE_PLACEHOLDER)) : body;
    const response: CachedResponse = { body: stored, contentType: String(reply.getHeader('content-type') ?? 'application/json'), etag: etagOf(stored), page };
    cache.set(marked.key, marked.version, response);
    void reply.header('ETag', response.etag).header('Cache-Control', 'no-cache');
    if (matches(req.headers['if-none-match'], response.etag)) {
      if (page) reply.raw.removeHeader('content-security-policy');
      void reply.code(304);
      return '';
    }
    return body;
  });
}
