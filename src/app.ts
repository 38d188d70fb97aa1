import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySession from '@fastify/session';
import type { MikroORM } from '@mikro-orm/postgresql';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyReply } from 'fastify';
import type { Env } from './env';
import { sessionUser } from './modules/auth/auth.service';
import { registerNulGuard } from './modules/site/nul-guard';
import { PgSessionStore, SESSION_IDLE_MS } from './modules/session/session-store';
import { registerApiDocs } from './modules/site/api-docs';
import { registerRestAdapter } from './modules/site/rest-adapter';
import { registerRestErrors, restStatus } from './modules/site/rest-errors';
import { nonceSource } from './modules/site/csp';
import { registerPublicAnswers } from './modules/site/public-answers';
import { PublicCache } from './modules/site/public-cache';
import { registerWeb } from './modules/site/web';
import type { Context } from './trpc/context';
import { appRouter, type AppRouter } from './trpc/root';

export type AppDeps = {
  orm: MikroORM;
  env: Env;
  sessionSecret: string;
  /** Folder of the built web app (vite build output); omitted in API-only tests. */
  webRoot?: string;
  logger?: boolean;
  /** Public reads kept in memory; created by buildApp, invalidated by every admin write. */
  publicCache?: PublicCache;
};

function trustProxy(setting: Env['TRUST_PROXY']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** Builds the whole HTTP application without listening, so tests can inject requests. */
export async function buildApp(appDeps: AppDeps): Promise<FastifyInstance> {
  const { env } = appDeps;
  const app = Fastify({
    logger:
      appDeps.logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], censor: '[skjult]' },
          },
    // A hop count becomes "trust the nearest n addresses" (what Fastify does for numbers; its types lack them).
    trustProxy: trustProxy(env.TRUST_PROXY),
    bodyLimit: 100 * 1024,
    // Request ids in logs; closes keep-alive sockets promptly on shutdown.
    forceCloseConnections: 'idle',
  });

  const publicCache = new PublicCache(appDeps.orm.config.getClientUrl(), app.log);
  const deps: AppDeps = { ...appDeps, publicCache };
  await publicCache.start();
  app.addHook('onClose', () => publicCache.close());

  registerNulGuard(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Inline scripts (the router's hydration data) run only with this response's nonce.
        scriptSrc: ["'self'", nonceSource],
        // Mantine's style element carries the nonce; React and Mantine set inline style attributes.
        styleSrc: ["'self'", nonceSource],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: env.NODE_ENV === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: env.NODE_ENV === 'production',
  });
  // Before compression: stored answers are the uncompressed bodies.
  registerPublicAnswers(app, publicCache);
  // Dynamic answers (pages, JSON) in brotli or gzip; static files come precompressed from the build.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: deps.sessionSecret,
    cookieName: 'sid',
    store: new PgSessionStore(deps.orm),
    saveUninitialized: false,
    // The cookie and the stored session expire after 30 idle minutes; every request renews them.
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: env.NODE_ENV === 'production' ? true : 'auto',
      maxAge: SESSION_IDLE_MS,
      path: '/',
    },
  });

  const createContext = async ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> => {
    const em = deps.orm.em.fork();
    return { em, req, res, deps, user: await sessionUser(em, req) };
  };

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await deps.orm.em.getConnection().execute('select 1');
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  await app.register(async (api) => {
    registerRestErrors(api);
    registerApiDocs(api, env);
    registerRestAdapter(api, '/api', {
      router: appRouter,
      createContext,
      responseMeta: restStatus,
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'REST procedure failed');
      },
    });
  });

  await registerWeb(app, deps, createContext);
  return app;
}
