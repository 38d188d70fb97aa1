import type { FastifyInstance } from 'fastify';
import { generateOpenApiDocument } from 'trpc-to-openapi';
import type { Env } from '../env';
import { escapeHtml } from '../shared/html';
import { appRouter, fileRoutes } from '../trpc/root';
import { withFileRoutes } from './api-doc-files';
import { withAnswers } from './api-doc-answers';
import { cspNonce } from './csp';
import { defaultOrigin } from './origin';

type Operation = { summary?: string; description?: string; tags?: string[]; security?: unknown[]; requestBody?: unknown; parameters?: unknown[] };

/** Per server URL (the public origin), built once. */
const cached = new Map<string, ReturnType<typeof generateOpenApiDocument>>();

type Doc = ReturnType<typeof generateOpenApiDocument>;

/**
 * The CSV export is a plain route (the REST adapter answers JSON only); it is described here, with the
 * list's filter parameters.
 */
function withEnquiryExport(doc: Doc): Doc {
  const list = (doc.paths?.['/admin/contact-submissions'] as { get?: Operation } | undefined)?.get;
  const parameters = (list?.parameters ?? []).filter((p) => !['limit', 'offset'].includes((p as { name?: string }).name ?? ''));
  const exportOp = {
    get: {
      operationId: 'admin-enquiries-export',
      summary: 'Eksporter henvendelser som CSV',
      description:
        'Samme filtre som listen (status, type, q), alle treff, nyeste først. UTF-8 med BOM, semikolon, norske overskrifter og tider som dd.MM.yyyy HH:mm, ' +
        'slik at norsk Excel åpner filen direkte. Celler som begynner med = + - @ får en apostrof foran.',
      tags: ['Admin: henvendelser'],
      security: [{ session: [] }],
      parameters,
      responses: {
        200: { description: 'CSV-fil', content: { 'text/csv': { schema: { type: 'string' } } } },
        400: { description: 'Ugyldig filter' },
        401: { description: 'Ikke innlogget' },
      },
    },
  };
  const xlsxOp = {
    get: {
      ...exportOp.get,
      operationId: 'admin-enquiries-export-xlsx',
      summary: 'Eksporter henvendelser som Excel-arbeidsbok (.xlsx)',
      description:
        'Samme filtre og kolonner som CSV-eksporten. Tekst (også telefonnumre) er tekstceller, tider er datoceller i norsk tid, beløp er tall.',
      responses: {
        ...exportOp.get.responses,
        200: { description: 'Excel-arbeidsbok', content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } } } },
      },
    },
  };
  return { ...doc, paths: { ...doc.paths, '/admin/contact-submissions/export': exportOp, '/admin/contact-submissions/export.xlsx': xlsxOp } } as Doc;
}

/**
 * What OpenAPI asks of every operation and the generator leaves out: `required: true` on each path
 * parameter (missing for `idSchema`, whose input type is `unknown`: it reads digits in a path), and
 * `security: []` on the public ones, which says «no login» instead of leaving it unsaid.
 */
function withOperationRules(doc: Doc): Doc {
  const fix = (op: Operation): Operation => ({
    ...op,
    security: op.security ?? [],
    ...(op.parameters ? { parameters: op.parameters.map((p) => ((p as { in?: string }).in === 'path' ? { ...(p as object), required: true } : p)) } : {}),
  });
  const paths = Object.fromEntries(
    Object.entries(doc.paths ?? {}).map(([path, item]) => [path, Object.fromEntries(Object.entries(item as Record<string, Operation>).map(([method, op]) => [method, fix(op)]))]),
  );
  return { ...doc, paths } as Doc;
}

const INT32_MAX = 2 ** 31 - 1;

/**
 * Every integer with its `format`, which the generator leaves out: int32 where its bounds fit (ids, counts,
 * days), int64 otherwise (zod's safe-integer bounds). A client then picks the right type.
 */
