// Mantine's styles of the components the site uses, in their cascade layer (`@layer mantine`): the site's own
// rules, outside any layer, win over them whatever order the stylesheets arrive in.
import './styles/mantine';
import './styles/fonts.css';
import './styles/global.css';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { setNonce } from 'get-nonce';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hasNavigated, markNavigated, pageNonce } from './lib/hydration';
import { focusToastOnF8 } from './lib/notify';
import { createAppRouter } from './router';
import { createBrowserTrpcClient, createQueryClient } from './trpc';

window.addEventListener('keydown', focusToastOnF8);

// Starting the app is three tasks, not one: the modules' own evaluation (Mantine's among them), building the
// router, and hydrating. A slow phone would otherwise not answer a tap for one long stretch (docs/decisions/0020).
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve));
await yieldToBrowser();

const nonce = pageNonce() || undefined;
// The style element Mantine's modals add to lock page scrolling (react-remove-scroll) takes its nonce
// from get-nonce, as that library documents; without it the page's policy refuses the style.
if (nonce) setNonce(nonce);

const queryClient = createQueryClient();
// The page arrives with the data the server just read: those queries are not fetched again on
// mount while the server-rendered page is shown. After the first navigation every mount refetches
// (the refetch on mount of docs/PRODUCT.md §12); the 60 s interval and refetch on focus apply throughout.
const fromServer = new Set<string>();
queryClient.getQueryCache().subscribe((event) => {
  if (event.type === 'added' && !hasNavigated() && event.query.state.status === 'success') fromServer.add(event.query.queryHash);
});
const defaults = queryClient.getDefaultOptions();
queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, refetchOnMount: (query) => !fromServer.has(query.queryHash) } });

// The canonical link carries the site's public origin, the same one the server rendered with.
const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
const origin = canonical ? new URL(canonical).origin : window.location.origin;

const router = createAppRouter({ queryClient, trpcClient: createBrowserTrpcClient(), origin, nonce });

router.history.subscribe(() => {
  markNavigated();
  fromServer.clear();
});

await yieldToBrowser();
// Hydrating as a transition lets React render the page in short slices, yielding to the browser between them
// (React's documented use of `startTransition`, as React Router's client entry does); outside one it is a
// default-priority update, rendered in one piece.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
});
