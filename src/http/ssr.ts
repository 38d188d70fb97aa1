import type { TRPCLink } from '@trpc/client';
import type { FastifyRequest } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppRouter } from '../trpc/root';
import type { RenderOptions, RenderResult } from '../../web/src/entry-server';
import { routerManifest, type RouterAssetManifest, type ViteManifest } from './ssr-manifest';

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

  let loaded: { stamp: number; entry: Promise<Entry>; manifest: RouterAssetManifest } | null = null;
  const current = () => {
    const stamp = reload ? Math.max(statSync(entryFile).mtimeMs, statSync(manifestFile).mtimeMs) : 0;
    if (!loaded || loaded.stamp !== stamp) {
      const manifest = routerManifest(JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest);
      const url = pathToFileURL(entryFile).href + (reload ? `?v=${stamp}` : '');
      loaded = { stamp, entry: import(url) as Promise<Entry>, manifest };
    }
    return loaded;
  };
  if (!reload) current();

  return {
    async render(req, { origin, nonce, link }) {
      const { entry, manifest } = current();
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(key, value);
        else if (Array.isArray(value)) headers.set(key, value.join(', '));
      }
      // No abort signal: a page renders in milliseconds, and an aborted render rejects outside any
      // request handler (it took the process down when a client closed its connection early).
      const request = new Request(new URL(req.url, origin), { method: 'GET', headers });
      // The experimental manifest type of the router is wider than what the pages need.
      return (await entry).render({ request, origin, nonce, link, manifest: manifest as RenderOptions['manifest'] });
    },
  };
}
