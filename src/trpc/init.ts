import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError, z } from 'zod';
import type { Context } from './context';
import { messages } from '../shared/messages';
import { keepSessionAlive } from '../modules/auth/session-store';
import { ErrorWithDetails } from './error-details';
import { markPublicRead } from './public-read';

/**
 * Procedure meta: the REST twin (`openapi`) and, for a mutation that creates something, the REST
 * status 201. A REST DELETE answers 204; everything else 200. `publicCache`: a public read the same for
 * every visitor, kept by the public cache (REST and tRPC alike) until an admin write.
 */
export type AppMeta = OpenApiMeta & { successStatus?: 201; publicCache?: true };

const t = initTRPC
  .context<Context>()
  .meta<AppMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const zod = error.cause instanceof ZodError ? error.cause : null;
      // An unexpected failure's text (SQL, a stack frame, a driver message) is for the server log
      // (onError in app.ts), never for the client.
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      return {
        ...shape,
        // The first zod message is the most useful one-line answer; all of them are in `issues`.
        message: internal ? messages.serverError : zod ? (zod.issues[0]?.message ?? messages.invalidInput) : shape.message,
        // An output that failed its schema is internal too: its field paths are not the client's business.
        data: {
          ...shape.data,
          stack: undefined,
          issues: zod && !internal ? z.flattenError(zod) : undefined,
          // What a refusal carries beside its message (error-details.ts), e.g. the next free befaring slots.
          details: error.cause instanceof ErrorWithDetails ? error.cause.details : undefined,
        },
      };
    },
  });

export const router = t.router;
export const publicProcedure = t.procedure.use(async ({ ctx, meta, next, type }) => {
  const result = await next();
  if (meta?.publicCache && type === 'query' && result.ok) markPublicRead(ctx.req);
  return result;
});
export const createCallerFactory = t.createCallerFactory;
/** Joins routers into one level (a read-side procedure beside a feature's, under one name). */
export const mergeRouters = t.mergeRouters;

/**
 * Every admin procedure goes through this: it refuses without a logged-in admin and narrows ctx.user.
 * A successful admin write (committed by then) empties the public-read cache of every instance.
 */
export const adminProcedure = t.procedure.use(async ({ ctx, next, type }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.notLoggedIn });
  keepSessionAlive(ctx.req);
  const result = await next({ ctx: { ...ctx, user: ctx.user } });
  if (type === 'mutation' && result.ok) await ctx.publicCache?.invalidate();
  return result;
});
