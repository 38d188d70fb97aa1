import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app';
import type { ImageRuntime } from '../modules/image/image.runtime';

export type SessionUser = { id: number; username: string };

export type Context = {
  em: EntityManager;
  req: FastifyRequest;
  res: FastifyReply;
  deps: AppDeps;
  /** Image storage and encoding queue of this app instance. */
  images: ImageRuntime;
  /** The logged-in admin, resolved from the session; null for visitors. */
  user: SessionUser | null;
};
