import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { initOrm } from '../db/orm';
import { loadEnv, type Env } from '../env';
import { defaultOrigin } from '../http/origin';
import { ensureAdmin } from '../modules/auth/auth.service';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from '../trpc/root';
import type { Context } from '../trpc/context';
import { AnswerCheck } from './openapi-answers';
import { createDatabase, dropDatabase } from './test-server';

export const TEST_ADMIN = { username: 'admin', password: 'riktig-passord-123' };

export type Harness = { orm: MikroORM; app: FastifyInstance; env: Env; url: string; uploadDir: string; close: () => Promise<void> };

/**
 * A fresh, migrated database (and app) for one test file, with the admin account. The per-address
 * enquiry limit and the API budget are off unless a test sets ENQUIRY_RATE_LIMIT or API_RATE_LIMIT: every
 * injected request comes from 127.0.0.1.
 */
export async function createHarness(envOverrides: Record<string, string> = {}): Promise<Harness> {
  const base = inject('pgBaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  // A copy of the template global-setup.ts migrated once: the same schema `migrate` would make, without replaying it.
  const url = await createDatabase(base, name, inject('pgTemplate'));
  const orm = await initOrm(url, { pool: { min: 0, max: 5 } });
  await ensureAdmin(orm.em.fork(), TEST_ADMIN.username, TEST_ADMIN.password);
  // Each file gets its own upload folder, removed afterwards.
  const uploadDir = mkdtempSync(join(tmpdir(), 'skarpjern-uploads-'));
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', UPLOAD_DIR: uploadDir, ENQUIRY_RATE_LIMIT: '0', API_RATE_LIMIT: '0', ...envOverrides });
  const app = await buildApp({ orm, env, sessionSecret: 'a-test-secret-that-is-at-least-32-characters', logger: false });
  const answers = new AnswerCheck(`${env.PUBLIC_URL ?? defaultOrigin(env)}/api`);
  answers.watch(app);
  return {
    orm,
    app,
    env,
    url,
    uploadDir,
    close: async () => {
      await app.close();
      await orm.close(true);
      await dropDatabase(base, name);
      rmSync(uploadDir, { recursive: true, force: true });
      // Every REST answer the file's tests received is one the OpenAPI document states (openapi-answers.ts).
      if (answers.left.length) throw new Error(`REST answers outside /api/openapi.json:\n${[...new Set(answers.left)].join('\n')}`);
    },
  };
}

/** Logs in through the REST API and returns the session cookie header. */
export async function loginCookie(app: FastifyInstance, creds = TEST_ADMIN): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: creds });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('no session cookie');
  return `sid=${cookie.value}`;
}

/** A tRPC caller with a fake request: for procedures that do not touch the session. */
export function caller(h: Harness, user: Context['user'] = null) {
  const em = h.orm.em.fork();
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
  const ctx = { em, req: {} as Context['req'], env, images: {} as Context['images'], user, formSecret: 'test-form-secret', responseHeaders: {} };
  return createCallerFactory(appRouter)(ctx);
}
