import { rootRouteId, type Manifest } from '@tanstack/react-router';
import type { TRPCLink } from '@trpc/client';
import { collectPrograms, decodePlan, renderCriticalCss, scanHtml, type CompactPlan } from 'beasties/runtime';
import type { FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ViteDevServer } from 'vite';
import type { AppRouter } from '../trpc/root';
import type { RenderOptions, RenderResult } from '../../web/src/entry-server';
import { CRITICAL_CSS_PLAN, ROUTE_CHUNKS } from './build-files';
import { pruneCustomProperties } from './critical-css-vars';
import { isBackOfficePath } from './paths';

type Entry = { render: (opts: RenderOptions) => Promise<RenderResult> };
type ViteChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type ViteManifest = Record<string, ViteChunk>;
/** Each route file's split chunks, as the build lists them (`ROUTE_CHUNKS`): `{ '_public.about.tsx': ['assets/about.js'] }`. */
export type RouteFiles = Record<string, string[]>;

/** Where `vite build --ssr` writes the server renderer for a client build in `webRoot`. */
export const ssrEntryPath = (webRoot: string) => `${webRoot}-ssr/entry-server.js`;

export type PageRenderer = {
  render(req: FastifyRequest, opts: { origin: string; nonce: string; link: TRPCLink<AppRouter> }): Promise<RenderResult>;
};

/**
 * The page's assets as Vite's backend integration guide reads them from the build manifest: the
 * entry's module script, a modulepreload for each chunk it imports, and its stylesheet (the build
 * has one, cssCodeSplit off). The router writes them into every page (its root route's manifest
 * entry). This is the back office's manifest: its pages are drawn by their scripts, so those load at
 * once, and each route's own chunks are preloaded beside the entry (the router writes a matched
 * route's `preloads`) rather than fetched after the entry has run and matched the route.
 */
export function entryManifest(vite: ViteManifest, routeFiles: RouteFiles): Manifest {
  const { entry, imported, stylesheets } = entryAssets(vite);
  const routes: Manifest['routes'] = {};
  for (const [routeId, files] of Object.entries(routeChunks(vite, routeFiles))) {
    if (!routeId.startsWith('/admin')) continue;
    routes[routeId] = { preloads: files.filter((file) => file !== entry && !imported.includes(file)).map((file) => `/${file}`) };
  }
  return {
    routes: {
      ...routes,
      [rootRouteId]: {
        preloads: imported.map((file) => `/${file}`),
        css: stylesheets,
        scripts: [{ attrs: { type: 'module', src: `/${entry}` } }],
      },
    },
  };
}

/**
 * The route id of a file in web/src/routes by the router's file naming (`admin._shell.jobs` is
 * `/admin/_shell/jobs`, `admin.index` is `/admin/`), as routeTree.gen.ts lists them.
 */
export function routeIdOfFile(name: string): string {
  return `/${name
    .split('.')
    .map((part) => (part === 'index' ? '' : part))
    .join('/')}`;
}

/** Each route's split chunks and every chunk they import, by route id. */
function routeChunks(vite: ViteManifest, routeFiles: RouteFiles): Record<string, string[]> {
  const keyOfFile = new Map(Object.entries(vite).map(([key, chunk]) => [chunk.file, key]));
  const byRoute: Record<string, string[]> = {};
  for (const [routeFile, chunks] of Object.entries(routeFiles)) {
    const files = new Set<string>(chunks);
    const visit = (at: string | undefined) => {
      for (const next of (at && vite[at]?.imports) || []) {
        const file = vite[next]?.file;
        if (!file || files.has(file)) continue;
        files.add(file);
        visit(next);
      }
    };
    for (const chunk of chunks) visit(keyOfFile.get(chunk));
    byRoute[routeIdOfFile(routeFile.replace(/\.tsx$/, ''))] = [...files];
  }
  return byRoute;
}

/**
 * A server-rendered public page's manifest (docs/decisions/0020-first-view.md): no modulepreload, and instead of
 * the entry's script tag a few lines that, once the page has loaded, link the whole stylesheet and import the entry,
 * so neither is on the first paint's path: the page paints with its critical CSS inline (`inlineCriticalCss`), and
 * a stylesheet fetched beside the page would compete with it for the line and restyle it while it is being read.
 * Without a critical-CSS plan (a build without one) the stylesheet stays in the head, render-blocking.
 * The page works before then: links, the menu (a popover) and forms are HTML. A press, key or focus starts at once,
 * and a form sent before the scripts run is held (not sent as a query string) and marked; the form sends it itself
 * once it is live (`useSubmitHeldBeforeLive`).
 * The entry's chunks are fetched (modulepreload, a few per task) and run one per task, each after the ones it imports:
 * run as one module graph, React, the router and the entry held a slow phone's main thread for one long task.
 */
