import { z } from 'zod';
import { authStatusSchema, currentUserSchema, loginResultSchema, loginSchema, updatePasswordSchema, updateUsernameSchema } from '../../shared/schemas/auth';
import { okSchema } from '../../shared/schemas/common';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { keepSessionAlive } from './session-store';
import { login, logout, updatePassword, updateUsername } from './auth.service';

const tags = ['Innlogging'];

export const authRouter = router({
  login: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/login', protect: false, tags, summary: 'Logg inn som administrator' } })
    .input(loginSchema)
    .output(loginResultSchema)
    .mutation(async ({ ctx, input }) => {
      // The device cookie's key is derived from the form key (itself from the session secret), for its own purpose.
      const devices = { secret: ctx.formSecret, reply: ctx.reply, secure: ctx.env.NODE_ENV === 'production' };
      const user = await login(ctx.em, ctx.req, input, devices);
      return { success: true as const, username: user.username };
    }),
  logout: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/logout', protect: false, summary: 'Logg ut', tags } })
    .input(z.void())
    .output(okSchema)
    .mutation(async ({ ctx }) => {
      await logout(ctx.em, ctx.req, ctx.user);
      return { success: true as const };
    }),
  /** The web's auth check (tRPC only): answers { authenticated: false } rather than failing. */
  checkAuth: publicProcedure
    .input(z.void())
    .output(authStatusSchema)
    .query(({ ctx }) => {
      if (ctx.user) keepSessionAlive(ctx.req);
      return { authenticated: ctx.user !== null };
    }),
  /** The REST twin: like every /api/admin/* path, 401 without a session (body { message, authenticated: false }). */
  checkAuthRest: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/check-auth',
        summary: 'Er økten gyldig?',
        tags,
        protect: true,
        description: 'Uten gyldig økt: 401 med { message, authenticated: false }.',
      },
    })
    .input(z.void())
    .output(authStatusSchema)
    .query(() => ({ authenticated: true })),
  currentUser: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/current-user', summary: 'Innlogget bruker', tags, protect: true } })
    .input(z.void())
    .output(currentUserSchema)
    .query(({ ctx }) => ({ username: ctx.user.username })),
  updatePassword: adminProcedure
    .meta({ openapi: { method: 'PATCH', path: '/admin/update-password', summary: 'Bytt passord', tags, protect: true, description: 'Avslutter alle andre økter for brukeren.' } })
    .input(updatePasswordSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await updatePassword(ctx.em, ctx.req, ctx.user, input);
      return { success: true as const };
    }),
  updateUsername: adminProcedure
    .meta({ openapi: { method: 'PATCH', path: '/admin/update-username', summary: 'Bytt brukernavn', tags, protect: true, description: 'Krever nåværende passord (400 når det er feil).' } })
    .input(updateUsernameSchema)
    .output(currentUserSchema)
    .mutation(({ ctx, input }) => updateUsername(ctx.em, ctx.req, ctx.user, input)),
});
