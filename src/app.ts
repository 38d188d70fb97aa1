import fastifyCompress from '@fastify/compress';
import { constants as zlib } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { MikroORM } from '@mikro-orm/postgresql';
import { fastifyRequestHandler, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createHmac } from 'node:crypto';
import type { Env } from './env';
import { ImageRuntime } from './modules/image/image.runtime';
import { createImageStorage } from './modules/image/storage';
import { registerUploadsStatic } from './modules/image/upload.route';
import { registerFileRoutes } from './http/file-routes';
import { sessionUser } from './modules/auth/auth.service';
import { registerJsonBody } from './http/json-body';
import { PgSessionStore, SESSION_IDLE_MS } from './modules/auth/session-store';
import { registerApiDocs } from './http/api-docs';
import { registerRestAdapter } from './http/rest-adapter';
import { errorForLog } from './http/log-errors';
import { registerRequestGate } from './http/request-gate';
import { registerRequestBudget } from './http/request-budget';
import { DatabaseReadiness } from './http/readiness';
import { logStream, QuietRequestLog } from './http/request-log';
import { registerRestErrors, restStatus } from './http/rest-errors';
import { registerMetrics } from './http/metrics';
import { registerSecurityHeaders } from './http/security-headers';
import { registerPublicResponses } from './http/public-responses';
import { PublicCache } from './http/public-cache';
import { registerWeb } from './http/web';
import type { Context } from './trpc/context';
import { appRouter, fileRoutes, type AppRouter } from './trpc/root';
import { MAX_TRPC_BATCH, trpcBatchTooLong } from './shared/trpc-batch';
import { edgeReply } from './http/request-gate';

declare module 'fastify' {
  interface FastifyInstance {
    /** The image pipeline of this instance (tests wait on its queue). */
    images: ImageRuntime;
  }
}

export type AppDeps = {
  orm: MikroORM;
  env: Env;
  sessionSecret: string;
  /** Folder of the built web app (vite build output); omitted in API-only tests. */
  webRoot?: string;
  logger?: boolean;
  /** Tests shorten the HTTP timeouts; the server uses HTTP_TIMEOUTS. */
  timeouts?: Partial<HttpTimeouts>;
  /** Public reads kept in memory; created by buildApp, invalidated by every admin write. */
  publicCache?: PublicCache;
  /** Set `draining` when shutting down: /readyz then answers 503 so a proxy stops sending requests here. */
  readiness?: { draining: boolean };
};

export type HttpTimeouts = { headersMs: number; requestMs: number; idleMs: number; keepAliveMs: number; checkEveryMs: number };

/**
 * A client gets seconds, not minutes, to send its request: the headers within 10 s, the whole
 * request (headers and body) within 30 s, and a socket silent for 30 s is closed. An idle keep-alive
 * connection is kept 30 s: longer than Caddy keeps its idle connections to us (`keepalive 20s` in
 * deploy/Caddyfile), so Caddy always closes first and never sends a request into a connection we are
 * closing (that «connection reset» once counted as a failure of the healthy instance). Node checks the
 * header and request deadlines every 2 s. A slow sender (a body at 1 byte/s) holds a connection for at
 * most about 32 s.
 */
export const HTTP_TIMEOUTS: HttpTimeouts = { headersMs: 10_000, requestMs: 30_000, idleMs: 30_000, keepAliveMs: 30_000, checkEveryMs: 2_000 };

