// Helpers for the public-site specs: find seeded content through the public API and hold or
// rewrite tRPC answers to see loading and empty states.
import type { APIRequestContext, Page, Route } from '@playwright/test';
import type { ProjectDto } from '../src/shared/schemas/project';
import type { ServiceDto } from '../src/shared/schemas/service';

export async function publicProjects(request: APIRequestContext): Promise<ProjectDto[]> {
  const res = await request.get('/api/projects');
  if (!res.ok()) throw new Error(`GET /api/projects: ${res.status()}`);
  return (await res.json()) as ProjectDto[];
}

export async function publicServices(request: APIRequestContext): Promise<ServiceDto[]> {
  const res = await request.get('/api/services');
  if (!res.ok()) throw new Error(`GET /api/services: ${res.status()}`);
  return (await res.json()) as ServiceDto[];
}

const procedurePattern = (procedure: string) => new RegExp(`/trpc/[^?]*${procedure.replace(/\./g, '\\.')}`);

/** Holds every request for a tRPC procedure until the returned function is called. */
export async function holdProcedure(page: Page, procedure: string): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(procedurePattern(procedure), async (route: Route) => {
    await gate;
    await route.continue();
  });
  return release;
}

type TrpcItem = { result?: { data: unknown } };

/**
 * Rewrites what one tRPC procedure answers, also when the client batched it with others (only its
 * own item in the batch is touched). For states the shared e2e database cannot be put in.
 */
export async function rewriteProcedure<T>(page: Page, procedure: string, rewrite: (data: T) => unknown): Promise<void> {
  const names = (url: URL) => decodeURIComponent(url.pathname.replace(/^\/trpc\//, '')).split(',');
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && names(url).includes(procedure),
    async (route) => {
      let response: Awaited<ReturnType<Route['fetch']>>;
      let body: TrpcItem[] | TrpcItem;
      try {
        response = await route.fetch();
        body = (await response.json()) as TrpcItem[] | TrpcItem;
      } catch (error) {
        // A request the page gave up meanwhile (a preload cut short by a click) has nothing to rewrite.
        if (String(error).includes('disposed') || String(error).includes('closed')) return;
        throw error;
      }
      const items = Array.isArray(body) ? body : [body];
      names(new URL(route.request().url())).forEach((name, i) => {
        const item = items[i];
        if (name === procedure && item?.result) item.result.data = rewrite(item.result.data as T);
      });
      await route.fulfill({ response, json: body });
    },
  );
}

/** The admin's view of all enquiries, through the REST API with a fresh admin session. */
export async function adminEnquiries(request: APIRequestContext, admin: { username: string; password: string }) {
  const login = await request.post('/api/login', { data: admin });
  if (!login.ok()) throw new Error(`POST /api/login: ${login.status()}`);
  // Every status (spam too) and the most the list gives at once, newest first.
  const res = await request.get('/api/admin/contact-submissions?status=all&limit=500');
  if (!res.ok()) throw new Error(`GET /api/admin/contact-submissions: ${res.status()}`);
  return (await res.json()) as Array<{
    id: number;
    reference: string;
    type: 'contact' | 'inspection';
    name: string;
    email: string;
    phone: string | null;
    message: string;
    address: string | null;
    projectType: string | null;
    preferredDate: string | null;
    estimate: { type: string; total: number } | null;
    status: string;
  }>;
}