export function publicPageManifest(vite: ViteManifest, routeFiles: RouteFiles, opts: { criticalCss: boolean }): Manifest {
  const { stages, stylesheets } = entryAssets(vite);
  const later = opts.criticalCss ? stylesheets : [];
  // Each public route's own chunks, as data in its page (the router writes a matched route's manifest scripts).
  const routes: Manifest['routes'] = {};
  for (const [routeId, files] of Object.entries(routeChunks(vite, routeFiles))) {
    if (routeId.startsWith('/admin')) continue;
    const own = files.map((file) => `/${file}`).filter((file) => !stages.includes(file));
    routes[routeId] = { scripts: [{ attrs: { type: 'application/json', 'data-route-chunks': '' }, children: JSON.stringify(own) }] };
  }
  const loader = [
    'let started = false;',
    `const sheets = ${JSON.stringify(later)};`,
    `const stages = ${JSON.stringify(stages)};`,
    // The router runs these lines again once it has hydrated: a file already linked is not linked twice.
    'const link = (rel, href) => {',
    '  if (document.querySelector(`link[rel="${rel}"][href="${href}"]`)) return;',
    "  document.head.append(Object.assign(document.createElement('link'), { rel, href }));",
    '};',
    'const start = () => {',
    '  if (started) return;',
    '  started = true;',
    "  for (const href of sheets) link('stylesheet', href);",
    "  const own = [...document.querySelectorAll('script[data-route-chunks]')].flatMap((data) => JSON.parse(data.textContent));",
    '  const preloads = [...stages, ...own];',
    // Yielding gives each step a task of its own, with input and paint between them: the entry's chunks, then the
    // route's, are linked a few at a time (a modulepreload link costs a slow phone several ms to start; the router
    // would link the route's all in one task as it hydrates, and skips those already linked), then each of the
    // entry's chunks is evaluated.
    '  const next = () => new Promise((resolve) => setTimeout(resolve));',
    '  (async () => {',
    '    while (preloads.length) {',
    "      for (const href of preloads.splice(0, 3)) link('modulepreload', href);",
    '      await next();',
    '    }',
    '    for (const src of stages) {',
    '      await import(src);',
    '      await next();',
    '    }',
    '  })();',
    '};',
    "if (document.readyState === 'complete') start(); else addEventListener('load', start, { once: true });",
    "for (const type of ['pointerdown', 'keydown', 'focusin']) addEventListener(type, start, { once: true, capture: true, passive: true });",
    "addEventListener('submit', (event) => { if (event.target.hasAttribute('data-live')) return; event.preventDefault(); event.target.setAttribute('data-send-when-live', ''); start(); }, true);",
  ].join('\n');
  return { routes: { ...routes, [rootRouteId]: { css: opts.criticalCss ? [] : stylesheets, scripts: [{ attrs: { type: 'module' }, children: loader }] } } };
}

/**
 * The rules a public page's HTML uses, inline at the end of its head with the response's nonce, and the whole
 * stylesheet in `<noscript>` for a browser without scripts (with scripts, the loader links it after the load).
 * beasties' documented runtime functions pick the rules out of the plan the build compiled (about 1 ms); its
 * `process()` is not used because it works on the stylesheet's `<link>`, which this page does not have.
 */
export function criticalCssInliner(plans: CompactPlan[], hrefs: string[]): (html: string, nonce: string) => string {
  const sheets = plans.map(decodePlan);
  const programs = collectPrograms(sheets);
  const fallback = hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  return (html, nonce) => {
    const tokens = scanHtml(html, programs);
    // The font faces come with the critical CSS (text can start in the web font); none is preloaded.
    const critical = sheets.map((sheet) => renderCriticalCss(sheet, tokens, { inlineFonts: true, preloadFonts: false }).css).join('');
    const css = pruneCustomProperties(critical, html);
    // The document's own end of head: anything before it that looks like one is escaped text or JSON.
    const end = html.indexOf('</head>');
    if (end < 0) return html;
    return `${html.slice(0, end)}<style nonce="${nonce}">${css}</style><noscript>${fallback}</noscript>${html.slice(end)}`;
  };
}

