import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres';

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const undo of cleanup.splice(0).reverse()) await undo();
});

it('a PostgreSQL that stops while starting (its port is taken) is reported with its own words, and the folder is free again', async () => {
  // Every address on the port, as another program would hold it.
  const holder: Server = createServer();
  await new Promise<void>((r) => holder.listen({ port: 0, host: '::' }, r));
  cleanup.push(() => new Promise<void>((r) => holder.close(() => r())));
  const port = (holder.address() as { port: number }).port;

  const parent = mkdtempSync(join(tmpdir(), 'pgport-'));
  // As root, PostgreSQL runs as the postgres user, who must reach its data folder in here.
  chmodSync(parent, 0o755);
  cleanup.push(() => rmSync(parent, { recursive: true, force: true }));
  const dir = join(parent, 'postgres');

  const error = await startEmbeddedPostgres({ dir, port }).then(
    () => new Error('started on a taken port'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).message).toContain(`PostgreSQL stopped while starting on port ${port}`);
  expect((error as Error).message).toMatch(/could not (bind|create listen socket)|Address already in use/);

  // The lock is released: with the port free, the same folder starts.
  await new Promise<void>((r) => holder.close(() => r()));
  cleanup.pop();
  const db = await startEmbeddedPostgres({ dir, port });
  await db.stop();
}, 120_000);
