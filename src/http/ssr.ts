import { rootRouteId, type Manifest } from '@tanstack/react-router';
import type { TRPCLink } from '@trpc/client';
import type { FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ViteDevServer } from 'vite';
import type { AppRouter } from '../trpc/root';
import type { RenderOptions, RenderResult } from '../../web/src/entry-server';

type Entry = { render: (opts: RenderOptions) => Promise<RenderResult> };
type ViteChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type ViteManifest = Record<string, ViteChunk>;

/** Where `vite build --ssr` writes the server renderer for a client build in `webRoot`. */
export const ssrEntryPath = (webRoot: string) => `${webRoot}-ssr/entry-server.js`;

export type PageRenderer = {
  render(req: FastifyRequest, opts: { origin: string; nonce: string; link: TRPCLink<AppRouter> }): Promise<RenderResult>;
};

/**
 * The page's assets as Vite's backend integration guide reads them from the build manifest: the
 * entry's module script, a modulepreload for each chunk it imports, and its stylesheet (the build
 * has one, cssCodeSplit off). The router writes them into every page (its root route's manifest
 * entry); route chunks load as the router needs them.
 */
export function entryManifest(vite: ViteManifest): Manifest {
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
  // With cssCodeSplit off, Vite lists the one extracted stylesheet as a manifest entry of its own
  // (`style.css`) rather than under the entry's `css`.
  const stylesheets = [...chunks.flatMap((c) => c.css ?? []), ...Object.values(vite).filter((c) => c.file.endsWith('.css')).map((c) => c.file)];
  return {
    routes: {
      [rootRouteId]: {
        preloads: [...imported].map((key) => `/${vite[key]!.file}`),
        css: [...new Set(stylesheets)].map((file) => `/${file}`),
        scripts: [{ attrs: { type: 'module', src: `/${vite[entryKey]!.file}` } }],
      },
    },
  };
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

function renderer(entry: () => Promise<Entry>, manifest: Manifest): PageRenderer {
  return {
    async render(req, { origin, nonce, link }) {
      return (await entry()).render({ request: requestOf(req, origin), origin, nonce, link, manifest });
    },
  };
}

/** The built server renderer beside the web app, or null when there is none (API-only tests). */
export function loadPageRenderer(webRoot: string): PageRenderer | null {
  const entryFile = ssrEntryPath(webRoot);
  const manifestFile = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return null;
  const manifest = entryManifest(JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest);
  const entry = import(pathToFileURL(entryFile).href) as Promise<Entry>;
  return renderer(() => entry, manifest);
}

/** `npm run dev`: the renderer loaded through Vite on every request, so an edit shows on the next one. */
export function devPageRenderer(vite: ViteDevServer): PageRenderer {
  return renderer(() => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<Entry>, devManifest);
}
