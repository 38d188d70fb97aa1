import type { TestProject } from 'vitest/node';
import { startTestServer } from './test-server';

declare module 'vitest' {
  export interface ProvidedContext {
    pgBaseUrl: string;
  }
}

/** Starts the PostgreSQL server for the integration tier once; each test file makes its own database. */
export default async function setup(project: TestProject) {
  const { baseUrl, embedded } = await startTestServer({ port: Number(process.env.TEST_PG_PORT ?? 54339), dir: 'data/test-postgres' });
  project.provide('pgBaseUrl', baseUrl);
  return async () => {
    await embedded?.stop();
  };
}
