import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { scrollToId } from '../components/Layout/nav';
import { Toasts } from '../components/Layout/Toasts';
import { NotFoundPage } from '../components/NotFound/NotFoundPage';
import { siteHead } from '../lib/seo';
import { pageReviewsJsonLd } from '../components/Reviews/reviews-head';
import { theme } from '../theme';
import type { TrpcUtils } from '../trpc';

export type RouterContext = {
  queryClient: QueryClient;
  trpc: TrpcUtils;
  /** The site's public origin, for canonical URLs and social cards. */
  origin: string;
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
        {/* One colour scheme; the provider's own style elements would land in <body>: the theme's variables and
            breakpoint classes are in the site's stylesheet instead (lib/mantine-styles.ts). */}
        <MantineProvider theme={theme} forceColorScheme="light" getStyleNonce={() => nonce ?? ''} withCssVariables={false} withGlobalClasses={false}>
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
  // No font is preloaded: text is drawn at once in a metric-matched local face and the web fonts swap in
  // (styles/fonts.css); their faces come with the page's critical CSS, so they are fetched from the first paint on
  // without competing with the HTML and the largest image.
  head: ({ match, matches }) => siteHead(match, pageReviewsJsonLd(match, matches)),
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});
