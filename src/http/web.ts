import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppDeps } from '../app';
import { escapeHtml } from '../shared/html';
import { canonicalPath, headTags, notFoundSeo, projectSeo, renderHead, staticRouteSeo, type PageSeo } from '../shared/seo';
import { COMPANY_DATA_ID } from '../shared/company-view';
import { jsonForScript } from '../shared/html';
import { messages } from '../shared/messages';
import type { CompanyPublic } from '../shared/schemas/company';
import { getCompany } from '../modules/company/company.service';
import { Project } from '../modules/project/project.entity';
import { publicOrigin } from './origin';
import { sitemapXml, robotsTxt } from './sitemap';

const HEAD_MARKER = '<!--app-head-->';
const NOSCRIPT_MARKER = '<!--app-noscript-->';
/** The company record for the browser, so its first render needs no request: a JSON data block, never executed (so no CSP nonce needed). */
function companyData(company: CompanyPublic): string {
  return `<script type="application/json" id="${COMPANY_DATA_ID}">${jsonForScript(company)}</script>`;
}

function noscriptText(company: CompanyPublic): string {
  return escapeHtml(`Denne nettsiden trenger JavaScript. Ring oss på ${company.phone} eller send e-post til ${company.email}.`);
}


/** Finds what a path is: a page with its SEO, or not found. */
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
 * Serves the built web app. Every page answer is index.html with the page's own head tags
 * filled in on the server, so crawlers and link previews see them without running scripts.
 */
export async function registerWeb(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/robots.txt', async (req, reply) => reply.type('text/plain; charset=utf-8').send(robotsTxt(publicOrigin(req, deps.env))));
  app.get('/sitemap.xml', async (req, reply) =>
    reply.type('application/xml; charset=utf-8').send(await sitemapXml(deps.orm.em.fork(), publicOrigin(req, deps.env))),
  );

  const root = deps.webRoot;
  const indexFile = root ? join(root, 'index.html') : null;
  const template = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;

  if (root && template) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        // Hashed build assets never change; everything else is revalidated hourly.
        void reply.header('Cache-Control', path.startsWith(join(root, 'assets')) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const renderPage = async (req: FastifyRequest, reply: FastifyReply) => {
    const origin = publicOrigin(req, deps.env);
    const url = new URL(req.url, origin);
    const [{ seo, status }, company] = await Promise.all([resolvePage(deps, url), getCompany(deps.orm.em.fork())]);
    const head = `${renderHead(headTags(seo, origin, canonicalPath(url.pathname, url.searchParams), company), origin, company)}\n    ${companyData(company)}`;
    // Replacer functions: as a plain string, '$$' in the head (priceRange) would collapse to '$'.
    const html = (template ?? '<!doctype html><html lang="nb"><head><!--app-head--></head><body><div id="root"></div></body></html>')
      .replace(HEAD_MARKER, () => head)
      .replace(NOSCRIPT_MARKER, () => noscriptText(company));
    return reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  app.get('/', renderPage);
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/trpc')) {
      return reply.code(404).send({ message: messages.notFound, code: 'NOT_FOUND' });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(404).send({ message: messages.notFound, code: 'NOT_FOUND' });
    // A missing file (has an extension) is a plain 404, not the app.
    if (/\.[a-z0-9]{2,5}$/i.test(path)) return reply.code(404).type('text/plain; charset=utf-8').send('404 Siden ble ikke funnet');
    return renderPage(req, reply);
  });
}