function entryAssets(vite: ViteManifest) {
  const entryKey = Object.keys(vite).find((key) => vite[key]!.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry chunk');
  const imported = new Set<string>();
  const visit = (key: string) => {
    for (const next of vite[key]?.imports ?? []) {
      if (imported.has(next)) continue;
      imported.add(next);
      visit(next);
    }
  };
  visit(entryKey);
  const chunks = [entryKey, ...imported].map((key) => vite[key]!);
  // Each chunk after every chunk it imports, the entry last.
  const stages: string[] = [];
  const placed = new Set<string>();
  const place = (key: string) => {
    if (placed.has(key)) return;
    placed.add(key);
    for (const next of vite[key]?.imports ?? []) place(next);
    stages.push(`/${vite[key]!.file}`);
  };
  place(entryKey);
  // With cssCodeSplit off, Vite lists the one extracted stylesheet as a manifest entry of its own
  // (`style.css`) rather than under the entry's `css`.
  const stylesheets = [...chunks.flatMap((c) => c.css ?? []), ...Object.values(vite).filter((c) => c.file.endsWith('.css')).map((c) => c.file)];
  return { entry: vite[entryKey]!.file, imported: [...imported].map((key) => vite[key]!.file), stages, stylesheets: [...new Set(stylesheets)].map((file) => `/${file}`) };
}

/**
 * In development the browser loads the entry through Vite, with React Refresh: the preamble is
 * the one Vite's backend integration guide gives for @vitejs/plugin-react.
 */
const devManifest: Manifest = {
  routes: {
    [rootRouteId]: {
      scripts: [
        {
          attrs: { type: 'module' },
          children: [
            "import RefreshRuntime from '/@react-refresh'",
            'RefreshRuntime.injectIntoGlobalHook(window)',
            'window.$RefreshReg$ = () => {}',
            'window.$RefreshSig$ = () => (type) => type',
            'window.__vite_plugin_react_preamble_installed__ = true',
          ].join('\n'),
        },
        { attrs: { type: 'module', src: '/@vite/client' } },
        { attrs: { type: 'module', src: '/src/entry-client.tsx' } },
      ],
    },
  },
};

function requestOf(req: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(', '));
  }
  // No abort signal: a page renders in milliseconds, and an aborted render rejects outside any
  // request handler (it took the process down when a client closed its connection early).
  return new Request(new URL(req.url, origin), { method: 'GET', headers });
}

type Manifests = { backOffice: Manifest; publicPage: Manifest };
type CriticalCss = ReturnType<typeof criticalCssInliner>;

function renderer(entry: () => Promise<Entry>, manifests: Manifests, critical?: CriticalCss): PageRenderer {
  return {
    async render(req, { origin, nonce, link }) {
      const backOffice = isBackOfficePath(req.url.split('?', 1)[0] ?? '');
      const page = await (await entry()).render({ request: requestOf(req, origin), origin, nonce, link, manifest: backOffice ? manifests.backOffice : manifests.publicPage });
      // A public page paints with the rules its own HTML uses, inline; its loader links the whole stylesheet after
      // the load. The back office has no HTML to paint.
      if (!critical || backOffice || !page.html) return page;
      return { ...page, html: critical(page.html, nonce) };
    },
  };
}

/** The built server renderer beside the web app, or null when there is none (API-only tests). */
export function loadPageRenderer(webRoot: string): PageRenderer | null {
  const entryFile = ssrEntryPath(webRoot);
  const manifestFile = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return null;
  const vite = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;
  const routeFile = join(webRoot, ROUTE_CHUNKS);
  const routeFiles = existsSync(routeFile) ? (JSON.parse(readFileSync(routeFile, 'utf8')) as RouteFiles) : {};
  const planFile = join(webRoot, CRITICAL_CSS_PLAN);
  const critical = existsSync(planFile)
    ? criticalCssInliner(JSON.parse(readFileSync(planFile, 'utf8')) as CompactPlan[], entryAssets(vite).stylesheets)
    : undefined;
  const entry = import(pathToFileURL(entryFile).href) as Promise<Entry>;
  return renderer(() => entry, { backOffice: entryManifest(vite, routeFiles), publicPage: publicPageManifest(vite, routeFiles, { criticalCss: !!critical }) }, critical);
}

/** `npm run dev`: the renderer loaded through Vite on every request, so an edit shows on the next one. */
export function devPageRenderer(vite: ViteDevServer): PageRenderer {
  return renderer(() => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<Entry>, { backOffice: devManifest, publicPage: devManifest });
}
