// The server's half of the web app: renders one request's page to HTML. Built with `vite build --ssr`
// and loaded by the Fastify server (src/http/ssr.ts), which passes in everything that touches
// the server: a tRPC link that calls the procedures in-process, the CSP nonce and the asset manifest.
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import type { Manifest } from '@tanstack/react-router';
import type { TRPCLink } from '@trpc/client';
import type { AppRouter } from '../../src/trpc/root';
import { createAppRouter } from './router';
import { createLinkTrpcClient, createQueryClient } from './trpc';

export type RenderOptions = {
  request: Request;
  origin: string;
  nonce: string;
  link: TRPCLink<AppRouter>;
  manifest?: Manifest;
};

/**
 * `routeIds`: the routes the page matched, root first (their modules are the page's preloads);
 * `parts`: the on-demand parts its loaders loaded ahead, whose modules it runs as well (lib/preloadable.tsx).
 */
export type RenderResult = { status: number; headers: Headers; html: string; location?: string; routeIds: string[]; parts: string[] };

export async function render({ request, origin, nonce, link, manifest }: RenderOptions): Promise<RenderResult> {
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter({ queryClient: createQueryClient(), trpcClient: createLinkTrpcClient(link), origin, nonce }),
    getRouterManifest: manifest ? async () => manifest : undefined,
  });
  let routeIds: string[] = [];
  let parts: string[] = [];
  const response = await handler(({ responseHeaders, router }) => {
    routeIds = router.state.matches.map((m) => m.routeId);
    parts = [...router.options.context.parts];
    return renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> });
  });
  const location = response.headers.get('location') ?? undefined;
  return { status: response.status, headers: response.headers, html: location ? '' : await response.text(), location, routeIds, parts };
}
