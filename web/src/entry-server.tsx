// The server's half of the web app: renders one request's page to HTML. Built with `vite build --ssr`
// (in development loaded through Vite) and called by the Fastify server (src/http/ssr.ts), which
// passes in everything that touches the server: a tRPC link that calls the procedures in-process,
// the CSP nonce and the asset manifest.
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import type { Manifest } from '@tanstack/react-router';
import type { TRPCLink } from '@trpc/client';
import type { AppRouter } from '../../src/trpc/root';
import { createAppRouter } from './router';
import { Route as NotFoundRoute } from './routes/_public.$';
import { createLinkTrpcClient, createQueryClient } from './trpc';

export type RenderOptions = {
  request: Request;
  origin: string;
  nonce: string;
  link: TRPCLink<AppRouter>;
  manifest: Manifest;
};

export type RenderResult = { status: number; html: string; location?: string };

export async function render({ request, origin, nonce, link, manifest }: RenderOptions): Promise<RenderResult> {
  let notFound = false;
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter({ queryClient: createQueryClient(), trpcClient: createLinkTrpcClient(link), origin, nonce }),
    getRouterManifest: async () => manifest,
  });
  const response = await handler(({ responseHeaders, router }) => {
    // A loader's notFound() (an unknown link token) is a 404 too.
    notFound = router.state.matches.some((m) => m.routeId === NotFoundRoute.id || m.status === 'notFound');
    return renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> });
  });
  const location = response.headers.get('location') ?? undefined;
  if (location) return { status: response.status, html: '', location };
  // An unknown path is the not-found route, a page like any other to the router: 404 to everyone else.
  return { status: notFound && response.status === 200 ? 404 : response.status, html: await response.text() };
}
