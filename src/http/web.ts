import fastifyStatic from '@fastify/static';
import { unstable_localLink } from '@trpc/client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AppDeps } from '../app';
import { projectRoot } from '../env';
import type { Context } from '../trpc/context';
import { appRouter } from '../trpc/root';
import { messages } from '../shared/messages';
import { cspNonce } from './csp';
import { publicOrigin } from './origin';
import { pageCache, pathKind } from './paths';
import { sitemapXml, robotsTxt } from './sitemap';
import { devPageRenderer, loadPageRenderer, type PageRenderer } from './ssr';

/**
 * `npm run dev` (DEV_SERVER=on): Vite in middleware mode serves the web app's modules with hot
 * module replacement over this server's own connection, and renders pages through its SSR loader.
 */
async function registerViteDev(app: FastifyInstance): Promise<PageRenderer> {
  const [{ default: middie }, { createServer }] = await Promise.all([import('@fastify/middie'), import('vite')]);
  const vite = await createServer({
    configFile: join(projectRoot, 'vite.config.ts'),
    // Imported as it is (tsx is loaded), not bundled to a temporary file: Node's --watch would see that
    // file go away and restart the server in a loop.
    configLoader: 'native',
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  app.addHook('onClose', async () => vite.close());
  await app.register(middie);
  app.use(vite.middlewares);
  return devPageRenderer(vite);
}

/**
 * Serves the web app. Every page is rendered on the server (TanStack Router SSR) with its data, head
 * tags and a per-request CSP nonce; tRPC runs in-process for it (a local link, no HTTP to itself).
 * The back office routes render in the browser only. Without a built web app (API-only tests) pages
 * answer 404.
 */
export async function registerWeb(
  app: FastifyInstance,
  deps: AppDeps,
  createContext: (opts: { req: FastifyRequest; res: FastifyReply }) => Promise<Context>,
): Promise<void> {
  app.get('/robots.txt', async (req, reply) => reply.type('text/plain; charset=utf-8').send(robotsTxt(publicOrigin(req, deps.env))));
  app.get('/sitemap.xml', async (req, reply) =>
    reply.type('application/xml; charset=utf-8').send(await sitemapXml(deps.orm.em.fork(), publicOrigin(req, deps.env))),
  );

  let renderer: PageRenderer | null = null;
  if (deps.env.DEV_SERVER === 'on') {
    renderer = await registerViteDev(app);
  } else {
    const root = deps.webRoot && existsSync(join(deps.webRoot, '.vite', 'manifest.json')) ? deps.webRoot : null;
    if (root) {
      renderer = loadPageRenderer(root);
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // Files compressed at build (.br, .gz) are sent as they are, to clients that accept them.
        preCompressed: true,
        // The ETag is enough to revalidate; Last-Modified would add its bytes to every file a page loads.
        lastModified: false,
        setHeaders(reply, path) {
          // Hashed build assets never change; everything else is revalidated hourly.
          void reply.header('Cache-Control', path.startsWith(join(root, 'assets')) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      });
    }
  }

  const renderPage = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!renderer) return reply.code(404).type('text/plain; charset=utf-8').send('404 Siden ble ikke funnet');
    const link = unstable_localLink({ router: appRouter, createContext: () => createContext({ req, res: reply }) });
    const page = await renderer.render(req, { origin: publicOrigin(req, deps.env), nonce: cspNonce(req.raw), link });
    if (page.location) return reply.redirect(page.location, page.status);
    // A token page is never kept; every other page is revalidated (the public cache answers 304).
    const cacheControl = pageCache(req.url.split('?')[0] ?? '') === 'no-store' ? 'no-store' : 'no-cache';
    return reply.code(page.status).header('Cache-Control', cacheControl).type('text/html; charset=utf-8').send(page.html);
  };

  // Every other GET is a page (a route, not the not-found handler, so compression applies to it).
  app.get('/*', async (req, reply) => {
    const kind = pathKind(req.url.split('?')[0] ?? '');
    if (kind === 'api') return reply.code(404).send({ message: messages.notFound, code: 'NOT_FOUND' });
    // A missing file is a plain 404, not the app.
    if (kind === 'file') return reply.code(404).type('text/plain; charset=utf-8').send('404 Siden ble ikke funnet');
    return renderPage(req, reply);
  });
  app.get('/', renderPage);
  app.setNotFoundHandler(async (_req, reply) => reply.code(404).send({ message: messages.notFound, code: 'NOT_FOUND' }));
}
