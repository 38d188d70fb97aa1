import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { logStream, QuietRequestLog, SLOW_REQUEST_MS } from './request-log';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

async function quietApp() {
  const { lines, stream } = capture();
  const app = Fastify({ logger: { level: 'info', stream }, logController: new QuietRequestLog() });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('database gone');
  });
  app.get('/tilbud/:token', async () => {
    throw new Error('database gone');
  });
  app.get('/missing', async (_req, reply) => reply.code(404).send({ message: 'Ikke funnet' }));
  await app.ready();
  return { app, lines };
}

describe('QuietRequestLog', () => {
  it('writes nothing for requests that succeed or are answered with a client error', async () => {
    const { app, lines } = await quietApp();
    expect((await app.inject('/ok')).statusCode).toBe(200);
    expect((await app.inject('/missing')).statusCode).toBe(404);
    expect((await app.inject('/no-such-route')).statusCode).toBe(404);
    expect(lines).toEqual([]);
    await app.close();
  });

  it('logs a server error once, at error, with its path but not its query', async () => {
    const { app, lines } = await quietApp();
    expect((await app.inject('/boom?q=Kari%20Nordmann')).statusCode).toBe(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, method: 'GET', path: '/boom', statusCode: 500, msg: 'database gone' });
    expect(JSON.stringify(lines[0])).not.toContain('Kari');
    await app.close();
  });

  it('writes a link token into no line: the path carries a mark instead', async () => {
    const { app, lines } = await quietApp();
    const token = 'Qm9va2luZ1Rva2VuMTIzNDU2';
    expect((await app.inject(`/tilbud/${token}`)).statusCode).toBe(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ path: '/tilbud/[token]', statusCode: 500 });
    expect(JSON.stringify(lines)).not.toContain(token);
    await app.close();
  });

  it('logs a request slower than the limit at warn', () => {
    const warned: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warned.push(args), error: () => {}, info: () => {} };
    const request = { method: 'GET', url: '/admin/contact-submissions/export?q=Kari' } as FastifyRequest;
    const reply = (ms: number) => ({ statusCode: 200, elapsedTime: ms, log }) as unknown as FastifyReply;
    const controller = new QuietRequestLog();
    controller.requestCompleted(null, request, reply(SLOW_REQUEST_MS - 1));
    expect(warned).toEqual([]);
    controller.requestCompleted(null, request, reply(SLOW_REQUEST_MS + 500));
    expect(warned).toEqual([[{ method: 'GET', path: '/admin/contact-submissions/export', statusCode: 200, ms: SLOW_REQUEST_MS + 500 }, 'slow request']]);
  });
});

describe('logStream', () => {
  it('is readable at a terminal and JSON anywhere else, unless chosen', async () => {
    expect(await logStream('auto', false)).toEqual({});
    expect((await logStream('auto', true)).stream).toBeDefined();
    expect((await logStream('pretty', false)).stream).toBeDefined();
    expect(await logStream('json', true)).toEqual({});
  });
});