function withIntegerFormats(doc: Doc): Doc {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== 'object') return node;
    const out = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, visit(value)])) as Record<string, unknown>;
    const type = out.type;
    const integer = type === 'integer' || (Array.isArray(type) && type.includes('integer'));
    if (integer && out.format === undefined) {
      const fits = typeof out.minimum === 'number' && typeof out.maximum === 'number' && out.minimum >= -INT32_MAX - 1 && out.maximum <= INT32_MAX;
      out.format = fits ? 'int32' : 'int64';
    }
    return out;
  };
  return visit(doc) as Doc;
}

export function openApiDocument(baseUrl: string) {
  const known = cached.get(baseUrl);
  if (known) return known;
  const generated = withOperationRules(withFileRoutes(withEnquiryExport(generateOpenApiDocument(appRouter, {
    title: 'Skarpjern Snekker AS – API',
    description:
      'REST-grensesnittet til nettsiden. Alle kall finnes også som tRPC-prosedyrer under /trpc. ' +
      'Administrasjonskall krever en innlogget økt (informasjonskapselen sid fra POST /api/login).',
    version: '1.0.0',
    baseUrl,
    securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
  })), fileRoutes));
  const answered = withIntegerFormats(withAnswers(generated, appRouter));
  // The one server is the site's own public API (OWASP's inventory rule asks it said).
  const doc = { ...answered, servers: answered.servers?.map((server) => ({ ...server, 'x-internal': false })) } as Doc;
  cached.set(baseUrl, doc);
  return doc;
}

/** A readable reference, rendered on the server from the OpenAPI document: no scripts, no CDN. */
function renderDocs(doc: ReturnType<typeof openApiDocument>, nonce: string): string {
  const rows: string[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
      const body = op.requestBody ? JSON.stringify(op.requestBody, null, 2) : '';
      rows.push(`<section><h2><span class="m ${method}">${method.toUpperCase()}</span> <code>/api${escapeHtml(path)}</code>${op.security?.length ? ' <small>(krever innlogging)</small>' : ''}</h2>
<p>${escapeHtml(op.summary ?? '')} ${escapeHtml(op.description ?? '')}</p>
${op.parameters?.length ? `<details><summary>Parametere</summary><pre>${escapeHtml(JSON.stringify(op.parameters, null, 2))}</pre></details>` : ''}
${body ? `<details><summary>Forespørsel</summary><pre>${escapeHtml(body)}</pre></details>` : ''}</section>`);
    }
  }
  return `<!doctype html><html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>API-referanse | Skarpjern Snekker AS</title>
<style nonce="${nonce}">body{font:16px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#2b2118}h1{font-size:1.8rem}h2{font-size:1.05rem;margin:0}
section{border:1px solid #e4d9cc;border-radius:8px;padding:.8rem 1rem;margin:.8rem 0}.m{display:inline-block;min-width:4.5em;font-weight:700}
.get{color:#2f6b3a}.post{color:#8a4b16}.patch{color:#6a4a8c}.delete{color:#a3261f}pre{background:#faf6f1;padding:.6rem;overflow:auto;font-size:.85rem}</style></head>
<body><h1>API-referanse</h1><p>${escapeHtml(doc.info.description ?? '')}</p><p>Maskinlesbar beskrivelse: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(doc.openapi)}).</p>
<p>Feil svarer med JSON <code>{ "message": "…", "code": "…" }</code> (skjemaet <code>Error</code>): 400 ugyldige data, 401 ikke innlogget, 403 skriving fra et annet nettsted, 404 finnes ikke, 409 i strid med det som er lagret, 413 for stor, 415 ikke JSON, 429 for mange forespørsler (med Retry-After).</p>
${rows.join('\n')}</body></html>`;
}

export function registerApiDocs(api: FastifyInstance, env: Env): void {
  const baseUrl = `${env.PUBLIC_URL ?? defaultOrigin(env)}/api`;
  api.get('/api/openapi.json', async () => openApiDocument(baseUrl));
  // The style element carries this response's nonce: the page policy (security-headers.ts) refuses any other.
  api.get('/api/docs', async (req, reply) => reply.type('text/html; charset=utf-8').send(renderDocs(openApiDocument(baseUrl), cspNonce(req.raw))));
}
