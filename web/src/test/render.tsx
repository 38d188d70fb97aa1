// Renders one component as the site would: Mantine with the site's theme (its documented test environment:
// no transitions, no portals), the toast container, the company
// record, a router (for links and navigation) and tRPC over a fake link that answers from the test's handlers.
// The fake link is tRPC's own link interface (the documented way to put something else behind the client);
// our client, hooks and query cache are the real ones.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { AppRouter } from '../../../src/trpc/root';
import ToastContainer from '../components/Layout/ToastContainer';
import { CompanyProvider } from '../lib/company';
import { theme } from '../theme';
import { createLinkTrpcClient, trpc } from '../trpc';
import { companyFixture } from './fixtures';

/** What a procedure answers, by its path ('public.enquiries.contact'); a throw is the procedure's failure. */
export type Handlers = Record<string, (input: unknown) => unknown>;
export type Call = { path: string; input: unknown };

/** A link that answers every call from `handlers` and records it in `calls`; a path without a handler fails the test. */
function handlerLink(handlers: Handlers, calls: Call[]): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input });
        const handler = handlers[op.path];
        Promise.resolve()
          .then(() => {
            if (!handler) throw new Error(`No handler for ${op.path} in this test`);
            return handler(op.input);
          })
          .then(
            (data) => {
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            },
            (cause: unknown) => observer.error(cause instanceof TRPCClientError ? (cause as TRPCClientError<AppRouter>) : TRPCClientError.from(cause as Error)),
          );
      });
}

/** The error of a procedure that answered with a message, as the HTTP link makes it from the server's answer. */
export function serverError(message: string, code = 'BAD_REQUEST', httpStatus = 400, extra: Record<string, unknown> = {}) {
  return TRPCClientError.from({ error: { message, code: -32600, data: { code, httpStatus, ...extra } } });
}

/** The error of a request that got no answer (offline, refused): what the HTTP link makes of a failed fetch. */
export function networkError() {
  return TRPCClientError.from(new TypeError('Failed to fetch'));
}

/** A promise that waits until `release()`: holds a procedure's answer so a test can see the pending state. */
export function gate() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

/**
 * Renders `ui` inside the site's providers at `path`. The company record is answered unless the test
 * answers it itself. Resolves once the router has rendered; returns testing-library's result, a user-event
 * instance, the tRPC calls made and the router (its location after a navigation).
 */
export async function renderInSite(ui: ReactNode, { handlers = {}, path = '/' }: { handlers?: Handlers; path?: string } = {}) {
  const calls: Call[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const client = createLinkTrpcClient(handlerLink({ 'public.company.get': () => companyFixture, ...handlers }, calls));
  const root = createRootRoute({
    component: () => (
      <MantineProvider theme={theme} forceColorScheme="light" env="test">
        <ToastContainer />
        <CompanyProvider>
          {ui}
          <Outlet />
        </CompanyProvider>
      </MantineProvider>
    ),
  });
  // Any other address (after a navigation) renders nothing of its own.
  const anyPage = createRoute({ getParentRoute: () => root, path: '$', component: () => null });
  const router = createRouter({ routeTree: root.addChildren([anyPage]), history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  // No pause between keystrokes: nothing here waits on real time.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <trpc.Provider client={client} queryClient={queryClient}>
        <RouterProvider router={router} />
      </trpc.Provider>
    </QueryClientProvider>,
  );
  return { ...result, user, calls, router };
}

/** Types `text` into a field as one paste (a keystroke at a time re-renders a whole form per letter). */
export async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.clear(field);
  if (text) await user.paste(text);
}
