import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import interFont from '../assets/fonts/inter-wght-400-700.woff2?url';
import serifFont from '../assets/fonts/source-serif-4-650.woff2?url';
import { notFoundSeo } from '@shared/seo';
import { scrollToId } from '../components/Layout/nav';
import { Toasts } from '../components/Layout/Toasts';
import { NotFoundPage } from '../components/NotFound/NotFoundPage';
import { seoHead, siteHead } from '../lib/seo';
import { theme } from '../theme';
import type { PartsUsed } from '../lib/preloadable';
import type { TrpcUtils } from '../trpc';

export type RouterContext = {
  queryClient: QueryClient;
  trpc: TrpcUtils;
  /** The site's public origin, for canonical URLs and social cards. */
  origin: string;
  /** The on-demand parts this page's loaders loaded ahead (lib/preloadable.tsx). */
  parts: PartsUsed;
};

/**
 * Every navigation to another page starts at its top, unless the address has a hash. A change of
 * only the query (a tab) keeps the place; the router itself scrolls up when the current page's link
 * is clicked again. The jump is instant: the page-wide smooth scrolling is for in-page anchors.
 */
function ScrollToTop() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', ({ toLocation, pathChanged }) => {
        if (toLocation.hash) {
          if (pathChanged) scrollToId(toLocation.hash);
          return;
        }
        if (pathChanged) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      }),
    [router],
  );
  return null;
}

function RootDocument() {
  const router = useRouter();
  const nonce = router.options.ssr?.nonce;
  return (
    <html lang="nb" {...mantineHtmlProps}>
      <head>
        <HeadContent />
      </head>
      <body>
        {/* One colour scheme: the build drops Mantine's dark-scheme rules (vite.config.ts). The theme's
            CSS variables are a stylesheet made at build time (scripts/theme-css.ts), not worked out here. */}
        <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} getStyleNonce={() => nonce ?? ''}>
          <Toasts />
          <ScrollToTop />
          <Outlet />
        </MantineProvider>
        <Scripts />
      </body>
    </html>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The company record names the site in every page's head and footer: read before any head() runs.
  // Cached after the first read, so a navigation does not wait for it again.
  loader: async ({ context: { trpc } }) => {
    await trpc.public.company.get.ensureData();
  },
  head: ({ match, matches }) => {
    const site = siteHead(match);
    // Fonts of the first view, cut down to the site's characters and weights: fetched with the HTML.
    const fonts = [interFont, serifFont].map((href) => ({ rel: 'preload', href, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' }));
    // An unknown path: the root's not-found boundary renders, and the page is marked noindex.
    const notFound = matches.some((m) => m.status === 'notFound' || (m as { _notFound?: boolean })._notFound === true);
    const page = notFound ? seoHead(notFoundSeo, match) : { meta: [], links: [] };
    return { meta: [...site.meta, ...page.meta], links: [...(site.links ?? []), ...fonts, ...(page.links ?? [])] };
  },
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});
