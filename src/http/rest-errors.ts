import type { FastifyError, FastifyInstance } from 'fastify';
import type { AnyRouter } from '@trpc/server';
import { messages } from '../shared/messages';
import { serverErrorCode } from './log-errors';
import type { AppMeta } from '../trpc/init';
import { appRouter } from '../trpc/root';

type Issue = { message?: string; path?: PropertyKey[] };
type ErrorBody = { message?: string; code?: string; issues?: Issue[]; data?: { details?: Record<string, unknown> } };

/** A refused field as the document states it (api-doc-answers.ts): its message and path, none of zod's own fields. */
const issueForClient = (issue: Issue) => ({
  message: issue.message ?? messages.invalidInput,
  ...(issue.path ? { path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))) } : {}),
});

type Procedures = Record<string, { _def: { meta?: AppMeta } } | undefined>;

/**
 * The REST status of a successful mutation from its procedure's meta: `successStatus` (201 for a
 * create) or 204 for a DELETE; errors keep the adapter's status.
 */
export function restStatusFor(router: AnyRouter) {
  const procedures = router._def.procedures as Procedures;
  return (opts: { paths?: readonly string[]; errors: readonly unknown[]; type: string }): { status?: number } => {
    if (opts.errors.length || opts.type !== 'mutation') return {};
    const meta = procedures[opts.paths?.[0] ?? '']?._def.meta;
    const status = meta?.successStatus ?? (meta?.openapi?.method === 'DELETE' ? 204 : undefined);
    return status === undefined ? {} : { status };
  };
}

export const restStatus = restStatusFor(appRouter);

const byCode: Record<string, string> = {
  UNSUPPORTED_MEDIA_TYPE: messages.unsupportedMediaType,
  PAYLOAD_TOO_LARGE: messages.bodyTooLarge,
  INTERNAL_SERVER_ERROR: messages.serverError,
  PARSE_ERROR: messages.invalidJson,
};

/**
 * Every /api error answers `{ message, code, issues? }` with a Norwegian message (the document's `Error`). The REST adapter
 * writes English texts for some failures; they are replaced here, in one place.
 */
export function registerRestErrors(api: FastifyInstance): void {
  api.addHook('onSend', async (_req, reply, payload) => {
    // Scoped to the /api plugin; the REST adapter rewrites req.url, so it is not checked here.
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    let body: ErrorBody;
    try {
      body = JSON.parse(payload) as ErrorBody;
    } catch {
      return payload;
    }
    let message = body.message ?? messages.serverError;
    if (body.code && byCode[body.code]) message = byCode[body.code]!;
    else if (Array.isArray(body.issues) && body.issues.length) message = body.issues[0]?.message ?? messages.invalidInput;
    else if (reply.statusCode === 404 && message === 'Not found') message = messages.notFound;
    else if (reply.statusCode >= 500) message = messages.serverError;
    // "Not logged in" also says so the way the auth check does.
    const auth = reply.statusCode === 401 && message === messages.notLoggedIn ? { authenticated: false } : {};
    // What a refusal carries (the next free befaring slots, say) stands beside the message.
    return JSON.stringify({ message, code: body.code, ...(Array.isArray(body.issues) ? { issues: body.issues.map(issueForClient) } : {}), ...auth, ...(body.data?.details ?? {}) });
  });

  // Every /api/admin/* path needs a session, known or not: 401 comes before 404, 415 and 400.
  api.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/admin/') || req.session?.get('userId')) return;
    return reply.code(401).send({ message: messages.notLoggedIn, code: 'UNAUTHORIZED' });
  });

  // A request without a body (logout, delete) needs no content type; one with a body must be JSON,
  // so a plain cross-site HTML form can never trigger a mutation.
  api.addHook('preHandler', async (req) => {
    const length = Number(req.headers['content-length'] ?? 0);
    if (!req.headers['content-type'] && !length && req.headers['transfer-encoding'] === undefined) {
      req.headers['content-type'] = 'application/json';
    }
  });

  api.setErrorHandler((error: FastifyError, req, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ message: edgeErrorMessage(error, status), code: status >= 500 ? serverErrorCode : error.code });
  });
}

/** The Norwegian message for an error raised before a procedure runs (body parsing, hooks). */
export function edgeErrorMessage(error: FastifyError, status: number): string {
  return error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
    ? messages.unsupportedMediaType
    : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
      ? messages.bodyTooLarge
      : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError
        ? messages.invalidJson
        : status >= 500
          ? messages.serverError
          : error.message;
}
