import { TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '../shared/messages';
import type { Context } from './context';
import { publicProcedure, router } from './init';

// Procedures built from the app's one initTRPC, so they answer through its errorFormatter.
const testRouter = router({
  broken: publicProcedure.query((): string => {
    throw new Error('relation "admin_user" does not exist at character 15');
  }),
  missing: publicProcedure.query((): string => {
    throw new TRPCError({ code: 'NOT_FOUND', message: messages.projectNotFound });
  }),
  badOutput: publicProcedure.output(z.object({ secretField: z.string() })).query(() => ({ secretField: 42 }) as unknown as { secretField: string }),
  validated: publicProcedure.input(z.object({ n: z.number({ error: 'Må være et tall' }) })).query(({ input }) => input.n),
});

async function call(path: string, input?: unknown) {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await fetchRequestHandler({
    endpoint: '/trpc',
    req: new Request(`http://localhost/trpc/${path}${query}`),
    router: testRouter,
    createContext: () => ({}) as Context,
    onError: () => {},
  });
  return { status: res.status, text: await res.text() };
}

describe('tRPC error answers', () => {
  it('an unexpected failure answers 500 with the Norwegian server error, without the internal text', async () => {
    const res = await call('broken');
    expect(res.status).toBe(500);
    const body = JSON.parse(res.text) as { error: { message: string; data: { code: string; stack?: string } } };
    expect(body.error.message).toBe(messages.serverError);
    expect(body.error.data.code).toBe('INTERNAL_SERVER_ERROR');
    expect(body.error.data.stack).toBeUndefined();
    expect(res.text).not.toContain('admin_user');
    expect(res.text).not.toContain('does not exist');
  });

  it('an answer that fails its own schema hides the schema\'s field paths too', async () => {
    const res = await call('badOutput');
    expect(res.status).toBe(500);
    expect(JSON.parse(res.text).error.message).toBe(messages.serverError);
    expect(res.text).not.toContain('secretField');
  });

  it('expected errors keep their own message', async () => {
    const res = await call('missing');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text).error.message).toBe(messages.projectNotFound);
  });

  it('invalid input answers with the first field message and the issues', async () => {
    const res = await call('validated', { n: 'x' });
    expect(res.status).toBe(400);
    const body = JSON.parse(res.text) as { error: { message: string; data: { issues: { fieldErrors: Record<string, string[]> } } } };
    expect(body.error.message).toBe('Må være et tall');
    expect(body.error.data.issues.fieldErrors.n).toEqual(['Må være et tall']);
  });
});
