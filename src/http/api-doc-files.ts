import type { generateOpenApiDocument } from 'trpc-to-openapi';
import { z } from 'zod';
import { idSchema } from '../shared/schemas/common';
import { linkTokenSchema } from '../shared/schemas/estimate';
import type { FileRoute } from './file-routes';

// The file routes (file-routes.ts) are plain Fastify routes the generator does not see: the uploads with
// their multipart/form-data bodies and the downloads with their binary answers. Each route under /api
// states its success in `doc`; this writes it as an operation of the document, beside the generated
// ones. The error answers are added with everyone else's (api-doc-answers.ts).

type Schema = Record<string, unknown>;
type Doc = ReturnType<typeof generateOpenApiDocument>;

/** A zod schema as JSON Schema for the document (what a client sends: the input side). */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): Schema => {
  const { $schema: _draft, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Schema;
  return rest;
};


/** A path parameter by its name: a link's token, the calendar's file, or a record's id. */
function parameter(name: string): Schema {
  const schema = name === 'token' ? jsonSchema(linkTokenSchema, 'input') : name === 'file' ? { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}\\.ics$', maxLength: 68 } : jsonSchema(idSchema, 'input');
  return { name, in: 'path', required: true, schema };
}

/** `/api/tilbud/:token/faktura/:invoiceId.pdf` → the document's path and its parameters' names. */
function documentPath(url: string): { path: string; names: string[] } {
  const names: string[] = [];
  const path = url.replace(/^\/api/, '').replace(/:([A-Za-z]+)/g, (_, name: string) => {
    names.push(name);
    return `{${name}}`;
  });
  return { path, names };
}

function operation(route: FileRoute, doc: NonNullable<FileRoute['doc']>, names: string[]) {
  const { answer, form } = doc;
  const success =
    'files' in answer
      ? { 200: { description: 'Filen', content: Object.fromEntries(answer.files.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) } }
      : {
          201: { description: 'Lagret', content: { 'application/json': { schema: jsonSchema(answer.json, 'output') } } },
          200: { description: 'Fantes allerede: det som finnes', content: { 'application/json': { schema: jsonSchema(answer.json, 'output') } } },
        };
  const requestBody = form && {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { allOf: [jsonSchema(form.fields, 'input'), { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary', maxLength: route.multipart?.fileSize } } }] },
        encoding: { file: { contentType: form.fileTypes.join(', ') } },
      },
    },
  };
  return {
    operationId: `file-${route.method.toLowerCase()}-${route.url.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}`,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: [doc.tag],
    security: route.access === 'admin' ? [{ session: [] }] : [],
    ...(names.length ? { parameters: names.map(parameter) } : {}),
    ...(requestBody ? { requestBody } : {}),
    // The errors follow from the route (api-doc-answers.ts); an admin route also answers 401.
    responses: { ...success, ...(route.access === 'admin' ? { 401: { description: 'Ikke innlogget' } } : {}) },
  };
}

/** The document with an operation for each documented file route. */
export function withFileRoutes(doc: Doc, routes: readonly FileRoute[]): Doc {
  const paths = { ...doc.paths } as Record<string, Record<string, unknown>>;
  for (const route of routes) {
    if (!route.doc || !route.url.startsWith('/api/')) continue;
    const { path, names } = documentPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route, route.doc, names) };
  }
  return { ...doc, paths } as Doc;
}
