import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { dataDirMajor, EMBEDDED_PG_MAJOR, startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded-postgres';

/**
 * The PostgreSQL server the test suites use: TEST_DATABASE_URL (any server where we may create
 * databases), or an embedded one whose data lives in data/test-postgres, apart from the dev data.
 */
export async function startTestServer(opts: { port: number; dir: string }): Promise<{ baseUrl: string; embedded: EmbeddedDatabase | null }> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) return { baseUrl: external, embedded: null };
  const dir = resolve(opts.dir);
  // Test clusters hold nothing worth keeping: one made by another PostgreSQL major is made anew.
  const major = dataDirMajor(dir);
  if (major !== null && major !== EMBEDDED_PG_MAJOR) rmSync(dir, { recursive: true, force: true });
  const embedded = await startEmbeddedPostgres({ dir, port: opts.port });
  return { baseUrl: embedded.url('postgres'), embedded };
}

/** A URL for database `name` on the server behind `baseUrl`. */
export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Makes database `name` anew: empty, or a copy of `template` (PostgreSQL's CREATE DATABASE … TEMPLATE, which
 * copies the files instead of replaying the migrations; the template must have no open connections).
 */
export async function createDatabase(baseUrl: string, name: string, template?: string): Promise<string> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  } finally {
    await client.end();
  }
  return databaseUrl(baseUrl, name);
}

export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}
