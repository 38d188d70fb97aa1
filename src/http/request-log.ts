import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { logPath } from './log-path';

/** A request that takes longer than this is logged at warn, even when it succeeded. */
export const SLOW_REQUEST_MS = 1000;

/**
 * The path without its query (a search, `?q=Kari`, can carry a customer's name, and logs hold no
 * personal data) and with its link tokens replaced (log-path.ts).
 */
const pathOf = (request: FastifyRequest) => logPath(request.url);

const summary = (request: FastifyRequest, reply: FastifyReply) => ({
  method: request.method,
  path: pathOf(request),
  statusCode: reply.statusCode,
  ms: Math.round(reply.elapsedTime),
});

/**
 * Fastify's request logging without the two info lines per request (a page view wrote "incoming
 * request" and "request completed", which buried everything else): a request is logged only when it
 * fails with a server error, or when it is slower than SLOW_REQUEST_MS (warn). Client errors (4xx)
 * are answers, not faults, and are not logged.
 */
export class QuietRequestLog extends LogController {
  /** Requests whose error is already logged with its stack, so their completion adds no second line. */
  private readonly logged = new WeakSet<FastifyRequest>();

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.logged.has(request)) return;
    if (error) reply.log.error({ ...summary(request, reply), err: error }, 'request failed');
    else if (reply.statusCode >= 500) reply.log.error(summary(request, reply), 'request answered with a server error');
    else if (reply.elapsedTime > SLOW_REQUEST_MS) reply.log.warn(summary(request, reply), 'slow request');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode < 500) return;
    this.logged.add(request);
    reply.log.error({ ...summary(request, reply), err: error }, error.message);
  }

  override routeNotFound(): void {}
}

export type LogFormat = 'auto' | 'pretty' | 'json';

/**
 * Where pino writes. At a terminal (`npm start`, `npm run dev`) lines are made readable by
 * pino-pretty: time, level, message, with the fields below. Anywhere else (a service manager, a
 * container, a pipe to a log collector) they stay JSON, one object per line, as collectors expect.
 * pino-pretty runs in this thread (sync), so its lines keep their order with the start banner.
 */
export async function logStream(format: LogFormat, isTTY = process.stdout.isTTY === true): Promise<{ stream?: NodeJS.WritableStream }> {
  const pretty = format === 'pretty' || (format === 'auto' && isTTY);
  if (!pretty) return {};
  const { default: build } = await import('pino-pretty');
  return { stream: build({ colorize: isTTY, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true }) };
}
