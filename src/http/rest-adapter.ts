import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createOpenApiNodeHttpHandler, type CreateOpenApiNodeHttpHandlerOptions } from 'trpc-to-openapi';
import type { AnyRouter } from '@trpc/server';
import { messages } from '../shared/messages';

type Def = { type?: string; coerce?: boolean; shape?: Record<string, unknown>; innerType?: unknown; in?: unknown; out?: unknown; element?: unknown; options?: unknown[]; valueType?: unknown; left?: unknown; right?: unknown };

/**
 * The REST adapter switches on `coerce` for every primitive of a procedure's input the first time it
 * handles it (meant for query strings), which would make a JSON body's "ja" a valid `true` and would
 * leak into the tRPC endpoint sharing the schema. Each schema keeps the coercion it was declared with.
 */
export function lockCoercion(router: AnyRouter): void {
  const seen = new Set<object>();
  const walk = (schema: unknown) => {
    const def = (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;
    if (!def || seen.has(def)) return;
    seen.add(def);
    const declared = def.coerce;
    Object.defineProperty(def, 'coerce', { get: () => declared, set: () => {}, configurable: true, enumerable: true });
    Object.values(def.shape ?? {}).forEach(walk);
    [def.innerType, def.in, def.out, def.element, def.valueType, def.left, def.right, ...(def.options ?? [])].forEach(walk);
  };
  for (const procedure of Object.values(router._def.procedures) as Array<{ _def: { inputs: unknown[] } }>) {
    procedure._def.inputs.forEach(walk);
  }
}

const isObjectOrAbsent = (body: unknown) => body === undefined || (typeof body === 'object' && body !== null && !Array.isArray(body));

/**
 * Mounts the REST adapter under `prefix`. Unlike the adapter's own Fastify plugin, the handler
 * returns the reply: otherwise Fastify sees the async handler resolve while async onSend hooks
 * (the session save) are still running, and sends a second, empty response.
 */
export function registerRestAdapter<TRouter extends AnyRouter>(
  api: FastifyInstance,
  prefix: `/${string}`,
  opts: Omit<CreateOpenApiNodeHttpHandlerOptions<TRouter, never, never>, 'createContext'> & {
    createContext: (o: { req: FastifyRequest; res: FastifyReply }) => Promise<unknown>;
  },
): void {
  lockCoercion(opts.router);
  // The context factory receives the Fastify request and reply, dressed as Node's below.
  const handle = createOpenApiNodeHttpHandler(opts as unknown as CreateOpenApiNodeHttpHandlerOptions<TRouter, never, never>);
  api.route({
    method: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    url: `${prefix}/*`,
    handler: async (request, reply) => {
      // Every REST input is an object; the adapter spreads the path's parameters over the body, so
      // `[null,null]`, `true` or `null` would become an empty update. A body is an object or nothing.
      if (!isObjectOrAbsent(request.body)) {
        return reply.code(400).header('Cache-Control', 'no-store').send({ message: messages.bodyNotObject, code: 'BAD_REQUEST' });
      }
      request.raw.url = request.url.slice(prefix.length);
      // The handler speaks Node's req/res; give it those shapes on top of Fastify's objects.
      const req = Object.assign(request, {
        once: request.raw.once.bind(request.raw),
        on: request.raw.on.bind(request.raw),
        off: request.raw.off.bind(request.raw),
        destroy: request.raw.destroy.bind(request.raw),
      });
      const res = Object.assign(reply, {
        setHeader: (key: string, value: string) => void reply.header(key, value),
        end: (data?: string) => {
          if (!reply.sent) void reply.send(data);
        },
        once: reply.raw.once.bind(reply.raw),
        on: reply.raw.on.bind(reply.raw),
        off: reply.raw.off.bind(reply.raw),
        emit: reply.raw.emit.bind(reply.raw),
        removeListener: reply.raw.removeListener.bind(reply.raw),
        socket: reply.raw.socket,
      });
      Object.defineProperty(res, 'statusCode', {
        set: (code: number) => void reply.code(code),
        get: () => reply.raw.statusCode,
        configurable: true,
      });
      await handle(req as never, res as never);
      return reply;
    },
  });
}
