import fastifyStatic from '@fastify/static';
import { unstable_localLink } from '@trpc/client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AppDeps } from '../app';
import type { Context } from '../trpc/context';
import { appRouter } from '../trpc/root';
import { canonicalPath, headTags, notFoundSeo, projectSeo, renderHead, staticRouteSeo, type PageSeo } from '../shared/seo';
import { messages } from '../shared/messages';
import { getCompany } from '../modules/company/company.service';
import { Project } from '../modules/project/project.entity';
import { cspNonce } from './csp';
import { publicOrigin } from './origin';
import { sitemapXml, robotsTxt } from './sitemap';
import { loadPageRenderer } from './ssr';

/** Without a server renderer (API-only tests): what a path is, a page with its SEO or not found. */
async function resolvePage(deps: AppDeps, url: URL): Promise<{ seo: PageSeo; status: number }> {
  const seo = staticRouteSeo(url.pathname, url.searchParams);
  if (seo) return { seo, status: 200 };
  const match = /^\/projects\/(\d{1,9})\/?$/.exec(url.pathname);
  if (match) {
    const project = await deps.orm.em.fork().findOne(Project, { id: Number(match[1]) });
    if (project) return { seo: projectSeo(project), status: 200 };
  }
  return { seo: notFoundSeo, status: 404 };
}

/**
 * Serves the built web app. Every public page is rendered on the server (TanStack Router SSR) with
 * its data, head tags and a per-request CSP nonce; tRPC runs in-process for it (a local link, no
 * HTTP to itself). The back office routes are rendered in the browser only.
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

  const root = deps.webRoot && existsSync(join(deps.webRoot, '.vite', 'manifest.json')) ? deps.webRoot : null;
  const renderer = root ? loadPageRenderer(root, deps.env.NODE_ENV === 'development') : null;

  if (root) {
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

  const renderPage = async (req: FastifyRequest, reply: FastifyReply) => {
    const origin = publicOrigin(req, deps.env);
    if (renderer) {
      const link = unstable_localLink({ router: appRouter, createContext: () => createContext({ req, res: reply }) });
      const page = await renderer.render(req, { origin, nonce: cspNonce(req.raw), link });
      if (page.location) return reply.redirect(page.location, page.status);
      return reply.code(page.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page.html);
    }
    const url = new URL(req.url, origin);
    const [{ seo, status }, company] = await Promise.all([resolvePage(deps, url), getCompany(deps.orm.em.fork())]);
    const head = renderHead(headTags(seo, origin, canonicalPath(url.pathname, url.searchParams), company), origin, company);
    const html = `<!doctype html><html lang="nb"><head>${head}</head><body><div id="root"></div></body></html>`;
    return reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  const isApiPath = (path: string) => path.startsWith('/api/') || path === '/api' || path.startsWith('/trpc');
  // Every other GET is a page (a route, not the not-found handler, so compression applies to it).
  app.get('/*', async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (isApiPath(path)) return reply.code(404).send({ message: messages.notFound, code: 'NOT_FOUND' });
    // A missing file (has an extension) is a plain 404, not the app.
    if (/\.[a-z0-9]{2,5}$/i.test(path)) return reply.code(404).type('text/plain; charset=utf-8').send('404 Siden ble ikke funnet');
    return renderPage(req, reply);
  });
  app.get('/', renderPage);
  app.setNotFoundHandler(async (_req, reply) => reply.code(404).send({ message: messages.notFound, code: 'NOT_FOUND' }));
}
