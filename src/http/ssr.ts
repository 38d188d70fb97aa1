import type { TRPCLink } from '@trpc/client';
import type { FastifyRequest } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppRouter } from '../trpc/root';
import type { RenderOptions, RenderResult } from '../../web/src/entry-server';
import { deferScripts } from './ssr-defer';
import { partModules, routerManifest, type RouterAssetManifest, type ViteManifest } from './ssr-manifest';

type Entry = { render: (opts: RenderOptions) => Promise<RenderResult> };

/** Where `vite build --ssr` writes the server renderer for a client build in `webRoot`. */
export const ssrEntryPath = (webRoot: string) => `${webRoot}-ssr/entry-server.js`;

export type PageRenderer = {
  render(req: FastifyRequest, opts: { origin: string; nonce: string; link: TRPCLink<AppRouter> }): Promise<RenderResult>;
};

/**
 * Loads the server renderer built beside the web app, or null when there is none (API-only tests).
 * With `reload`, a rebuilt renderer (`npm run dev` rebuilds on change) is picked up on the next request.
 */
export function loadPageRenderer(webRoot: string, reload: boolean): PageRenderer | null {
  const entryFile = ssrEntryPath(webRoot);
  const manifestFile = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return null;

  let loaded: { stamp: number; entry: Promise<Entry>; manifest: RouterAssetManifest; full: RouterAssetManifest; vite: ViteManifest } | null = null;
  const current = () => {
    const stamp = reload ? Math.max(statSync(entryFile).mtimeMs, statSync(manifestFile).mtimeMs) : 0;
    if (!loaded || loaded.stamp !== stamp) {
      const vite = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;
      const full = routerManifest(vite, (file) => readFileSync(join(webRoot, file), 'utf8'));
      // The router writes no preloads: the page adds them after its first paint (ssr-defer.ts).
      const routes = Object.fromEntries(Object.entries(full.routes).map(([id, { preloads: _, ...rest }]) => [id, rest]));
      const manifest = { ...full, routes };
      const url = pathToFileURL(entryFile).href + (reload ? `?v=${stamp}` : '');
      loaded = { stamp, entry: import(url) as Promise<Entry>, manifest, full, vite };
    }
    return loaded;
  };
  if (!reload) current();

  return {
    async render(req, { origin, nonce, link }) {
      const { entry, manifest, full, vite } = current();
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(key, value);
        else if (Array.isArray(value)) headers.set(key, value.join(', '));
      }
      // No abort signal: a page renders in milliseconds, and an aborted render rejects outside any
      // request handler (it took the process down when a client closed its connection early).
      const request = new Request(new URL(req.url, origin), { method: 'GET', headers });
      // The experimental manifest type of the router is wider than what the pages need.
      const page = await (await entry).render({ request, origin, nonce, link, manifest: manifest as RenderOptions['manifest'] });
      // The page's routes' scripts, then those of the on-demand parts it rendered.
      const preloads = [...new Set([...page.routeIds.flatMap((id) => full.routes[id]?.preloads ?? []), ...page.parts.flatMap((part) => partModules(vite, part))])];
      const inlinedCss = full.inlineCss ? page.routeIds.flatMap((id) => full.routes[id]?.css ?? []) : [];
      return { ...page, html: deferScripts(page.html, preloads, inlinedCss) };
    },
  };
}
