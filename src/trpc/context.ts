import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app';

export type SessionUser = { id: number; username: string };

export type Context = {
  em: EntityManager;
  req: FastifyRequest;
  res: FastifyReply;
  deps: AppDeps;
  /** The logged-in admin, resolved from the session; null for visitors. */
  user: SessionUser | null;
};
