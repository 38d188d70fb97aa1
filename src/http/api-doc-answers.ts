import type { AnyRouter } from '@trpc/server';
import type { generateOpenApiDocument } from 'trpc-to-openapi';
import type { AppMeta } from '../trpc/init';

// The generator (trpc-to-openapi) writes every operation's answers as if the REST adapter kept tRPC's
// defaults: 200 for each success and its own error shapes. The app answers otherwise, in one place each:
// rest-errors.ts shapes every error body and sets 201 for a create and 204 for a DELETE (restStatus), the
// request gate refuses cross-site writes (403) and bodies that are not JSON or too large (415, 413), the
// request budget answers 429 with Retry-After, and an unknown id or token in a path is 404. This file
// writes those answers into the document, so that a client generated from it expects what it gets. The
// integration tier checks every answer it receives against the document (src/test/openapi-answers.ts).

type Schema = Record<string, unknown>;
type Response = { description: string; headers?: Record<string, unknown>; content?: Record<string, { schema: Schema }> };
type Operation = { responses?: Record<string, Response>; requestBody?: unknown; parameters?: Array<{ in?: string }> };
type Doc = ReturnType<typeof generateOpenApiDocument>;

/** The error body of every /api answer from 400 up (rest-errors.ts, file-routes.ts, the request gate). */
export const errorBodySchema: Schema = {
  type: 'object',
  description:
    'Feilsvaret. Ved en avvisning som har med seg data står disse ved siden av meldingen (for eksempel de neste ledige befaringstidene, nextSlots, når en tid er tatt).',
  required: ['message'],
  properties: {
    message: { type: 'string', maxLength: 2000, description: 'Hva som gikk galt, på norsk, til å vise brukeren' },
    code: { type: 'string', maxLength: 64, description: 'Feilkoden, som i tRPC (BAD_REQUEST, UNAUTHORIZED, NOT_FOUND, CONFLICT, …)' },
    issues: {
      type: 'array',
      maxItems: 100,
      description: 'Ved ugyldige data: hvert felt som ikke ble godtatt, med meldingen',
      items: {
        type: 'object',
        required: ['message'],
        properties: {
          message: { type: 'string', maxLength: 2000 },
          path: { type: 'array', maxItems: 20, description: 'Feltets vei i forespørselen', items: { oneOf: [{ type: 'string', maxLength: 200 }, { type: 'integer', format: 'int32' }] } },
        },
        additionalProperties: false,
      },
    },
    authenticated: { type: 'boolean', description: 'false ved 401: ingen gyldig innlogging' },
  },
  additionalProperties: true,
};

const errorText: Record<number, string> = {
  400: 'Ugyldige data',
  401: 'Ikke innlogget',
  403: 'Avvist: en skrivende forespørsel fra en side på et annet nettsted',
  404: 'Finnes ikke (også en ukjent eller utløpt lenke)',
  409: 'Står i strid med det som allerede er lagret (for eksempel allerede besvart, eller en tid som er tatt)',
  413: 'Forespørselen er for stor',
  415: 'Forespørselen har en kropp som ikke er JSON (eller skjemaet til en opplasting)',
  429: 'For mange forespørsler på kort tid',
  500: 'Serverfeil',
};

const errorResponse = (status: number): Response => ({
  description: errorText[status] ?? 'Feil',
  ...(status === 429 ? { headers: { 'Retry-After': { description: 'Sekunder til neste forsøk', schema: { type: 'integer', format: 'int32', minimum: 1 } } } } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

type Procedures = Record<string, { _def: { meta?: AppMeta } } | undefined>;

/** `post /admin/faq` → the procedure's meta, for every REST twin of the router. */
function metaByOperation(router: AnyRouter): Map<string, AppMeta> {
  const byOperation = new Map<string, AppMeta>();
  for (const procedure of Object.values(router._def.procedures as Procedures)) {
    const meta = procedure?._def.meta;
    if (meta?.openapi) byOperation.set(`${meta.openapi.method.toLowerCase()} ${meta.openapi.path}`, meta);
  }
  return byOperation;
}

/** The answers an operation can get, as the app gives them. */
function answersOf(method: string, op: Operation, meta: AppMeta | undefined): Record<string, Response> {
  const generated = op.responses ?? {};
  const answers: Record<string, Response> = Object.fromEntries(Object.entries(generated).filter(([status]) => Number(status) < 400));
  const success = answers['200'];
  if (method === 'delete') {
    delete answers['200'];
    answers['204'] = { description: 'Slettet' };
  } else if (meta?.successStatus === 201 && success) {
    delete answers['200'];
    answers['201'] = { ...success, description: 'Opprettet' };
  }
  const write = method !== 'get';
  // The generator's 403 stands on every protected operation; only a write can get one (the request gate).
  const statuses = new Set(Object.keys(generated).map(Number).filter((s) => s >= 400 && s !== 403));
  if (op.parameters?.some((p) => p.in === 'path')) statuses.add(404);
  // A write may carry a body even where it asks for none: one that is not valid JSON is 400, too large 413.
  if (write || op.requestBody) [400, 413].forEach((s) => statuses.add(s));
  if (write) [403, 409].forEach((s) => statuses.add(s));
  // Any request may carry a body, and one that is not JSON (nor a route's multipart form) is refused.
  [415, 429, 500].forEach((s) => statuses.add(s));
  for (const status of [...statuses].sort()) answers[String(status)] = errorResponse(status);
  return answers;
}

/** The document with each operation's answers as the app gives them, and one error body. */
export function withAnswers(doc: Doc, router: AnyRouter): Doc {
  const metas = metaByOperation(router);
  const paths = Object.fromEntries(
    Object.entries((doc.paths ?? {}) as Record<string, Record<string, Operation>>).map(([path, item]) => [
      path,
      Object.fromEntries(Object.entries(item).map(([method, op]) => [method, { ...op, responses: answersOf(method, op, metas.get(`${method} ${path}`)) }])),
    ]),
  );
  const schemas = Object.fromEntries(Object.entries(doc.components?.schemas ?? {}).filter(([name]) => !name.startsWith('error.')));
  return { ...doc, paths, components: { ...doc.components, schemas: { ...schemas, Error: errorBodySchema } } } as Doc;
}