function trustProxy(setting: Env['TRUST_PROXY']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** Builds the whole HTTP application without listening, so tests can inject requests. */
export async function buildApp(appDeps: AppDeps): Promise<FastifyInstance> {
  const { env } = appDeps;
  const timeouts = { ...HTTP_TIMEOUTS, ...appDeps.timeouts };
  const app = Fastify({
    logger:
      appDeps.logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], censor: '[skjult]' },
            serializers: { err: errorForLog },
            ...(await logStream(env.LOG_FORMAT)),
          },
    logController: new QuietRequestLog(),
    // A hop count becomes "trust the nearest n addresses" (what Fastify does for numbers; its types lack them).
    trustProxy: trustProxy(env.TRUST_PROXY),
    bodyLimit: 100 * 1024,
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs), connectionsCheckingInterval: timeouts.checkEveryMs },
    // Request ids in logs; closes keep-alive sockets promptly on shutdown.
    forceCloseConnections: 'idle',
    // A tRPC batch names its procedures in one path segment (`/trpc/a.list,b.get,…`): Fastify's default of
    // 100 characters refused a refetch of six or more with 404. tRPC's Fastify guide sets 5000; the browser's
    // link splits any batch whose URL would pass 2000 characters (web/src/trpc.ts).
    routerOptions: { maxParamLength: 5000 },
  });

  const publicCache = new PublicCache(appDeps.orm.config.getClientUrl(), app.log);
  const deps: AppDeps = { ...appDeps, publicCache };
  await publicCache.start();
  app.addHook('onClose', () => publicCache.close());

  registerJsonBody(app);

  registerSecurityHeaders(app, env);
  // First of all: a client past its budget is answered before any work, stored answers included.
  registerRequestBudget(app, env.API_RATE_LIMIT);
  // Before compression: stored answers are the uncompressed bodies.
  registerPublicResponses(app, publicCache, env);
  // Dynamic answers (pages, JSON) in brotli or gzip; static files come precompressed from the build.
  // A page's HTML carries its inlined CSS: brotli quality 6 sends about a tenth less of it than the
  // default 4, for about a millisecond more per page.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 6 } },
  });
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: deps.sessionSecret,
    cookieName: 'sid',
    store: new PgSessionStore(deps.orm),
    saveUninitialized: false,
    // The cookie and the stored session expire after 30 idle minutes. Only requests that serve the
    // logged-in admin renew them (keepSessionAlive); public pages, files and reads never set a cookie.
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: env.NODE_ENV === 'production' ? true : 'auto',
      maxAge: SESSION_IDLE_MS,
      path: '/',
    },
  });

  registerRequestGate(app);

  const storage = await createImageStorage(env);
  const images = new ImageRuntime(deps.orm, storage, app.log, env.IMAGE_WORKERS);
  // Pages that show a photo list its WebP and AVIF versions once they exist.
  images.onVariantsReady = () => publicCache.invalidate();
  // Variants another instance (or this one before a restart) left unfinished are made now.
  app.addHook('onReady', async () => {
    await storage.verify?.();
    await images.resume();
  });
  app.addHook('onClose', async () => {
    await images.close();
    storage.close?.();
  });

  // Before the routes: it times every answer by its route pattern.
  registerMetrics(app, { env, orm: deps.orm, imageQueue: images.queue });

  // Its own key, so a form token can never be mistaken for anything the session secret signs.
  const formSecret = createHmac('sha256', deps.sessionSecret).update('enquiry-form-token').digest('hex');
  const resolveUser = async (req: FastifyRequest) => {
    const em = deps.orm.em.fork();
    return { em, user: await sessionUser(em, req) };
  };
  const createContext = async ({ req, res }: { req: FastifyRequest; res?: FastifyReply }): Promise<Context> => {
    const { em, user } = await resolveUser(req);
    return { em, req, reply: res, env: deps.env, images, publicCache, user, formSecret, responseHeaders: {} };
  };

  app.get('/healthz', async () => ({ status: 'ok' }));
  // Answered at once from a check on a connection of its own (readiness.ts), never behind request work.
  const database = new DatabaseReadiness(deps.orm.config.getClientUrl());
  await database.start();
  app.addHook('onClose', () => database.close());
  app.get('/readyz', async (_req, reply) => {
    if (deps.readiness?.draining) return reply.code(503).send({ status: 'shutting down' });
    return database.ready ? { status: 'ok' } : reply.code(503).send({ status: 'unavailable' });
  });

  const trpcOptions = {
    router: appRouter,
    maxBatchSize: MAX_TRPC_BATCH,
    createContext,
    responseMeta: ({ ctx, errors }) => (errors.length || !ctx ? {} : { headers: ctx.responseHeaders }),
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'];
  // tRPC's own Fastify plugin installs body parsers of its own (JSON as unchecked text, multipart as
  // the raw stream); this route leaves bodies to the app's checked JSON parser (json-body.ts).
  app.all<{ Params: { path: string } }>('/trpc/:path', async (req, res) => {
    // Refused before anything runs, in Norwegian (tRPC's own maxBatchSize check above answers in English).
    if ((req.query as { batch?: string }).batch === '1' && req.params.path.split(',').length > MAX_TRPC_BATCH) {
      return edgeReply(req, res, 400, trpcBatchTooLong, 'BAD_REQUEST');
    }
    await fastifyRequestHandler({ ...trpcOptions, req, res, path: req.params.path });
  });

  await app.register(async (api) => {
    registerRestErrors(api);
    registerApiDocs(api, env);
    // In this scope for the API's error bodies and its session check on /api/admin/* (rest-errors.ts).
    await registerFileRoutes(api, fileRoutes, { env, images, resolve: resolveUser });
    registerRestAdapter(api, '/api', {
      router: appRouter,
      createContext,
      responseMeta: (opts) => {
        const meta = restStatus(opts);
        return opts.errors.length ? meta : { ...meta, headers: (opts.ctx as Context | undefined)?.responseHeaders };
      },
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'REST procedure failed');
      },
    });
  });

  await registerUploadsStatic(app, images);
  await registerWeb(app, deps, createContext);
  app.decorate('images', images);
  return app;
}
