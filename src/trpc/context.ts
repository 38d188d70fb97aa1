import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env';
import type { SessionUser } from '../modules/auth/auth.service';
import type { ImageRuntime } from '../modules/image/image.runtime';
import type { PublicCache } from '../http/public-cache';

export type { SessionUser };

export type Context = {
  em: EntityManager;
  /** For the session and the client's address (login, logout, password change). */
  req: FastifyRequest;
  /** The reply, for a cookie besides the session's (the login's device cookie); absent in direct callers. */
  reply?: FastifyReply;
  /** Settings some procedures need (mail addresses, the public origin for links in mails). */
  env: Env;
  /** Image storage and encoding queue of this app instance. */
  images: ImageRuntime;
  /** Public reads kept in memory; every admin write empties it (on every instance). */
  publicCache?: PublicCache;
  /** The logged-in admin, resolved from the session; null for visitors. */
  user: SessionUser | null;
  /** Signs the enquiry forms' fill-time tokens (derived from the session secret). */
  formSecret: string;
  /** Extra headers for the REST answer (e.g. X-Total-Count of a paged list); tRPC ignores them. */
  responseHeaders: Record<string, string>;
};
