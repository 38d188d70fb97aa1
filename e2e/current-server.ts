// The browser tests run against three servers (playwright.config.ts), each with its own database, mail folder
// and uploads (e2e/server.ts), so the specs that change content need not wait for each other or the readers.
// A test finds its server from its project's baseURL; the first is at E2E_PORT, the others on the ports above.
import { test } from '@playwright/test';
import { APP_DB } from '../src/db/database';
import { embeddedDatabaseUrl } from '../src/db/embedded-postgres';
import { E2E_PG_PORT, E2E_PORT } from './config';

export type E2eServer = { origin: string; port: number; mailDir: string; databaseUrl: string };

/** The server (the n-th from E2E_PORT) with its embedded PostgreSQL one port above the previous one's. */
export function e2eServer(port: number): E2eServer {
  const shared = process.env.TEST_DATABASE_URL;
  const databaseUrl = shared
    ? Object.assign(new URL(shared), { pathname: `/e2e_${port}` }).toString()
    : embeddedDatabaseUrl(E2E_PG_PORT + (port - E2E_PORT), APP_DB);
  return { origin: `http://localhost:${port}`, port, mailDir: `data/e2e-mail-${port}`, databaseUrl };
}

/** The server of the running test's project. */
export function currentServer(): E2eServer {
  const baseURL = test.info().project.use.baseURL;
  return e2eServer(baseURL ? Number(new URL(baseURL).port) : E2E_PORT);
}
