import addFormats from 'ajv-formats';
import { OpenAPIBackend } from 'openapi-backend';
import type { Document } from 'openapi-backend';
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from '../http/api-docs';

/**
 * Every REST answer an integration test receives, checked against the OpenAPI document the app serves
 * (docs/decisions/0037-answers-match-the-document.md): the status is one the operation documents, and a
 * JSON body matches that status's schema. The check is openapi-backend's (its router and its Ajv
 * validators on the document); this file only hands it the answers and collects what left the document.
 */
export class AnswerCheck {
  readonly left: string[] = [];
  private readonly api: OpenAPIBackend;
  private ready: Promise<unknown>;

  constructor(baseUrl: string) {
    // openapi-backend dereferences the definition in place: a copy of the served document. `quick` skips its
    // own check of the document, which knows OpenAPI 3.0 only (swagger-parser and Redocly check this 3.1
    // document in openapi-valid.int.test.ts), and compiles each operation's validators when first used.
    const definition = structuredClone(openApiDocument(baseUrl)) as unknown as Document;
    // The formats the document states (date, date-time, email, uri) are checked too: ajv-formats, Ajv's own.
    this.api = new OpenAPIBackend({ definition, apiRoot: '/api', quick: true, strict: true, ajvOpts: { strict: false }, customizeAjv: (ajv) => addFormats(ajv) });
    this.ready = this.api.init().catch((error: unknown) => {
      this.left.push(`the document could not be read: ${String(error)}`);
    });
  }

  /** Hooks the app: every /api answer (but the document itself) is checked once sent. Call before the app is ready. */
  watch(app: FastifyInstance): void {
    app.addHook('onSend', async (request, reply, payload) => {
      const [path, query = ''] = request.url.split('?');
      if (!path?.startsWith('/api/') || path === '/api/openapi.json' || path.startsWith('/api/docs')) return payload;
      const type = String(reply.getHeader('content-type') ?? '');
      const body: unknown = typeof payload === 'string' && type.startsWith('application/json') ? JSON.parse(payload) : undefined;
      await this.check(request.method, path, query, reply.statusCode, type, body);
      return payload;
    });
  }

  /** Checks one answer; what left the document is added to `left`. */
  async check(method: string, path: string, query: string, status: number, type: string, body: unknown): Promise<void> {
    await this.ready;
    const at = `${method} ${path} → ${status}`;
    const operation = this.api.matchOperation({ method, path, query, headers: {} });
    if (!operation) {
      // A path the document does not list is unknown: 404, or 401 under /api/admin/ (the login comes first).
      if (status !== 404 && !(status === 401 && path.startsWith('/api/admin/'))) this.left.push(`${at}: not in the document`);
      return;
    }
    const responses = operation.responses ?? {};
    const documented = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    if (!documented) {
      this.left.push(`${at}: status not documented for ${operation.operationId} (documented: ${Object.keys(responses).join(', ')})`);
      return;
    }
    const content = 'content' in documented ? documented.content : undefined;
    if (body === undefined) {
      if (content && type && !Object.keys(content).some((t) => type.startsWith(t))) this.left.push(`${at}: ${type} not documented (documented: ${Object.keys(content).join(', ')})`);
      return;
    }
    const result = this.api.validator.validateResponse(body, operation, status);
    for (const e of result.errors ?? []) this.left.push(`${at}: ${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
  }
}
