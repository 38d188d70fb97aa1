import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

// What anyone may read (projects, services, prices, company facts and the pages rendered from them)
// changes only when an administrator saves. So public responses are kept in memory, keyed by URL, and
// all of them are dropped on every admin write. Several app instances on one database tell each
// other through PostgreSQL LISTEN/NOTIFY; while an instance is not listening (start-up, a lost
// connection) it serves nothing from memory, so it can never show what another instance replaced.
// PostgreSQL wakes each listener on its own time, so every listener answers an invalidation with an
// acknowledgement, and the write waits for all of them (a dead instance for at most ACK_TIMEOUT_MS).
// Hand-written because the available caching plugins keep either one process's memory or need Redis.

export const CACHE_CHANNEL = 'public_cache';
/** The listening connection's application_name once it listens: how an instance counts the others. */
const LISTENER_NAME = 'public-cache-listener';
const ACK_TIMEOUT_MS = 2000;
/** Stands in for the per-request CSP nonce in stored pages; replaced on every response. */
export const NONCE_PLACEHOLDER = `__csp_nonce_${randomUUID().replace(/-/g, '')}__`;

export type CachedResponse = {
  body: Buffer;
  contentType: string;
  etag: string;
  /** A page: the nonce placeholder is in the body. */
  page: boolean;
};

export const etagOf = (body: Buffer | string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

export class PublicCache {
  private entries = new Map<string, CachedResponse>();
  private generation = 0;
  private listening = false;
  private client: pg.Client | null = null;
  private closed = false;
  private readonly id = randomUUID();
  /** Invalidations of this instance waiting for the other instances' acknowledgements, by token. */
  private pending = new Map<string, (from: string) => void>();
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly connectionString: string | null,
    private readonly log: FastifyBaseLogger,
    private readonly maxEntries = 500,
  ) {}

  /** Starts listening for other instances' invalidations; the cache serves only while listening. */
  async start(): Promise<void> {
    if (!this.connectionString || this.closed) return;
    const client = new pg.Client({ connectionString: this.connectionString });
    const lost = (err?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      this.listening = false;
      this.clear();
      if (this.closed) return;
      this.log.warn({ err }, 'public cache: lost the database notification channel, reconnecting');
      this.retry = setTimeout(() => void this.start().catch(() => lost()), 1000);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (msg) => {
      if (msg.channel !== CACHE_CHANNEL) return;
      // `inv:<origin>:<token>` drops every cache; `ack:<origin>:<token>:<from>` answers one.
      const [kind, origin, token, from] = (msg.payload ?? '').split(':');
      if (kind === 'ack') {
        if (origin === this.id && token && from) this.pending.get(token)?.(from);
        return;
      }
      if (origin === this.id) return;
      this.clear();
      if (kind === 'inv' && origin && token) {
        client.query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, `ack:${origin}:${token}:${this.id}`]).catch(() => {});
      }
    });
    this.client = client;
    await client.connect();
    await client.query(`LISTEN ${CACHE_CHANNEL}`);
    await client.query(`SET application_name = '${LISTENER_NAME}'`);
    this.listening = true;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    this.listening = false;
    await client?.end().catch(() => {});
  }

  /** The generation to pass to set(): a response computed before an invalidation is never stored. */
  get version(): number {
    return this.generation;
  }

  get(key: string): CachedResponse | undefined {
    return this.listening ? this.entries.get(key) : undefined;
  }

  set(key: string, version: number, response: CachedResponse): void {
    if (!this.listening || version !== this.generation) return;
    // Unknown query strings make new keys; the oldest go first.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, response);
  }

  private clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /**
   * After an admin write: forget everything here and tell the other instances. Resolves once every
   * other listening instance has acknowledged (or after ACK_TIMEOUT_MS), so the next request to any
   * instance sees the change.
   */
  async invalidate(): Promise<void> {
    this.clear();
    const client = this.client;
    if (!client || !this.listening) return;
    const token = randomUUID();
    try {
      const { rows } = await client.query<{ others: number }>(
        'SELECT count(*)::int - 1 AS others FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
        [LISTENER_NAME],
      );
      const others = rows[0]?.others ?? 0;
      const acked = new Set<string>();
      const done = new Promise<void>((resolve) => {
        if (others <= 0) return resolve();
        const timer = setTimeout(resolve, ACK_TIMEOUT_MS);
        this.pending.set(token, (from) => {
          acked.add(from);
          if (acked.size < others) return;
          clearTimeout(timer);
          resolve();
        });
      });
      await client.query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, `inv:${this.id}:${token}`]);
      await done;
    } catch (err) {
      this.log.error({ err }, 'public cache: could not notify the other instances');
    } finally {
      this.pending.delete(token);
    }
  }
}
