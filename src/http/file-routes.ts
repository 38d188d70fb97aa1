import fastifyMultipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Env } from '../env';
import { keepSessionAlive } from '../modules/auth/session-store';
import type { ImageRuntime } from '../modules/image/image.runtime';
import { messages } from '../shared/messages';
import { idSchema } from '../shared/schemas/common';
import { linkTokenSchema } from '../shared/schemas/estimate';
import type { SessionUser } from '../trpc/context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes multipart/form-data; every other /api route takes JSON only. */
    multipart?: boolean;
  }
}

// Routes that answer or take files rather than JSON: the photo upload, the CSV export, the calendar
// feed and the PDFs behind customers' links. The REST adapter answers JSON only, so these are plain
// Fastify routes, declared by their feature as data (a FileRoute) and registered here in one way: the
// access check, no-store, and the Norwegian error body { message, code } of the rest of the API.

export type FileRouteContext = {
  req: FastifyRequest;
  reply: FastifyReply;
  /** A forked EntityManager, as a tRPC procedure gets. */
  em: EntityManager;
  /** The logged-in admin on an `admin` route (never null there). */
  user: SessionUser | null;
  env: Env;
  images: ImageRuntime;
};

/**
 * How the route stands in the OpenAPI document (api-doc-files.ts): every route under /api has one. The
 * error answers follow from the route (api-doc-answers.ts); what is stated here is the success.
 */
export type FileRouteDoc = {
  summary: string;
  description?: string;
  tag: string;
  /** A file in one of these media types, or a JSON body with this schema (201 when made, 200 when it was there). */
  answer: { files: readonly string[] } | { json: z.ZodType; created: true };
  /** A multipart/form-data body: its text fields as the schema that checks them, and the part `file`'s media types. */
  form?: { fields: z.ZodType; fileTypes: readonly string[] };
};

export type FileRoute = {
  method: 'GET' | 'POST';
  url: string;
  /**
   * `admin`: the session check of every admin procedure (401 before anything else) and the session kept alive;
   * `link`: behind a secret in the path (a customer's token, the calendar secret), never indexed.
   */
  access: 'admin' | 'link';
  /** Takes one multipart/form-data body with these limits. */
  multipart?: FastifyMultipartOptions['limits'];
  doc?: FileRouteDoc;
  handler: (ctx: FileRouteContext) => Promise<unknown>;
};

export type FileRouteDeps = {
  env: Env;
  images: ImageRuntime;
  /** A forked EntityManager and the logged-in admin, resolved exactly as for tRPC procedures. */
  resolve: (req: FastifyRequest) => Promise<{ em: EntityManager; user: SessionUser | null }>;
};

/** A record id from the path; anything that cannot be one is simply unknown (404). */
export function pathId(value: unknown): number {
  const id = idSchema.safeParse(value);
  if (!id.success) throw new TRPCError({ code: 'NOT_FOUND', message: messages.notFound });
  return id.data;
}

/** A token from the path; anything that cannot be one is simply unknown (404). */
export function pathToken(params: unknown): string {
  const token = linkTokenSchema.safeParse((params as { token?: unknown }).token);
  if (!token.success) throw new TRPCError({ code: 'NOT_FOUND', message: messages.notFound });
  return token.data;
}

/** A PDF behind a customer's link, shown in the browser. */
export const sendPdf = (reply: FastifyReply, name: string, body: Buffer) => reply.header('Content-Disposition', `inline; filename="${name}"`).type('application/pdf').send(body);

/** The error body of the API for a status and message. */
export const sendError = (reply: FastifyReply, status: number, message: string, code: string) => reply.code(status).send({ message, code });

/** A refusal thrown by a service (TRPCError) as the API answers it; anything else is the server's. */
function answerError(reply: FastifyReply, error: unknown) {
  if (!(error instanceof TRPCError) || error.code === 'INTERNAL_SERVER_ERROR') throw error;
  const status = getHTTPStatusCodeFromError(error);
  return sendError(reply, status, status === 404 ? messages.notFound : error.message, error.code);
}

function register(scope: FastifyInstance, route: FileRoute, deps: FileRouteDeps): void {
  scope.route({
    method: route.method,
    url: route.url,
    config: { multipart: !!route.multipart },
    handler: async (req, reply) => {
      // Every answer here is private: a customer's document, the owner's data, or a write.
      void reply.header('Cache-Control', 'no-store');
      if (route.access === 'link') void reply.header('X-Robots-Tag', 'noindex');
      const { em, user } = await deps.resolve(req);
      if (route.access === 'admin') {
        if (!user) return reply.code(401).send({ message: messages.notLoggedIn, code: 'UNAUTHORIZED', authenticated: false });
        keepSessionAlive(req);
      }
      try {
        return await route.handler({ req, reply, em, user, env: deps.env, images: deps.images });
      } catch (error) {
        return answerError(reply, error);
      }
    },
  });
}

export async function registerFileRoutes(app: FastifyInstance, routes: readonly FileRoute[], deps: FileRouteDeps): Promise<void> {
  for (const route of routes) {
    if (!route.multipart) {
      register(app, route, deps);
      continue;
    }
    // The multipart parser in a scope of its own: no other route accepts a multipart body.
    await app.register(async (scope) => {
      await scope.register(fastifyMultipart, { limits: route.multipart });
      register(scope, route, deps);
    });
  }
}
